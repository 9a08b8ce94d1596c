import GoldenTesting
import InterfaceBuilder
import Raster
import Recipe

/// Renders golden cases through the same pipeline as `snapshot render`: a recipe, or a scene
/// of an Interface Builder file (the case's `sourcePart`) → Layout → Render → bitmap. One per
/// worker thread (it owns its fonts, image cache and loaded documents).
public struct PipelineGoldenRenderer: GoldenRendering {
    public let pipeline: SnapshotPipeline
    /// Loaded recipes by path and locale.
    private var recipes: [String: RecipeDocument] = [:]
    /// Loaded documents by path and locale.
    private var documents: [String: IBDocument] = [:]

    public init(pipeline: SnapshotPipeline) {
        self.pipeline = pipeline
    }

    /// A renderer with its own pipeline (fonts from the default folders plus `fontDirectories`,
    /// input bounds `limits`).
    public static func make(fontDirectories: [String] = [], limits: RecipeLimits = .standard)
        throws(GoldenRenderError) -> PipelineGoldenRenderer {
        do throws(SnapshotError) {
            let pipeline = try SnapshotPipeline(fontDirectories: fontDirectories)
            pipeline.limits = limits
            return PipelineGoldenRenderer(pipeline: pipeline)
        } catch {
            throw GoldenRenderError(error.message)
        }
    }

    public mutating func render(_ c: GoldenCase) throws(GoldenRenderError) -> Bitmap {
        try rendition(c).bitmap
    }

    /// The bitmap, with the views' frames and the warnings `snapshot layout` would print.
    public mutating func rendition(_ c: GoldenCase) throws(GoldenRenderError) -> GoldenRendition {
        do throws(SnapshotError) {
            if SnapshotInput.isInterfaceBuilderFile(c.sourcePath) { return try renderScene(c) }
            let document: RecipeDocument
            let key = Self.documentKey(c)
            if let d = recipes[key] {
                document = d
            } else {
                document = try pipeline.loadRecipe(at: c.sourcePath, locale: c.configuration.locale)
                recipes[key] = document
            }
            let environment = try c.screen.environment(recipeSettings: document.snapshot)
            let built = try pipeline.build(document, for: environment)
            let result = pipeline.layout(built)
            let layout = GoldenLayout(result: result, warnings: SnapshotPipeline.warnings(built, result))
            return GoldenRendition(bitmap: try pipeline.render(built, result), layout: layout)
        } catch {
            throw GoldenRenderError(error.message)
        }
    }

    /// A loaded input's key: its path and the case's locale.
    private static func documentKey(_ c: GoldenCase) -> String {
        c.sourcePath + "\u{0}" + (c.configuration.locale ?? "")
    }

    /// A case of a storyboard / xib: its scene on the case's device, orientation and scale.
    private mutating func renderScene(_ c: GoldenCase) throws(SnapshotError) -> GoldenRendition {
        let document: IBDocument
        let key = Self.documentKey(c)
        if let d = documents[key] {
            document = d
        } else {
            document = try SnapshotPipeline.loadInterfaceBuilderDocument(at: c.sourcePath, locale: c.configuration.locale)
            documents[key] = document
        }
        let (shownDocument, scene) = try pipeline.shownScene(try SnapshotPipeline.scene(c.sourcePart, in: document), of: document)
        let environment = try c.screen.environment()
        let (built, result) = try pipeline.layOut(scene, of: shownDocument, imageFolders: [], environment: environment)
        let layout = GoldenLayout(result: result, warnings: SnapshotPipeline.warnings(built, result))
        return GoldenRendition(bitmap: try pipeline.render(built, result), layout: layout)
    }
}
