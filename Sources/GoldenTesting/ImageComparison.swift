import Foundation
import Raster

/// The outcome of comparing an actual image with its expected (golden) image.
public struct ComparisonResult: Equatable, Sendable, CustomStringConvertible {
    public let expectedWidth: Int
    public let expectedHeight: Int
    public let actualWidth: Int
    public let actualHeight: Int
    /// Pixels that count as different (beyond the tolerance, not excused as anti-aliasing).
    /// With different sizes, every pixel outside the common area counts.
    public let differingPixels: Int
    /// Pixels that differ but were excused as anti-aliasing (0 unless that is enabled).
    public let antialiasedPixels: Int
    /// Pixels in the larger of the two canvases (the denominator of `differingRatio`).
    public let totalPixels: Int
    /// Bounding box of the differing pixels, nil when there are none.
    public let differenceBounds: PixelBounds?
    /// Largest YIQ colour distance (0...1) over all pixels of the common area.
    public let maxDistance: Double
    public let tolerance: Tolerance
    public let passed: Bool

    public var sizesMatch: Bool { expectedWidth == actualWidth && expectedHeight == actualHeight }

    public var differingRatio: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }

    /// One line: verdict, counts, box, max distance and the tolerance.
    public var description: String {
        var s: String
        if !sizesMatch {
            s = "size mismatch: expected \(expectedWidth)x\(expectedHeight), actual \(actualWidth)x\(actualHeight); "
        } else {
            s = passed ? "match: " : "mismatch: "
        }
        s += "\(differingPixels) of \(totalPixels) pixels differ (\(format(differingRatio * 100, digits: 3))%)"
        if let b = differenceBounds { s += " in x \(b.x0)..<\(b.x1), y \(b.y0)..<\(b.y1)" }
        s += ", max distance \(format(maxDistance))"
        if antialiasedPixels > 0 { s += ", \(antialiasedPixels) anti-aliased pixels ignored" }
        return s + "; " + tolerance.description
    }
}

/// Per-pixel classification made while comparing (drives the diff image).
enum PixelVerdict: UInt8 {
    case same = 0
    case withinTolerance = 1
    case antialiased = 2
    case different = 3
}

/// Golden-image comparison.
///
/// Colour distance is pixelmatch's YIQ metric (Kotsarenko & Ramos): both pixels are composited
/// over white, converted to YIQ, and the weighted squared difference
/// `0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ²` is divided by its value for black vs white; the
/// distance reported here is the square root of that ratio (0...1), so a threshold `t` is the
/// same as pixelmatch's `threshold` option.
///
/// Anti-aliasing detection (opt-in) follows the published idea of pixelmatch and Vyšniauskas'
/// detector: a differing pixel is excused if, in either image, it sits between a darker and a
/// brighter neighbour, has at most two neighbours of its own colour, and that darkest or
/// brightest neighbour lies in a flat region (three or more identical neighbours) in both
/// images — i.e. it is an edge pixel of a shape that is solid on both sides.
public enum ImageComparison {
    /// Compares two bitmaps under `tolerance`.
    public static func compare(expected: Bitmap, actual: Bitmap, tolerance: Tolerance = .exact) -> ComparisonResult {
        analyse(expected: expected, actual: actual, tolerance: tolerance).result
    }

