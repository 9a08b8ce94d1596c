import Layout
import Typesetting

/// An SF Symbol written as an object (`UIImage(systemName:withConfiguration:)`):
/// `{"system": "gear", "pointSize": 20, "weight": "semibold", "scale": "large", "textStyle": "body",
/// "renderingMode": "original"}`, every key but `system` optional.
struct RecipeSymbol: Hashable, Sendable {
    var name: String
    var pointSize: Double?
    var weight: FontWeight?
    var scale: SymbolScale?
    var textStyle: TextStyle?
    var renderingMode: SymbolRenderingMode?

    static let keys = ["system", "pointSize", "weight", "scale", "textStyle", "renderingMode", "comment"]
}

extension DecodeContext {
    /// The symbol an object with a `system` key names; nil for anything else (a path, a
    /// generated image), which the caller decodes as before.
    func symbol(_ node: JSONNode, _ path: JSONPath) throws(RecipeError) -> RecipeSymbol? {
        guard let members = node.objectValue, members.contains(where: { $0.hasKey("system") }) else { return nil }
        let o = try ObjectNode(node, path: path, what: "an SF Symbol", context: self)
        try o.checkKeys(RecipeSymbol.keys, what: "an SF Symbol", context: self)
        var s = RecipeSymbol(name: try string(o.require("system", what: "an SF Symbol", context: self), path.appending("system")))
        if let n = o["pointSize"] { s.pointSize = try number(n, path.appending("pointSize"), in: 1...1_000, what: "a point size") }
        if let n = o["weight"] { s.weight = try enumValue(n, path.appending("weight"), as: FontWeight.self) }
        if let n = o["scale"] { s.scale = try enumValue(n, path.appending("scale"), as: SymbolScale.self) }
        if let n = o["textStyle"] { s.textStyle = try enumValue(n, path.appending("textStyle"), as: TextStyle.self) }
        if let n = o["renderingMode"] { s.renderingMode = try enumValue(n, path.appending("renderingMode"), as: SymbolRenderingMode.self) }
        return s
    }
}

extension ViewClassKey {
    /// An image view's `source` or a button's `imageSource`: an image source, or a symbol object,
    /// which sets the symbol keys (`systemImage`, `symbolPointSize`, `symbolScale`, ...).
    static func imageOrSymbol(_ key: String) -> ViewClassKey {
        ViewClassKey(key: key) { (context, node, path, settings) throws(RecipeError) in
            guard let s = try context.symbol(node, path) else {
                settings.properties.imageSource = try context.imageSource(node, path)
                return
            }
            settings.properties.systemImage = s.name
            settings.properties.symbolPointSize = s.pointSize ?? settings.properties.symbolPointSize
            settings.properties.symbolScale = s.scale ?? settings.properties.symbolScale
            settings.properties.symbolWeight = s.weight
            settings.properties.symbolTextStyle = s.textStyle
            settings.properties.symbolRenderingMode = s.renderingMode
        }
    }
}
