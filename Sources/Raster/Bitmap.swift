/// A width × height image of premultiplied RGBA8 sRGB pixels in one contiguous array
/// (row-major, top row first, 4 bytes per pixel in the order R, G, B, A). A value type.
public struct Bitmap: Equatable, Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// Premultiplied RGBA bytes, `width * height * 4` of them.
    public internal(set) var pixels: [UInt8]

    /// Largest side accepted anywhere (also the PNG decoder's limit).
    public static let maxDimension = 1 << 16
    /// Largest pixel count accepted (1 GiB of RGBA).
    public static let maxPixelCount = 1 << 28

    static func validSize(_ width: Int, _ height: Int) -> Bool {
        width >= 0 && height >= 0 && width <= maxDimension && height <= maxDimension
            && width * height <= maxPixelCount
    }

    /// A bitmap filled with `color` (transparent by default). Sizes must be 0...maxDimension.
    public init(width: Int, height: Int, fill color: PixelColor = .clear) throws(RasterError) {
        guard Bitmap.validSize(width, height) else {
            throw .invalidSize(width: width, height: height)
        }
        self.width = width
        self.height = height
        let p = color.premultiplied
        if p.a == 0 {
            pixels = [UInt8](repeating: 0, count: width * height * 4)
        } else {
            let count = width * height
            let pattern = p.packed
            pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
                if let base = buffer.baseAddress {
                    UnsafeMutableRawPointer(base).withMemoryRebound(to: UInt32.self, capacity: count) {
                        $0.initialize(repeating: pattern, count: count)
                    }
                }
                initialized = count * 4
            }
        }
    }

    /// The bitmaps one above the other (bands of rows painted separately, top band first).
    /// All must have the same width; an empty list gives a 0×0 bitmap.
    public init(stacking bands: [Bitmap]) throws(RasterError) {
        let width = bands.first?.width ?? 0
        var height = 0
        for band in bands {
            guard band.width == width else {
                throw .pixelCountMismatch(expected: width * band.height * 4, actual: band.pixels.count)
            }
            height += band.height
        }
        guard Bitmap.validSize(width, height) else { throw .invalidSize(width: width, height: height) }
        self.width = width
        self.height = height
        if bands.count == 1, let only = bands.first {
            pixels = only.pixels
            return
        }
        let total = width * height * 4
        pixels = [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
            var offset = 0
            for band in bands {
                band.pixels.withUnsafeBufferPointer { source in
                    guard let from = source.baseAddress, let to = buffer.baseAddress else { return }
                    (to + offset).initialize(from: from, count: source.count)
                }
                offset += band.pixels.count
            }
            initialized = offset
        }
    }

    /// Wraps existing premultiplied RGBA bytes. Colour channels above alpha are clamped.
    public init(width: Int, height: Int, premultipliedRGBA: [UInt8]) throws(RasterError) {
        guard Bitmap.validSize(width, height) else {
            throw .invalidSize(width: width, height: height)
        }
        guard premultipliedRGBA.count == width * height * 4 else {
            throw .pixelCountMismatch(expected: width * height * 4, actual: premultipliedRGBA.count)
        }
        self.width = width
        self.height = height
        var bytes = premultipliedRGBA
        var i = 0
        while i < bytes.count {
            let a = bytes[i + 3]
            if bytes[i] > a { bytes[i] = a }
            if bytes[i + 1] > a { bytes[i + 1] = a }
            if bytes[i + 2] > a { bytes[i + 2] = a }
            i += 4
        }
        pixels = bytes
    }

    /// Builds a bitmap from straight-alpha RGBA bytes (premultiplies them).
    public init(width: Int, height: Int, straightRGBA: [UInt8]) throws(RasterError) {
        guard Bitmap.validSize(width, height) else { throw .invalidSize(width: width, height: height) }
        guard straightRGBA.count == width * height * 4 else {
            throw .pixelCountMismatch(expected: width * height * 4, actual: straightRGBA.count)
        }
        try self.init(width: width, height: height)
        var i = 0
        while i < straightRGBA.count {
            let p = PixelColor(r: straightRGBA[i], g: straightRGBA[i + 1], b: straightRGBA[i + 2],
                               a: straightRGBA[i + 3]).premultiplied
            pixels[i] = p.r; pixels[i + 1] = p.g; pixels[i + 2] = p.b; pixels[i + 3] = p.a
            i += 4
        }
    }

    /// The integer bounds `0..<width × 0..<height`.
    public var bounds: PixelBounds { PixelBounds(x0: 0, y0: 0, x1: width, y1: height) }

    /// The stored (premultiplied) pixel; nil outside the bitmap.
    public func pixel(x: Int, y: Int) -> PremultipliedPixel? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 4
        return PremultipliedPixel(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
    }

    /// The pixel as a straight-alpha colour; nil outside the bitmap.
    public func color(x: Int, y: Int) -> PixelColor? { pixel(x: x, y: y)?.unpremultiplied }

    /// Replaces one pixel (ignored outside the bitmap).
    public mutating func setPixel(x: Int, y: Int, _ p: PremultipliedPixel) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let i = (y * width + x) * 4
        pixels[i] = min(p.r, p.a); pixels[i + 1] = min(p.g, p.a); pixels[i + 2] = min(p.b, p.a)
        pixels[i + 3] = p.a
    }

    /// Replaces one pixel with a straight-alpha colour (ignored outside the bitmap).
    public mutating func setColor(x: Int, y: Int, _ c: PixelColor) { setPixel(x: x, y: y, c.premultiplied) }

    /// True when every pixel has alpha 255.
    public var isOpaque: Bool {
        pixels.withUnsafeBytes { raw in
            // Eight pixels at a time: the AND of four 8-byte words keeps an alpha byte (bytes 3
            // and 7 of each 8) at 255 only if all four have it, and one branch tests them all.
            var alphas: UInt64 = 0
            withUnsafeMutableBytes(of: &alphas) { $0[3] = 255; $0[7] = 255 }
            let octets = raw.count / 32
            var i = 0
            while i < octets {
                let o = i * 32
                let w = raw.loadUnaligned(fromByteOffset: o, as: UInt64.self)
                    & raw.loadUnaligned(fromByteOffset: o + 8, as: UInt64.self)
                    & raw.loadUnaligned(fromByteOffset: o + 16, as: UInt64.self)
                    & raw.loadUnaligned(fromByteOffset: o + 24, as: UInt64.self)
                if w & alphas != alphas { return false }
                i += 1
            }
            var k = octets * 32 + 3
            while k < raw.count {
                if raw[k] != 255 { return false }
                k += 4
            }
            return true
        }
    }

    /// The straight-alpha RGBA bytes (un-premultiplied, rounded to nearest).
    public var straightRGBA: [UInt8] {
        var out = pixels
        var i = 0
        while i < out.count {
            let c = PremultipliedPixel(r: out[i], g: out[i + 1], b: out[i + 2], a: out[i + 3]).unpremultiplied
            out[i] = c.r; out[i + 1] = c.g; out[i + 2] = c.b
            i += 4
        }
        return out
    }

    /// A copy of the pixels inside `bounds` (clamped to the bitmap).
    public func cropped(to bounds: PixelBounds) -> Bitmap {
        let b = bounds.intersection(self.bounds)
        var out = [UInt8](repeating: 0, count: b.width * b.height * 4)
        for y in 0..<b.height {
            let src = ((b.y0 + y) * width + b.x0) * 4
            let dst = y * b.width * 4
            for k in 0..<(b.width * 4) { out[dst + k] = pixels[src + k] }
        }
        // Sizes come from an intersection with valid bounds, so this cannot throw.
        return (try? Bitmap(width: b.width, height: b.height, premultipliedRGBA: out)) ?? self
    }

    /// Direct mutable access to the premultiplied bytes for the drawing code in this module.
    mutating func withMutableBytes<R>(_ body: (UnsafeMutableBufferPointer<UInt8>) -> R) -> R {
        pixels.withUnsafeMutableBufferPointer { body($0) }
    }
}
