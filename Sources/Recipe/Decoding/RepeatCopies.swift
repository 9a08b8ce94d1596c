/// The one `repeat` mechanism (docs/recipes.md, "Repetition"): the copies a `repeat` value asks
/// for, in `subviews`, `arrangedSubviews`, constraint groups, table rows and a collection's
/// `items`, and a template filled in for one copy.
extension DecodeContext {
    /// One copy of a repeated template: `{index}` (1-based), `{index0}`, `{item}`, and the
    /// `{key}` placeholders of its fields (an element of a list of objects).
    struct Repetition {
        var index: Int
        var item: String
        var fields: [(key: String, value: String)] = []
    }

    /// `3` (copies 1...3), `["a", "b"]` (one copy per string, `{item}` = the string) or
    /// `[{"title": "A"}, ...]` (one copy per object of strings, whose keys fill `{key}`; `{item}`
    /// = the copy's number, as for a count). A list holding an object must hold only objects.
    func repetitions(_ node: JSONNode, path: JSONPath) throws(RecipeError) -> [Repetition] {
        if let list = node.arrayValue {
            if list.contains(where: { $0.objectValue != nil }) { return try fieldRepetitions(list, path: path) }
            var result: [Repetition] = []
            for (i, element) in list.enumerated() {
                let s = try string(element, path.appending(i), what: "a string (the value of {item})")
                result.append(Repetition(index: i + 1, item: s))
            }
            return result
        }
        let count = try integer(node, path, in: 0...1000, what: "a repeat count (0...1000) or an array of strings")
        return count == 0 ? [] : (1...count).map { Repetition(index: $0, item: String($0)) }
    }

    /// One copy per object of strings.
    private func fieldRepetitions(_ list: [JSONNode], path: JSONPath) throws(RecipeError) -> [Repetition] {
        var result: [Repetition] = []
        for (i, element) in list.enumerated() {
            guard element.objectValue != nil else {
                throw error(.invalidValue, "expected an object of strings (the fields of a copy), found \(element.kindDescription)",
                            path: path.appending(i), node: element)
            }
            let o = try ObjectNode(element, path: path.appending(i), what: "the fields of a copy", context: self)
            var copy = Repetition(index: i + 1, item: String(i + 1))
            for m in o.members { copy.fields.append((m.key, try string(m.value, path.appending(i).appending(m.key)))) }
            result.append(copy)
        }
        return result
    }

    /// `template` filled in for `copy`: `{index}`, `{index0}` and `{item}` (`substitute`), then
    /// the copy's fields.
    func fill(_ template: JSONNode, _ copy: Repetition) throws(RecipeError) -> JSONNode {
        let filled = try substitute(template, copy)
        return copy.fields.isEmpty ? filled : try substituteFields(filled, copy.fields)
    }

    /// `node` with every `{field}` replaced in its strings.
    private func substituteFields(_ node: JSONNode, _ fields: [(key: String, value: String)]) throws(RecipeError) -> JSONNode {
        var result = node
        switch node.value {
        case .string(let s) where PlaceholderFilling.contains("{", in: s):
            var replaced = s
            for (k, v) in fields { replaced = PlaceholderFilling.replacing("{\(k)}", with: v, in: replaced) }
            if replaced.utf8.count > limits.textLength {
                throw error(.limitExceeded("text-length"), "with its fields filled in this string would be \(replaced.utf8.count) bytes, more than the limit of \(limits.textLength) \(RecipeLimits.hint("text-length"))",
                            path: JSONPath(), node: node)
            }
            try budget.spend(replaced.utf8.count, self, node)
            result.value = .string(replaced)
            if replaced != s { result.verbatim = false }
        case .array(let items):
            var copies: [JSONNode] = []
            for item in items { copies.append(try substituteFields(item, fields)) }
            result.value = .array(copies)
        case .object(let members):
            var copies: [JSONMember] = []
            for m in members {
                copies.append(JSONMember(key: m.key, keyLocation: m.keyLocation, value: try substituteFields(m.value, fields),
                                         keyIsASCII: m.keyIsASCII))
            }
            result.value = .object(copies)
        default:
            break
        }
        return result
    }
}
