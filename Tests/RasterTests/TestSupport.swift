import Foundation
@testable import Raster

/// Exact area of the intersection of the pixel [px, px+1]×[py, py+1] with a disc, by
/// integrating the disc's vertical chord over x (Simpson's rule on a fine grid).
func discPixelArea(cx: Double, cy: Double, r: Double, px: Int, py: Int) -> Double {
    let n = 2000
    var sum = 0.0
    for i in 0...n {
        let x = Double(px) + Double(i) / Double(n)
        let dx = x - cx
        var len = 0.0
        if abs(dx) < r {
            let h = (r * r - dx * dx).squareRoot()
            len = max(0, min(Double(py + 1), cy + h) - max(Double(py), cy - h))
        }
        let w: Double = (i == 0 || i == n) ? 1 : (i % 2 == 1 ? 4 : 2)
        sum += w * len
    }
    return sum / Double(n) / 3
}

/// A minimal independent PNG writer for tests (stored deflate blocks, no compression), so the
/// decoder can be fed every colour type and bit depth.
enum TinyPNG {
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xffff_ffff
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = (c & 1) != 0 ? 0xedb8_8320 ^ (c >> 1) : c >> 1 }
        }
        return c ^ 0xffff_ffff
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xff), UInt8((v >> 8) & 0xff), UInt8(v & 0xff)] }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let t = Array(type.utf8)
        return be32(UInt32(data.count)) + t + data + be32(crc32(t + data))
    }

    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var i = 0
        repeat {
            let n = min(65535, data.count - i)
            let final: UInt8 = i + n >= data.count ? 1 : 0
            out += [final, UInt8(n & 0xff), UInt8(n >> 8), UInt8(~n & 0xff), UInt8((~n >> 8) & 0xff)]
            out += data[i..<(i + n)]
            i += n
        } while i < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for v in data { a = (a + UInt32(v)) % 65521; b = (b + a) % 65521 }
        return out + be32(b << 16 | a)
    }

    /// `samples[y][x]` holds the channel values of one pixel.
    static func make(width: Int, height: Int, colorType: UInt8, depth: UInt8, samples: [[[Int]]],
                     interlaced: Bool = false, palette: [[UInt8]]? = nil, trns: [UInt8]? = nil) -> [UInt8] {
        func packRow(_ pixels: [[Int]]) -> [UInt8] {
            let values = pixels.flatMap { $0 }
            switch depth {
            case 16: return values.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xff)] }
            case 8: return values.map { UInt8($0) }
            default:
                var out: [UInt8] = [], acc = 0, bits = 0
                for v in values {
                    acc = (acc << Int(depth)) | v
                    bits += Int(depth)
                    if bits == 8 { out.append(UInt8(acc)); acc = 0; bits = 0 }
                }
                if bits > 0 { out.append(UInt8(acc << (8 - bits))) }
                return out
            }
        }
        let passes = interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        var raw: [UInt8] = []
        for (x0, y0, dx, dy) in passes where x0 < width && y0 < height {
            for y in stride(from: y0, to: height, by: dy) {
                raw.append(0)
                raw += packRow(stride(from: x0, to: width, by: dx).map { samples[y][$0] })
            }
        }
        var png: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
        png += chunk("IHDR", be32(UInt32(width)) + be32(UInt32(height)) + [depth, colorType, 0, 0, interlaced ? 1 : 0])
        if let palette { png += chunk("PLTE", palette.flatMap { $0 }) }
        if let trns { png += chunk("tRNS", trns) }
        png += chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
        return png
    }
}

extension Bitmap {
    func alpha(_ x: Int, _ y: Int) -> Int { Int(pixel(x: x, y: y)?.a ?? 0) }
}
