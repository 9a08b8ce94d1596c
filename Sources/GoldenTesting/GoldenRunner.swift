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
    /// The rendering with the layout behind it and its warnings; by default `render(_:)`'s
    /// bitmap alone (then the case has no layout file and no warnings).
    mutating func rendition(_ c: GoldenCase) throws(GoldenRenderError) -> GoldenRendition
}

extension GoldenRendering {
    public mutating func rendition(_ c: GoldenCase) throws(GoldenRenderError) -> GoldenRendition {
        GoldenRendition(bitmap: try render(c))
    }
}

/// What a renderer produces for a case: the image, and when the renderer knows them, the
/// views' frames and the warnings of the layout.
public struct GoldenRendition: Sendable {
    public var bitmap: Bitmap
    /// The views' frames and the warnings (nil: the renderer has no layout to report).
    public var layout: GoldenLayout?

    public init(bitmap: Bitmap, layout: GoldenLayout? = nil) {
        self.bitmap = bitmap
        self.layout = layout
    }
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
    /// The rendering's layout (frames and warnings), when the renderer reports one.
    public var layout: GoldenLayout?
    /// The layout recorded with the golden (nil when it has no layout file).
    public var recordedLayout: GoldenLayout?
    /// The views that moved or resized, when the pixels differ and both layouts are known.
    public var layoutDiff: GoldenLayoutDiff?
    /// The rendering's warnings that are not recorded with its golden (empty when it has no
    /// layout file: then nothing is known to be new).
    public var newWarnings: [String] = []
    /// The case failed because its golden or layout file could not be written (an I/O error
    /// of the run, not a difference).
    public var failedToWrite = false
    /// The case's entry in the report, once its images are written (`GoldenArtifacts`).
    public var reportCase: GoldenReport.Case?

    /// The rendering's warnings (conflicts, ambiguities, builder warnings).
    public var warnings: [String] { layout?.warnings ?? [] }

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
    /// is touched (`GoldenReport.isReportImage`). Returns the report's path. (A run given
    /// `GoldenArtifacts` has written its images already: use its `writeReport`.)
    @discardableResult
    public func writeArtifacts(to folder: String, title: String = "Golden snapshot report") throws(RasterError) -> String {
        try GoldenArtifacts(folder: folder, cases: outcomes.map(\.testCase), title: title).writeReport(self)
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
    /// Fails a case whose rendering has warnings its golden's layout file does not record
    /// (`--fail-on-new-warnings`).
    public var failOnNewWarnings: Bool
    /// Whether layouts are compared and layout files written next to the goldens (off for a
    /// folder of images that is not a suite, like `snapshot gallery`'s).
    public var usesLayoutFiles = true

    public init(store: GoldenStore, recordMode: RecordMode = .none,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount, toleranceOverride: Tolerance? = nil,
                failOnNewWarnings: Bool = false) {
        self.store = store
        self.recordMode = recordMode
        self.jobs = max(1, jobs)
        self.toleranceOverride = toleranceOverride
        self.failOnNewWarnings = failOnNewWarnings
    }

    /// Runs `cases`. `makeRenderer` is called once per worker (a failure there fails that
    /// worker's cases with its message); `progress(done, total, case)` is called after each
    /// case, serialised, from the worker threads. With `artifacts`, a failing case's images
    /// are written as it ends and its bitmaps released (`GoldenArtifacts.take`).
    public func run(_ cases: [GoldenCase], artifacts: GoldenArtifacts? = nil,
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
                var outcome: GoldenOutcome
                if var r = renderer {
                    outcome = runner.runCase(c, renderer: &r)
                    renderer = r
                } else {
                    outcome = GoldenOutcome(testCase: c, status: .error, comparison: nil,
                                            message: "cannot set up the renderer: \(setupError?.message ?? "unknown error")",
                                            expected: nil, actual: nil, seconds: 0)
                }
                artifacts?.take(&outcome)
                state.finish(index, outcome, progress: progress)
            }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return GoldenRunResult(outcomes: state.outcomes(), seconds: seconds)
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
