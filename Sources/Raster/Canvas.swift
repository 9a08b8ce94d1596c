import Foundation

/// Draws into a `Bitmap`. Coordinates are pixels (origin top-left, y down); the painter has
/// already applied the scale factor. Every operation is anti-aliased with exact area coverage
/// and composited source-over in sRGB space on premultiplied 8-bit values:
/// `dst = src·c + dst·(1 − srcα·c)`, each product rounded to nearest (`round(x/255)`), where
/// `c` is the pixel's shape coverage times the clip coverage.
///
/// A canvas may hold only a band of rows of a taller image (`init(width:height:rows:background:)`):
/// coordinates stay those of the whole image, drawing outside the band is clipped away, and
/// every pixel of the band gets exactly the bytes a whole-image canvas would give it (every
/// coverage producer computes each row on its own), so bands can be painted in parallel.
public struct Canvas: Sendable {
    /// The pixels drawn so far: the rows `originY ..< originY + bitmap.height` of the image.
    public private(set) var bitmap: Bitmap
    /// The image row stored in the bitmap's first row (0 unless the canvas holds a band).
    public let originY: Int
    /// The whole image's area, of which this canvas may hold a band (its rows are `bounds`):
    /// what is drawn the same way in every band is placed within it.
    public private(set) var imageBounds: PixelBounds
    private var clip: ClipRegion
    private var savedClips: [ClipRegion] = []

    /// A canvas over an existing bitmap.
    public init(bitmap: Bitmap) {
        self.init(bitmap: bitmap, originY: 0)
    }

    /// A canvas over `bitmap` holding the image rows from `originY` on.
    init(bitmap: Bitmap, originY: Int) {
        self.bitmap = bitmap
        self.originY = originY
        imageBounds = PixelBounds(x0: 0, y0: originY, x1: bitmap.width, y1: originY + bitmap.height)
        clip = ClipRegion(bounds: PixelBounds(x0: 0, y0: originY, x1: bitmap.width, y1: originY + bitmap.height))
    }

    /// A new canvas of the given size, filled with `background` (transparent by default).
    public init(width: Int, height: Int, background: PixelColor = .clear) throws(RasterError) {
        self.init(bitmap: try Bitmap(width: width, height: height, fill: background))
    }

    /// A canvas for the rows `rows` of a `width` × `height` image, filled with `background`;
    /// `rows` is clamped to `0..<height`. Join the bands' bitmaps with `Bitmap(stacking:)`.
    public init(width: Int, height: Int, rows: Range<Int>, background: PixelColor = .clear) throws(RasterError) {
        guard Bitmap.validSize(width, height) else { throw .invalidSize(width: width, height: height) }
        let r = rows.clamped(to: 0..<height)
        self.init(bitmap: try Bitmap(width: width, height: r.count, fill: background), originY: r.lowerBound)
        imageBounds = PixelBounds(x0: 0, y0: 0, x1: width, y1: height)
    }

    public var width: Int { bitmap.width }
    /// The number of rows this canvas holds (the image height unless it holds a band).
    public var height: Int { bitmap.height }
    /// The image area this canvas holds.
    public var bounds: PixelBounds { PixelBounds(x0: 0, y0: originY, x1: width, y1: originY + height) }

    /// Integer bounds of the current clip (drawing never touches pixels outside it).
    public var clipBounds: PixelBounds { clip.bounds }

    // MARK: - Clip state

    /// Pushes the current clip; `restore()` brings it back.
    public mutating func save() { savedClips.append(clip) }

    /// Pops the clip pushed by the matching `save()` (does nothing when none is saved).
    public mutating func restore() {
        if let last = savedClips.popLast() { clip = last }
    }

    /// Runs `body` with the clip saved and restores it afterwards.
    public mutating func withSavedClip<R>(_ body: (inout Canvas) throws -> R) rethrows -> R {
        save()
        defer { restore() }
        return try body(&self)
    }

