import CVectorImages
import Foundation
import Raster

/// A vector image file: an SVG (librsvg) or the first page of a PDF (Poppler), with its size in
/// points, drawn sharp at any scale with cairo (docs/render.md, "Vector images").
///
/// An SVG's size is its `width` and `height` in CSS pixels (96 dpi: a unitless length is one
/// point), else its `viewBox`'s; a PDF's is its first page's crop box in PDF points. An SVG in
/// a `.symbolset` folder is a custom SF Symbol template: only its `Regular-M` glyph is drawn
/// (`VectorImage+Symbol.swift`).
public struct VectorImage: Sendable, Hashable {
    public enum Format: Sendable, Hashable { case svg, pdf }

    public let format: Format
    /// The file's bytes (at most `maxFileSize`).
    let data: [UInt8]
    /// The element drawn (`#Regular-M`), nil for the whole document.
    let element: String?
    /// The part of the document's viewport drawn, in its units: x, y, width, height.
    let source: [Double]
    /// The image's size in points.
    public let width: Double
    public let height: Double

    /// The largest vector file read (16 MiB); a larger one is refused from its size, unread.
    public static let maxFileSize = 16 << 20

    /// Whether a path names a vector image (`.svg` or `.pdf`, any case).
    public static func isVectorPath(_ path: String) -> Bool { format(ofPath: path) != nil }

    static func format(ofPath path: String) -> Format? {
        let lower = path.lowercased()
        if lower.hasSuffix(".svg") { return .svg }
        if lower.hasSuffix(".pdf") { return .pdf }
        return nil
    }

    /// Reads and measures the file at `path` (an SVG or PDF by its extension).
    public init(contentsOf path: String) throws(VectorImageError) {
        guard let format = Self.format(ofPath: path) else {
            throw VectorImageError("not an .svg or .pdf file")
        }
        let data = try Self.read(path)
        if format == .pdf {
            self = try Self.pdf(data)
        } else if Self.isSymbolTemplate(path) {
            self = try Self.symbol(data)
        } else {
            self = try Self.svg(data)
        }
    }

    init(format: Format, data: [UInt8], element: String?, source: [Double], width: Double, height: Double) {
        self.format = format; self.data = data; self.element = element; self.source = source
        self.width = width; self.height = height
    }

    /// The file's bytes, refused unread past `maxFileSize` or when it is not a regular file.
    static func read(_ path: String) throws(VectorImageError) -> [UInt8] {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let size = attributes[.size] as? Int else {
            throw VectorImageError("not a readable file")
        }
        guard size <= maxFileSize else {
            throw VectorImageError("the file is \(size) bytes, more than the limit of \(maxFileSize) bytes for a vector image", isOverLimit: true)
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw VectorImageError("not a readable file") }
        return [UInt8](data)
    }

    static func svg(_ data: [UInt8]) throws(VectorImageError) -> VectorImage {
        let viewport = try SVGMeasure(data, ids: []).viewport
        return try checked(VectorImage(format: .svg, data: data, element: nil, source: [0, 0, viewport.0, viewport.1],
                                       width: viewport.0, height: viewport.1))
    }

    static func pdf(_ data: [UInt8]) throws(VectorImageError) -> VectorImage {
        var size = [0.0, 0.0]
        var message = [CChar](repeating: 0, count: 512)
        let status = data.withUnsafeBufferPointer { cvector_pdf_measure($0.baseAddress, $0.count, &size, &message, message.count) }
        guard status == 0 else { throw VectorImageError(Self.text(message)) }
        return try checked(VectorImage(format: .pdf, data: data, element: nil, source: [0, 0, size[0], size[1]],
                                       width: size[0], height: size[1]))
    }

    /// Refuses an image without a finite, positive size.
    static func checked(_ image: VectorImage) throws(VectorImageError) -> VectorImage {
        guard image.width.isFinite, image.height.isFinite, image.width > 0, image.height > 0,
              image.source.allSatisfy(\.isFinite) else {
            throw VectorImageError("the document has no size (\(image.width) x \(image.height))")
        }
        return image
    }

    static func text(_ message: [CChar]) -> String {
        let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
