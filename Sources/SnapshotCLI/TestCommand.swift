import ArgumentParser
import Foundation
import GoldenTesting
import Layout
import SnapshotKit
import Raster

/// Options shared by `test`, `prune` and `gallery`: where the suite lives and which cases.
struct SuiteOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The recipes folder (golden paths are relative to it).", valueName: "dir"))
    var recipes: String = GoldenSuite.defaultRecipesFolder

    @Option(name: .long, help: ArgumentHelp("The goldens folder (default: goldens next to the recipes folder).", valueName: "dir"))
    var goldens: String?

    @Option(name: .long, help: ArgumentHelp("The suite file (default: snapshot-suite.json next to the recipes folder, if any): devices, orientations, content sizes, directions, appearances.", valueName: "file"))
    var suiteFile: String?

    var suite: GoldenSuite {
        GoldenSuite(recipesFolder: recipes, goldensFolder: goldens ?? GoldenSuite.goldensFolder(besideRecipes: recipes))
    }

    /// The suite with the suite file's devices, orientations and matrix applied, and the file.
    func loadedSuite() throws(SnapshotFailure) -> (GoldenSuite, GoldenSuiteFile) {
        var suite = suite
        let file: GoldenSuiteFile
        do throws(SnapshotError) {
            file = try GoldenSuiteFile.load(path: suiteFile ?? GoldenSuiteFile.defaultPath(recipesFolder: recipes),
                                            required: suiteFile != nil)
        } catch {
            throw SnapshotFailure(error)
        }
        suite.apply(file)
        return (suite, file)
    }
}

