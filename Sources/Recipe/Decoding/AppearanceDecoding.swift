import Layout

extension DecodeContext {
    /// `"light"` or `"dark"` (`snapshot.appearance`).
    func appearance(_ node: JSONNode, _ path: JSONPath) throws(RecipeError) -> Appearance {
        let s = try string(node, path, what: "an appearance")
        guard let value = Appearance(rawValue: s) else {
            let all = Appearance.allCases.map(\.rawValue)
            throw error(.invalidValue, "unknown appearance \"\(s)\"\(Suggestions.hint(Suggestions.closest(to: s, in: all))); expected light or dark", path: path, node: node)
        }
        return value
    }
}
