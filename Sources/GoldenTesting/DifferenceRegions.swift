import Raster

/// The separate regions of a comparison's differing pixels, for the report's crops: one crop
/// per region, each containing the whole region (a changed button title, each of four changed
/// corners), instead of one fixed-size crop at the top-left of the bounding box.
enum DifferenceRegions {
    /// Grid cell size: differing pixels closer than about this many pixels join one region.
    static let cell = 12

    /// Bounding boxes of the groups of differing pixels, top to bottom then left to right.
    /// Pixels in touching `cell`-sized cells form one group; groups whose boxes come within
    /// `cell` pixels of each other are merged. At most `limit` boxes: the rest are merged
    /// into the last.
    static func find(_ analysis: ImageComparison.Analysis, limit: Int = 6) -> [PixelBounds] {
        let w = analysis.width, h = analysis.height
        guard w > 0, h > 0 else { return [] }
        let gw = (w + cell - 1) / cell, gh = (h + cell - 1) / cell
        var boxes = [PixelBounds?](repeating: nil, count: gw * gh)
        for y in 0..<h {
            for x in 0..<w where analysis.verdicts[y * w + x] == .different {
                let i = (y / cell) * gw + x / cell
                boxes[i] = union(boxes[i], PixelBounds(x0: x, y0: y, x1: x + 1, y1: y + 1))
            }
        }
        var regions = components(boxes, gw: gw, gh: gh)
        regions = mergeNear(regions)
        regions.sort { ($0.y0, $0.x0) < ($1.y0, $1.x0) }
        if regions.count > limit {
            let rest = regions[(limit - 1)...].reduce(nil, union)
            regions = Array(regions.prefix(limit - 1)) + [rest].compactMap { $0 }
        }
        return regions
    }

    /// Connected groups of non-empty cells (8-neighbours), each as the union of its pixel boxes.
    static func components(_ cells: [PixelBounds?], gw: Int, gh: Int) -> [PixelBounds] {
        var seen = [Bool](repeating: false, count: cells.count)
        var out: [PixelBounds] = []
        for start in cells.indices where cells[start] != nil && !seen[start] {
            var box: PixelBounds?
            var stack = [start]
            seen[start] = true
            while let i = stack.popLast() {
                box = union(box, cells[i])
                let cx = i % gw, cy = i / gw
                for dy in -1...1 {
                    for dx in -1...1 {
                        let nx = cx + dx, ny = cy + dy
                        guard nx >= 0, ny >= 0, nx < gw, ny < gh else { continue }
                        let j = ny * gw + nx
                        if cells[j] != nil && !seen[j] {
                            seen[j] = true
                            stack.append(j)
                        }
                    }
                }
            }
            if let box { out.append(box) }
        }
        return out
    }

    /// Merges boxes that overlap or come within `cell` pixels, until none do.
    static func mergeNear(_ input: [PixelBounds]) -> [PixelBounds] {
        var boxes = input
        var merged = true
        while merged {
            merged = false
            outer: for i in boxes.indices {
                for j in boxes.indices where j > i {
                    let a = boxes[i], b = boxes[j]
                    if a.x0 - cell < b.x1 && b.x0 - cell < a.x1 && a.y0 - cell < b.y1 && b.y0 - cell < a.y1 {
                        boxes[i] = PixelBounds(x0: min(a.x0, b.x0), y0: min(a.y0, b.y0), x1: max(a.x1, b.x1), y1: max(a.y1, b.y1))
                        boxes.remove(at: j)
                        merged = true
                        break outer
                    }
                }
            }
        }
        return boxes
    }

    static func union(_ a: PixelBounds?, _ b: PixelBounds?) -> PixelBounds? {
        guard let a else { return b }
        guard let b else { return a }
        return PixelBounds(x0: min(a.x0, b.x0), y0: min(a.y0, b.y0), x1: max(a.x1, b.x1), y1: max(a.y1, b.y1))
    }

    /// The crop shown for a region: the region plus 12 pixels around it, at least 64 × 48
    /// pixels (centred on a small region), within the image.
    static func crop(_ box: PixelBounds, width: Int, height: Int) -> PixelBounds {
        func span(_ lo: Int, _ hi: Int, min minSize: Int, limit: Int) -> (Int, Int) {
            let size = Swift.min(limit, Swift.max(minSize, hi - lo + 24))
            let start = Swift.max(0, Swift.min((lo + hi) / 2 - size / 2, limit - size))
            return (start, start + size)
        }
        let (x0, x1) = span(box.x0, box.x1, min: 64, limit: width)
        let (y0, y1) = span(box.y0, box.y1, min: 48, limit: height)
        return PixelBounds(x0: x0, y0: y0, x1: x1, y1: y1)
    }
}