/// `snapshot test`: renders recipes and compares them with their goldens.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Render recipes on each device and orientation and compare them with their golden PNGs.",
        discussion: """
            Goldens are Snapshots/goldens/<recipe>/<device>-<orientation>@<scale>x.png;
            each scene of a .storyboard / .xib is a case of its own, with goldens at
            <file>.storyboard/<scene id>/<device>-<orientation>@<scale>x.png.
            Every recipe is rendered on iPhone 8 (@2x) and iPhone X (@3x), portrait
            and landscape, unless its "snapshot" settings list its own devices or
            orientations. The comparison is exact unless the recipe's
            snapshot.tolerance (or --tolerance) allows more. A missing golden is a
            failure unless recording.

            On any failure, expected/actual/diff PNGs and report.html are written
            to the artifacts folder. See docs/golden-testing.md.

            Record modes (--record-mode, or SNAPSHOT_RECORD in the environment):
              missing  write goldens that do not exist yet
              failed   also overwrite goldens that differ
              all      rewrite every golden whose pixels differ at all (--record)

            Examples:
              snapshot test
              snapshot test Snapshots/recipes/simple-stack-view.json \\
                  --devices iphone-8 --orientations portrait
              SNAPSHOT_RECORD=missing snapshot test
              snapshot test --tolerance aa,pixels=20 --jobs 1

            Each golden has a layout file next to it (<name>.layout.json: the
            views' frames and baselines, and the layout's warnings); a failure
            lists the views that moved or resized. A recipe or storyboard that
            does not load is a failed case; the others still run.

            For CI: --junit results.xml, --shard 2/3 (a stable split by case
            name), plain progress lines on stderr when it is not a terminal.
            See docs/ci.md.

            Exit status: 0 all passed (or recorded); 5 a case differs, has no
            golden, cannot be loaded or rendered, or has new warnings under
            --fail-on-new-warnings; 1 input error; 2 I/O error.
            """
    )

    @Argument(help: ArgumentHelp("Recipe, storyboard or xib files, or folders (default: the recipes folder).", valueName: "paths"))
    var paths: [String] = []

    @Option(name: .long, help: ArgumentHelp("Only these devices (comma-separated preset names).", valueName: "list"))
    var devices: [String] = []

    @Option(name: .long, help: ArgumentHelp("Only these orientations (portrait, landscape).", valueName: "list"))
    var orientations: [Parsed<OrientationList>] = []

    @Flag(name: .long, help: "Record: rewrite every golden whose pixels differ at all (= --record-mode all).")
    var record = false

    @Option(name: .customLong("record-mode"), help: ArgumentHelp("none, missing, failed or all (default: SNAPSHOT_RECORD, else none).", valueName: "mode"))
    var recordMode: Parsed<RecordMode>?

    @Option(name: .long, help: ArgumentHelp("Parallel render jobs (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    @Option(name: .long, help: ArgumentHelp("Where to write the report and images on failure.", valueName: "dir"))
    var artifacts: String = "snapshot-artifacts"

    @Option(name: .long, help: ArgumentHelp("Override every case's tolerance: exact, pixelmatch, or aa,color=0.1,pixels=N,ratio=R.", valueName: "spec"))
    var tolerance: Parsed<Tolerance>?

    @Flag(name: .customLong("fail-on-new-warnings"), help: "Fail a case whose layout has warnings (conflicts, ambiguities) not recorded with its golden (also the suite file's failOnNewWarnings).")
    var failOnNewWarnings = false

    @Option(name: .long, help: ArgumentHelp("Also write the results as JUnit XML to this file (for CI).", valueName: "file"))
    var junit: String?

    @Option(name: .long, help: ArgumentHelp("Run only part I of N of the cases (a stable split by case name), e.g. 2/3.", valueName: "I/N"))
    var shard: Parsed<GoldenShard>?

    @Flag(name: .shortAndLong, help: "Print every case, not only failures.")
    var verbose = false

    @Flag(name: .long, help: "Print where the time went (render, read goldens, compare), summed over cases.")
    var timings = false

    @Option(name: .long, help: ArgumentHelp("Render the cases light or dark, as if the suite file listed only this appearance (dark goldens are named <device>-<orientation>-dark@<scale>x.png; a recipe with its own appearance keeps it); default: the suite file's appearances, else light.",
                                            valueName: "appearance"))
    var appearance: Layout.Appearance?

    @Option(name: .long, help: ArgumentHelp("Render the localized subjects in this locale, as if the suite file listed only it (a language they have, base, or a pseudolanguage; goldens are named <device>-<orientation>-<locale>@<scale>x.png); default: the suite file's locales, else as written.",
                                            valueName: "lang"))
    var locale: String?

    @OptionGroup var suiteOptions: SuiteOptions

    @Option(name: .long, help: ArgumentHelp("A folder of extra fonts.", valueName: "dir"))
    var fonts: String?

    @OptionGroup var limitOptions: LimitOptions

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs \(jobs): expected 1 or more") }
    }

    /// `--record-mode`, else `--record`, else `SNAPSHOT_RECORD`, else none.
    func resolvedRecordMode() throws(SnapshotFailure) -> RecordMode {
        if let recordMode { return try recordMode.get() }
        if record { return .all }
        if let env = ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] {
            guard let m = RecordMode(environmentValue: env) else {
                throw SnapshotFailure(.input, "error: SNAPSHOT_RECORD=\"\(env)\": expected missing, failed, all or none")
            }
            return m
        }
        return .none
    }

    mutating func run() throws {
        ProcessMemory.keepLargeBlocksInHeap()
        let mode = try resolvedRecordMode()
        let override = try tolerance?.get()
        let part = try shard?.get()
        let limits = try limitOptions.limits()
        var (suite, settings) = try suiteOptions.loadedSuite()
        suite.limits = limits
        // --appearance: every subject in that appearance alone (a listed value: dark goldens are -dark).
        if let appearance { suite.matrix.appearances = [appearance] }
        if let locale { suite.matrix.locales = [locale] }
        let cases = try selectedCases(suite, shard: part)
        let runner = GoldenRunner(store: GoldenStore(root: suite.goldensFolder, pixelLimit: limits.imagePixels), recordMode: mode,
                                  jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, toleranceOverride: override,
                                  failOnNewWarnings: failOnNewWarnings || settings.failOnNewWarnings)
        let written = GoldenArtifacts(folder: artifacts, cases: cases)
        let result = runner.runShowingProgress(cases, artifacts: written, fontDirectories: fonts.map { [$0] } ?? [], limits: limits)
        try finish(result, cases: cases, jobs: min(runner.jobs, max(1, cases.count)), shard: part, artifacts: written,
                   goldens: suite.goldensFolder)
    }

    /// The cases to run: every subject of the paths (a file that does not load is one failing
    /// case), on the chosen devices and orientations, in the chosen shard.
    func selectedCases(_ suite: GoldenSuite, shard: GoldenShard?) throws(SnapshotFailure) -> [GoldenCase] {
        let onlyOrientations = try OrientationList.chosen(orientations)
        let onlyDevices = splitList(devices)
        let files: [String]
        do throws(SnapshotError) {
            for d in onlyDevices ?? [] { _ = try GoldenSuite.device(d) }
            var skipped: [String] = []
            files = try suite.inputFiles(paths, skipped: &skipped)
            for link in skipped { Output.error("note: skipped \(link): a link to a file outside the folder (not read)") }
        } catch {
            throw SnapshotFailure(error)
        }
        let all = suite.casesIsolatingErrors(inputFiles: files, onlyDevices: onlyDevices, onlyOrientations: onlyOrientations)
        guard !all.isEmpty else {
            throw SnapshotFailure(.input, "error: no cases: \(files.count) recipe(s), none for the chosen devices and orientations")
        }
        return shard.map { s in all.filter { s.contains($0) } } ?? all
    }

    /// Prints the cases and the summary, writes the report and the JUnit file, and fails
    /// with status 5 when a case failed, 2 when a golden or layout file could not be written.
    /// After recording, says which goldens folder the files went to.
    func finish(_ result: GoldenRunResult, cases: [GoldenCase], jobs jobsUsed: Int, shard: GoldenShard?,
                artifacts written: GoldenArtifacts, goldens: String) throws(SnapshotFailure) {
        Output.out(result.outcomes.flatMap { $0.lines(verbose: verbose) }.map { $0 + "\n" }.joined())
        try writeJUnit(result)
        if !result.succeeded {
            let report = try writeReport(result, to: written)
            Output.out("report: \(report)\n")
        }
        let part = shard.map { ", shard \($0)" } ?? ""
        Output.out("\(result.summaryLine) (\(cases.count) cases\(part), \(jobsUsed) job\(jobsUsed == 1 ? "" : "s"), \(String(format: "%.2f", result.seconds)) s)\n")
        if result.recordedCount > 0 { Output.out("goldens: \(goldens)\n") }
        if timings { Output.out("time: \(result.timingLine)\n") }
        let unwritten = result.outcomes.filter(\.failedToWrite).count
        if unwritten > 0 {
            throw SnapshotFailure(.io, "error: \(unwritten) golden case(s) could not be written")
        }
        if !result.succeeded {
            throw SnapshotFailure(.goldenMismatch, "error: \(result.failedCount) golden case(s) failed")
        }
    }

    /// `--junit FILE`: the results as JUnit XML.
    func writeJUnit(_ result: GoldenRunResult) throws(SnapshotFailure) {
        guard let junit else { return }
        do throws(RasterError) {
            try result.writeJUnit(to: junit)
        } catch {
            throw SnapshotFailure(.io, "error: cannot write the JUnit file: \(error)")
        }
    }

    /// The report of the failed cases (their images were written as each finished), in the
    /// artifacts folder; the report's path.
    func writeReport(_ result: GoldenRunResult, to written: GoldenArtifacts) throws(SnapshotFailure) -> String {
        do throws(RasterError) {
            return try written.writeReport(result)
        } catch {
            throw SnapshotFailure(.io, "error: cannot write the artifacts: \(error)")
        }
    }
}
