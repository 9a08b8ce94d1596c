import ArgumentParser
import Foundation
import GoldenTesting
import Recipe
import SnapshotKit

/// `snapshot gallery`: renders recipes and writes an index (Markdown and HTML) for docs.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render recipes (and storyboard / xib scenes) for the chosen devices and orientations and write index.md and index.html.",
        discussion: """
            Images go to DIR/<recipe>/<device>-<orientation>@<scale>x.png (the
            goldens' naming); index.md and index.html show each recipe's name,
            description and images at half their size in points. The same input
            gives the same bytes, so the folder can be committed into docs.

            Examples:
              snapshot gallery Snapshots/recipes -o docs/gallery
              snapshot gallery Snapshots/recipes/nested-stack-views.json -o /tmp/g \\
                  --devices iphone-8,iphone-x@2x --orientations portrait
            """
    )

    @Argument(help: ArgumentHelp("Recipe, storyboard or xib files, or folders.", valueName: "recipes"))
    var recipes: [String]

    @Option(name: [.short, .long], help: ArgumentHelp("The output folder.", valueName: "dir"))
    var output: String

    @Option(name: .long, help: ArgumentHelp("Devices (comma-separated; default: each recipe's snapshot devices, else iphone-8,iphone-x).", valueName: "list"))
    var devices: [String] = []

    @Option(name: .long, help: ArgumentHelp("Orientations (default: portrait,landscape).", valueName: "list"))
    var orientations: [Parsed<OrientationList>] = []

    @Option(name: .long, help: ArgumentHelp("Parallel render jobs (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    @Option(name: .long, help: ArgumentHelp("Recipe ids are paths relative to this folder.", valueName: "dir"))
    var recipesFolder: String = GoldenSuite.defaultRecipesFolder

    @Option(name: .long, help: ArgumentHelp("Show the localized storyboards and xibs in this locale (a language they have, or a pseudolanguage; images are named <device>-<orientation>-<locale>@<scale>x.png).",
                                            valueName: "lang"))
    var locale: String?

    @OptionGroup var limitOptions: LimitOptions

    mutating func run() throws {
        ProcessMemory.keepLargeBlocksInHeap()
        if let jobs, jobs < 1 { throw ValidationError("--jobs \(jobs): expected 1 or more") } // as `test --jobs`
        let chosenOrientations = try OrientationList.chosen(orientations)
        let chosenDevices = splitList(devices)
        for d in chosenDevices ?? [] { _ = try GoldenSuite.device(d) }
        var suite = GoldenSuite(recipesFolder: recipesFolder, goldensFolder: output)
        suite.limits = try limitOptions.limits()
        if let locale { suite.matrix.locales = [locale] }
        let files = try suite.inputFiles(recipes)
        let gallery = Gallery(suite: suite, devices: chosenDevices, orientations: chosenOrientations)
        let (index, cases) = try gallery.contents(of: files)
        var runner = GoldenRunner(store: GoldenStore(root: output, pixelLimit: suite.limits.imagePixels), recordMode: .all,
                                  jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        runner.usesLayoutFiles = false
        try Self.checkRendered(runner.runShowingProgress(cases, limits: suite.limits))
        try index.write(to: output)
        Output.out("\(files.count) recipes, \(cases.count) images: \(output)/index.md, \(output)/index.html\n")
    }

    /// Fails naming every case that could not be rendered: status 4, or 2 when a golden could
    /// not be written.
    static func checkRendered(_ result: GoldenRunResult) throws(SnapshotFailure) {
        let errors = result.outcomes.filter { $0.status == .error }
        guard !errors.isEmpty else { return }
        // A golden that cannot be written (a full or read-only disk) is an I/O error.
        throw SnapshotFailure(errors.contains(where: \.failedToWrite) ? .io : .internal,
                              errors.map { "error: \($0.testCase.name): \($0.message)" }.joined(separator: "\n"))
    }
}
