import Foundation

/// Raster images inside a vector file are decoded by librsvg or Poppler at their own size,
/// whatever the size they are drawn at: a small file can hold a 60,000 x 60,000-pixel image.
/// Their sizes are read from the file's bytes and checked against the pixel limit before the
/// document is drawn.
extension VectorImage {
    /// The largest raster image the file's bytes declare, in pixels (0 when none is found):
    /// in a PDF, every `/Width` and `/Height` of an image's stream dictionary (stream
    /// dictionaries are never compressed), the largest of each multiplied; in an SVG, every
    /// PNG embedded as a `data:image/png;base64,` URL, from its header.
    func largestEmbeddedImage() -> Int {
        switch format {
        case .pdf: return Self.largestPDFImage(data)
        case .svg: return Self.largestSVGImage(data)
        }
    }

    static func largestPDFImage(_ data: [UInt8]) -> Int {
        let text = String(decoding: data, as: UTF8.self)
        func largest(_ key: String) -> Int {
            var best = 0
            var rest = text[...]
            while let r = rest.range(of: key) {
                rest = rest[r.upperBound...]
                let digits = rest.drop { $0 == " " || $0 == "\n" || $0 == "\r" }.prefix { $0.isASCII && $0.isNumber }
                best = max(best, Int(digits.prefix(12)) ?? 0)
            }
            return best
        }
        let (w, h) = (largest("/Width"), largest("/Height"))
        return w.multipliedReportingOverflow(by: h).overflow ? Int.max : w * h
    }

    static func largestSVGImage(_ data: [UInt8]) -> Int {
        let text = String(decoding: data, as: UTF8.self)
        var best = 0
        var rest = text[...]
        while let r = rest.range(of: "data:image/png;base64,") {
            rest = rest[r.upperBound...]
            let head = String(rest.prefix(32).filter { !$0.isWhitespace })
            guard let bytes = Data(base64Encoded: head), bytes.count >= 24 else { continue }
            let b = [UInt8](bytes)
            func be32(_ i: Int) -> Int { b[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
            best = max(best, be32(16) * be32(20))
        }
        return best
    }
}
