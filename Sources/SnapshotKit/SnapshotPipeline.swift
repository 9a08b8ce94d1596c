import Foundation
import Layout
import Raster
import Recipe
import Typesetting

/// The path from an input (a recipe, or a storyboard / xib scene) to a laid-out tree
/// (`layOut`, `SnapshotPipeline+Input`) and on to PNG bytes (`SnapshotPipeline+Render`): what
/// the `snapshot` command runs, and what the golden suite, tests and benchmarks call so that
/// they exercise the same code.
///
/// One pipeline opens the fonts once; use it for any number of inputs and environments.
public final class SnapshotPipeline {
    public let typesetter: Typesetter
    /// Measures text for layouts; a caller that never draws sets `measurer.keepsLines` to
    /// false (`snapshot layout`).
    public var measurer: TypesetterMeasurer
    public let images: PNGImageStore
    /// The bounds of the inputs (`--limit`): recipes are decoded within them, images and the
    /// screen are refused past `imagePixels`.
    /// Where a storyboard reference's storyboard is looked up before the referring document's
    /// folder (`--storyboards`).
    public var storyboardFolders: [String] = []
    public var limits: RecipeLimits = .standard {
        didSet { images.pixelLimit = limits.imagePixels }
    }

    /// Opens the fonts: `fontDirectories` first (from `--fonts`), then
    /// `Typesetter.defaultFontDirectories()` (`SNAPSHOT_FONTS`, then the shipped fonts beside the executable).
    public init(fontDirectories: [String] = []) throws(SnapshotError) {
        // `--fonts` and `SNAPSHOT_FONTS` alike: a folder that is not there is an error.
        let fromEnvironment = ProcessInfo.processInfo.environment["SNAPSHOT_FONTS"].map {
            $0.split(separator: ":").map(String.init)
        } ?? []
        for (source, dirs) in [("--fonts", fontDirectories), ("SNAPSHOT_FONTS", fromEnvironment)] {
            for dir in dirs {
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDirectory), isDirectory.boolValue else {
                    throw SnapshotError(.io, "error: \(source) \(dir): no such directory")
                }
            }
        }
        do throws(TypesettingError) {
            typesetter = try Typesetter(fontDirectories: fontDirectories + Typesetter.defaultFontDirectories())
        } catch {
            throw SnapshotError(.io, "error: cannot open the fonts: \(error)")
        }
        measurer = TypesetterMeasurer(typesetter: typesetter)
        images = PNGImageStore()
    }

    /// Reads and validates a recipe.
    public func loadRecipe(at path: String) throws(SnapshotError) -> RecipeDocument {
        try Self.loadRecipeDocument(at: path, limits: limits)
    }

    /// Reads and validates a recipe (no pipeline, no fonts needed).
    public static func loadRecipeDocument(at path: String, limits: RecipeLimits = .standard) throws(SnapshotError) -> RecipeDocument {
        do throws(RecipeError) {
            return try RecipeDocument.load(path: path, limits: limits)
        } catch {
            throw Self.error(error, file: path)
        }
    }

    /// Resolves the recipe for the environment's traits and builds Layout's view tree.
    public func build(_ document: RecipeDocument, for environment: Layout.Environment) throws(SnapshotError) -> BuiltRecipe {
        do throws(RecipeError) {
            var built = try RecipeBuilder(images: images).build(document, for: environment)
            built.warnings += missingFontWarnings(built.tree)
            return built
        } catch {
            throw Self.error(error, file: document.file)
        }
    }

    /// One layout pass over the built tree.
    public func layout(_ built: BuiltRecipe) -> LayoutResult {
        Layout.layout(built.tree, in: built.environment, measurer: measurer)
    }

    /// Load, build and lay out.
    public func layoutRecipe(at path: String, environment: Layout.Environment) throws(SnapshotError) -> (BuiltRecipe, LayoutResult) {
        let document = try loadRecipe(at: path)
        let built = try build(document, for: environment)
        return (built, layout(built))
    }

    /// A recipe error: unreadable files are I/O errors, the rest invalid input.
    static func error(_ error: RecipeError, file: String?) -> SnapshotError {
        SnapshotError(error.kind == .unreadableFile ? .io : .invalidInput, error.description, file: file)
    }

    // MARK: diagnostics

    /// The warnings of a layout, as printed on stderr: recipe properties the model could not
    /// represent, then UIKit's messages for each broken constraint, then the ambiguous views,
    /// then the views whose text does not fit (`squeezeMessage`).
    public static func warnings(_ built: BuiltRecipe, _ result: LayoutResult) -> [String] {
        var out = built.warnings.map { "warning: \($0)" }
        var sources = ConflictSourceIndex(built)
        for conflict in result.conflicts {
            out.append(conflict.message.hasSuffix("\n") ? String(conflict.message.dropLast()) : conflict.message)
            if let note = ConflictSources.note(ofBroken: conflict.broken, in: &sources) { out.append(note) }
        }
        let classNames = classNamesByViewName(result)
        for a in result.ambiguities {
            out.append(ambiguityMessage(a, classNames))
        }
        return out + result.squeezes.map(squeezeMessage)
    }

    /// Writes bytes to `path` through `AtomicFile` (temporary file + rename; a device or FIFO
    /// directly): the one writer of every output.
    public static func write(_ bytes: [UInt8], to path: String) throws(SnapshotError) {
        do throws(RasterError) {
            try PNG.writeAtomically(bytes, to: path)
        } catch {
            throw SnapshotError(.io, "error: cannot write \(path): \(error)", file: path)
        }
    }
}
