import Layout
import Typesetting

/// Fonts by name (`"Futura-Medium 17"`, `<fontDescription name="Futura-Medium">`) are looked up
/// in the font folders. iOS's own families that the folders lack draw with their open stand-ins
/// (`IOSFontFamily`): silently where the stand-in is metric-compatible, with a warning where it
/// is only the nearest style. Any other font the folders lack is drawn with the system font of
/// its weight and named in a warning.
extension SnapshotPipeline {
    /// One warning per font by name that no font folder has, or that only a nearest-style
    /// stand-in draws, naming the views set in it.
    func missingFontWarnings(_ tree: ViewTree) -> [String] {
        let missing = tree.missingNamedFonts { typesetter.resolve($0.font(category: .large)).isMissing }
        let nearest = tree.missingNamedFonts { font in
            typesetter.resolve(font.font(category: .large)).standInFor.map { !$0.isMetricCompatible } ?? false
        }
        return missing.map { entry in
            "\(Self.fontDescription(entry.font)) is in none of the font folders (add one with --fonts or SNAPSHOT_FONTS): "
                + "\(Self.views(entry.views)) drawn with the system font"
        } + nearest.map { entry in
            let family = typesetter.resolve(entry.font.font(category: .large)).standInFor
            return "\(Self.fontDescription(entry.font)) is iOS's \(family?.name ?? "") and in none of the font folders: "
                + "\(Self.views(entry.views)) drawn with \(family?.standIn ?? ""), the nearest open style, whose widths "
                + "differ from iOS's (add the font with --fonts or SNAPSHOT_FONTS)"
        }
    }

    private static func fontDescription(_ font: CustomFont) -> String {
        let name = font.name ?? ""
        let family = font.family.flatMap { $0 == name ? nil : " (family \"\($0)\")" } ?? ""
        return "font \"\(name)\"\(family)"
    }

    private static func views(_ names: [String]) -> String {
        let first = "'\(names.first ?? "")'"
        return names.count == 1 ? first : "\(first) and \(names.count - 1) more"
    }
}
