import Raster

/// A digest of a golden's pixels stored inside the golden PNG, so that the common case (the
/// rendering is identical to its golden) is checked without decompressing the PNG.
///
/// Golden files carry one `tEXt` chunk, keyword `snapshot-golden`, text
/// `v1 WxH pixels=<hash> idat=<hash>`: a 64-bit hash of the pixel bytes and one of the
/// compressed image data (all IDAT chunk data). The pixel hash is trusted only when the IDAT
/// hash matches the file, so a golden re-encoded or edited by another tool (which may keep a
/// stale text chunk) falls back to a full decode and comparison.
enum GoldenDigest {
    static let keyword = "snapshot-golden"

    /// A fast 64-bit hash of bytes, 8 at a time (multiply-xorshift; not cryptographic: it
    /// guards against accidental change, not against an adversary).
    static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0x9E37_79B9_7F4A_7C15) -> UInt64 {
        var and: UInt64 = 0
        return hash(bytes, seed: seed, andOfWords: &and)
    }

    /// `hash`, also AND-ing every whole 8-byte word it reads into `and` (all ones when there
    /// is none): the multiply chain leaves room for it, so a pixel scan comes for free.
    static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64, andOfWords and: inout UInt64) -> UInt64 {
        var h = seed ^ UInt64(bytes.count)
        var all = UInt64.max
        let words = bytes.count / 8
        var i = 0
        while i < words {
            let w = bytes.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)
            all &= w
            h = (h ^ w) &* 0xFF51_AFD7_ED55_8CCD
            h ^= h >> 32
            i += 1
        }
        and = all
        var tail: UInt64 = 0
        var k = words * 8
        while k < bytes.count {
            tail = (tail << 8) | UInt64(bytes[k])
            k += 1
        }
        h = (h ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        h ^= h >> 29
        return h
    }

    static func pixelHash(width: Int, height: Int, pixels: [UInt8]) -> UInt64 {
        pixels.withUnsafeBytes { hash($0, seed: UInt64(width) << 32 | UInt64(height)) }
    }

    /// The pixel hash of a bitmap and whether every alpha is 255, in one pass over the pixels.
    static func scan(_ bitmap: Bitmap) -> (pixelHash: UInt64, isOpaque: Bool) {
        bitmap.pixels.withUnsafeBytes { raw in
            var and: UInt64 = 0
            let h = hash(raw, seed: UInt64(bitmap.width) << 32 | UInt64(bitmap.height), andOfWords: &and)
            var alphas: UInt64 = 0   // bytes 3 and 7 of a word: the alphas of its two pixels
            withUnsafeMutableBytes(of: &alphas) { $0[3] = 255; $0[7] = 255 }
            var opaque = and & alphas == alphas
            var k = raw.count / 8 * 8 + 3   // a last pixel outside the whole words
            while k < raw.count {
                if raw[k] != 255 { opaque = false }
                k += 4
            }
            return (h, opaque)
        }
    }

    /// The text of the chunk for these pixels and PNG bytes.
    static func text(width: Int, height: Int, pixels: UInt64, idat: UInt64) -> String {
        "v1 \(width)x\(height) pixels=\(hex(pixels)) idat=\(hex(idat))"
    }

    /// `png` with the digest chunk inserted before IEND; `png` unchanged when it does not parse.
    static func annotate(_ png: [UInt8], width: Int, height: Int, pixels: UInt64) -> [UInt8] {
        guard let chunks = parse(png), let iend = chunks.last, iend.type == "IEND" else { return png }
        let idat = idatHash(png, chunks)
        let data = Array(keyword.utf8) + [0] + Array(text(width: width, height: height, pixels: pixels, idat: idat).utf8)
        var chunk: [UInt8] = []
        let length = UInt32(data.count)
        chunk += [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)]
        let typeAndData = Array("tEXt".utf8) + data
        chunk += typeAndData
        let crc = crc32(typeAndData)
        chunk += [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
        return Array(png[..<iend.start]) + chunk + Array(png[iend.start...])
    }

    /// The pixel hash recorded in `png`, when its chunk is present and its IDAT hash matches.
    static func verifiedPixelHash(_ png: [UInt8], width: inout Int, height: inout Int) -> UInt64? {
        guard let chunks = parse(png) else { return nil }
        for c in chunks where c.type == "tEXt" {
            let data = png[c.dataStart..<c.dataEnd]
            guard let zero = data.firstIndex(of: 0), String(decoding: data[data.startIndex..<zero], as: UTF8.self) == keyword else { continue }
            let text = String(decoding: data[(zero + 1)...], as: UTF8.self)
            let parts = text.split(separator: " ")
            guard parts.count == 4, parts[0] == "v1" else { return nil }
            let size = parts[1].split(separator: "x")
            guard size.count == 2, let w = Int(size[0]), let h = Int(size[1]),
                  parts[2].hasPrefix("pixels="), let p = UInt64(parts[2].dropFirst(7), radix: 16),
                  parts[3].hasPrefix("idat="), let d = UInt64(parts[3].dropFirst(5), radix: 16),
                  d == idatHash(png, chunks) else { return nil }
            width = w
            height = h
            return p
        }
        return nil
    }

    struct Chunk {
        var type: String
        var start: Int       // offset of the length field
        var dataStart: Int
        var dataEnd: Int
    }

    /// The chunks of a PNG (nil when the signature or a length is wrong).
    static func parse(_ png: [UInt8]) -> [Chunk]? {
        let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        guard png.count >= 8, Array(png[0..<8]) == signature else { return nil }
        var chunks: [Chunk] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            let dataStart = offset + 8
            guard length >= 0, dataStart + length + 4 <= png.count else { return nil }
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            chunks.append(Chunk(type: type, start: offset, dataStart: dataStart, dataEnd: dataStart + length))
            offset = dataStart + length + 4
            if type == "IEND" { break }
        }
        return chunks
    }

    static func idatHash(_ png: [UInt8], _ chunks: [Chunk]) -> UInt64 {
        var h: UInt64 = 0
        png.withUnsafeBytes { all in
            for c in chunks where c.type == "IDAT" {
                h = hash(UnsafeRawBufferPointer(rebasing: all[c.dataStart..<c.dataEnd]), seed: h)
            }
        }
        return h
    }

    static func hex(_ v: UInt64) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: max(0, 16 - s.count)) + s
    }

    static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// CRC-32 (ISO 3309, as PNG uses) of `bytes`.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
