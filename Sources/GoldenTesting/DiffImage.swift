import Raster

/// Diff images in the style of pixelmatch.
public enum DiffImage {
    /// Colours used in diff images.
    public static let differentColor = PixelColor(r: 255, g: 0, b: 0)
    public static let antialiasedColor = PixelColor(r: 255, g: 255, b: 0)

    /// A diff the size of the larger image: unchanged pixels are a faded grey copy of
    /// `expected` (its luma over white, blended 90 % towards white), differing pixels red,
    /// pixels excused as anti-aliasing yellow; pixels outside one of the images count as
    /// differing. Opaque.
    public static func make(expected: Bitmap, actual: Bitmap, tolerance: Tolerance = .exact) -> Bitmap {
        let analysis = ImageComparison.analyse(expected: expected, actual: actual, tolerance: tolerance)
        return render(analysis, expected: expected)
    }

    static func render(_ analysis: ImageComparison.Analysis, expected: Bitmap) -> Bitmap {
        let w = analysis.width, h = analysis.height
        var bytes = [UInt8](repeating: 255, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * 4
                let c: PixelColor
                switch analysis.verdicts[y * w + x] {
                case .different: c = differentColor
                case .antialiased: c = antialiasedColor
                case .same, .withinTolerance:
                    let base = expected.pixel(x: x, y: y) ?? PremultipliedPixel(r: 0, g: 0, b: 0, a: 0)
                    let l = ImageComparison.luma(ImageComparison.overWhite(base))
                    let v = UInt8(min(255, max(0, (255 + (l - 255) * 0.1).rounded())))
                    c = PixelColor(r: v, g: v, b: v)
                }
                bytes[i] = c.r; bytes[i + 1] = c.g; bytes[i + 2] = c.b; bytes[i + 3] = 255
            }
        }
        return (try? Bitmap(width: w, height: h, premultipliedRGBA: bytes)) ?? expected
    }

    /// `expected | actual | diff` side by side (or one above the other when `vertical`) on a
    /// neutral background with `gap` pixels between panels (transparent areas of the inputs
    /// show a light checkerboard).
    public static func sideBySide(expected: Bitmap, actual: Bitmap, diff: Bitmap, gap: Int = 8, vertical: Bool = false) -> Bitmap {
        let panels = [expected, actual, diff]
        let g = max(0, gap)
        let width = vertical ? (panels.map(\.width).max() ?? 0) + 2 * g : panels.reduce(0) { $0 + $1.width } + 4 * g
        let height = vertical ? panels.reduce(0) { $0 + $1.height } + 4 * g : (panels.map(\.height).max() ?? 0) + 2 * g
        guard var canvas = try? Canvas(width: width, height: height, background: PixelColor(r: 128, g: 128, b: 128)) else {
            return diff
        }
        var x = g, y = g
        for panel in panels {
            canvas.withSavedClip { c in
                c.clip(to: PixelRect(x: Double(x), y: Double(y), width: Double(panel.width), height: Double(panel.height)))
                // Checkerboard under the panel so transparency is visible.
                let cell = 8
                for cy in stride(from: 0, to: panel.height, by: cell) {
                    for cx in stride(from: 0, to: panel.width, by: cell) {
                        let light = ((cx / cell) + (cy / cell)) % 2 == 0
                        c.fill(PixelRect(x: Double(x + cx), y: Double(y + cy), width: Double(cell), height: Double(cell)),
                               color: light ? .white : PixelColor(r: 220, g: 220, b: 220))
                    }
                }
                c.draw(panel, atX: x, y: y)
            }
            if vertical { y += panel.height + g } else { x += panel.width + g }
        }
        return canvas.bitmap
    }
}
