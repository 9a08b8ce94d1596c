// raster-tool: a small helper for the reference checks and the PNG benchmark.
//   raster-tool encode-samples <dir>     writes sample PNGs with our encoder plus <name>.rgba
//                                        (straight RGBA bytes) and <name>.size ("w h")
//   raster-tool decode <in.png> <out>    decodes with ours; writes premultiplied RGBA bytes to
//                                        <out> and prints "w h"
//   raster-tool coverage-samples <dir>   fills seeded random simple polygons (some crossing the
//                                        canvas edge) on 40x40 canvases; writes poly-N.txt
//                                        (vertices "x y" per line) and poly-N.cov (alpha bytes)
//   raster-tool shadow-samples <dir>     seeded random rounded rectangles on 64x64 canvases: the
//                                        shape's coverage (shadow-N.cov), its shadow blurred by
//                                        drawShadow (shadow-N.blur) and the sigma (shadow-N.txt)
//   raster-tool demo <dir>               writes demo-1x.png and demo-3x.png (cards, capsules,
//                                        borders, a clipped image, a translucent group)
//   raster-tool bench-png <dir> [runs]   encodes a 750x1334 UI-like image (level 6, filter
//                                        none) `runs` times, prints the median in ms, and writes
//                                        <dir>/bench.rgb (raw RGB) for the Pillow comparison
import Foundation
import Raster

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("raster-tool: \(message)\n".utf8))
    exit(1)
}

func writeFile(_ bytes: [UInt8], _ path: String) {
    do { try PNG.writeAtomically(bytes, to: path) } catch { fail(error.description) }
}

/// Deterministic pseudo-random numbers (xorshift) so samples are the same every run.
struct Noise {
    var state: UInt64
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}

func sampleBitmaps() throws(RasterError) -> [(String, Bitmap)] {
    var result: [(String, Bitmap)] = []
    // Opaque, odd size, shapes.
    var c = try Canvas(width: 37, height: 23, background: PixelColor(r: 242, g: 242, b: 247))
    c.fill(RoundedRect(rect: PixelRect(x: 2.5, y: 3.25, width: 30, height: 15), radius: 6),
           color: PixelColor(r: 0, g: 122, b: 255))
    c.strokeBorder(RoundedRect(rect: PixelRect(x: 1, y: 1, width: 35, height: 21), radius: 4), width: 1.5,
                   color: PixelColor(r: 255, g: 59, b: 48))
    result.append(("opaque-shapes", c.bitmap))
    // With alpha: translucent shapes on transparent.
    var t = try Canvas(width: 31, height: 17)
    t.fill(RoundedRect.capsule(in: PixelRect(x: 1.3, y: 2.1, width: 28, height: 12)),
           color: PixelColor(r: 52, g: 199, b: 89, a: 180))
    t.fill(PixelRect(x: 10.5, y: 0, width: 7.25, height: 17), color: PixelColor(r: 88, g: 86, b: 214, a: 90))
    result.append(("alpha-shapes", t.bitmap))
    // Every alpha value with varied colours (exercises un-premultiplication).
    var noise = Noise(state: 0x9E37_79B9_7F4A_7C15)
    var bytes: [UInt8] = []
    for i in 0..<(19 * 29) {
        let v = noise.next()
        bytes += [UInt8(v & 0xff), UInt8((v >> 8) & 0xff), UInt8((v >> 16) & 0xff), UInt8(i % 256)]
    }
    result.append(("alpha-ramp", try Bitmap(width: 19, height: 29, straightRGBA: bytes)))
    // 1x1 and a wide strip.
    result.append(("one-pixel", try Bitmap(width: 1, height: 1, fill: PixelColor(r: 1, g: 2, b: 3, a: 4))))
    var strip = try Canvas(width: 301, height: 3, background: .white)
    strip.fill(PixelRect(x: 0, y: 0.5, width: 300.5, height: 2), color: .black)
    result.append(("strip", strip.bitmap))
    // Tall images whose data spans several compression parts (compressed in parallel, then
    // joined), one opaque (RGB) and one with translucent pixels (RGBA).
    let ui = try uiLikeImage()
    result.append(("ui-multi-block", ui))
    var veil = try Canvas(width: 501, height: 1211)
    veil.draw(ui.cropped(to: PixelBounds(x0: 0, y0: 0, x1: 501, y1: 1111)), atX: 0, y: 100, opacity: 0.6)
    result.append(("ui-multi-block-alpha", veil.bitmap))
    return result
}