    /// Intersects the clip with a rectangle (anti-aliased if its edges are fractional).
    public mutating func clip(to rect: PixelRect) {
        let r = rect.standardized
        if r.minX == r.minX.rounded(), r.maxX == r.maxX.rounded(), r.minY == r.minY.rounded(),
           r.maxY == r.maxY.rounded(), !r.isEmpty {
            let b = PixelBounds(covering: r)
            let nb = clip.bounds.intersection(b)
            if clip.mask == nil || nb == clip.bounds {
                clip.bounds = nb
                return
            }
        }
        let cov = RectCoverage(r)
        clip.intersect(shapeBounds: cov.bounds) { area, emit in cov.rows(within: area, emit) }
    }

    /// Intersects the clip with a rounded rectangle (`clipsToBounds` with a corner radius).
    public mutating func clip(to roundedRect: RoundedRect) {
        if roundedRect.normalizedRadii.isZero {
            clip(to: roundedRect.rect)
            return
        }
        var path = Path()
        path.addRoundedRect(roundedRect)
        clip(to: path)
    }

    /// Intersects the clip with an arbitrary path.
    public mutating func clip(to path: Path, rule: FillRule = .nonZero) {
        let r = CoverageRasterizer(path: path, rule: rule)
        clip.intersect(shapeBounds: r.bounds) { area, emit in r.rasterizeSpans(within: area, emit) }
    }

    // MARK: - Shapes

    /// Fills a rectangle; fractional edges get their exact partial coverage.
    public mutating func fill(_ rect: PixelRect, color: PixelColor) {
        let src = color.premultiplied
        guard src.a > 0 else { return }
        let cov = RectCoverage(rect.standardized)
        cov.rows(within: clip.bounds) { y, x0, c in blendSolid(y: y, x0: x0, coverage: c, source: src) }
    }

    /// Fills a rounded rectangle (also circles and capsules).
    public mutating func fill(_ roundedRect: RoundedRect, color: PixelColor) {
        if roundedRect.normalizedRadii.isZero {
            fill(roundedRect.rect, color: color)
            return
        }
        var path = Path()
        path.addRoundedRect(roundedRect)
        fill(path, color: color)
    }

    /// Strokes the outline of a rounded rectangle with a line of `width` pixels centred on
    /// the outline (half inside, half outside).
    public mutating func stroke(_ roundedRect: RoundedRect, width: Double, color: PixelColor) {
        guard width > 0, width.isFinite else { return }
        var path = Path()
        path.addRing(roundedRect, outer: width / 2, inner: width / 2)
        fill(path, color: color)
    }

    /// Draws a border entirely inside the bounds, like CALayer's `borderWidth`: the ring
    /// between the rounded rect and the rect inset by `width` (inner radii reduced by `width`).
    public mutating func strokeBorder(_ roundedRect: RoundedRect, width: Double, color: PixelColor) {
        guard width > 0, width.isFinite else { return }
        var path = Path()
        path.addRing(roundedRect, outer: 0, inner: width)
        fill(path, color: color)
    }

    /// Strokes a straight line with butt ends.
    public mutating func strokeLine(from a: PixelPoint, to b: PixelPoint, width: Double, color: PixelColor) {
        var path = Path()
        path.addLine(from: a, to: b, width: width)
        fill(path, color: color)
    }

    /// Fills a path with exact area coverage (non-zero winding unless told otherwise).
    public mutating func fill(_ path: Path, color: PixelColor, rule: FillRule = .nonZero) {
        let src = color.premultiplied
        guard src.a > 0 else { return }
        let r = CoverageRasterizer(path: path, rule: rule)
        r.rasterizeSpans(within: clip.bounds) { y, x0, c in blendSolid(y: y, x0: x0, coverage: c, source: src) }
    }

    // MARK: - Masks

    /// Composites an 8-bit coverage mask (e.g. a glyph) tinted with `color`, its top-left
    /// pixel at (`x`, `y`), under the clip.
    public mutating func drawMask(_ mask: CoverageMask, x: Int, y: Int, color: PixelColor) {
        let src = color.premultiplied
        guard src.a > 0, mask.width > 0, mask.height > 0 else { return }
        let area = PixelBounds(x0: x, y0: y, x1: x + mask.width, y1: y + mask.height).intersection(clip.bounds)
        guard !area.isEmpty else { return }
        mask.coverage.withUnsafeBufferPointer { m in
            for row in area.y0..<area.y1 {
                let start = (row - y) * mask.width + (area.x0 - x)
                blendSolid(y: row, x0: area.x0,
                           coverage: UnsafeBufferPointer(rebasing: m[start..<(start + area.width)]), source: src)
            }
        }
    }

