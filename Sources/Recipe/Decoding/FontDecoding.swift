import Layout
import Typesetting

/// Recipe fonts: text styles (with traits), system fonts, and fonts by name (docs/recipes.md,
/// "Fonts").
extension DecodeContext {
    /// `"body"`, `"body bold"`, `"title1 italic"`, `"system 17 semibold"`, `"system 17 italic"`,
    /// `"Futura-Medium 17"`, `"Avenir Next 17 bold italic scaled body"`, or an object:
    /// `{"style": "body", "weight": "bold", "italic": true}`,
    /// `{"size": 17, "weight": "semibold", "italic": true}`,
    /// `{"name": "Futura-Medium", "size": 17, "relativeTo": "body"}`.
    func font(_ node: JSONNode, _ path: JSONPath) throws(RecipeError) -> FontDescriptor {
        if let s = node.stringValue { return try font(text: s, node, path) }
        guard node.objectValue != nil else {
            throw error(.invalidValue, "expected a font (a text style name, \"system 17 semibold\", \"Futura-Medium 17\" or {\"size\": 17, \"weight\": \"semibold\"}), found \(node.kindDescription)", path: path, node: node)
        }
        return try fontObject(node, path)
    }

    /// Trait words after a text style or size: weights, `italic`, and (for sized fonts)
    /// `scaled STYLE`.
    private struct FontTraits {
        var weight: FontWeight?
        var italic = false
        var scaledFor: TextStyle?
    }

    private func font(text s: String, _ node: JSONNode, _ path: JSONPath) throws(RecipeError) -> FontDescriptor {
        let words = s.split(separator: " ").map(String.init)
        guard let first = words.first else { throw unknownFont(s, node, path) }
        if let style = TextStyle.named(first) {
            let t = try traits(words.dropFirst(), allowScaled: false, s, node, path)
            if t.weight == nil && !t.italic { return .preferred(style) }
            return .custom(.textStyle(style, weight: t.weight, italic: t.italic))
        }
        if first == "system" {
            guard words.count >= 2, let size = Double(words[1]), size > 0, size <= 1000 else {
                throw error(.invalidValue, "invalid font \"\(s)\"; expected \"system SIZE\" or \"system SIZE WEIGHT\" (e.g. \"system 17 semibold\")", path: path, node: node)
            }
            let t = try traits(words.dropFirst(2), allowScaled: true, s, node, path)
            if !t.italic && t.scaledFor == nil { return .system(size: size, weight: t.weight ?? .regular) }
            return .custom(CustomFont(size: size, weight: t.weight ?? .regular, isItalic: t.italic, textStyle: t.scaledFor))
        }
        // A name (words up to the first number), the size, then traits.
        guard let sizeIndex = words.indices.dropFirst().first(where: { Double(words[$0]) != nil }),
              let size = Double(words[sizeIndex]) else { throw unknownFont(s, node, path) }
        guard size > 0, size <= 1000 else {
            throw error(.invalidValue, "invalid font size \(words[sizeIndex]) in \"\(s)\"; expected 1...1000 points", path: path, node: node)
        }
        let t = try traits(words.dropFirst(sizeIndex + 1), allowScaled: true, s, node, path)
        return .custom(CustomFont(name: words[..<sizeIndex].joined(separator: " "), size: size,
                                  weight: t.weight ?? .regular, isItalic: t.italic, textStyle: t.scaledFor))
    }

    private func traits(_ words: ArraySlice<String>, allowScaled: Bool, _ s: String, _ node: JSONNode,
                        _ path: JSONPath) throws(RecipeError) -> FontTraits {
        var t = FontTraits()
        var rest = words
        while let word = rest.popFirst() {
            if word == "italic" {
                t.italic = true
            } else if let w = FontWeight.named(word) {
                t.weight = w
            } else if word == "scaled", allowScaled, let styleWord = rest.popFirst(), let style = TextStyle.named(styleWord) {
                t.scaledFor = style
            } else {
                let expected = FontWeight.spellings + ["italic"] + (allowScaled ? ["scaled STYLE"] : [])
                let hint = Suggestions.hint(Suggestions.closest(to: word, in: FontWeight.spellings + ["italic", "scaled"]))
                throw error(.invalidValue, "unknown font trait \"\(word)\" in \"\(s)\"\(hint); expected \(expected.joined(separator: ", "))", path: path, node: node)
            }
        }
        return t
    }

    private func unknownFont(_ s: String, _ node: JSONNode, _ path: JSONPath) -> RecipeError {
        let suggestion = Suggestions.closest(to: s, in: TextStyle.spellings)
        return error(.invalidValue, "unknown font \"\(s)\"\(Suggestions.hint(suggestion)); expected a text style (\(TextStyle.spellings.joined(separator: ", "))), \"system SIZE [WEIGHT]\" or \"FontName SIZE\"", path: path, node: node)
    }

    private func fontObject(_ node: JSONNode, _ path: JSONPath) throws(RecipeError) -> FontDescriptor {
        let o = try ObjectNode(node, path: path, what: "a font", context: self)
        let weight = try o["weight"].map { (n: JSONNode) throws(RecipeError) -> FontWeight in try enumValue(n, path.appending("weight"), as: FontWeight.self) }
        let italic = try o["italic"].map { (n: JSONNode) throws(RecipeError) -> Bool in try bool(n, path.appending("italic")) } ?? false
        if let styleNode = o["style"] {
            try o.checkKeys(["style", "weight", "italic"], what: "a text-style font", context: self)
            let style = try enumValue(styleNode, path.appending("style"), as: TextStyle.self)
            if weight == nil && !italic { return .preferred(style) }
            return .custom(.textStyle(style, weight: weight, italic: italic))
        }
        try o.checkKeys(["size", "weight", "italic", "name", "relativeTo"], what: "a font", context: self)
        let size = try number(o.require("size", what: "a font", context: self), path.appending("size"), in: 1...1000, what: "a point size")
        let name = try o["name"].map { (n: JSONNode) throws(RecipeError) -> String in
            try string(n, path.appending("name"), what: "a font's PostScript or family name") }
        let relativeTo = try o["relativeTo"].map { (n: JSONNode) throws(RecipeError) -> TextStyle in
            try enumValue(n, path.appending("relativeTo"), as: TextStyle.self) }
        if name == nil, !italic, relativeTo == nil { return .system(size: size, weight: weight ?? .regular) }
        return .custom(CustomFont(name: name, size: size, weight: weight ?? .regular, isItalic: italic, textStyle: relativeTo))
    }
}
