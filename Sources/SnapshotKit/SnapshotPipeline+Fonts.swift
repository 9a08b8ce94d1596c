import Layout
import Typesetting

/// Fonts by name (`"Futura-Medium 17"`, `<fontDescription name="Futura-Medium">`) are looked up
/// in the font folders; one that is not there is drawn with the system font of its weight and
/// named in a warning.
extension SnapshotPipeline {
    /// One warning per font by name that no font folder has, naming the views set in it.
    func missingFontWarnings(_ tree: ViewTree) -> [String] {
        let missing = tree.missingNamedFonts { typesetter.resolve($0.font(category: .large)).isMissing }
        return missing.map { entry in
            let name = entry.font.name ?? ""
            let family = entry.font.family.flatMap { $0 == name ? nil : " (family \"\($0)\")" } ?? ""
            let first = "'\(entry.views[0])'"
            let views = entry.views.count == 1 ? first : "\(first) and \(entry.views.count - 1) more"
            return "font \"\(name)\"\(family) is in none of the font folders (add one with --fonts or SNAPSHOT_FONTS): "
                + "\(views) drawn with the system font"
        }
    }
}
