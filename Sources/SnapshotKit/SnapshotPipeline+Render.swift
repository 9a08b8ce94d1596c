import GoldenTesting
import Layout
import Raster
import Recipe
import Render

extension SnapshotPipeline {
    /// The painter's image table for a built recipe: decoded PNG files by path (vector files
    /// drawn at `scale`), and the
    /// generated images (solid colours, checkerboards) drawn at `scale` pixels per point. The
    /// layout read only the files' headers; a file that does not decode fails here.
    public func imageTable(for built: BuiltRecipe, scale: Double) throws(SnapshotError) -> [String: Bitmap] {
        var table: [String: Bitmap] = [:]
        for reference in built.images {
            let size = reference.pointSize ?? .zero
            switch reference.origin {
            case .file(let path, let resolvedPath):
                do throws(ImageLoadingError) {
                    table[reference.key] = try images.bitmap(atPath: resolvedPath, scale: scale)
                } catch {
                    throw SnapshotError(.io, "error: cannot read the image \"\(path)\": \(error.message)", file: resolvedPath)
                }
            case .missing:
                continue
            case .solid(let color):
                if let b = Self.generated(size, scale: scale, { _, _ in color }) { table[reference.key] = b }
            case .checker(let first, let second, let cell):
                let cellPixels = max(cell * scale, 1)
                let b = Self.generated(size, scale: scale) { x, y in
                    let cx = Int((Double(x) / cellPixels).rounded(.down)), cy = Int((Double(y) / cellPixels).rounded(.down))
                    return (cx + cy) % 2 == 0 ? first : second
                }
                if let b { table[reference.key] = b }
            }
        }
        return table
    }

    /// The vector files among `references`, drawn anew at the size each view shows them at.
    func vectorTable(_ references: [ImageReference]) -> [String: Render.VectorArt] {
        var table: [String: Render.VectorArt] = [:]
        for reference in references {
            guard case .file(_, let path) = reference.origin, let art = images.vectorArt(atPath: path) else { continue }
            table[reference.key] = art
        }
        return table
    }

    /// A bitmap of `size` points at `scale`, each pixel coloured by `color(x, y)`.
    static func generated(_ size: Layout.Size, scale: Double, _ color: (Int, Int) -> Layout.Color) -> Bitmap? {
        let w = Int((size.width * scale).rounded()), h = Int((size.height * scale).rounded())
        guard w >= 1, h >= 1, var bitmap = try? Bitmap(width: w, height: h) else { return nil }
        for y in 0..<h {
            for x in 0..<w {
                let c = color(x, y)
                bitmap.setColor(x: x, y: y, PixelColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha))
            }
        }
        return bitmap
    }

    /// Paints a laid-out recipe.
    public func render(_ built: BuiltRecipe, _ result: LayoutResult, options: RenderOptions = RenderOptions()) throws(SnapshotError) -> Bitmap {
        let scale = options.scale ?? result.environment.scale
        let templates = Set(built.images.filter(\.isTemplate).map(\.key))
        let table = try imageTable(for: built, scale: scale)
        let renderer = Renderer(typesetter: typesetter,
                                images: Render.ImageSource(images: table, templates: templates, vectors: vectorTable(built.images)))
        do throws(RenderError) {
            return try renderer.render(result, options: options)
        } catch {
            throw SnapshotError(.internal, "error: cannot draw the recipe: \(error)")
        }
    }

    /// PNG bytes of a bitmap. With the golden store's settings (the defaults) an opaque bitmap
    /// gets exactly the bytes its golden would have (`GoldenStore.encode`, digest chunk
    /// included), so a rendering and a golden of the same pixels are the same file.
    public static func encodePNG(_ bitmap: Bitmap, options: PNGOptions = PNGOptions()) throws(SnapshotError) -> [UInt8] {
        do throws(RasterError) {
            let golden = GoldenStore.pngOptions
            if options.compressionLevel == golden.compressionLevel, options.filter == golden.filter,
               let png = try GoldenStore.encodeIfOpaque(bitmap, threads: options.threads) {
                return png
            }
            return try PNG.encode(bitmap, options: options)
        } catch {
            throw SnapshotError(.internal, "error: cannot encode the PNG: \(error)")
        }
    }

    /// Load, build, lay out, paint and encode: what `snapshot render` does before writing.
    public func renderRecipe(at path: String, environment: Layout.Environment, options: RenderOptions = RenderOptions(),
                             png: PNGOptions = PNGOptions()) throws(SnapshotError) -> (BuiltRecipe, LayoutResult, [UInt8]) {
        let (built, result) = try layoutRecipe(at: path, environment: environment)
        let bitmap = try render(built, result, options: options)
        return (built, result, try Self.encodePNG(bitmap, options: png))
    }
}