    // MARK: - Images

    /// Draws `image` scaled into `rect` (pixels, fractional allowed, may exceed the clip),
    /// with bilinear filtering when enlarging and area averaging when shrinking, then
    /// composited with `opacity` under the clip. Edges of `rect` are anti-aliased.
    /// With a `tint`, only the image's alpha is used, as a mask filled with the tint colour
    /// (template images).
    public mutating func drawImage(_ image: Bitmap, in rect: PixelRect, opacity: Double = 1, tint: PixelColor? = nil) {
        let r = rect.standardized
        let o = UInt32(unitToByte(opacity))
        guard image.width > 0, image.height > 0, !r.isEmpty, o > 0 else { return }
        let cov = RectCoverage(r)
        let area = cov.bounds.intersection(clip.bounds)
        guard !area.isEmpty else { return }
        let sampler = ImageSampler(image: image, rect: r, area: area)
        var sampled = [UInt8](repeating: 0, count: area.width * 4)
        var scratch: [Float] = []
        cov.rows(within: area) { y, x0, c in
            sampler.sampleRow(y: y, x0: x0, count: c.count, into: &sampled, scratch: &scratch)
            if let tint {
                let t = tint.premultiplied
                for i in 0..<c.count {
                    let a = UInt32(sampled[i * 4 + 3])
                    sampled[i * 4] = UInt8(div255(UInt32(t.r) * a))
                    sampled[i * 4 + 1] = UInt8(div255(UInt32(t.g) * a))
                    sampled[i * 4 + 2] = UInt8(div255(UInt32(t.b) * a))
                    sampled[i * 4 + 3] = UInt8(div255(UInt32(t.a) * a))
                }
            }
            blendPixels(y: y, x0: x0, coverage: c, sourceRow: sampled, opacity: o)
        }
    }

    // MARK: - Layers

    /// Group opacity: runs `body` on a transparent offscreen layer with the same clip, then
    /// composites the layer onto this canvas with `opacity` (as a view's alpha applies to its
    /// whole subtree at once).
    public mutating func drawLayer(opacity: Double, _ body: (inout Canvas) throws -> Void) rethrows {
        let o = UInt32(unitToByte(opacity))
        guard o > 0, !clip.bounds.isEmpty else { return }
        var layer = Canvas(bitmap: (try? Bitmap(width: width, height: height)) ?? bitmap, originY: originY)
        layer.imageBounds = imageBounds
        layer.clip = ClipRegion(bounds: clip.bounds, mask: clip.mask)
        try body(&layer)
        composite(layer.bitmap, opacity: o, area: clip.bounds)
    }

    /// Composites a same-size bitmap over this one with `opacity`, ignoring the clip mask
    /// (used for layers, which already honoured the clip) but limited to `area`.
    private mutating func composite(_ layer: Bitmap, opacity: UInt32, area: PixelBounds) {
        let a = area.intersection(bounds)
        guard !a.isEmpty, layer.width == width, layer.height == height else { return }
        let full = [UInt8](repeating: 255, count: a.width)
        full.withUnsafeBufferPointer { c in
            layer.pixels.withUnsafeBufferPointer { lp in
                for y in a.y0..<a.y1 {
                    let start = ((y - originY) * width + a.x0) * 4
                    bitmap.withMutableBytes { d in
                        Canvas.blendRow(d, dstStart: start, coverage: c, src: lp, srcStart: start, opacity: opacity)
                    }
                }
            }
        }
    }

