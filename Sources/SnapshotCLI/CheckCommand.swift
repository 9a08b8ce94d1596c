import ArgumentParser
import Foundation
import GoldenTesting
import Layout
import SnapshotKit

/// `snapshot check`: lays out every input on every cell of the suite's matrix, without
/// drawing, and reports what a reviewer would otherwise have to spot (docs/check.md).
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Lay out recipes and storyboards on every cell of the suite's matrix and report truncated, clipped, overlapping or unreachable content.",
        discussion: """
            Each input (the recipes folder by default) is laid out on each device, orientation, Dynamic Type size, direction and appearance the suite file lists (as `snapshot test` renders them), with the screen options given here laid over every cell (`--content-size AX3` checks every cell at AX3). Nothing is drawn.

            Rules (each can be turned off with --disable):
              truncation          text that does not fit its width, lines or height
              overlap             sibling views that both draw content and overlap
              clipping            content cut off by a clipping ancestor or the screen
              safe-area           text or controls under a bar or outside the safe area
              touch-target        buttons smaller than 44 x 44 pt
              ambiguous           views the constraints do not determine
              conflict            required constraints that cannot all hold
              dynamic-type        text in a fixed-size font
              accessibility-name  controls VoiceOver has no name for

            Examples:
              snapshot check
              snapshot check Main.storyboard --device iphone-se --content-size AX2
              snapshot check --baseline Snapshots/check-baseline.json --junit check.xml
              snapshot check --format json -o Snapshots/check-baseline.json

            Exit status: 0 no new findings; 3 new findings (not in --baseline); 1 input error (an input that does not load, a bad option); 2 I/O error.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: ArgumentHelp("Recipe, storyboard or xib files, or folders (default: the recipes folder).", valueName: "paths"))
    var paths: [String] = []

    @Option(name: .long, help: "text (one line a finding, then a summary) or json (the findings; also the baseline format).")
    var format: Format = .text

    @Option(name: [.short, .long], help: ArgumentHelp("Write the report to this file (atomically) instead of stdout.", valueName: "file"))
    var output: String?

    @Option(name: .long, help: ArgumentHelp("Known findings (a file `--format json` wrote): they are reported but do not fail the run; new ones do (exit 3).", valueName: "file"))
    var baseline: String?

    @Option(name: .long, help: ArgumentHelp("Also write the findings as JUnit XML to this file (for CI).", valueName: "file"))
    var junit: String?

    @Option(name: .long, help: ArgumentHelp("Turn rules off (comma-separated rule names; repeatable).", valueName: "rules"))
    var disable: [String] = []

    @Option(name: .long, help: ArgumentHelp("Only these devices of the suite (comma-separated preset names).", valueName: "list"))
    var devices: [String] = []

    @Option(name: .long, help: ArgumentHelp("Only these orientations of the suite (portrait, landscape).", valueName: "list"))
    var orientations: [Parsed<OrientationList>] = []

    @OptionGroup var environment: EnvironmentOptions
    @OptionGroup var suiteOptions: SuiteOptions

    @Option(name: .long, help: ArgumentHelp("A folder of extra fonts.", valueName: "dir"))
    var fonts: String?

    @OptionGroup var limitOptions: LimitOptions

    /// The rules left on.
    func rules() throws(SnapshotFailure) -> Set<LayoutFinding.Rule> {
        var rules = Set(LayoutFinding.Rule.allCases)
        for name in splitList(disable) ?? [] {
            guard let rule = LayoutFinding.Rule(rawValue: name) else {
                let known = LayoutFinding.Rule.allCases.map(\.rawValue).joined(separator: ", ")
                throw SnapshotFailure(.input, "error: --disable \(name): no such rule; expected \(known)")
            }
            rules.remove(rule)
        }
        return rules
    }

    mutating func run() throws {
        let check = LayoutCheck(rules: try rules())
        let known = try baseline.map { path throws(SnapshotFailure) in try SnapshotFailure.wrap { () throws(SnapshotError) in try CheckReport.baseline(at: path) } }
        var (suite, _) = try suiteOptions.loadedSuite()
        suite.limits = try limitOptions.limits()
        let cases = try selectedCases(suite)
        var report = try CheckRunner(check: check, fonts: fonts.map { [$0] } ?? [], limits: suite.limits).run(cases) { environment.screen(over: $0) }
        if let known { report.apply(baseline: known) }
        try write(report)
        if !report.errors.isEmpty { throw SnapshotFailure(.input, "error: \(report.errors.count) input(s) could not be checked") }
        let new = report.newFindings.count
        if new > 0 { throw SnapshotFailure(.warnings, "error: \(new) new finding(s)\(baseline == nil ? "" : " not in the baseline")") }
    }

    /// The cases: every subject of the paths on the suite's chosen devices and orientations.
    func selectedCases(_ suite: GoldenSuite) throws(SnapshotFailure) -> [GoldenCase] {
        let onlyOrientations = try OrientationList.chosen(orientations)
        let onlyDevices = splitList(devices)
        return try SnapshotFailure.wrap { () throws(SnapshotError) in
            for d in onlyDevices ?? [] { _ = try GoldenSuite.device(d) }
            let files = try suite.inputFiles(paths)
            return suite.casesIsolatingErrors(inputFiles: files, onlyDevices: onlyDevices, onlyOrientations: onlyOrientations)
        }
    }

    /// Prints (or writes) the report and the JUnit file; errors of inputs on stderr.
    func write(_ report: CheckReport) throws(SnapshotFailure) {
        for e in report.errors { Output.error(e) }
        let bytes = format == .json ? try SnapshotFailure.wrap { () throws(SnapshotError) in try report.json() }
                                    : Array(Output.printable(report.text).utf8)
        if let output {
            try SnapshotFailure.wrap { () throws(SnapshotError) in try SnapshotPipeline.write(bytes, to: output) }
            if format == .json { Output.error(report.text.split(separator: "\n").last.map(String.init) ?? "") }
        } else {
            Output.out(bytes)
        }
        if let junit {
            try SnapshotFailure.wrap { () throws(SnapshotError) in try SnapshotPipeline.write(Array(report.junitXML.utf8), to: junit) }
        }
    }
}

extension SnapshotFailure {
    /// Runs `body`, a SnapshotKit error becoming the command's failure.
    static func wrap<T>(_ body: () throws(SnapshotError) -> T) throws(SnapshotFailure) -> T {
        do throws(SnapshotError) {
            return try body()
        } catch {
            throw SnapshotFailure(error)
        }
    }
}
