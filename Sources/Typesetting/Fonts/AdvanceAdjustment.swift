/// Ems added to the advance of a glyph that has one: the stand-in's correction to San
/// Francisco's widths (`SystemFont.standInAdjustment(for:)`), by the class of the character the
/// glyph draws. `none` for every other font, SF Pro included.
struct AdvanceAdjustment: Hashable {
    /// Added to every glyph.
    var base = 0.0
    /// Added on top of `base` to a basic Latin capital letter (A-Z).
    var capital = 0.0
    /// Added on top of `base` to an ASCII digit (0-9).
    var digit = 0.0

    /// No adjustment.
    static let none = AdvanceAdjustment()

    /// The ems added to the glyph of a cluster starting with UTF-16 unit `unit`.
    func ems(for unit: UInt16) -> Double {
        switch unit {
        case 0x41...0x5A: base + capital
        case 0x30...0x39: base + digit
        default: base
        }
    }
}
