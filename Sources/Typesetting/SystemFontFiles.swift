/// The files that draw the system font, found in the font folders: one instance per weight and
/// optical cut (`SystemFaceKey`).
enum SystemFontFiles {
    /// One system font instance: a file and the variable font axes to set in it.
    struct Instance {
        var key: SystemFaceKey
        var path: String
        var variations: [FontVariation]
        var postScriptName: String
        /// Ems added to every glyph's advance (`SystemFont.standInAdjustment(for:)` for the stand-in).
        var advanceAdjustment = 0.0
    }

    /// The system font's instances, in a fixed order (weights light to black, text cut then
    /// display cut); empty when the folders lack the stand-in.
    static func find(in directories: [String]) -> [Instance] {
        standIn(in: directories)
    }

    /// The weights and cuts, in face order.
    static var keys: [SystemFaceKey] {
        [false, true].flatMap { display in FontWeight.allCases.map { SystemFaceKey(weight: $0, isDisplay: display) } }
    }

    /// Inter 4's variable font: `wght` = the weight class, `opsz` 14 (text) or 32 (display).
    private static func standIn(in directories: [String]) -> [Instance] {
        guard let path = Engine.find(SystemFont.standInFile, in: directories) else { return [] }
        return keys.map { key in
            let opsz = key.isDisplay ? SystemFont.displayOpticalSize : SystemFont.textOpticalSize
            let name = (key.isDisplay ? "InterDisplay-" : "Inter-") + interStyle(key.weight)
            return Instance(key: key, path: path,
                            variations: [FontVariation(tag: "wght", value: Double(key.weight.weightClass)),
                                         FontVariation(tag: "opsz", value: opsz)],
                            postScriptName: name, advanceAdjustment: SystemFont.standInAdjustment(for: key.weight))
        }
    }

    /// Inter's name for a weight class (its 100 is "Thin", UIKit's ultraLight).
    private static func interStyle(_ weight: FontWeight) -> String {
        ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"][
            weight.weightClass / 100 - 1]
    }
}