    /// Composites `image` at an integer offset (no filtering) with `opacity`, under the clip.
    public mutating func draw(_ image: Bitmap, atX x: Int, y: Int, opacity: Double = 1) {
        let o = UInt32(unitToByte(opacity))
        guard o > 0 else { return }
        let area = PixelBounds(x0: x, y0: y, x1: x + image.width, y1: y + image.height).intersection(clip.bounds)
        guard !area.isEmpty else { return }
        var cov = [UInt8](repeating: 255, count: area.width)
        image.pixels.withUnsafeBufferPointer { sp in
            for row in area.y0..<area.y1 {
                for i in 0..<area.width { cov[i] = clip.maskValue(x: area.x0 + i, y: row) }
                let dstStart = ((row - originY) * width + area.x0) * 4
                let srcStart = ((row - y) * image.width + (area.x0 - x)) * 4
                cov.withUnsafeBufferPointer { c in
                    bitmap.withMutableBytes { d in
                        Canvas.blendRow(d, dstStart: dstStart, coverage: c, src: sp, srcStart: srcStart, opacity: o)
                    }
                }
            }
        }
    }

    // MARK: - Blending

    /// Blends `color` over row `y` from `x0` with the given coverage (inside the clip bounds),
    /// multiplied by the clip mask.
    mutating func paintCoverageRow(y: Int, x0: Int, coverage: UnsafeBufferPointer<UInt8>, color: PixelColor) {
        let src = color.premultiplied
        guard src.a > 0 else { return }
        blendSolid(y: y, x0: x0, coverage: coverage, source: src)
    }

    /// Blends a solid premultiplied colour over row `y` from `x0`, with per-pixel coverage
    /// (already limited to the clip bounds) multiplied by the clip mask.
    private mutating func blendSolid(y: Int, x0: Int, coverage: UnsafeBufferPointer<UInt8>,
                                     source: PremultipliedPixel) {
        guard let mask = clip.mask else {
            blendSolidUnmasked(y: y, x0: x0, coverage: coverage, source: source)
            return
        }
        let w = width
        let bounds = clip.bounds
        let sr = UInt32(source.r), sg = UInt32(source.g), sb = UInt32(source.b), sa = UInt32(source.a)
        bitmap.withMutableBytes { d in
            guard let base = d.baseAddress else { return }
            let maskStart = (y - bounds.y0) * bounds.width + (x0 - bounds.x0)
            var p = base + ((y - originY) * w + x0) * 4
            for k in 0..<coverage.count {
                let c = div255(UInt32(coverage[k]) * UInt32(mask[maskStart + k]))
                if c != 0 { Canvas.blendSolidPixel(p, coverage: c, sr, sg, sb, sa) }
                p += 4
            }
        }
    }

    /// `blendSolid` without a clip mask. Runs of full coverage with an opaque colour are plain
    /// stores of the colour (source-over of an opaque pixel replaces the destination), written
    /// as 32-bit pattern fills; every other pixel goes through `blendSolidPixel`, so the result
    /// is the same as blending pixel by pixel.
    private mutating func blendSolidUnmasked(y: Int, x0: Int, coverage: UnsafeBufferPointer<UInt8>,
                                             source: PremultipliedPixel) {
        let w = width
        let sr = UInt32(source.r), sg = UInt32(source.g), sb = UInt32(source.b), sa = UInt32(source.a)
        let opaque = sa == 255
        let pattern = source.packed
        bitmap.withMutableBytes { d in
            guard let base = d.baseAddress else { return }
            let row = base + ((y - originY) * w + x0) * 4
            let n = coverage.count
            var k = 0
            while k < n {
                let c = UInt32(coverage[k])
                if c == 255 && opaque {
                    let e = Canvas.fullRunEnd(coverage, from: k + 1)
                    Canvas.store(pattern, at: row + k * 4, count: e - k)
                    k = e
                    continue
                }
                if c != 0 { Canvas.blendSolidPixel(row + k * 4, coverage: c, sr, sg, sb, sa) }
                k += 1
            }
        }
    }

    /// Writes `count` copies of a packed RGBA pixel from `p` (4-byte aligned: bitmap rows
    /// start on pixel boundaries of a 4-byte-per-pixel buffer).
    @inline(__always)
    static func store(_ pattern: UInt32, at p: UnsafeMutablePointer<UInt8>, count: Int) {
        // Eight pixels per step (two 16-byte stores), then the rest one by one.
        var q = UnsafeMutableRawPointer(p)
        let four = SIMD4<UInt32>(repeating: pattern)
        var left = count
        while left >= 8 {
            q.storeBytes(of: four, as: SIMD4<UInt32>.self)
            q.storeBytes(of: four, toByteOffset: 16, as: SIMD4<UInt32>.self)
            q += 32
            left &-= 8
        }
        while left > 0 {
            q.storeBytes(of: pattern, as: UInt32.self)
            q += 4
            left &-= 1
        }
    }

