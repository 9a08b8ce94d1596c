import Foundation
import Raster

/// Why a rendering could not be produced (the renderer's own message).
public struct GoldenRenderError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Renders cases for the runner. The caller injects it (SnapshotKit renders recipes and scenes
/// through Layout and Render), so GoldenTesting depends on nothing above Raster.
///
/// The runner makes one renderer per worker thread and uses it from that thread only, so an
/// implementation may keep caches (fonts, decoded images) without locking.
public protocol GoldenRendering {
    mutating func render(_ c: GoldenCase) throws(GoldenRenderError) -> Bitmap
}

/// A `GoldenRendering` from a closure.
public struct ClosureRenderer: GoldenRendering {
    let body: (GoldenCase) throws(GoldenRenderError) -> Bitmap
    public init(_ body: @escaping (GoldenCase) throws(GoldenRenderError) -> Bitmap) { self.body = body }
    public mutating func render(_ c: GoldenCase) throws(GoldenRenderError) -> Bitmap { try body(c) }
}

/// What happened to one case.
public struct GoldenOutcome: Sendable {
    public enum Status: String, Sendable {
        /// Matches its golden under the tolerance.
        case passed
        /// Differs from its golden beyond the tolerance.
        case failed
        /// Has no golden and recording was off.
        case missing
        /// Rendering or reading the golden failed.
        case error
        /// No golden existed; one was written.
        case recordedNew = "recorded"
        /// The golden was overwritten (record mode `failed` or `all`).
        case recordedUpdated = "updated"
    }

    public var testCase: GoldenCase
    public var status: Status
    /// The comparison with the golden (nil when there was none to compare with).
    public var comparison: ComparisonResult?
    /// One line: what happened, with the tolerance on failures.
    public var message: String
    /// The golden and the rendering, kept for failures only (for artifacts).
    public var expected: Bitmap?
    public var actual: Bitmap?
    /// Seconds spent on this case: in total, rendering, reading (decoding) the golden, comparing.
    public var seconds: Double
    public var renderSeconds: Double = 0
    public var readSeconds: Double = 0
    public var compareSeconds: Double = 0

    /// Passed or recorded: not a failure of the run.
    public var isSuccess: Bool {
        switch status {
        case .passed, .recordedNew, .recordedUpdated: return true
        case .failed, .missing, .error: return false
        }
    }
}

/// The outcomes of a run, in the order of the cases given (whatever the number of jobs).
public struct GoldenRunResult: Sendable {
    public var outcomes: [GoldenOutcome]
    /// Wall-clock seconds of the whole run.
    public var seconds: Double

    public var passedCount: Int { outcomes.filter { $0.status == .passed }.count }
    public var recordedCount: Int { outcomes.filter { $0.status == .recordedNew || $0.status == .recordedUpdated }.count }
    /// Failed, missing and errored cases.
    public var failedCount: Int { outcomes.filter { !$0.isSuccess }.count }
    public var succeeded: Bool { failedCount == 0 }

    /// Where the time went, summed over cases (more than the wall time with several jobs):
    /// `render 6.10 s, read goldens 1.20 s, compare 0.30 s, other 0.10 s`.
    public var timingLine: String {
        let render = outcomes.reduce(0) { $0 + $1.renderSeconds }
        let read = outcomes.reduce(0) { $0 + $1.readSeconds }
        let compare = outcomes.reduce(0) { $0 + $1.compareSeconds }
        let total = outcomes.reduce(0) { $0 + $1.seconds }
        func f(_ v: Double) -> String { format(v, digits: 2) + " s" }
        return "render \(f(render)), read goldens \(f(read)), compare \(f(compare)), other \(f(max(0, total - render - read - compare)))"
    }

    /// `N passed, N failed` (plus `, N recorded` when goldens were written).
    public var summaryLine: String {
        var s = "\(passedCount) passed, \(failedCount) failed"
        if recordedCount > 0 { s += ", \(recordedCount) recorded" }
        return s
    }

    /// Writes `report.html` and, under `images/`, the expected, actual, diff and side-by-side
    /// PNGs of every failing case into `folder` (created if needed). A previous run's
    /// `report.html` is replaced and the images it wrote are removed; nothing else in `folder`
    /// is touched (`GoldenReport.isReportImage`). Returns the report's path.
    @discardableResult
    public func writeArtifacts(to folder: String, title: String = "Golden snapshot report") throws(RasterError) -> String {
        let images = folder + "/images"
        do {
            try FileManager.default.createDirectory(atPath: images, withIntermediateDirectories: true)
            try GoldenReport.removeReportImages(in: images)
        } catch {
            throw .fileError(path: images, message: "cannot prepare the artifacts folder: \(error.localizedDescription)")
        }
        var report = GoldenReport(title: title)
        for o in outcomes {
            let name = o.testCase.name
            let tolerance = o.testCase.tolerance.description
            let label = name
            switch o.status {
            case .failed:
                if let e = o.expected, let a = o.actual {
                    try report.addComparison(name: label, expected: e, actual: a, tolerance: o.testCase.tolerance,
                                             artifactsFolder: images, reportFolder: folder)
                    report.annotateLast(title: o.testCase.title)
                } else {
                    report.add(GoldenReport.Case(name: label, passed: false, message: o.message, tolerance: tolerance,
                                                     subtitle: o.testCase.title))
                }
            case .missing:
                var c = GoldenReport.Case(name: label, passed: false, message: o.message, tolerance: tolerance,
                                                     subtitle: o.testCase.title)
                if let a = o.actual {
                    let file = GoldenReport.fileSafe(name) + ".actual.png"
                    try a.writePNG(to: images + "/" + file)
                    c.actualPath = "images/" + file
                }
                report.add(c)
            case .error:
                report.add(GoldenReport.Case(name: label, passed: false, message: o.message, tolerance: tolerance,
                                                     subtitle: o.testCase.title))
            case .passed, .recordedNew, .recordedUpdated:
                report.add(GoldenReport.Case(name: label, passed: true, message: o.message, tolerance: tolerance,
                                             subtitle: o.testCase.title))
            }
        }
        let path = folder + "/report.html"
        try report.write(to: path)
        return path
    }
}

/// Renders every case, compares it with its golden and records goldens as the mode says.
///
/// Cases run on `jobs` worker threads; each worker makes its own renderer. Outcomes come back
/// in the order of the cases, so output does not depend on scheduling.
public struct GoldenRunner: Sendable {
    public var store: GoldenStore
    public var recordMode: RecordMode
    /// Worker threads (at least 1).
    public var jobs: Int
    /// Replaces every case's tolerance when set (`--tolerance`).
    public var toleranceOverride: Tolerance?

    public init(store: GoldenStore, recordMode: RecordMode = .none,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount, toleranceOverride: Tolerance? = nil) {
        self.store = store
        self.recordMode = recordMode
        self.jobs = max(1, jobs)
        self.toleranceOverride = toleranceOverride
    }

    /// Runs `cases`. `makeRenderer` is called once per worker (a failure there fails that
    /// worker's cases with its message); `progress(done, total, case)` is called after each
    /// case, serialised, from the worker threads.
    public func run(_ cases: [GoldenCase],
                    makeRenderer: @escaping @Sendable () throws(GoldenRenderError) -> any GoldenRendering,
                    progress: (@Sendable (Int, Int, GoldenOutcome) -> Void)? = nil) -> GoldenRunResult {
        let start = DispatchTime.now().uptimeNanoseconds
        let cases = cases.map { c -> GoldenCase in
            var c = c
            if let t = toleranceOverride { c.tolerance = t }
            return c
        }
        let state = RunState(count: cases.count)
        let workers = max(1, min(jobs, cases.count))
        let runner = self
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var renderer: (any GoldenRendering)?
            var setupError: GoldenRenderError?
            do throws(GoldenRenderError) {
                renderer = try makeRenderer()
            } catch {
                setupError = error
            }
            while let index = state.next() {
                let c = cases[index]
                let outcome: GoldenOutcome
                if var r = renderer {
                    outcome = runner.runCase(c, renderer: &r)
                    renderer = r
                } else {
                    outcome = GoldenOutcome(testCase: c, status: .error, comparison: nil,
                                            message: "cannot set up the renderer: \(setupError?.message ?? "unknown error")",
                                            expected: nil, actual: nil, seconds: 0)
                }
                state.finish(index, outcome, progress: progress)
            }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return GoldenRunResult(outcomes: state.outcomes(), seconds: seconds)
    }

    /// One case: render, read the golden, compare, record.
    public func runCase(_ c: GoldenCase, renderer: inout any GoldenRendering) -> GoldenOutcome {
        let start = DispatchTime.now().uptimeNanoseconds
        var lap = start
        func split() -> Double {
            let now = DispatchTime.now().uptimeNanoseconds
            defer { lap = now }
            return Double(now - lap) / 1e9
        }
        var renderSeconds = 0.0, readSeconds = 0.0, compareSeconds = 0.0
        func done(_ status: GoldenOutcome.Status, _ message: String, comparison: ComparisonResult? = nil,
                  expected: Bitmap? = nil, actual: Bitmap? = nil) -> GoldenOutcome {
            GoldenOutcome(testCase: c, status: status, comparison: comparison, message: message,
                          expected: expected, actual: actual,
                          seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9,
                          renderSeconds: renderSeconds, readSeconds: readSeconds, compareSeconds: compareSeconds)
        }
        let actual: Bitmap
        do throws(GoldenRenderError) {
            actual = GoldenStore.opaque(try renderer.render(c))
            renderSeconds = split()
        } catch {
            return done(.error, "cannot render: \(error.message)")
        }
        let golden = store.path(for: c)
        // Fast path: the golden's digest proves the pixels identical (no decode needed).
        if recordMode != .all, store.isIdentical(c, to: actual) {
            readSeconds = split()
            let result = ImageComparison.compare(expected: actual, actual: actual, tolerance: c.tolerance)
            compareSeconds = split()
            return done(.passed, result.description + " (digest)", comparison: result)
        }
        let expected: Bitmap?
        do throws(RasterError) {
            expected = try store.read(c)
            readSeconds = split()
        } catch {
            return done(.error, "cannot read the golden \(golden): \(error)", actual: actual)
        }
        func record(_ status: GoldenOutcome.Status, _ message: String, comparison: ComparisonResult?) -> GoldenOutcome {
            do throws(RasterError) {
                try store.write(try GoldenStore.encode(actual), for: c)
            } catch {
                return done(.error, "cannot write the golden \(golden): \(error)", actual: actual)
            }
            return done(status, message, comparison: comparison)
        }
        guard let expected else {
            if recordMode == .none {
                return done(.missing, "no golden at \(golden); record it with --record-mode missing (or SNAPSHOT_RECORD=missing)",
                            actual: actual)
            }
            return record(.recordedNew, "recorded a new golden \(golden) (\(actual.width)x\(actual.height))", comparison: nil)
        }
        let result = ImageComparison.compare(expected: expected, actual: actual, tolerance: c.tolerance)
        compareSeconds = split()
        if result.passed {
            if recordMode == .all, let bytes = store.bytes(c), let fresh = try? GoldenStore.encode(actual), bytes != fresh {
                return record(.recordedUpdated, "re-recorded \(golden) (its bytes change; the pixels \(result.differingPixels == 0 ? "match" : "match within the tolerance")): \(result)", comparison: result)
            }
            return done(.passed, result.description, comparison: result)
        }
        if recordMode == .failed || recordMode == .all {
            return record(.recordedUpdated, "overwrote \(golden), which differed: \(result)", comparison: result)
        }
        return done(.failed, result.description, comparison: result, expected: expected, actual: actual)
    }
}

/// Work queue and results shared by the workers, behind a lock.
private final class RunState: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private var done = 0
    private let count: Int
    private var results: [GoldenOutcome?]

    init(count: Int) {
        self.count = count
        results = Array(repeating: nil, count: count)
    }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }

    func finish(_ index: Int, _ outcome: GoldenOutcome, progress: (@Sendable (Int, Int, GoldenOutcome) -> Void)?) {
        lock.lock()
        defer { lock.unlock() }
        results[index] = outcome
        done += 1
        progress?(done, count, outcome)
    }

    func outcomes() -> [GoldenOutcome] {
        lock.lock()
        defer { lock.unlock() }
        return results.compactMap { $0 }
    }
}
