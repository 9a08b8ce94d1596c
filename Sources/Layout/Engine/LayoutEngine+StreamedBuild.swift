import Dispatch
import Foundation

extension LayoutEngine {
    /// From this many views on (`streamedBuildMinimum`), a first pass installs its constraints
    /// as another thread builds them (`buildAndSyncStreamed`).
    static let defaultStreamedBuildMinimum = 512
    /// The solver's room reserved per view before a streamed build's count is known (the
    /// Dynamic Stack View makes 12.2 constraints a view). Room reserved and never written costs
    /// no memory; growing past it copies the solver's largest arrays (both copies resident).
    static let streamedConstraintsPerView = 14
    /// The same for each of split solvers: two thirds of it (one axis seldom has more than
    /// three fifths of the constraints: the Dynamic Stack View's horizontal one has 59%).
    /// Measured: reserving the whole of it for each cost ~5 MB more at the peak of 10,000
    /// entries, though room never written should cost nothing.
    static let streamedConstraintsPerViewPerAxis = streamedConstraintsPerView * 2 / 3

    /// A first pass (nothing installed): another thread builds the constraints and hands them
    /// over in chunks (`ConstraintStream`) while this one installs them, in order. The same
    /// constraints are installed in the same order as `sync` of the whole list installs them:
    /// a repeated constraint is skipped when installed or broken already. Returns the conflicts.
    mutating func buildAndSyncStreamed(_ b: inout ConstraintBuilder) -> [ConflictReport] {
        var clock = PhaseClock()
        let stream = ConstraintStream()
        b.stream = stream
        let job = StreamedBuild(b, stream)
        var reports: [ConflictReport] = []
        var reserved = false
        var concurrent: ConcurrentInstall? = nil
        var concurrentTried = false
        let perView = solvers.isSplit ? Self.streamedConstraintsPerViewPerAxis : Self.streamedConstraintsPerView
        solvers.reserveCapacity(forConstraints: perView * tree.nodes.count)
        while let chunk = stream.take() {
            if let total = chunk.total, !reserved {
                // the whole count is known: room for it at once (no doubling past it; the
                // solver's grows only if the estimate was short; split solvers, taken out by a
                // concurrent install, keep the estimate)
                installed.reserveCapacity(total)
                if concurrent == nil { solvers.reserveCapacity(forConstraints: total - installed.count) }
                reserved = true
            }
            solvers.learn(chunk.newVariables, startingAt: chunk.firstNewVariable)
            if !concurrentTried {
                concurrentTried = true
                concurrent = startConcurrentInstall(for: chunk)
            }
            if var state = concurrent {
                concurrent = nil
                let taken = installConcurrently(chunk, &state)
                if taken && !state.rejected {
                    concurrent = state
                    continue
                }
                reports += finish(&state)
                if taken { continue }
            }
            for i in chunk.constraints.indices {
                let c = chunk.constraints[i], hash = chunk.hashes[i]
                if installed.id(of: c, hash: hash) != nil || (!broken.isEmpty && broken[c] != nil) { continue }
                reports += install(c, hash: hash, axis: chunk.axes[i])
            }
        }
        if var state = concurrent { reports += finish(&state) }
        b = job.wait()
        b.stream = nil
        registry = b.registry
        clock.lap("build and sync (streamed)")
        return reports
    }
}

/// `ConstraintBuilder.build` on a thread of its own, handing its constraints to a stream;
/// `wait` hands the builder back. (Not a dispatch queue: a layout may run on every thread of
/// the pool, each waiting for its build, which would then find no thread to run on.)
private final class StreamedBuild: @unchecked Sendable {
    private var builder: ConstraintBuilder
    private let done = DispatchSemaphore(value: 0)

    init(_ builder: ConstraintBuilder, _ stream: ConstraintStream) {
        self.builder = builder
        let thread = Thread { [self] in
            self.builder.build()
            stream.finish()
            self.done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    func wait() -> ConstraintBuilder {
        done.wait()
        return builder
    }
}
