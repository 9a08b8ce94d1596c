import CPNG
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// PNG row filter choices.
public enum PNGFilter: Int, Sendable, CaseIterable {
    case none = 0, sub, up, average, paeth
    /// libpng picks a filter per row (all five allowed).
    case adaptive
}

/// PNG encoding options. The defaults (deflate level 6, no filtering) are fast and, for UI
/// screenshots with large flat areas, about as small as adaptive filtering.
public struct PNGOptions: Equatable, Sendable {
    /// Deflate compression level 0...9: libdeflate's level with `filter == .none`, zlib's
    /// (through libpng's row writer) with the other filters.
    public var compressionLevel: Int
    public var filter: PNGFilter
    /// How many threads may compress the image data with `filter == .none` (0, the default,
    /// means one per online processor). The encoded bytes never depend on it.
    public var threads: Int

    public init(compressionLevel: Int = 6, filter: PNGFilter = .none, threads: Int = 0) {
        self.compressionLevel = compressionLevel
        self.filter = filter
        self.threads = threads
    }
}

/// PNG encoding and decoding through libpng.
///
/// Encoding writes 8-bit RGB (colour type 2) when every pixel is opaque and 8-bit RGBA (colour
/// type 6, un-premultiplied with rounding) otherwise, with no time stamp, text or gamma chunks:
/// the same pixels always give the same bytes. Decoding accepts any PNG (palette, grey, 16-bit,
/// interlaced, tRNS) and returns premultiplied RGBA8.
public enum PNG {
    /// Encodes `bitmap` to PNG bytes.
    public static func encode(_ bitmap: Bitmap, options: PNGOptions = PNGOptions()) throws(RasterError) -> [UInt8] {
        try encode(bitmap, options: options, path: nil)
    }

    /// `encode` for a caller that has already found `bitmap.isOpaque` true (`knownOpaque`),
    /// sparing a pass over the pixels; with `knownOpaque` false the bitmap is checked as usual.
    /// A bitmap wrongly declared opaque loses its alpha.
    public static func encode(_ bitmap: Bitmap, options: PNGOptions, knownOpaque: Bool) throws(RasterError) -> [UInt8] {
        try encode(bitmap, options: options, path: nil, knownOpaque: knownOpaque)
    }

    static func encode(_ bitmap: Bitmap, options: PNGOptions, path: String?, knownOpaque: Bool = false) throws(RasterError) -> [UInt8] {
        guard bitmap.width > 0, bitmap.height > 0 else {
            throw .pngEncodingFailed(path: path, message: "an empty \(bitmap.width)x\(bitmap.height) bitmap cannot be a PNG")
        }
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let opaque: Int32 = knownOpaque || bitmap.isOpaque ? 1 : 0
        let status = bitmap.pixels.withUnsafeBufferPointer { p in
            message.withUnsafeMutableBufferPointer { m in
                cpng_encode(p.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), opaque,
                            Int32(min(9, max(0, options.compressionLevel))), Int32(options.filter.rawValue),
                            Int32(min(64, max(0, options.threads))), &out, &length, m.baseAddress, m.count)
            }
        }
        defer { cpng_free(out) }
        guard status == 0, let out else {
            throw .pngEncodingFailed(path: path, message: PNG.string(message))
        }
        return [UInt8](UnsafeBufferPointer(start: out, count: length))
    }

    /// Decodes PNG bytes into a premultiplied bitmap.
    public static func decode(_ data: [UInt8]) throws(RasterError) -> Bitmap {
        try decode(data, path: nil)
    }

    static func decode(_ data: [UInt8], path: String?) throws(RasterError) -> Bitmap {
        var out: UnsafeMutablePointer<UInt8>?
        var w: UInt32 = 0, h: UInt32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBufferPointer { p in
            message.withUnsafeMutableBufferPointer { m in
                cpng_decode(p.baseAddress, p.count, UInt32(Bitmap.maxDimension), &out, &w, &h, m.baseAddress, m.count)
            }
        }
        defer { cpng_free(out) }
        guard status == 0, let out else {
            throw .pngDecodingFailed(path: path, message: PNG.string(message))
        }
        let bytes = [UInt8](UnsafeBufferPointer(start: out, count: Int(w) * Int(h) * 4))
        do {
            return try Bitmap(width: Int(w), height: Int(h), premultipliedRGBA: bytes)
        } catch {
            throw .pngDecodingFailed(path: path, message: error.description)
        }
    }

    /// Reads and decodes a PNG file.
    public static func read(contentsOf path: String) throws(RasterError) -> Bitmap {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .fileError(path: path, message: "cannot read: \(error.localizedDescription)")
        }
        return try decode([UInt8](data), path: path)
    }

    /// The pixel size a PNG file declares in its header (the first 24 bytes: the signature and
    /// the IHDR chunk), without reading or decoding the rest: what a layout needs, and what a
    /// caller checks against its limits before decoding.
    public static func size(contentsOf path: String) throws(RasterError) -> (width: Int, height: Int) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .fileError(path: path, message: "cannot read: \(String(cString: strerror(errno)))")
        }
        defer { try? handle.close() }
        let header: [UInt8]
        do {
            header = [UInt8](try handle.read(upToCount: 24) ?? Data())
        } catch {
            throw .fileError(path: path, message: "cannot read: \(error.localizedDescription)")
        }
        return try size(ofHeader: header, path: path)
    }

    /// The width and height of the IHDR chunk at the start of PNG bytes.
    public static func size(ofHeader bytes: [UInt8], path: String? = nil) throws(RasterError) -> (width: Int, height: Int) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature else {
            throw .pngDecodingFailed(path: path, message: "not a PNG file (no PNG signature)")
        }
        guard Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            throw .pngDecodingFailed(path: path, message: "the PNG file does not start with an IHDR chunk")
        }
        func word(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        let width = word(16), height = word(20)
        guard width > 0, height > 0, width < 1 << 31, height < 1 << 31 else {
            throw .pngDecodingFailed(path: path, message: "invalid image size \(width)x\(height) in the PNG header")
        }
        return (width, height)
    }

    /// Encodes `bitmap` and writes it to `path` atomically (see `AtomicFile`): readers never see
    /// a partial file.
    public static func write(_ bitmap: Bitmap, to path: String, options: PNGOptions = PNGOptions()) throws(RasterError) {
        let bytes = try encode(bitmap, options: options, path: path)
        try writeAtomically(bytes, to: path)
    }

    /// Writes `bytes` to `path` through `AtomicFile`: a temporary file in the same folder,
    /// flushed and renamed over a regular file; a device or FIFO is written directly.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(RasterError) {
        try AtomicFile.write(bytes, to: path)
    }

    private static func string(_ message: [CChar]) -> String {
        let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let s = String(decoding: bytes, as: UTF8.self)
        return s.isEmpty ? "libpng error" : s
    }
}

extension Bitmap {
    /// PNG bytes of this bitmap (see `PNG`).
    public func pngData(options: PNGOptions = PNGOptions()) throws(RasterError) -> [UInt8] {
        try PNG.encode(self, options: options)
    }

    /// Decodes PNG bytes.
    public init(pngData: [UInt8]) throws(RasterError) {
        self = try PNG.decode(pngData)
    }

    /// Reads a PNG file.
    public init(contentsOfPNG path: String) throws(RasterError) {
        self = try PNG.read(contentsOf: path)
    }

    /// Writes this bitmap as a PNG file, atomically.
    public func writePNG(to path: String, options: PNGOptions = PNGOptions()) throws(RasterError) {
        try PNG.write(self, to: path, options: options)
    }
}
