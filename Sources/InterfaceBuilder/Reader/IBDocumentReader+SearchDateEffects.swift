import Foundation
import Layout
import Typesetting

extension SearchBarStyle: IBEnum {}
extension DatePickerMode: IBEnum {}
extension SymbolScale: IBEnum {
    static let xmlSpellings: [(spelling: String, value: SymbolScale)] = [
        ("small", .small), ("medium", .medium), ("large", .large), ("default", .medium),
    ]
}
extension DatePickerStyle: IBEnum {}

/// Reading `<searchBar>`, `<datePicker>`, `<visualEffectView>`, button configurations and SF
/// Symbol configurations.
extension IBDocumentReader {
    mutating func searchBar(_ node: XMLElementNode) throws(IBError) -> IBSearchBar {
        var s = IBSearchBar()
        s.text = text(in: node, key: "text", attributedKey: nil).0
        s.placeholder = text(in: node, key: "placeholder", attributedKey: nil).0
        s.prompt = text(in: node, key: "prompt", attributedKey: nil).0
        s.style = enumeration(node, "searchBarStyle", default: SearchBarStyle.default)
        s.barTintColor = try color(in: node, key: "barTintColor")
        return s
    }

    mutating func datePicker(_ node: XMLElementNode) throws(IBError) -> IBDatePicker {
        var d = IBDatePicker()
        d.mode = enumeration(node, "datePickerMode", default: DatePickerMode.dateAndTime)
        if node["style"] != nil {
            d.style = enumeration(node, "style", default: DatePickerStyle.automatic)
        } else {
            d.style = enumeration(node, "preferredDatePickerStyle", default: DatePickerStyle.automatic)
        }
        // Seconds since 2001 are larger than the reader's bound on lengths, so read them here.
        if let date = node.child(named: "date", key: "date"), let text = date["timeIntervalSinceReferenceDate"] {
            if let seconds = Double(text.trimmingCharacters(in: .whitespaces)), seconds.isFinite, abs(seconds) < 1e12 {
                d.date = seconds
            } else {
                warn(date, "date timeIntervalSinceReferenceDate=\(MessageQuote.quoted(text)) is not a date; the picker shows 18 September 2023")
            }
        }
        return d
    }

    func visualEffectView(_ node: XMLElementNode) -> IBVisualEffectView {
        var v = IBVisualEffectView()
        if let blur = node.child(named: "blurEffect") {
            v.blurStyle = blur["style"] ?? "regular"
        } else if let vibrancy = node.child(named: "vibrancyEffect") {
            v.isVibrancy = true
            v.blurStyle = vibrancy.child(named: "blurEffect")?["style"] ?? "regular"
        }
        return v
    }

    /// `<preferredSymbolConfiguration>`: a point size, or a text style's font, and a scale.
    mutating func symbolConfiguration(_ node: XMLElementNode) throws(IBError) -> IBSymbolConfiguration {
        var s = IBSymbolConfiguration()
        s.pointSize = try number(node, "pointSize")
        if let f = node.child(named: "fontDescription") { s.font = try font(f) }
        if node["scale"] != nil { s.scale = enumeration(node, "scale", default: SymbolScale.medium) }
        return s
    }

    mutating func buttonConfiguration(_ node: XMLElementNode) throws(IBError) -> IBButtonConfiguration {
        var c = IBButtonConfiguration()
        c.style = node["style"] ?? "plain"
        c.title = text(in: node, key: "title", attributedKey: "attributedTitle").0
        c.subtitle = text(in: node, key: "subtitle", attributedKey: "attributedSubtitle").0
        c.image = node["image"]
        c.imageCatalog = node["catalog"]
        if let reference = node.child(named: "imageReference", key: "image") {
            c.image = reference["image"]
            c.imageCatalog = reference["catalog"]
            if reference["symbolScale"] != nil { c.symbol.scale = enumeration(reference, "symbolScale", default: SymbolScale.medium) }
        }
        if let p = node.child(named: "preferredSymbolConfiguration") {
            let s = try symbolConfiguration(p)
            c.symbol.pointSize = s.pointSize
            c.symbol.font = s.font
            c.symbol.scale = s.scale ?? c.symbol.scale
        }
        c.imagePlacement = node["imagePlacement"]
        c.imagePadding = try number(node, "imagePadding")
        c.cornerStyle = node["cornerStyle"]
        c.buttonSize = node["buttonSize"]
        if let f = node.child(named: "fontDescription", key: "titleFontDescription") { c.titleFont = try font(f) }
        c.baseForegroundColor = try color(in: node, key: "baseForegroundColor")
        c.baseBackgroundColor = try color(in: node, key: "baseBackgroundColor")
        if let e = node.child(named: "directionalEdgeInsets", key: "contentInsets") {
            c.contentInsets = DirectionalEdgeInsets(
                top: try number(e, "top", default: 0), leading: try number(e, "leading", default: 0),
                bottom: try number(e, "bottom", default: 0), trailing: try number(e, "trailing", default: 0))
        }
        return c
    }

    /// A button state's image: `image=` with `catalog=`, or an `<imageReference key="image">`.
    func stateImage(_ node: XMLElementNode) -> (name: String?, catalog: String?, scale: String?) {
        if let reference = node.child(named: "imageReference", key: "image") {
            return (reference["image"], reference["catalog"], reference["symbolScale"])
        }
        return (node["image"], node["catalog"], nil)
    }
}
