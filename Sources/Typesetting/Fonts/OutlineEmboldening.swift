import CFreeType

/// A point of a closed outline contour: on the curve, or one of the two control points of a cubic
/// Bézier segment (in the order the segment uses them).
public struct OutlinePoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var isCubicControl: Bool
    public init(x: Double, y: Double, isCubicControl: Bool = false) {
        self.x = x; self.y = y; self.isCubicControl = isCubicControl
    }
}

/// Thickening or thinning an outline's strokes with FreeType's `FT_Outline_EmboldenXY`, as
/// FreeType emboldens a synthetic bold: every contour moves outward from the ink by half of
/// `strength` (inward when it is negative), so a stroke grows by `strength`, half on each side.
/// Contours are taken as FreeType reads a glyph: holes wound against the outer contours.
public enum OutlineEmboldening {
    /// Coordinates become integers at this many units per outline unit (FreeType's `FT_Pos`).
    static let unitsPerPoint = 1024.0

    /// The contours moved by `strength` (outline units); empty contours and outlines too large
    /// for FreeType (32,767 points) come back unchanged.
    public static func emboldened(_ contours: [[OutlinePoint]], strength: Double) -> [[OutlinePoint]] {
        let kept = contours.filter { !$0.isEmpty }
        let count = kept.reduce(0) { $0 + $1.count }
        guard strength != 0, strength.isFinite, !kept.isEmpty, count <= Int(Int16.max) else { return contours }
        var points = kept.flatMap { $0 }.map { FT_Vector(x: FT_Pos(($0.x * unitsPerPoint).rounded()), y: FT_Pos(($0.y * unitsPerPoint).rounded())) }
        var tags = kept.flatMap { $0 }.map { CChar($0.isCubicControl ? FT_CURVE_TAG_CUBIC : FT_CURVE_TAG_ON) }
        var ends = [Int16](), end = -1
        for c in kept { end += c.count; ends.append(Int16(end)) }
        let moved: [FT_Vector]? = points.withUnsafeMutableBufferPointer { p in
            tags.withUnsafeMutableBufferPointer { t in
                ends.withUnsafeMutableBufferPointer { e in
                    var outline = FT_Outline(n_contours: Int16(e.count), n_points: Int16(p.count), points: p.baseAddress,
                                             tags: t.baseAddress, contours: e.baseAddress, flags: 0)
                    let s = FT_Pos((strength * unitsPerPoint).rounded())
                    return FT_Outline_EmboldenXY(&outline, s, s) == 0 ? Array(p) : nil
                }
            }
        }
        guard let moved else { return contours }
        return regroup(moved, like: kept, shift: -(strength * unitsPerPoint).rounded() / 2)
    }

    /// FreeType's points back into contours, with `like`'s point kinds, moved by `shift` units
    /// along both axes: `FT_Outline_EmboldenXY` also moves the whole outline by half the strength
    /// towards +x and +y (a synthetic bold grows to the right and up), which is taken back here so
    /// a stroke grows equally on both sides.
    private static func regroup(_ moved: [FT_Vector], like kept: [[OutlinePoint]], shift: Double) -> [[OutlinePoint]] {
        var index = 0
        return kept.map { contour in
            contour.map { point in
                defer { index += 1 }
                return OutlinePoint(x: (Double(moved[index].x) + shift) / unitsPerPoint,
                                    y: (Double(moved[index].y) + shift) / unitsPerPoint, isCubicControl: point.isCubicControl)
            }
        }
    }
}