func uiLikeImage() throws(RasterError) -> Bitmap {
    var c = try Canvas(width: 750, height: 1334, background: PixelColor(r: 242, g: 242, b: 247))
    c.fill(PixelRect(x: 0, y: 0, width: 750, height: 176), color: PixelColor(r: 249, g: 249, b: 249))
    c.fill(PixelRect(x: 0, y: 176, width: 750, height: 1), color: PixelColor(r: 200, g: 199, b: 204))
    var noise = Noise(state: 42)
    for row in 0..<10 {
        let top = 220.0 + Double(row) * 108
        c.fill(RoundedRect(rect: PixelRect(x: 32, y: top, width: 686, height: 92), radius: 20), color: .white)
        c.fill(RoundedRect.capsule(in: PixelRect(x: 52, y: top + 18, width: 56, height: 56)),
               color: PixelColor(r: 0, g: 122, b: 255))
        // Text-like noise: short runs of dark pixels with anti-aliased values.
        for line in 0..<2 {
            let y0 = Int(top) + 24 + line * 30
            let words = 4 + Int(noise.next() % 5)
            var x = 130
            for _ in 0..<words {
                let len = 20 + Int(noise.next() % 60)
                var mask = [UInt8](repeating: 0, count: len * 20)
                for i in 0..<mask.count where noise.next() % 3 == 0 { mask[i] = UInt8(noise.next() % 256) }
                if let m = try? CoverageMask(width: len, height: 20, coverage: mask) {
                    c.drawMask(m, x: x, y: y0, color: line == 0 ? .black : PixelColor(r: 60, g: 60, b: 67))
                }
                x += len + 12
                if x > 680 { break }
            }
        }
    }
    return c.bitmap
}

func demo(scale s: Double) throws(RasterError) -> Bitmap {
    func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> PixelRect {
        PixelRect(x: x * s, y: y * s, width: w * s, height: h * s)
    }
    var c = try Canvas(width: Int(200 * s), height: Int(120 * s), background: PixelColor(r: 242, g: 242, b: 247))
    c.fill(RoundedRect(rect: r(10, 10, 120, 44), radius: 10 * s), color: .white)
    c.strokeBorder(RoundedRect(rect: r(10, 10, 120, 44), radius: 10 * s), width: 1 * s,
                   color: PixelColor(r: 198, g: 198, b: 200))
    c.fill(RoundedRect.capsule(in: r(20, 20, 24, 24)), color: PixelColor(r: 0, g: 122, b: 255))
    c.fill(RoundedRect.capsule(in: r(54, 26, 66, 12)), color: PixelColor(r: 52, g: 199, b: 89))
    c.stroke(RoundedRect.capsule(in: r(140, 10, 50, 50)), width: 1.5 * s, color: PixelColor(r: 255, g: 59, b: 48))
    c.fill(r(10, 62.5, 180, 1 / s), color: PixelColor(r: 60, g: 60, b: 67, a: 74))
    var photo = try Bitmap(width: 64, height: 64)
    for y in 0..<64 { for x in 0..<64 {
        photo.setColor(x: x, y: y, PixelColor(r: UInt8(x * 4), g: UInt8(y * 4), b: (x / 8 + y / 8) % 2 == 0 ? 200 : 40))
    } }
    c.withSavedClip { c in
        c.clip(to: RoundedRect(rect: r(10, 70, 60, 40), radius: 12 * s))
        c.drawImage(photo, in: r(0, 60, 80, 80))
    }
    c.drawLayer(opacity: 0.5) { l in
        l.fill(RoundedRect(rect: r(80, 70, 60, 40), radius: 6 * s), color: PixelColor(r: 255, g: 149, b: 0))
        l.fill(RoundedRect.capsule(in: r(120, 75, 60, 30)), color: PixelColor(r: 175, g: 82, b: 222))
    }
    return c.bitmap
}

