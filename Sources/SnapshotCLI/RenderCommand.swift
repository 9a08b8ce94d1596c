import ArgumentParser
import Layout
import Raster
import Render
import SnapshotKit

/// `snapshot render`: recipe → PNG.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Lay out a recipe and draw it to a PNG.",
        discussion: """
            The PNG is the root view at the device's size × scale (taller with --full-content), with the status bar where the device shows one. It is written atomically (a temporary file renamed into place; a device or FIFO is written directly); the same input always gives the same bytes.

            Examples:
              snapshot render Snapshots/recipes/nested-stack-views.json -o nested.png
              snapshot render recipe.json -o out.png --device iphone-14-pro \\
                --orientation landscape
              snapshot render recipe.json -o big.png --content-size AX2 --rtl --debug
              snapshot render recipe.json -o voiceover.png --accessibility
              snapshot render recipe.json -o small.png --png-level 9 --png-filter all

            \(ExitStatusHelp.text)
            """
    )

    enum FilterArgument: String, ExpressibleByArgument, CaseIterable {
        case none, sub, up, average, paeth, all

        var filter: PNGFilter {
            switch self {
            case .none: return .none
            case .sub: return .sub
            case .up: return .up
            case .average: return .average
            case .paeth: return .paeth
            case .all: return .adaptive
            }
        }
    }

    @Argument(help: ArgumentHelp("The recipe (.json), or a .storyboard / .xib.", valueName: "recipe"))
    var recipe: String

    @Option(name: [.short, .long], help: ArgumentHelp("The PNG file to write; - writes the PNG to stdout.", valueName: "file"))
    var output: String?

    @OptionGroup var environment: EnvironmentOptions

    @Flag(name: .long, help: "Draw the debug overlay: frames, baselines, layout margins, view names, and a magenta outline round each view `snapshot check` finds something in.")
    var debug = false

    @Flag(name: .long, help: "Draw an accessibility snapshot: the VoiceOver elements outlined and numbered, and beside the screen a legend listing each one's label, value, traits and hint in reading order (docs/accessibility.md).")
    var accessibility = false

    @Flag(name: .customLong("full-content"), help: "Grow scroll views to show all their content, every collection view item laid out (the PNG gets taller).")
    var fullContent = false

    @Option(name: .customLong("png-level"), help: ArgumentHelp("Deflate compression level 0...9.", valueName: "n"))
    var pngLevel: Int = 6

    @Option(name: .customLong("png-filter"),
            help: ArgumentHelp("PNG row filter: none, sub, up, average, paeth, or all (libpng picks per row).", valueName: "filter"))
    var pngFilter: FilterArgument = .none

    @Option(name: .long, help: ArgumentHelp(
        "Threads that paint bands of rows and compress the PNG (default: one per processor). The bytes are the same for any count.",
        valueName: "n"))
    var threads: Int?

    @OptionGroup var common: CommonOptions

    @OptionGroup(title: "Storyboard / xib input") var interfaceBuilder: InterfaceBuilderOptions

    func validate() throws {
        if output == nil && !interfaceBuilder.listScenes {
            throw ValidationError("Missing expected argument '--output <file>'")
        }
        guard (0...9).contains(pngLevel) else {
            throw ValidationError("--png-level \(pngLevel): expected 0...9")
        }
        if let threads, !(1...64).contains(threads) {
            throw ValidationError("--threads \(threads): expected 1...64")
        }
    }

    /// How to paint, from the flags.
    var renderOptions: RenderOptions {
        RenderOptions(debugOverlay: debug, fullScrollContent: fullContent, threads: threads)
    }

    /// How to encode, from the flags.
    var pngOptions: PNGOptions {
        PNGOptions(compressionLevel: pngLevel, filter: pngFilter.filter, threads: threads ?? 0)
    }

    mutating func run() throws {
        ProcessMemory.keepLargeBlocksInHeap()
        if let output, output != "-" { try OutputGuard.refuse(output: output, sameAs: recipe) }
        let input = try interfaceBuilder.input(recipe)
        if input.isInterfaceBuilder && interfaceBuilder.listScenes { return try InterfaceBuilderOptions.listScenes(path: recipe) }
        guard let output else { throw ValidationError("Missing expected argument '--output <file>'") }
        let pipeline = try common.pipeline()
        pipeline.storyboardFolders = interfaceBuilder.storyboards
        var screen = environment.screen
        screen.allTableRows = fullContent
        screen.fullContent = fullContent
        let snapshot = try pipeline.layOut(input, on: screen, notice: { Output.error($0) })
        // A scene's warnings are printed before drawing, a recipe's after (as they always were).
        if input.isInterfaceBuilder { Output.warnings(snapshot.warnings) }
        var options = renderOptions
        if debug { options.findingFrames = pipeline.findingFrames(of: snapshot) }
        var bitmap = try pipeline.render(snapshot, options: options)
        if accessibility { bitmap = try pipeline.accessibilitySnapshot(bitmap, of: snapshot, scale: environment.scale) }
        let png = try SnapshotPipeline.encodePNG(bitmap, options: pngOptions)
        if !input.isInterfaceBuilder { Output.warnings(snapshot.warnings) }
        if output == "-" { Output.out(png) } else { try SnapshotPipeline.write(png, to: output) }
        try common.checkWarnings(of: snapshot)
    }
}
