import Dispatch

extension LayoutEngine {
    /// From this many views on (`partedBuildMinimum`), a first pass builds its constraints in
    /// two parts (`buildAndSyncInParts`).
    static let defaultPartedBuildMinimum = 512

    /// A first pass (nothing installed): installs the first part of the constraints
    /// (`ConstraintBuilder.buildFirstPart`, the stack views') while another thread builds the
    /// rest, then the rest. The same constraints are installed in the same order as `sync` of
    /// the whole list installs them: a repeated constraint is skipped when installed or broken
    /// already. Returns the conflicts.
    mutating func buildAndSyncInParts(_ b: inout ConstraintBuilder) -> [ConflictReport] {
        var clock = PhaseClock()
        guard b.buildFirstPart() else {
            registry = b.registry
            return sync([])
        }
        registry = b.registry
        let first = b.takeOutput()
        clock.lap("build \(first.count) (first part)")
        let rest = RestOfBuild(b)
        var reports = sync(first)
        clock.lap("sync (first part)")
        b = rest.wait()
        registry = b.registry
        let second = b.takeOutput()
        clock.lap("build \(second.count) (rest, waited)")
        installed.reserveCapacity(installed.count + second.count)
        solver.reserveCapacity(forConstraints: second.count)
        for c in second where installed.id(of: c) == nil {
            if !broken.isEmpty && broken[c] != nil { continue }
            if let report = install(c) { reports.append(report) }
        }
        return reports
    }
}

/// The rest of a first pass's constraints (`ConstraintBuilder.buildRest`), built on another
/// thread while the engine installs the first part; `wait` hands the builder back.
private final class RestOfBuild: @unchecked Sendable {
    private var builder: ConstraintBuilder
    private let done = DispatchSemaphore(value: 0)

    init(_ builder: ConstraintBuilder) {
        self.builder = builder
        DispatchQueue.global().async { [self] in
            self.builder.buildRest()
            self.done.signal()
        }
    }

    func wait() -> ConstraintBuilder {
        done.wait()
        return builder
    }
}
