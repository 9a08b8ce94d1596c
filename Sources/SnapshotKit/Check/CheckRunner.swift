import GoldenTesting
import Layout
import Recipe

/// Lays out each case (an input on one matrix cell) without drawing and collects its findings
/// (`snapshot check`). A case that does not load or lay out is an error line; the others
/// still run.
public struct CheckRunner {
    public var check: LayoutCheck
    public var fontDirectories: [String]
    public var limits: RecipeLimits

    public init(check: LayoutCheck, fonts fontDirectories: [String] = [], limits: RecipeLimits = .standard) {
        self.check = check
        self.fontDirectories = fontDirectories
        self.limits = limits
    }

    /// The report of `cases`, in case order; `screen` makes each case's screen (the command's
    /// options laid over the cell).
    public func run(_ cases: [GoldenCase], screen: (ScreenChoice) -> ScreenChoice = { $0 }) throws(SnapshotError) -> CheckReport {
        let pipeline = try SnapshotPipeline(fontDirectories: fontDirectories)
        pipeline.limits = limits
        // Nothing is drawn: text is measured, not kept as glyphs.
        pipeline.typesetter.layoutCacheLimit = 1_000
        pipeline.measurer.keepsLines = false
        var report = CheckReport()
        for c in cases {
            if let error = c.loadError {
                report.errors.append("error: \(error)")
                continue
            }
            let input = SnapshotInput(path: c.sourcePath, scene: c.sourcePart)
            do throws(SnapshotError) {
                let cellScreen = screen(c.screen)
                let snapshot = try pipeline.layOut(input, on: cellScreen)
                report.findings += snapshot.findings(check, measurer: pipeline.measurer, locale: cellScreen.locale)
                report.layouts += 1
            } catch {
                report.errors.append(error.message)
            }
        }
        return report
    }
}
