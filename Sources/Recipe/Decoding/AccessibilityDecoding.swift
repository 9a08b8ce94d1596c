import Layout

extension AccessibilityTrait: RecipeEnum {
    public static let valueDescription = "an accessibility trait"
}

extension DecodeContext {
    /// A view's `"accessibility"`: `{"label", "value", "hint", "identifier", "traits": [...],
    /// "isElement"}`, each optional (an unset one keeps UIKit's default for the class).
    func accessibility(_ node: JSONNode, _ path: JSONPath) throws(RecipeError) -> AccessibilityProperties {
        let keys = ["label", "value", "hint", "identifier", "traits", "isElement"]
        let o = try ObjectNode(node, path: path, what: "accessibility ({\"label\", \"hint\", \"traits\", ...})", context: self)
        try o.checkKeys(keys, what: "accessibility", context: self)
        func text(_ key: String) throws(RecipeError) -> String? {
            try o[key].map { (n: JSONNode) throws(RecipeError) -> String in try string(n, path.appending(key)) }
        }
        var p = AccessibilityProperties(label: try text("label"), value: try text("value"), hint: try text("hint"),
                                        identifier: try text("identifier"))
        if let e = o["isElement"] { p.isElement = try bool(e, path.appending("isElement")) }
        if let t = o["traits"] { p.traits = try traits(t, path.appending("traits")) }
        return p
    }

    private func traits(_ node: JSONNode, _ path: JSONPath) throws(RecipeError) -> [AccessibilityTrait] {
        guard let items = node.arrayValue else {
            throw error(.invalidValue, "expected an array of accessibility traits, found \(node.kindDescription)", path: path, node: node)
        }
        var out: [AccessibilityTrait] = []
        for (i, item) in items.enumerated() {
            out.append(try enumValue(item, path.appending(i), as: AccessibilityTrait.self))
        }
        return out
    }
}
