/// The localizable strings of a recipe, replaced in its JSON before it is decoded, so that
/// every key that shows text takes its translation alike (views, bars, table rows, repeat
/// templates): the string values of `textKeys` and the items of `segments`.
extension JSONNode {
    /// Keys whose string values a user reads.
    static let textKeys: Set<String> = ["text", "title", "placeholder", "prompt", "detail", "backTitle", "header", "footer"]

    /// Top-level keys that hold no text of the screen.
    static let untranslatedTopLevelKeys: Set<String> = ["$schema", "name", "description", "snapshot", "strings", "constraints", "metrics", "comment"]

    /// The recipe with each localizable string replaced by `translate` (nil keeps it).
    func localizedRecipe(_ translate: RecipeTranslation) -> JSONNode {
        guard case .object(let members) = value else { return self }
        var copy = self
        copy.value = .object(members.map { member in
            var m = member
            if !Self.untranslatedTopLevelKeys.contains(member.key) { m.value = member.value.localized(translate) }
            return m
        })
        return copy
    }

    /// This value with its strings replaced.
    func localized(_ translate: RecipeTranslation) -> JSONNode {
        var copy = self
        switch value {
        case .array(let items): copy.value = .array(items.map { $0.localized(translate) })
        case .object(let members): copy.value = .object(Self.localized(members, translate))
        default: break
        }
        return copy
    }

    private static func localized(_ members: [JSONMember], _ translate: RecipeTranslation) -> [JSONMember] {
        // A view's name is the value of its type key (`"label": "Title"`).
        let name = members.first { ViewKeys.typeKeys.contains($0.key) }?.value.stringValue
        return members.map { member in
            var m = member
            switch member.value.value {
            case .string(let base) where textKeys.contains(member.key):
                m.value.value = .string(translate(name.map { "\($0).\(member.key)" }, base) ?? base)
            case .array(let items) where member.key == "segments":
                m.value.value = .array(items.enumerated().map { i, item in
                    guard let base = item.stringValue else { return item.localized(translate) }
                    var copy = item
                    copy.value = .string(translate(name.map { "\($0).segments[\(i)]" }, base) ?? base)
                    return copy
                })
            default:
                m.value = member.value.localized(translate)
            }
            return m
        }
    }
}

extension DecodeContext {
    /// `"strings": {LANG: {KEY: VALUE, ...} or "path/to/LANG.strings", ...}`.
    func strings(_ node: JSONNode, _ path: JSONPath) throws(RecipeError) -> [String: RecipeStrings] {
        let o = try ObjectNode(node, path: path, what: "the strings (languages to tables)", context: self)
        var out: [String: RecipeStrings] = [:]
        for member in o.members {
            let p = path.appending(member.key)
            if let file = member.value.stringValue {
                out[member.key] = .file(file)
                continue
            }
            let table = try ObjectNode(member.value, path: p, what: "a language's strings (keys to translations) or a .strings file", context: self)
            var entries: [String: String] = [:]
            for entry in table.members {
                entries[entry.key] = try string(entry.value, p.appending(entry.key), what: "a translation (a string)")
            }
            out[member.key] = .table(entries)
        }
        return out
    }
}
