/// The system font: San Francisco's stand-in and the rules iOS applies to San Francisco.
///
/// The shipped stand-in is Inter 4's variable font (`InterVariable.ttf`), one instance per
/// weight (`wght` = the weight class) and optical cut: its text cut (`opsz` 14) below 20 points
/// and its display cut (`opsz` 32) from 20 points, where iOS switches from SF Pro Text to SF Pro
/// Display. When the font folders hold Apple's SF Pro (`SystemFontFiles`), SF Pro draws instead.
/// Either way, glyphs of the system font are tracked by Apple's size-specific table
/// (`tracking(at:)`) and lines get SF's vertical metrics (`ascender`, `descender`).
public enum SystemFont {
    /// The shipped variable font.
    static let standInFile = "InterVariable.ttf"
    /// The size from which the display cut draws (SF Pro Display).
    public static let displaySize = 20.0
    /// The stand-in's `opsz` values for the text and display cuts.
    static let textOpticalSize = 14.0
    static let displayOpticalSize = 32.0

    /// SF Pro's hhea ascender and descender per em (1950 and 494 of 2048; no line gap): a line
    /// of 1.1934 em, `UIFont.lineHeight` (20.29 pt at 17 pt).
    public static let ascender = 1950.0 / 2048
    public static let descender = 494.0 / 2048

    /// The stand-in's correction to San Francisco's widths, in ems per glyph on top of the
    /// tracking: SF Pro's regular (and lighter) weights set 0.002 em tighter than Inter's, its
    /// medium and heavier weights 0.006 em looser; on top of that, Inter's capitals A-Z are
    /// 0.002 em wider than SF's and its digits 0.003 em narrower. Measured with
    /// scripts/checks/text-vs-ib on the labels Interface Builder sized: the weights on
    /// 2026-11-28 (median |width error| 0.71 -> 0.57 % and 0.93 -> 0.41 % on the corpus's two
    /// parts); the capitals and digits on 2026-11-28 at eb38573 (a least-squares fit over every
    /// label gives +0.005 em for capitals and -0.007 em for digits; half of it is applied, which
    /// takes the 14-16 pt bucket from 84.6 to 89.7 % within 1 pt and keeps 17 pt at 88.6 %,
    /// where the whole fit loses 17 pt samples). Not applied to SF Pro itself.
    static func standInAdjustment(for weight: FontWeight) -> AdvanceAdjustment {
        AdvanceAdjustment(base: weight.weightClass <= 400 ? -0.002 : 0.006, capital: -0.002, digit: 0.003)
    }

    /// Whether a size draws with the display cut.
    public static func isDisplay(size: Double) -> Bool { size >= displaySize }

    /// The tracking iOS applies to the system font at a point size, in points added to every
    /// glyph's advance: Apple's Human Interface Guidelines, Typography, "Tracking values" for
    /// iOS and iPadOS (SF Pro), linear between the listed sizes and flat outside them.
    public static func tracking(at size: Double) -> Double {
        guard let first = trackingTable.first, let last = trackingTable.last else { return 0 }
        if size <= first.size { return first.points }
        if size >= last.size { return last.points }
        for (a, b) in zip(trackingTable, trackingTable.dropFirst()) where size <= b.size {
            return a.points + (b.points - a.points) * (size - a.size) / (b.size - a.size)
        }
        return last.points
    }

    /// (point size, tracking in points) as the guidelines list them.
    static let trackingTable: [(size: Double, points: Double)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08),
        (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45),
        (21, -0.36), (22, -0.26), (23, -0.1), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29),
        (28, 0.38), (29, 0.4), (30, 0.4), (31, 0.39), (32, 0.41), (33, 0.4), (34, 0.4), (35, 0.38),
        (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37), (41, 0.36), (42, 0.37),
        (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35), (49, 0.33),
        (50, 0.34), (51, 0.35), (52, 0.33), (53, 0.31), (54, 0.32), (56, 0.3), (58, 0.28),
        (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14), (72, 0.14),
        (76, 0.07), (80, 0), (84, 0), (88, 0), (92, 0), (96, 0),
    ]
}

/// One instance of the system font: a weight in the text or display cut.
struct SystemFaceKey: Hashable {
    var weight: FontWeight
    var isDisplay: Bool
}

/// A variable font axis set to a value (`FT_Set_Var_Design_Coordinates`, `hb_font_set_variations`).
struct FontVariation: Hashable {
    /// The four-letter axis tag ("wght", "opsz").
    var tag: String
    var value: Double

    /// The tag as the 32-bit number OpenType and FreeType use.
    var tagNumber: UInt32 {
        tag.utf8.prefix(4).reduce(0) { $0 << 8 | UInt32($1) }
    }
}
