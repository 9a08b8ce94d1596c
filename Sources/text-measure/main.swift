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
}

let typesetter: Typesetter
do {
    typesetter = try Typesetter()
} catch {
    FileHandle.standardError.write("text-measure: \(error)\n".data(using: .utf8) ?? Data())
    exit(2)
}
let names = typesetter.faceNames
let encoder = JSONEncoder()
let decoder = JSONDecoder()
var failed = false
while let line = readLine() {
    guard !line.isEmpty else { continue }
    guard let request = try? decoder.decode(Request.self, from: Data(line.utf8)) else {
        FileHandle.standardError.write("text-measure: bad request: \(line)\n".data(using: .utf8) ?? Data())
        failed = true
        continue
    }
    let font = Font.system(size: request.size, weight: request.weight.flatMap(FontWeight.init(name:)) ?? .regular)
    let direction = request.direction.flatMap(WritingDirection.init(rawValue:)) ?? .natural
    let layout = typesetter.layout(request.text, font: font, maxWidth: nil, numberOfLines: 0,
                                   lineBreakMode: .byWordWrapping, alignment: .left,
                                   direction: direction, scale: 1)
    let m = typesetter.metrics(for: font)
    let response = Response(width: layout.lines.map(\.width).max() ?? 0,
                            lineWidths: layout.lines.map(\.width),
                            ascender: m.ascender, descender: m.descender, lineGap: m.lineGap,
                            lineHeight: m.lineHeight,
                            lineAscent: layout.lines.first?.ascent ?? m.ascender,
                            lineDescent: layout.lines.first?.descent ?? m.descender,
                            glyphs: layout.lines.flatMap { $0.glyphs.map(\.glyph) },
                            faces: layout.lines.flatMap { $0.glyphs.map { names[$0.face.index] } })
    if let data = try? encoder.encode(response), let s = String(data: data, encoding: .utf8) {
        print(s)
    }
}
exit(failed ? 1 : 0)
