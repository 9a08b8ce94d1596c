import InterfaceBuilder
import Layout
import Raster
import Recipe
import Render

/// An input laid out for one environment: what `snapshot layout` prints and `snapshot render`
/// draws (`SnapshotPipeline.layOut`, `SnapshotPipeline.render`).
public struct LaidOutSnapshot: Sendable {
    /// The built view tree and what it came from.
    public enum Built: Sendable {
        case recipe(BuiltRecipe)
        case scene(IBBuiltScene)
    }

    public var input: SnapshotInput
    public var built: Built
    public var result: LayoutResult
    /// The warnings, as printed on stderr (see `SnapshotPipeline.warnings`).
    public var warnings: [String]

    public init(input: SnapshotInput, built: Built, result: LayoutResult, warnings: [String]) {
        self.input = input
        self.built = built
        self.result = result
        self.warnings = warnings
    }

    /// The layout report as pretty-printed JSON with sorted keys (`LayoutReport` for a recipe,
    /// `IBLayoutReport`, keyed by object id, for a scene).
    public func layoutJSON() throws(SnapshotError) -> [UInt8] {
        switch built {
        case .recipe(let b): return try LayoutReport.jsonBytes(built: b, result: result)
        case .scene(let b): return try IBLayoutReport(file: input.path, built: b, result: result).jsonBytes()
        }
    }

    /// The text form: a title line, then UIKit's `_autolayoutTrace` (and, for recipes, the
    /// baselines of views that show text).
    public func layoutTree() -> String {
        switch built {
        case .recipe(let b):
            return LayoutReport.tree(built: b, result: result)
        case .scene(let b):
            let size = result.environment.rootSize
            var text = "\(b.scene.title) — \(result.environment.device.name) "
            text += "\(LayoutReport.number(size.width))x\(LayoutReport.number(size.height))\n"
            return text + result.autolayoutTrace
        }
    }
}

extension SnapshotPipeline {
    /// Loads `input`, builds it for the environment `screen` describes and lays it out: the one
    /// path of recipes and Interface Builder scenes. `notice` receives a warning printed before
    /// layout (a storyboard whose initial scene has no view, so another one is drawn).
    public func layOut(_ input: SnapshotInput, on screen: ScreenChoice,
                       notice: (String) -> Void = { _ in }) throws(SnapshotError) -> LaidOutSnapshot {
        var screen = screen
        screen.pixelLimit = limits.imagePixels
        switch input {
        case .recipe(let path):
            // The decoded document outlives the build only when `--full-content` rebuilds
            // from it: otherwise its view specs are released before the layout pass.
            let (first, environment, document) = try buildRecipe(at: path, on: screen)
            try screen.checkFullContentPixels(first.tree, environment)
            var built = first
            var result = layout(built)
            var growth = FullContentGrowth(result, environment: environment)
            while let document, let taller = try growth.next(screen: screen) {
                let b = try build(document, for: taller), r = layout(b)
                guard growth.accept(r) else { break }
                (built, result) = (b, r)
            }
            return LaidOutSnapshot(input: input, built: .recipe(built), result: result, warnings: Self.warnings(built, result))
        case .interfaceBuilder(let path, let sceneName, let imageFolders):
            let picked = try Self.loadInterfaceBuilderDocument(at: path, locale: screen.locale, strings: screen.stringsPath)
            let (document, scene) = try shownScene(try Self.scene(sceneName, in: picked, notice: notice), of: picked)
            let environment = try screen.environment(for: scene, in: document)
            var (built, result) = try layOut(scene, of: document, imageFolders: imageFolders, environment: environment,
                                             screen: screen)
            var growth = FullContentGrowth(result, environment: environment)
            while screen.fullContent, let taller = try growth.next(screen: screen) {
                let (b, r) = try layOut(scene, of: document, imageFolders: imageFolders, environment: taller)
                guard growth.accept(r) else { break }
                (built, result) = (b, r)
            }
            return LaidOutSnapshot(input: input, built: .scene(built), result: result, warnings: Self.warnings(built, result))
        }
    }

    /// Loads and builds a recipe for `screen`, with the environment it was built for; returns
    /// the document too when `--full-content` will build it again (nil otherwise, so that it is
    /// released here).
    private func buildRecipe(at path: String, on screen: ScreenChoice)
        throws(SnapshotError) -> (BuiltRecipe, Layout.Environment, RecipeDocument?) {
        let document = try loadRecipe(at: path, locale: screen.locale, strings: screen.stringsPath)
        let environment = try screen.environment(recipeSettings: document.snapshot)
        let built = try build(document, for: environment)
        if screen.fullContent { return (built, environment, document) }
        // a large recipe's view specs are freed while the layout goes on
        BackgroundRelease.drop(consume document)
        return (built, environment, nil)
    }

    /// Paints a laid-out input.
    public func render(_ snapshot: LaidOutSnapshot, options: RenderOptions = RenderOptions()) throws(SnapshotError) -> Bitmap {
        switch snapshot.built {
        case .recipe(let b): return try render(b, snapshot.result, options: options)
        case .scene(let b): return try render(b, snapshot.result, options: options)
        }
    }
}
