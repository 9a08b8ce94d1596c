import ArgumentParser
import SnapshotKit

/// `snapshot layout`: frames, baselines and diagnostics without drawing.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a recipe and print frames, baselines and the conflict/ambiguity report.",
        discussion: """
            The JSON form has "views": {"<view name>": {"x", "y", "width", "height", ...}} with frames in points, absolute in the root view, y down, plus first/last baselines, each view's constraints, "order" (depth first), the device, and "diagnostics" (broken constraints in UIKit's words, ambiguous views). Unnamed views are named by their JSON path (root.subviews[0]). The tree form follows UIKit's _autolayoutTrace.

            Examples:
              snapshot layout Snapshots/recipes/nested-stack-views.json
              snapshot layout recipe.json --format tree --device iphone-se --orientation landscape
              snapshot layout recipe.json --device 390x844@3 --content-size XXL -o frames.json

            \(ExitStatusHelp.text)
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, tree
    }

    @Argument(help: ArgumentHelp("The recipe (.json), or a .storyboard / .xib.", valueName: "recipe"))
    var recipe: String

    @Option(name: .long, help: "json or tree.")
    var format: Format = .json

    @Option(name: [.short, .long], help: ArgumentHelp("Write to this file (atomically) instead of stdout; - is stdout.", valueName: "file"))
    var output: String?

    @OptionGroup var environment: EnvironmentOptions
    @OptionGroup var common: CommonOptions
    @OptionGroup(title: "Storyboard / xib input") var interfaceBuilder: InterfaceBuilderOptions

    mutating func run() throws {
        ProcessMemory.useOneHeap()
        if output == "-" { output = nil }
        if let output { try OutputGuard.refuse(output: output, sameAs: recipe) }
        let input = try interfaceBuilder.input(recipe)
        if input.isInterfaceBuilder && interfaceBuilder.listScenes { return try InterfaceBuilderOptions.listScenes(path: recipe) }
        let pipeline = try common.pipeline()
        pipeline.storyboardFolders = interfaceBuilder.storyboards
        // Nothing is drawn: each text is measured once, so its glyphs need not be kept.
        pipeline.typesetter.layoutCacheLimit = 1_000
        pipeline.measurer.keepsLines = false
        let snapshot = try pipeline.layOut(input, on: environment.screen, notice: { Output.error($0) })
        Output.warnings(snapshot.warnings)
        switch format {
        case .json:
            // to a file in chunks as it is written; stdout only when whole (no partial output)
            if let output { try snapshot.writeLayoutJSON(to: output) } else { Output.out(try snapshot.layoutJSON()) }
        case .tree:
            let bytes = Array(Output.printable(snapshot.layoutTree()).utf8)
            if let output { try SnapshotPipeline.write(bytes, to: output) } else { Output.out(bytes) }
        }
        try common.checkWarnings(of: snapshot)
        BackgroundRelease.drop(snapshot)
    }
}
