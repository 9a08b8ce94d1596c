/// The area drawing may touch: integer bounds plus, optionally, an 8-bit coverage mask over
/// those bounds (for anti-aliased clip edges such as a rounded `clipsToBounds`). Nested clips
/// intersect: bounds intersect and masks multiply (rounded to nearest).
struct ClipRegion: Equatable, Sendable {
    var bounds: PixelBounds
    /// `bounds.width * bounds.height` coverage bytes, or nil for "fully inside".
    var mask: [UInt8]?

    init(bounds: PixelBounds, mask: [UInt8]? = nil) {
        self.bounds = bounds
        self.mask = mask
    }

    /// Mask value at (x, y), which must lie inside `bounds`.
    @inline(__always)
    func maskValue(x: Int, y: Int) -> UInt8 {
        guard let mask else { return 255 }
        return mask[(y - bounds.y0) * bounds.width + (x - bounds.x0)]
    }

    /// Intersects with a shape given as a row-coverage producer over `shapeBounds`.
    mutating func intersect(shapeBounds: PixelBounds,
                            rows: (PixelBounds, (Int, Int, UnsafeBufferPointer<UInt8>) -> Void) -> Void) {
        let nb = bounds.intersection(shapeBounds)
        guard !nb.isEmpty else {
            self = ClipRegion(bounds: PixelBounds(x0: 0, y0: 0, x1: 0, y1: 0))
            return
        }
        var newMask = [UInt8](repeating: 0, count: nb.width * nb.height)
        rows(nb) { y, x0, coverage in
            let rowStart = (y - nb.y0) * nb.width
            for i in 0..<coverage.count {
                let x = x0 + i
                newMask[rowStart + x - nb.x0] = coverage[i]
            }
        }
        if let old = mask {
            for y in nb.y0..<nb.y1 {
                let rowStart = (y - nb.y0) * nb.width
                let oldStart = (y - bounds.y0) * bounds.width - bounds.x0
                for x in nb.x0..<nb.x1 {
                    newMask[rowStart + x - nb.x0] = UInt8(div255(UInt32(newMask[rowStart + x - nb.x0])
                                                                     * UInt32(old[oldStart + x])))
                }
            }
        }
        bounds = nb
        mask = newMask.allSatisfy({ $0 == 255 }) ? nil : newMask
    }
}