let args = CommandLine.arguments
guard args.count >= 2 else { fail("usage: raster-tool encode-samples|decode|bench-png ...") }
do {
    switch args[1] {
    case "encode-samples":
        guard args.count == 3 else { fail("usage: raster-tool encode-samples <dir>") }
        for (name, bitmap) in try sampleBitmaps() {
            try bitmap.writePNG(to: "\(args[2])/\(name).png")
            writeFile(bitmap.straightRGBA, "\(args[2])/\(name).rgba")
            writeFile(Array("\(bitmap.width) \(bitmap.height)".utf8), "\(args[2])/\(name).size")
        }
    case "decode":
        guard args.count == 4 else { fail("usage: raster-tool decode <in.png> <out>") }
        let b = try PNG.read(contentsOf: args[2])
        writeFile(b.pixels, args[3])
        print("\(b.width) \(b.height)")
    case "coverage-samples":
        guard args.count == 3 else { fail("usage: raster-tool coverage-samples <dir>") }
        var noise = Noise(state: 0x2545_F491_4F6C_DD1D)
        func unit() -> Double { Double(noise.next() % 1_000_000) / 1_000_000 }
        for n in 0..<40 {
            let cx = -5 + 50 * unit(), cy = -5 + 50 * unit()
            let count = 3 + Int(noise.next() % 22)
            let base = 4 + 16 * unit()
            var points: [PixelPoint] = []
            for k in 0..<count {
                // Star-shaped around the centre: increasing angles give a simple polygon.
                let t = 2 * Double.pi * (Double(k) + 0.8 * unit()) / Double(count)
                let r = base * (0.3 + 0.7 * unit())
                points.append(PixelPoint(x: cx + r * cos(t), y: cy + r * sin(t)))
            }
            if n % 2 == 1 { points.reverse() }  // both windings
            var path = Path()
            path.move(to: points[0])
            for p in points.dropFirst() { path.line(to: p) }
            path.close()
            var c = try Canvas(width: 40, height: 40)
            c.fill(path, color: .black)
            let text = points.map { "\($0.x) \($0.y)" }.joined(separator: "\n")
            writeFile(Array(text.utf8), "\(args[2])/poly-\(n).txt")
            writeFile(stride(from: 3, to: c.bitmap.pixels.count, by: 4).map { c.bitmap.pixels[$0] },
                      "\(args[2])/poly-\(n).cov")
        }
    case "shadow-samples":
        guard args.count == 3 else { fail("usage: raster-tool shadow-samples <dir>") }
        var noise = Noise(state: 0x9E37_79B9_7F4A_7C15)
        func unit() -> Double { Double(noise.next() % 1_000_000) / 1_000_000 }
        for n in 0..<24 {
            let w = 6 + 30 * unit(), h = 6 + 30 * unit()
            let rect = PixelRect(x: 14 + 10 * unit(), y: 14 + 10 * unit(), width: w, height: h)
            let shape = RoundedRect(rect: rect, radius: min(w, h) / 2 * unit())
            let sigma = 0.5 + 5 * unit()
            var plain = try Canvas(width: 64, height: 64)
            plain.fill(shape, color: .black)
            var blurred = try Canvas(width: 64, height: 64)
            blurred.drawShadow(of: shape, color: .black, sigma: sigma)
            func alpha(_ c: Canvas) -> [UInt8] { stride(from: 3, to: c.bitmap.pixels.count, by: 4).map { c.bitmap.pixels[$0] } }
            writeFile(Array("\(sigma)".utf8), "\(args[2])/shadow-\(n).txt")
            writeFile(alpha(plain), "\(args[2])/shadow-\(n).cov")
            writeFile(alpha(blurred), "\(args[2])/shadow-\(n).blur")
        }
    case "demo":
        guard args.count == 3 else { fail("usage: raster-tool demo <dir>") }
        for scale in [1.0, 3.0] {
            try demo(scale: scale).writePNG(to: "\(args[2])/demo-\(Int(scale))x.png")
        }
    case "bench-png":
        guard args.count >= 3 else { fail("usage: raster-tool bench-png <dir> [runs]") }
        let runs = args.count > 3 ? max(1, Int(args[3]) ?? 15) : 15
        var drawTimes: [Double] = []
        var image = try uiLikeImage()
        for _ in 0..<max(3, runs / 3) {
            let start = DispatchTime.now().uptimeNanoseconds
            image = try uiLikeImage()
            drawTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        drawTimes.sort()
        var times: [Double] = []
        var size = 0
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            let bytes = try PNG.encode(image, options: PNGOptions(compressionLevel: 6, filter: .none))
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            size = bytes.count
        }
        times.sort()
        var rgb: [UInt8] = []
        rgb.reserveCapacity(image.width * image.height * 3)
        for i in stride(from: 0, to: image.pixels.count, by: 4) { rgb += image.pixels[i..<(i + 3)] }
        writeFile(rgb, "\(args[2])/bench.rgb")
        print(String(format: "ours_ms=%.2f bytes=%d runs=%d draw_ms=%.2f", times[times.count / 2], size, runs,
                     drawTimes[drawTimes.count / 2]))
    default:
        fail("unknown command \(args[1])")
    }
} catch {
    fail(error.description)
}
