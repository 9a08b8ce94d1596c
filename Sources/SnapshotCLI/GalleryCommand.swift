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
    var orientations: [String] = []

    @Option(name: .long, help: ArgumentHelp("Parallel render jobs (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    @Option(name: .long, help: ArgumentHelp("Recipe ids are paths relative to this folder.", valueName: "dir"))
    var recipesFolder: String = GoldenSuite.defaultRecipesFolder

    @OptionGroup var limitOptions: LimitOptions

    mutating func run() throws {
        ProcessMemory.keepLargeBlocksInHeap()
        if let jobs, jobs < 1 { throw ValidationError("--jobs \(jobs): expected 1 or more") } // as `test --jobs`
        let chosenDevices = splitList(devices)
        let chosenOrientations = splitList(orientations)
        try checkOrientations(chosenOrientations)
        for d in chosenDevices ?? [] { _ = try GoldenSuite.device(d) }
        let limits = try limitOptions.limits()
        var suite = GoldenSuite(recipesFolder: recipesFolder, goldensFolder: output)
        suite.limits = limits
        let files = try suite.inputFiles(recipes)
        var entries: [GalleryIndex.Entry] = []
        var cases: [GoldenCase] = []
        for file in files {
            if SnapshotInput.isInterfaceBuilderFile(file) {
                let document = try SnapshotPipeline.loadInterfaceBuilderDocument(at: file)
                let sceneCases = try suite.cases(for: document, devices: chosenDevices, orientations: chosenOrientations)
                cases += sceneCases
                for scene in document.scenes {
                    let ofScene = sceneCases.filter { $0.sourcePart == scene.id }
                    guard let first = ofScene.first else { continue }
                    entries.append(GalleryIndex.Entry(id: first.subject, name: scene.title, file: suite.fileID(file),
                                                      description: "", cases: ofScene))
                }
                continue
            }
            var document = try SnapshotPipeline.loadRecipeDocument(at: file, limits: limits)
            // The gallery's choices replace the recipe's own lists.
            if chosenDevices != nil || chosenOrientations != nil {
                var settings = document.snapshot ?? SnapshotSettings()
                if let chosenDevices { settings.devices = chosenDevices }
                if let chosenOrientations { settings.orientations = chosenOrientations.compactMap(SnapshotOrientation.init(rawValue:)) }
                document.snapshot = settings
            }
            let recipeCases = try suite.cases(for: document, file: file)
            cases += recipeCases
            let id = suite.fileID(file)
            entries.append(GalleryIndex.Entry(id: id, name: document.name, file: id + ".json",
                                              description: document.description ?? "", cases: recipeCases))
        }
        var runner = GoldenRunner(store: GoldenStore(root: output, pixelLimit: limits.imagePixels), recordMode: .all,
                                  jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        runner.usesLayoutFiles = false
        let progress = ProgressLine()
        let result = runner.run(cases, makeRenderer: { () throws(GoldenRenderError) -> any GoldenRendering in
            try PipelineGoldenRenderer.make(limits: limits)
        }, progress: { done, total, outcome in progress.update(done, total, outcome) })
        progress.clear()
        let errors = result.outcomes.filter { $0.status == .error }
        if !errors.isEmpty {
            // A golden that cannot be written (a full or read-only disk) is an I/O error.
            throw SnapshotFailure(errors.contains(where: \.failedToWrite) ? .io : .internal,
                                  errors.map { "error: \($0.testCase.name): \($0.message)" }.joined(separator: "\n"))
        }
        let index = GalleryIndex(title: "Recipe gallery", entries: entries)
        try SnapshotPipeline.write(Array(index.markdown().utf8), to: output + "/index.md")
        try SnapshotPipeline.write(Array(index.html().utf8), to: output + "/index.html")
        Output.out("\(files.count) recipes, \(cases.count) images: \(output)/index.md, \(output)/index.html\n")
    }
}

/// The gallery's index pages.
struct GalleryIndex {
    /// A recipe, or a scene of a storyboard / xib.
    struct Entry {
        var id: String
        var name: String
        /// The file, relative to the recipes folder (`forms/login.json`, `Main.storyboard`).
        var file: String
        var description: String
        var cases: [GoldenCase]
    }

    var title: String
    var entries: [Entry]

    /// Display width in points (pixels / scale), so images show at device size.
    static func pointWidth(_ c: GoldenCase) -> Int {
        let device = (try? GoldenSuite.device(c.device).0)
        let size = device?.portraitSize
        let w = c.orientation == "landscape" ? (size?.height ?? 0) : (size?.width ?? 0)
        // Half the point size keeps a portrait and a landscape image side by side on a page.
        return Int((w / 2).rounded())
    }

    static func caption(_ c: GoldenCase) -> String { "\(c.device) \(c.orientation) @\(c.scaleSuffix)" }

    func markdown() -> String {
        var s = "# \(title)\n\n\(entries.count) recipes, generated by `snapshot gallery`. Images are shown at half their size in points.\n\n"
        for e in entries {
            s += "- [\(e.name)](#\(anchor(e.id)))\n"
        }
        for e in entries {
            s += "\n<a id=\"\(anchor(e.id))\"></a>\n\n## \(e.name)\n\n`\(e.file)`\n\n\(e.description)\n\n"
            for c in e.cases {
                s += "<img src=\"\(c.goldenRelativePath)\" width=\"\(Self.pointWidth(c))\" alt=\"\(escape(e.name)), \(Self.caption(c))\" title=\"\(Self.caption(c))\"> "
            }
            s += "\n"
        }
        return s
    }

    func html() -> String {
        var s = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(escape(title))</title>
        <style>
        body{font:15px -apple-system,system-ui,sans-serif;margin:24px auto;max-width:1100px;color:#1c1c1e;background:#f2f2f7;padding:0 16px}
        h1{font-size:24px} h2{font-size:18px;margin:0 0 4px}
        nav a{margin-right:12px;white-space:nowrap}
        section{background:#fff;border-radius:12px;padding:16px;margin:16px 0}
        .file{font:12px ui-monospace,monospace;color:#8e8e93}
        .desc{line-height:1.45;max-width:80ch}
        .shots{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-end}
        figure{margin:0} figcaption{font-size:12px;color:#8e8e93;text-align:center}
        img{border:1px solid #c7c7cc;border-radius:6px;display:block}
        </style>
        </head>
        <body>
        <h1>\(escape(title))</h1>
        <p>\(entries.count) recipes, generated by <code>snapshot gallery</code>. Images are shown at half their size in points.</p>
        <nav>
        """
        for e in entries { s += "<a href=\"#\(anchor(e.id))\">\(escape(e.name))</a>\n" }
        s += "</nav>\n"
        for e in entries {
            s += "<section id=\"\(anchor(e.id))\">\n<h2>\(escape(e.name))</h2>\n<p class=\"file\">\(escape(e.file))</p>\n"
            s += "<p class=\"desc\">\(escape(e.description))</p>\n<div class=\"shots\">\n"
            for c in e.cases {
                s += "<figure><img src=\"\(escape(c.goldenRelativePath))\" width=\"\(Self.pointWidth(c))\" alt=\"\(escape(e.name)), \(escape(Self.caption(c)))\"><figcaption>\(escape(Self.caption(c)))</figcaption></figure>\n"
            }
            s += "</div>\n</section>\n"
        }
        s += "</body>\n</html>\n"
        return s
    }

    func anchor(_ id: String) -> String {
        String(id.lowercased().map { ($0.isLetter && $0.isASCII) || $0.isNumber ? $0 : "-" })
    }

    func escape(_ text: String) -> String {
        var out = ""
        for ch in text {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(ch)
            }
        }
        return out
    }
}
