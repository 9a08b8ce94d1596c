import Foundation
import Layout
import Typesetting

extension SymbolScale: IBEnum {
    static let xmlSpellings: [(spelling: String, value: SymbolScale)] = [
        ("small", .small), ("medium", .medium), ("large", .large), ("default", .medium),
    ]
}

/// Reading `<visualEffectView>`, button configurations and SF Symbol configurations.
extension IBDocumentReader {
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
        s.weight = node["weight"].flatMap(FontWeight.init(name:))
        return s
    }

    /// An `<imageReference>`'s symbol settings: `symbolScale=`, `pointSize=`, `renderingMode=`.
    mutating func imageReferenceSymbol(_ reference: XMLElementNode) throws(IBError) -> IBSymbolConfiguration {
        var s = IBSymbolConfiguration()
        if reference["symbolScale"] != nil { s.scale = enumeration(reference, "symbolScale", default: SymbolScale.medium) }
        s.pointSize = try number(reference, "pointSize")
        s.renderingMode = reference["renderingMode"].flatMap(SymbolRenderingMode.init(rawValue:))
        return s
    }

    mutating func buttonConfiguration(_ node: XMLElementNode) throws(IBError) -> IBButtonConfigurationElement {
        var c = IBButtonConfigurationElement()
        c.style = node["style"] ?? "plain"
        c.configuration.style = IBButtonConfigurationElement.styles[c.style] ?? .plain
        c.title = text(in: node, key: "title", attributedKey: "attributedTitle").0
        c.subtitle = text(in: node, key: "subtitle", attributedKey: "attributedSubtitle").0
        c.image = node["image"]
        c.imageCatalog = node["catalog"]
        if let reference = node.child(named: "imageReference", key: "image") {
            c.image = reference["image"]
            c.imageCatalog = reference["catalog"]
            c.symbol = try imageReferenceSymbol(reference)
        }
        if let p = node.child(named: "preferredSymbolConfiguration") {
            c.symbol = c.symbol.merging(try symbolConfiguration(p))
        }
        try configurationLayout(node, into: &c.configuration)
        c.baseForegroundColor = try color(in: node, key: "baseForegroundColor")
        c.baseBackgroundColor = try color(in: node, key: "baseBackgroundColor")
        if let e = node.child(named: "directionalEdgeInsets", key: "contentInsets") {
            c.configuration.contentInsets = DirectionalEdgeInsets(
                top: try number(e, "top", default: 0), leading: try number(e, "leading", default: 0),
                bottom: try number(e, "bottom", default: 0), trailing: try number(e, "trailing", default: 0))
        }
        return c
    }

    /// A configuration's image placement and padding, corner style, size and title font
    /// (an unknown spelling reads as UIKit's default).
    private mutating func configurationLayout(_ node: XMLElementNode, into c: inout ButtonConfiguration) throws(IBError) {
        if let v = node["imagePlacement"] { c.imagePlacement = ButtonImagePlacement(rawValue: v) ?? .leading }
        if let v = try number(node, "imagePadding"), v.isFinite { c.imagePadding = max(0, v) }
        if let v = node["cornerStyle"] { c.cornerStyle = ButtonCornerStyle(rawValue: v) ?? .dynamic }
        if let v = node["buttonSize"] { c.size = ButtonSize(rawValue: v) ?? .medium }
        if let f = node.child(named: "fontDescription", key: "titleFontDescription") { c.titleFont = try font(f) }
    }

    /// A button state's image: `image=` with `catalog=`, or an `<imageReference key="image">`.
    func stateImage(_ node: XMLElementNode) -> (name: String?, catalog: String?, scale: String?) {
        if let reference = node.child(named: "imageReference", key: "image") {
            return (reference["image"], reference["catalog"], reference["symbolScale"])
        }
        return (node["image"], node["catalog"], nil)
    }
}
