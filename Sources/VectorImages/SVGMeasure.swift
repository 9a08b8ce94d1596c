import Foundation
import CVectorImages

/// One parse of an SVG: its viewport and the rectangles of the elements asked for.
struct SVGMeasure {
    /// Width and height of the document's viewport.
    var viewport: (Double, Double)
    /// Per element id asked for (`#Regular-M`), when it exists: its ink rectangle (strokes
    /// included) and logical rectangle, each [x, y, width, height] in viewport coordinates.
    var elements: [String: (ink: [Double], logical: [Double])] = [:]

    init(_ data: [UInt8], ids: [String]) throws(VectorImageError) {
        var box = [0.0, 0.0]
        var rects = [Double](repeating: 0, count: ids.count * 8)
        var found = [Int32](repeating: 0, count: ids.count)
        var message = [CChar](repeating: 0, count: 512)
        let status = Self.measure(data, ids, &box, &rects, &found, &message)
        guard status == 0 else { throw VectorImageError(VectorImage.text(message)) }
        viewport = (box[0], box[1])
        for (i, id) in ids.enumerated() where found[i] != 0 {
            elements[id] = (Array(rects[(i * 8)..<(i * 8 + 4)]), Array(rects[(i * 8 + 4)..<(i * 8 + 8)]))
        }
    }

    private static func measure(_ data: [UInt8], _ ids: [String], _ box: inout [Double], _ rects: inout [Double],
                                _ found: inout [Int32], _ message: inout [CChar]) -> Int32 {
        let cStrings = ids.map { strdup($0) }
        defer { cStrings.forEach { free($0) } }
        let pointers = cStrings.map { UnsafePointer($0) }
        return data.withUnsafeBufferPointer { bytes in
            pointers.withUnsafeBufferPointer { idList in
                cvector_svg_measure(bytes.baseAddress, bytes.count, idList.baseAddress, ids.count, &box, &rects, &found,
                                    &message, message.count)
            }
        }
    }
}