    /// The end of the run of 255s in `coverage` starting at `start` (the first index at or
    /// after `start` that is not 255, or the count): eight bytes per comparison.
    @inline(__always)
    static func fullRunEnd(_ coverage: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let n = coverage.count
        guard let base = coverage.baseAddress else { return start }
        let raw = UnsafeRawPointer(base)
        var e = start
        while e &+ 16 <= n && raw.loadUnaligned(fromByteOffset: e, as: UInt64.self)
            & raw.loadUnaligned(fromByteOffset: e &+ 8, as: UInt64.self) == UInt64.max { e &+= 16 }
        while e &+ 8 <= n && raw.loadUnaligned(fromByteOffset: e, as: UInt64.self) == UInt64.max { e &+= 8 }
        while e < n && base[e] == 255 { e &+= 1 }
        return e
    }

    /// dst = src·c + dst·(1 − srcα·c) for one premultiplied pixel at `p`, coverage `c` in 1...255.
    @inline(__always)
    static func blendSolidPixel(_ p: UnsafeMutablePointer<UInt8>, coverage c: UInt32,
                                _ sr: UInt32, _ sg: UInt32, _ sb: UInt32, _ sa: UInt32) {
        if c == 255 && sa == 255 {
            p[0] = UInt8(sr); p[1] = UInt8(sg); p[2] = UInt8(sb); p[3] = 255
            return
        }
        // The four channels as SIMD lanes, each with the scalar integer operations:
        // k = div255(s·c) (= s when c is 255), dst = k + div255(dst·(255 − kα)). Sources are
        // premultiplied (colour ≤ alpha), so every result fits a byte, as the scalar
        // `UInt8(_:)` conversions required.
        let k = Canvas.div255Lanes(SIMD4<UInt32>(sr, sg, sb, sa) &* c)
        let inv = 255 &- k[3]
        let raw = UnsafeMutableRawPointer(p)
        let d = SIMD4<UInt32>(truncatingIfNeeded: UnsafeRawPointer(raw).loadUnaligned(as: SIMD4<UInt8>.self))
        let result = k &+ Canvas.div255Lanes(d &* inv)
        raw.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: result), as: SIMD4<UInt8>.self)
    }

    /// `div255` per lane: round(x / 255) for x ≤ 255·255.
    @inline(__always)
    static func div255Lanes(_ x: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let t = x &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// Blends a row of premultiplied source pixels (`sourceRow`, starting at `x0`) with
    /// coverage, the clip mask and an opacity.
    private mutating func blendPixels(y: Int, x0: Int, coverage: UnsafeBufferPointer<UInt8>,
                                      sourceRow: [UInt8], opacity: UInt32) {
        let w = width
        guard clip.mask != nil else {
            sourceRow.withUnsafeBufferPointer { s in
                bitmap.withMutableBytes { d in
                    Canvas.blendRow(d, dstStart: ((y - originY) * w + x0) * 4, coverage: coverage, src: s, srcStart: 0, opacity: opacity)
                }
            }
            return
        }
        var cov = [UInt8](coverage)
        for k in 0..<cov.count { cov[k] = UInt8(div255(UInt32(cov[k]) * UInt32(clip.maskValue(x: x0 + k, y: y)))) }
        cov.withUnsafeBufferPointer { c in
            sourceRow.withUnsafeBufferPointer { s in
                bitmap.withMutableBytes { d in
                    Canvas.blendRow(d, dstStart: ((y - originY) * w + x0) * 4, coverage: c, src: s, srcStart: 0, opacity: opacity)
                }
            }
        }
    }

    /// dst = src·k + dst·(1 − srcα·k), k = coverage·opacity, all on premultiplied bytes.
    @inline(__always)
    static func blendRow(_ d: UnsafeMutableBufferPointer<UInt8>, dstStart: Int, coverage: UnsafeBufferPointer<UInt8>,
                         src: UnsafeBufferPointer<UInt8>, srcStart: Int, opacity: UInt32) {
        var di = dstStart, si = srcStart
        guard let dBase = d.baseAddress, let sBase = src.baseAddress, coverage.count > 0,
              di >= 0, si >= 0, di + coverage.count * 4 <= d.count, si + coverage.count * 4 <= src.count else { return }
        let dRaw = UnsafeMutableRawPointer(dBase), sRaw = UnsafeRawPointer(sBase)
        for k in 0..<coverage.count {
            var c = UInt32(coverage[k])
            if opacity != 255 { c = div255(c * opacity) }
            let sa0 = UInt32(sBase[si + 3])
            if c != 0 && sa0 != 0 {
                if c == 255 && sa0 == 255 {
                    // The source pixel itself (its alpha byte is the 255 written).
                    dRaw.storeBytes(of: sRaw.loadUnaligned(fromByteOffset: si, as: UInt32.self), toByteOffset: di,
                                    as: UInt32.self)
                } else {
                    // Per channel lane, the scalar operations: k = div255(s·c) (= s when c is
                    // 255), dst = min(255, k + div255(dst·(255 − kα))).
                    let sv = SIMD4<UInt32>(truncatingIfNeeded: sRaw.loadUnaligned(fromByteOffset: si, as: SIMD4<UInt8>.self))
                    let kv = Canvas.div255Lanes(sv &* c)
                    let inv = 255 &- kv[3]
                    let dv = SIMD4<UInt32>(truncatingIfNeeded: UnsafeRawPointer(dRaw).loadUnaligned(fromByteOffset: di,
                                                                                                    as: SIMD4<UInt8>.self))
                    var result = kv &+ Canvas.div255Lanes(dv &* inv)
                    result.replace(with: 255, where: result .> 255)
                    dRaw.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: result), toByteOffset: di, as: SIMD4<UInt8>.self)
                }
            }
            di += 4
            si += 4
        }
    }
}

