import Foundation
import Raster

/// The artifacts of a run (`report.html` and `images/`), written as the run goes: a failing
/// case's images are written when the case ends and its bitmaps released (`take`), so a run of
/// many failures holds one case's images per worker instead of every case's (1,000 failures
/// had held 3.97 GB); `writeReport` then writes the report from the kept entries.
///
/// The first image written replaces a previous run's (`GoldenReport.removeReportImages`).
/// An `images` that is a link or no folder is refused: nothing is cleaned or written through it.
public final class GoldenArtifacts: @unchecked Sendable {
    public let folder: String
    public let title: String
    /// Each case's image file base, unique, fixed before the run so names never depend on
    /// the order cases end in.
    private let bases: [String: String]
    private let lock = NSLock()
    private var prepared = false
    private var failure: RasterError?

    public init(folder: String, cases: [GoldenCase], title: String = "Golden snapshot report") {
        self.folder = folder
        self.title = title
        var bases: [String: String] = [:], used: Set<String> = []
        for c in cases where bases[c.name] == nil {
            var base = GoldenReport.fileSafe(c.name)
            if used.contains(base) {
                var n = 2
                while used.contains("\(base)-\(n)") { n += 1 }
                base = "\(base)-\(n)"
            }
            used.insert(base)
            bases[c.name] = base
        }
        self.bases = bases
    }

    var images: String { folder + "/images" }

    /// Writes the images of a failed or missing case, keeps its report entry in `outcome`
    /// and releases its bitmaps. A write failure is kept for `writeReport` to throw.
    public func take(_ outcome: inout GoldenOutcome) {
        guard outcome.reportCase == nil, outcome.status == .failed || outcome.status == .missing,
              outcome.expected != nil || outcome.actual != nil else { return }
        do throws(RasterError) {
            try prepare()
            outcome.reportCase = try entry(outcome)
        } catch {
            lock.lock()
            if failure == nil { failure = error }
            lock.unlock()
        }
        outcome.expected = nil
        outcome.actual = nil
    }

    /// Creates `images/` (refusing a link) and removes a previous run's images, once.
    func prepare() throws(RasterError) {
        lock.lock()
        defer { lock.unlock() }
        guard !prepared else { return }
        var st = stat()
        if lstat(images, &st) == 0, st.st_mode & S_IFMT != S_IFDIR {
            throw .fileError(path: images, message: "is a link or not a folder; the report's images are not cleaned or written through it")
        }
        do {
            try FileManager.default.createDirectory(atPath: images, withIntermediateDirectories: true)
            try GoldenReport.removeReportImages(in: images)
        } catch {
            throw .fileError(path: images, message: "cannot prepare the artifacts folder: \(error.localizedDescription)")
        }
        prepared = true
    }

    /// The report entry of a failed (expected and actual) or missing (actual) case, its
    /// images written.
    private func entry(_ o: GoldenOutcome) throws(RasterError) -> GoldenReport.Case? {
        let base = bases[o.testCase.name] ?? GoldenReport.fileSafe(o.testCase.name)
        if o.status == .failed, let e = o.expected, let a = o.actual {
            var report = GoldenReport(title: title)
            try report.addComparison(name: o.testCase.name, expected: e, actual: a, tolerance: o.testCase.tolerance,
                                     artifactsFolder: images, reportFolder: folder, fileBase: base)
            report.annotateLast(title: o.testCase.title)
            return report.cases.first
        }
        guard o.status == .missing, let a = o.actual else { return nil }
        var c = GoldenReport.Case(name: o.testCase.name, passed: false, message: o.message,
                                  tolerance: o.testCase.tolerance.description, subtitle: o.testCase.title)
        let file = base + ".actual.png"
        try a.writePNG(to: images + "/" + file)
        c.actualPath = "images/" + file
        return c
    }

    /// Writes `report.html` for `result` (taking the images of cases not taken yet); returns
    /// its path. Throws the first failure of `take`.
    public func writeReport(_ result: GoldenRunResult) throws(RasterError) -> String {
        try prepare()
        var report = GoldenReport(title: title)
        for var o in result.outcomes {
            take(&o)
            let tolerance = o.testCase.tolerance.description
            report.add(o.reportCase ?? GoldenReport.Case(name: o.testCase.name, passed: o.isSuccess, message: o.message,
                                                         tolerance: tolerance, subtitle: o.testCase.title))
            report.annotateLast(layoutLines: o.layoutDiff?.lines() ?? [],
                                warningLines: o.warnings.map { (o.newWarnings.contains($0) ? "new: " : "") + GoldenOutcome.printedWarning($0) },
                                viewMarks: o.viewMarks)
        }
        lock.lock()
        let failed = failure
        lock.unlock()
        if let failed { throw failed }
        let path = folder + "/report.html"
        try report.write(to: path)
        return path
    }
}
