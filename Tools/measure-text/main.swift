// Reads JSON lines {"text": ..., "size": ..., "weight": "regular", "direction": "natural"}
// from stdin and prints one JSON line per input with the unwrapped layout: width (unrounded,
// widest line), per-line widths, the font's ascender/descender/lineHeight, the first line's
// ascent/descent and the glyph ids. Used by scripts/checks/text-vs-python.
import Foundation
import Typesetting

struct Request: Decodable {
    var text: String
    var size: Double
    var weight: String?
    var direction: String?
    /// When set, the text is also wrapped by word at this width (`wrapped` in the answer).
    var maxWidth: Double?
}

struct WrappedLine: Encodable {
    var start: Int
    var end: Int
    var width: Double
    var baseline: Double
}

struct Response: Encodable {
    var width: Double
    var lineWidths: [Double]
    var ascender: Double
    var descender: Double
    var lineGap: Double
    var lineHeight: Double
    var lineAscent: Double
    var lineDescent: Double
    var glyphs: [UInt32]
    var faces: [String]
    var wrapped: [WrappedLine]?
    var wrappedHeight: Double?
}

let typesetter: Typesetter
do {
    typesetter = try Typesetter()
} catch {
    FileHandle.standardError.write("measure-text: \(error)\n".data(using: .utf8) ?? Data())
    exit(2)
}
let names = typesetter.faceNames

// Debug aid: `measure-text --pgm OUT.pgm WIDTH TEXT` lays TEXT out at 17 pt, @2x, wrapped at
// WIDTH points, and writes the glyph masks (max-combined, no blending) as a grey PGM image.
let arguments = CommandLine.arguments
if arguments.count == 5, arguments[1] == "--pgm", let width = Double(arguments[3]) {
    let scale = 2.0
    let layout = typesetter.layout(arguments[4], font: .system(size: 17), maxWidth: width,
                                   numberOfLines: 0, lineBreakMode: .byWordWrapping,
                                   alignment: .natural, direction: .natural, scale: scale)
    let w = Int((width * scale).rounded(.up)) + 4
    let h = Int((layout.height * scale).rounded(.up)) + 4
    var pixels = [UInt8](repeating: 0, count: w * h)
    for line in layout.lines {
        for g in line.glyphs {
            let (px, sub) = GlyphMask.placement(x: g.x, scale: scale)
            let mask = typesetter.glyphMask(g, scale: scale, subpixel: sub)
            let baseline = Int((g.y * scale).rounded())
            for y in 0..<mask.height {
                for x in 0..<mask.width {
                    let X = px + mask.left + x + 2
                    let Y = baseline - mask.top + y + 2
                    guard X >= 0, X < w, Y >= 0, Y < h else { continue }
                    pixels[Y * w + X] = max(pixels[Y * w + X], mask.coverage[y * mask.width + x])
                }
            }
        }
    }
    var data = Data("P5\n\(w) \(h)\n255\n".utf8)
    data.append(contentsOf: pixels.map { 255 - $0 })
    guard FileManager.default.createFile(atPath: arguments[2], contents: data) else {
        print("measure-text: cannot write \(arguments[2])")
        exit(1)
    }
    print("measure-text: wrote \(arguments[2]) (\(w)x\(h), \(layout.lines.count) lines)")
    exit(0)
}
// `measure-text --color-mask PIXELS TEXT...` prints, per TEXT, one JSON line with its first
// glyph's colour mask at PIXELS pixels per em: face, glyph, box, colorScale, premultiplied RGBA
// (base64) and the milliseconds the mask took uncached. Used by scripts/checks/colrv1-vs-reference.
if arguments.count >= 4, arguments[1] == "--color-mask", let pixels = Double(arguments[2]) {
    for text in arguments.dropFirst(3) {
        guard let g = typesetter.layout(text, font: .system(size: pixels)).lines.first?.glyphs.first else { continue }
        typesetter.clearGlyphCache()
        let start = DispatchTime.now().uptimeNanoseconds
        let mask = typesetter.glyphMask(g, scale: 1, subpixel: 0)
        let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        let fields: [String: Any] = [
            "text": text, "face": names[g.face.index], "glyph": Int(g.glyph), "width": mask.width, "height": mask.height,
            "left": mask.left, "top": mask.top, "colorScale": mask.colorScale, "milliseconds": ms,
            "rgba": Data(mask.color ?? []).base64EncodedString(),
        ]
        if let data = try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys]) {
            print(String(decoding: data, as: UTF8.self))
        }
    }
    exit(0)
}
let encoder = JSONEncoder()
let decoder = JSONDecoder()
var failed = false
while let line = readLine() {
    guard !line.isEmpty else { continue }
    guard let request = try? decoder.decode(Request.self, from: Data(line.utf8)) else {
        FileHandle.standardError.write("measure-text: bad request: \(line)\n".data(using: .utf8) ?? Data())
        failed = true
        continue
    }
    let font = Font.system(size: request.size, weight: request.weight.flatMap(FontWeight.init(name:)) ?? .regular)
    let direction = request.direction.flatMap(WritingDirection.init(rawValue:)) ?? .natural
    let layout = typesetter.layout(request.text, font: font, maxWidth: nil, numberOfLines: 0,
                                   lineBreakMode: .byWordWrapping, alignment: .left,
                                   direction: direction, scale: 1)
    let m = typesetter.metrics(for: font)
    var wrapped: [WrappedLine]?
    var wrappedHeight: Double?
    if let maxWidth = request.maxWidth {
        let w = typesetter.layout(request.text, font: font, maxWidth: maxWidth, numberOfLines: 0,
                                  lineBreakMode: .byWordWrapping, alignment: .left,
                                  direction: direction, scale: 1)
        wrapped = w.lines.map {
            WrappedLine(start: $0.utf16Range.lowerBound, end: $0.utf16Range.upperBound, width: $0.width,
                        baseline: $0.baseline)
        }
        wrappedHeight = w.height
    }
    let response = Response(width: layout.lines.map(\.width).max() ?? 0,
                            lineWidths: layout.lines.map(\.width),
                            ascender: m.ascender, descender: m.descender, lineGap: m.lineGap,
                            lineHeight: m.lineHeight,
                            lineAscent: layout.lines.first?.ascent ?? m.ascender,
                            lineDescent: layout.lines.first?.descent ?? m.descender,
                            glyphs: layout.lines.flatMap { $0.glyphs.map(\.glyph) },
                            faces: layout.lines.flatMap { $0.glyphs.map { names[$0.face.index] } },
                            wrapped: wrapped, wrappedHeight: wrappedHeight)
    if let data = try? encoder.encode(response), let s = String(data: data, encoding: .utf8) {
        print(s)
    }
}
exit(failed ? 1 : 0)
