/// A premultiplied RGBA surface of COLRv1 painting, `width × height` pixels, rows top to bottom,
/// each channel a float 0...1. Only `bounds` (the rows and columns painted so far) can be
/// non-clear, so compositing skips the rest.
struct PaintLayer: Sendable {
    let width: Int
    let height: Int
    private(set) var pixels: [PaintColor]
    /// Columns `minX..<maxX` and rows `minY..<maxY` that may hold paint; empty when min ≥ max.
    private(set) var bounds: PixelBox

    /// A half-open box of pixels.
    struct PixelBox: Sendable, Equatable {
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        var isEmpty: Bool { minX >= maxX || minY >= maxY }

        func union(_ o: PixelBox) -> PixelBox {
            if isEmpty { return o }
            if o.isEmpty { return self }
            return PixelBox(minX: min(minX, o.minX), minY: min(minY, o.minY), maxX: max(maxX, o.maxX), maxY: max(maxY, o.maxY))
        }

        func intersection(_ o: PixelBox) -> PixelBox {
            PixelBox(minX: max(minX, o.minX), minY: max(minY, o.minY), maxX: min(maxX, o.maxX), maxY: min(maxY, o.maxY))
        }
    }

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = [PaintColor](repeating: .clear, count: self.width * self.height)
        bounds = PixelBox()
    }

    var whole: PixelBox { PixelBox(minX: 0, minY: 0, maxX: width, maxY: height) }

    /// Paints every pixel of `box` with `color(column, row)` (replacing what was there).
    mutating func fill(_ box: PixelBox, _ color: (Int, Int) -> PaintColor) {
        let box = box.intersection(whole)
        guard !box.isEmpty else { return }
        for y in box.minY..<box.maxY {
            for x in box.minX..<box.maxX { pixels[y * width + x] = color(x, y) }
        }
        bounds = bounds.union(box)
    }

    /// Keeps each pixel times its coverage (0...255, `width × height`); clear outside `box`.
    mutating func mask(_ coverage: [UInt8], box: PixelBox) {
        let keep = bounds.intersection(box)
        for y in bounds.minY..<max(bounds.minY, bounds.maxY) {
            for x in bounds.minX..<max(bounds.minX, bounds.maxX) {
                let i = y * width + x
                let inside = x >= keep.minX && x < keep.maxX && y >= keep.minY && y < keep.maxY
                pixels[i] = inside ? pixels[i].scaled(by: Float(coverage[i]) / 255) : .clear
            }
        }
        bounds = keep
    }

    /// `source` composited onto this layer (the backdrop) by `mode`. Modes that change pixels
    /// the source does not cover (source-in and the like) run over the backdrop's bounds too
    /// (every mode leaves clear over clear clear).
    mutating func composite(_ source: PaintLayer, mode: PaintCompositeMode) {
        guard source.width == width, source.height == height else { return }
        let box = mode == .sourceOver || mode == .plus ? source.bounds : source.bounds.union(bounds)
        guard !box.isEmpty else { return }
        for y in box.minY..<box.maxY {
            for x in box.minX..<box.maxX {
                let i = y * width + x
                pixels[i] = mode.apply(source.pixels[i], pixels[i])
            }
        }
        bounds = bounds.union(box)
    }

    /// Premultiplied RGBA bytes, rounded to nearest.
    var rgba: [UInt8] {
        var out = [UInt8](repeating: 0, count: pixels.count * 4)
        func byte(_ v: Float) -> UInt8 { UInt8(min(max(v, 0), 1) * 255 + 0.5) }
        for (i, p) in pixels.enumerated() {
            let a = min(max(p.a, 0), 1)
            out[i * 4] = min(byte(p.r), byte(a))
            out[i * 4 + 1] = min(byte(p.g), byte(a))
            out[i * 4 + 2] = min(byte(p.b), byte(a))
            out[i * 4 + 3] = byte(a)
        }
        return out
    }
}
