/// The files that draw the system font, found in the font folders: one instance per weight and
/// optical cut (`SystemFaceKey`). Apple's SF Pro, when a folder holds it (bring your own San
/// Francisco: docs/text.md), else the shipped stand-in, Inter 4.
enum SystemFontFiles {
    /// One system font instance: a file and the variable font axes to set in it.
    struct Instance {
        var key: SystemFaceKey
        var path: String
        var variations: [FontVariation]
        /// The face's PostScript name (nil: the font's own, from FreeType).
        var postScriptName: String?
        /// Ems added to every glyph's advance (`SystemFont.standInAdjustment(for:)` for the stand-in).
        var advanceAdjustment = AdvanceAdjustment.none
    }

    /// The system font's instances, in a fixed order (weights light to black, text cut then
    /// display cut): SF Pro's static Text and Display files, else SF Pro's variable font, else
    /// the stand-in; empty when the folders have none of them.
    static func find(in directories: [String]) -> [Instance] {
        let found = sfProStatic(in: directories)
        if !found.isEmpty { return found }
        let variable = sfProVariable(in: directories)
        return variable.isEmpty ? standIn(in: directories) : variable
    }

    /// The weights and cuts, in face order.
    static var keys: [SystemFaceKey] {
        [false, true].flatMap { display in FontWeight.allCases.map { SystemFaceKey(weight: $0, isDisplay: display) } }
    }

    /// SF Pro's names for the weights, as in its file names ("SF-Pro-Text-Semibold.otf").
    static func sfProStyle(_ weight: FontWeight) -> String {
        ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"][
            weight.weightClass / 100 - 1]
    }

    /// `SF-Pro-Text-<Weight>` and `SF-Pro-Display-<Weight>` (.otf or .ttf): each weight from its
    /// file, or from the nearest weight of its cut the folders have; a cut without any file takes
    /// the other's. Empty without a Regular of either cut.
    private static func sfProStatic(in directories: [String]) -> [Instance] {
        func file(_ cut: String, _ weight: FontWeight) -> String? {
            ["otf", "ttf"].lazy.compactMap { Engine.find("SF-Pro-\(cut)-\(sfProStyle(weight)).\($0)", in: directories) }.first
        }
        var paths: [SystemFaceKey: String] = [:]
        for key in keys { paths[key] = file(key.isDisplay ? "Display" : "Text", key.weight) }
        guard paths[SystemFaceKey(weight: .regular, isDisplay: false)] != nil
                || paths[SystemFaceKey(weight: .regular, isDisplay: true)] != nil else { return [] }
        return keys.compactMap { key in
            nearest(key, in: paths).map { Instance(key: key, path: $0, variations: [], postScriptName: nil) }
        }
    }

    /// The file of the weight nearest `key`'s in its cut, else in the other cut.
    private static func nearest(_ key: SystemFaceKey, in paths: [SystemFaceKey: String]) -> String? {
        let order = FontWeight.allCases.sorted { abs($0.weightClass - key.weight.weightClass) < abs($1.weightClass - key.weight.weightClass) }
        for display in [key.isDisplay, !key.isDisplay] {
            if let hit = order.lazy.compactMap({ paths[SystemFaceKey(weight: $0, isDisplay: display)] }).first { return hit }
        }
        return nil
    }

    /// `SF-Pro.ttf`, SF Pro's variable font: `wght` = the weight class, `opsz` 17 for the text
    /// cut and 28 for the display cut (positions in SF Pro Text's and SF Pro Display's ranges;
    /// iOS moves the axis with every size).
    private static func sfProVariable(in directories: [String]) -> [Instance] {
        guard let path = Engine.find("SF-Pro.ttf", in: directories) else { return [] }
        return keys.map { key in
            Instance(key: key, path: path,
                     variations: [FontVariation(tag: "wght", value: Double(key.weight.weightClass)),
                                  FontVariation(tag: "opsz", value: key.isDisplay ? 28 : 17)],
                     postScriptName: "SFPro\(key.isDisplay ? "Display" : "Text")-\(sfProStyle(key.weight))")
        }
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