/// An 8-bit coverage mask (e.g. a glyph image from the text module).
public struct CoverageMask: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height` coverage values, row-major, 0 = empty, 255 = fully covered.
    public let coverage: [UInt8]

    /// Fails when the sizes and the byte count disagree.
    public init(width: Int, height: Int, coverage: [UInt8]) throws(RasterError) {
        guard Bitmap.validSize(width, height) else {
            throw .invalidSize(width: width, height: height)
        }
        guard coverage.count == width * height else {
            throw .pixelCountMismatch(expected: width * height, actual: coverage.count)
        }
        self.width = width
        self.height = height
        self.coverage = coverage
    }
}

/// Exact coverage of an axis-aligned rectangle: the product of the horizontal and vertical
/// overlaps of each pixel with the rectangle.
struct RectCoverage {
    let rect: PixelRect
    init(_ rect: PixelRect) { self.rect = rect.standardized }

    var bounds: PixelBounds { PixelBounds(covering: rect) }

    static func overlap(_ i: Int, _ lo: Double, _ hi: Double) -> Double {
        max(0, min(Double(i + 1), hi) - max(Double(i), lo))
    }

    func rows(within limit: PixelBounds, _ row: (Int, Int, UnsafeBufferPointer<UInt8>) -> Void) {
        let area = bounds.intersection(limit)
        guard !area.isEmpty else { return }
        let xs = (area.x0..<area.x1).map { RectCoverage.overlap($0, rect.minX, rect.maxX) }
        var out = [UInt8](repeating: 0, count: area.width)
        // Rows fully inside vertically (cy = 1) all share one coverage row: computed once.
        let inner = xs.map { UInt8(min(1, $0) * 255 + 0.5) }
        for y in area.y0..<area.y1 {
            let cy = RectCoverage.overlap(y, rect.minY, rect.maxY)
            if cy == 1 {
                inner.withUnsafeBufferPointer { row(y, area.x0, $0) }
                continue
            }
            for i in 0..<xs.count { out[i] = UInt8(min(1, xs[i] * cy) * 255 + 0.5) }
            out.withUnsafeBufferPointer { row(y, area.x0, $0) }
        }
    }
}