    /// Same size and the same pixel bytes (one `memcmp`; Bitmap's derived `==` compares the
    /// arrays element by element, ten times slower on a full screen).
    public static func identical(_ a: Bitmap, _ b: Bitmap) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        return a.pixels.withUnsafeBytes { pa in
            b.pixels.withUnsafeBytes { pb in
                guard pa.count == pb.count else { return false }
                guard let x = pa.baseAddress, let y = pb.baseAddress else { return pa.count == 0 }
                return memcmp(x, y, pa.count) == 0
            }
        }
    }

    /// The YIQ distance (0...1) between two premultiplied pixels composited over white.
    public static func colorDistance(_ a: PremultipliedPixel, _ b: PremultipliedPixel) -> Double {
        (yiqDelta(a, b) / maxYIQDelta).squareRoot()
    }

    // MARK: - internals

    /// Black-vs-white value of the weighted YIQ squared difference.
    static let maxYIQDelta: Double = {
        let black = PremultipliedPixel(r: 0, g: 0, b: 0, a: 255)
        let white = PremultipliedPixel(r: 255, g: 255, b: 255, a: 255)
        return yiqDelta(black, white)
    }()

    @inline(__always)
    static func overWhite(_ p: PremultipliedPixel) -> (Double, Double, Double) {
        let k = 255 - Double(p.a)
        return (Double(p.r) + k, Double(p.g) + k, Double(p.b) + k)
    }

    @inline(__always)
    static func luma(_ c: (Double, Double, Double)) -> Double {
        0.29889531 * c.0 + 0.58662247 * c.1 + 0.11448223 * c.2
    }

    static func yiqDelta(_ a: PremultipliedPixel, _ b: PremultipliedPixel) -> Double {
        let p = overWhite(a), q = overWhite(b)
        let dr = p.0 - q.0, dg = p.1 - q.1, db = p.2 - q.2
        let y = 0.29889531 * dr + 0.58662247 * dg + 0.11448223 * db
        let i = 0.59597799 * dr - 0.27417610 * dg - 0.32180189 * db
        let q2 = 0.21147017 * dr - 0.52261711 * dg + 0.31114694 * db
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q2 * q2
    }

    struct Analysis {
        var result: ComparisonResult
        /// Row-major over `width × height` (the larger canvas), one verdict per pixel.
        var verdicts: [PixelVerdict]
        var width: Int
        var height: Int
    }

    static func analyse(expected: Bitmap, actual: Bitmap, tolerance: Tolerance) -> Analysis {
        let w = max(expected.width, actual.width), h = max(expected.height, actual.height)
        if identical(expected, actual) {  // the common case, one memory comparison
            let result = ComparisonResult(
                expectedWidth: w, expectedHeight: h, actualWidth: w, actualHeight: h, differingPixels: 0,
                antialiasedPixels: 0, totalPixels: w * h, differenceBounds: nil, maxDistance: 0,
                tolerance: tolerance, passed: true)
            return Analysis(result: result, verdicts: [PixelVerdict](repeating: .same, count: w * h), width: w, height: h)
        }
        let cw = min(expected.width, actual.width), ch = min(expected.height, actual.height)
        var verdicts = [PixelVerdict](repeating: .different, count: w * h)
        var differing = 0, aa = 0
        var maxDelta = 0.0
        var box: PixelBounds?
        let limit = tolerance.colorThreshold * tolerance.colorThreshold * maxYIQDelta
        func mark(_ x: Int, _ y: Int) {
            differing += 1
            if let b = box {
                box = PixelBounds(x0: min(b.x0, x), y0: min(b.y0, y), x1: max(b.x1, x + 1), y1: max(b.y1, y + 1))
            } else {
                box = PixelBounds(x0: x, y0: y, x1: x + 1, y1: y + 1)
            }
        }
        for y in 0..<h {
            for x in 0..<w {
                guard x < cw, y < ch, let p = expected.pixel(x: x, y: y), let q = actual.pixel(x: x, y: y) else {
                    mark(x, y)
                    continue
                }
                if p == q {
                    verdicts[y * w + x] = .same
                    continue
                }
                let delta = yiqDelta(p, q)
                maxDelta = max(maxDelta, delta)
                if tolerance.colorThreshold > 0 && delta <= limit {
                    verdicts[y * w + x] = .withinTolerance
                    continue
                }
                if tolerance.ignoresAntialiasing
                    && (isAntialiased(expected, x, y, other: actual) || isAntialiased(actual, x, y, other: expected)) {
                    verdicts[y * w + x] = .antialiased
                    aa += 1
                    continue
                }
                mark(x, y)
            }
        }
        let total = w * h
        let ratio = total == 0 ? 0 : Double(differing) / Double(total)
        let sizesMatch = expected.width == actual.width && expected.height == actual.height
        let passed = sizesMatch
            && (differing == 0 || differing <= tolerance.maxDifferingPixels
                || (tolerance.maxDifferingRatio > 0 && ratio <= tolerance.maxDifferingRatio))
        let result = ComparisonResult(
            expectedWidth: expected.width, expectedHeight: expected.height,
            actualWidth: actual.width, actualHeight: actual.height,
            differingPixels: differing, antialiasedPixels: aa, totalPixels: total,
            differenceBounds: box, maxDistance: (maxDelta / maxYIQDelta).squareRoot(),
            tolerance: tolerance, passed: passed)
        return Analysis(result: result, verdicts: verdicts, width: w, height: h)
    }

    /// Whether (x, y) of `image` looks like an anti-aliased edge pixel (see the type's doc).
    static func isAntialiased(_ image: Bitmap, _ x: Int, _ y: Int, other: Bitmap) -> Bool {
        guard let centre = image.pixel(x: x, y: y) else { return false }
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
        let x1 = min(x + 1, image.width - 1), y1 = min(y + 1, image.height - 1)
        // Pixels on the image border have fewer neighbours; count the missing side as one match.
        var equal = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkXY = (0, 0), brightXY = (0, 0)
        let centreLuma = luma(overWhite(centre))
        for ny in y0...y1 {
            for nx in x0...x1 where nx != x || ny != y {
                guard let n = image.pixel(x: nx, y: ny) else { continue }
                let d = luma(overWhite(n)) - centreLuma
                if d == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if d < darkest {
                    darkest = d
                    darkXY = (nx, ny)
                } else if d > brightest {
                    brightest = d
                    brightXY = (nx, ny)
                }
            }
        }
        // An edge pixel lies between something darker and something brighter.
        if darkest == 0 || brightest == 0 { return false }
        return (inFlatRegion(image, darkXY.0, darkXY.1) && inFlatRegion(other, darkXY.0, darkXY.1))
            || (inFlatRegion(image, brightXY.0, brightXY.1) && inFlatRegion(other, brightXY.0, brightXY.1))
    }

    /// At least three of the pixel's neighbours have exactly its value (image borders count one).
    static func inFlatRegion(_ image: Bitmap, _ x: Int, _ y: Int) -> Bool {
        guard let centre = image.pixel(x: x, y: y) else { return false }
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
        let x1 = min(x + 1, image.width - 1), y1 = min(y + 1, image.height - 1)
        var equal = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
        for ny in y0...y1 {
            for nx in x0...x1 where nx != x || ny != y {
                if image.pixel(x: nx, y: ny) == centre {
                    equal += 1
                    if equal >= 3 { return true }
                }
            }
        }
        return false
    }
}
