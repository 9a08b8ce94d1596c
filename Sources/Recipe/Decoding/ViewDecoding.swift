import Layout

/// Keys of the view objects, per class (by the class's JSON key, `RecipeViewTypes`).
enum ViewKeys {
    /// Keys whose value is a view's type and name. `guide` declares a layout guide.
    static let typeKeys: [String] = RecipeViewTypes.all.map(\.key) + ["guide"]

    /// Properties every view accepts (also inside `variants`).
    static let commonProperties = [
        "backgroundColor", "hidden", "alpha", "cornerRadius", "borderWidth", "borderColor", "clipsToBounds",
        "masksToBounds", "shadow",
        "tintColor", "layoutMargins", "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea",
        "hugging", "compressionResistance", "intrinsicContentSize", "semanticContentAttribute", "customSpacingAfter", "frame",
        "accessibility",
    ]

    /// Structure keys of a view object (not allowed inside `variants`).
    static let structure = ["subviews", "when", "variants", "comment"]

    static func kindProperties(_ type: String) -> [String] {
        (ViewClassKeys.byType[type] ?? []).map(\.key)
    }

    static func allowed(for type: String) -> [String] {
        [type] + commonProperties + kindProperties(type) + structure + (type == "stack" ? ["arrangedSubviews"] : [])
            + (type == "table" ? ["sections"] : [])
            + (type == "collection" ? CollectionKeys.structure : [])
    }

    /// Characters a view or guide name may not contain (they delimit the constraint notations).
    static let forbiddenNameCharacters: Set<Character> = [".", "=", "<", ">", "≤", "≥", "@", "×", "*", "+", ":", "(", ")", "[", "]", "|", ",", "\"", "!", "/"]

    /// True when `name` is ASCII without a carriage return (so each byte is one Character) and
    /// has none of `forbiddenNameCharacters`, line feeds or tabs: the common case, decided
    /// without hashing Characters. False means "look closer", not "invalid".
    static func isPlainASCIIName(_ name: String) -> Bool {
        for b in name.utf8 {
            switch b {
            case 0x80...0xFF, 0x0D, 0x0A, 0x09,
                 UInt8(ascii: "."), UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "@"),
                 UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ":"), UInt8(ascii: "("), UInt8(ascii: ")"),
                 UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "|"), UInt8(ascii: ","), UInt8(ascii: "\""),
                 UInt8(ascii: "!"), UInt8(ascii: "/"):
                return false
            default:
                continue
            }
        }
        return true
    }

    /// `allowed(for:)` per class, computed once.
    static let allowedByType: [String: [String]] = {
        var table: [String: [String]] = [:]
        for type in RecipeViewTypes.all { table[type.key] = allowed(for: type.key) }
        return table
    }()

    /// Names the constraint notation gives a meaning.
    static let reservedNames = ["Superview", "Top Layout Guide", "Bottom Layout Guide", "Safe Area"]
}

/// What a `subviews` element decodes to.
enum TreeEntry {
    case view(ViewSpec)
    case guide(LayoutGuideSpec)
}

/// Where a view sits, which changes the keys it accepts.
enum ViewPlace {
    case root, subview, arranged
}

extension DecodeContext {
    /// Decodes one view object (or, among `subviews`, a `{"guide": ...}`).
    func decodeEntry(_ node: JSONNode, path: JSONPath, place: ViewPlace) throws(RecipeError) -> TreeEntry {
        let o = try ObjectNode(node, path: path, what: "a view", context: self)
        let typeMembers = o.members.filter { m in ViewKeys.typeKeys.contains { m.hasKey($0) } }
        if typeMembers.count > 1 {
            let second = typeMembers[1]
            throw error(.invalidValue, "a view has exactly one type key; found \"\(typeMembers[0].key)\" and \"\(second.key)\"",
                        path: path.appending(second.key), location: second.keyLocation, length: second.key.count + 2)
        }
        guard let typeMember = typeMembers.first else {
            if place == .root {
                return .view(try decodeView(o, type: "view", template: .view, name: nil, place: place))
            }
            // Help with a misspelt type key.
            var suggestion: String?
            for m in o.members {
                if let s = Suggestions.closest(to: m.key, in: ViewKeys.typeKeys) { suggestion = "\(quoted(m.key)) → \"\(s)\""; break }
            }
            throw error(.missingKey("view"), "a view needs a type key whose value is its name: one of \(ViewKeys.typeKeys.map { "\"\($0)\"" }.joined(separator: ", "))"
                        + (suggestion.map { "; did you mean \($0)?" } ?? ""), path: path, location: node.location)
        }
        let typePath = path.appending(typeMember.key)
        var name: String?
        switch typeMember.value.value {
        case .string(let s):
            try checkName(s, path: typePath, node: typeMember.value)
            name = s
        case .null:
            name = nil
        default:
            throw error(.invalidValue, "expected the \(typeMember.key)'s name (a string) or null for an unnamed \(typeMember.key), found \(typeMember.value.kindDescription)",
                        path: typePath, node: typeMember.value)
        }
        if typeMember.key == "guide" {
            guard place == .subview else {
                throw error(.invalidValue, place == .root ? "the root must be a view, not a layout guide" : "a layout guide cannot be an arranged subview; put it in the stack's \"subviews\"",
                            path: typePath, location: typeMember.keyLocation, length: 7)
            }
            try o.checkKeys(["guide", "when", "comment"], what: "a layout guide", context: self)
            guard let name else {
                throw error(.invalidValue, "a layout guide needs a name (constraints refer to guides by name)", path: typePath, node: typeMember.value)
            }
            let condition = try o["when"].map { (n: JSONNode) throws(RecipeError) -> TraitCondition in try self.condition(n, path.appending("when")) }
            return .guide(LayoutGuideSpec(name: name, condition: condition, path: path, location: typeMember.value.location))
        }
        guard let type = RecipeViewTypes.all.first(where: { $0.key == typeMember.key }) else {
            throw error(.invalidValue, "unknown view type \"\(typeMember.key)\"", path: typePath, location: typeMember.keyLocation)
        }
        var view = try decodeView(o, type: type.key, template: type.template, name: name, place: place)
        if name != nil { view.nameLocation = typeMember.value.location }
        return .view(view)
    }

    func checkName(_ name: String, path: JSONPath, node: JSONNode) throws(RecipeError) {
        if name.isEmpty || name.first?.isWhitespace == true || name.last?.isWhitespace == true {
            throw error(.invalidValue, "a name must be non-empty and not start or end with a space; use null for an unnamed view", path: path, node: node)
        }
        if !ViewKeys.isPlainASCIIName(name), let bad = name.first(where: { ViewKeys.forbiddenNameCharacters.contains($0) || $0 == "\n" || $0 == "\t" }) {
            throw error(.invalidValue, "the name \(quoted(name)) contains \"\(bad)\", which the constraint notation reserves; names may not contain . = < > ≤ ≥ @ × * + : ( ) [ ] | , ! / or quotes", path: path, node: node)
        }
        if let first = name.first, first.isNumber || first == "-" {
            throw error(.invalidValue, "the name \(quoted(name)) starts with \"\(first)\"; constraint notation reads that as a number", path: path, node: node)
        }
        if ViewKeys.reservedNames.contains(name) {
            throw error(.reservedName(name), "\(quoted(name)) is reserved by the constraint notation; choose another name", path: path, node: node)
        }
    }

    private func decodeView(_ o: ObjectNode, type: String, template: ViewKind, name: String?, place: ViewPlace) throws(RecipeError) -> ViewSpec {
        let path = o.path
        var allowed = ViewKeys.allowedByType[type] ?? ViewKeys.allowed(for: type)
        if place == .root { allowed.removeAll { $0 == "when" || $0 == "customSpacingAfter" || $0 == "frame" } }
        try o.checkKeys(allowed, what: "a \(type)", context: self)
        if place != .arranged, let m = o.member("customSpacingAfter") {
            throw error(.invalidValue, "\"customSpacingAfter\" applies only to a stack view's arranged subviews", path: path.appending(m.key), location: m.keyLocation, length: m.key.count + 2)
        }
        let (properties, content) = try decodeProperties(o, type: type, template: template)
        var spec = ViewSpec(name: name, properties: properties, content: content, path: path, location: o.node.location)
        if let when = o["when"] { spec.condition = try condition(when, path.appending("when")) }
        if let subviews = o["subviews"] {
            let entries = try decodeList(subviews, path: path.appending("subviews"), place: .subview)
            for entry in entries {
                switch entry {
                case .view(let v): spec.subviews.append(v)
                case .guide(let g): spec.layoutGuides.append(g)
                }
            }
        }
        if let arranged = o["arrangedSubviews"] {
            for entry in try decodeList(arranged, path: path.appending("arrangedSubviews"), place: .arranged) {
                if case .view(let v) = entry { spec.arrangedSubviews.append(v) }
            }
        }
        if type == "table", o.has("sections") { try decodeTableSections(o, into: &spec) }
        if let variants = o["variants"] {
            let vpath = path.appending("variants")
            guard let list = variants.arrayValue else {
                throw error(.invalidValue, "expected \"variants\" to be an array of {\"when\": ..., property: value} objects, found \(variants.kindDescription)", path: vpath, node: variants)
            }
            for (i, item) in list.enumerated() {
                let ipath = vpath.appending(i)
                let vo = try ObjectNode(item, path: ipath, what: "a variant", context: self)
                var vallowed = ["when", "comment"] + ViewKeys.commonProperties + ViewKeys.kindProperties(type)
                if place != .arranged { vallowed.removeAll { $0 == "customSpacingAfter" } }
                if place == .root { vallowed.removeAll { $0 == "frame" } }
                try vo.checkKeys(vallowed, what: "a variant of a \(type)", context: self)
                let when = try condition(vo.require("when", what: "a variant", context: self), ipath.appending("when"))
                let (p, c) = try decodeProperties(vo, type: type, template: template)
                spec.variants.append(ViewVariant(condition: when, properties: p, content: c, path: ipath, location: item.location))
            }
        }
        return spec
    }

    /// Decodes a `subviews`/`arrangedSubviews` array, expanding `{"repeat": ..., "template": ...}`.
    func decodeList(_ node: JSONNode, path: JSONPath, place: ViewPlace) throws(RecipeError) -> [TreeEntry] {
        guard let items = node.arrayValue else {
            throw error(.invalidValue, "expected an array of views, found \(node.kindDescription)", path: path, node: node)
        }
        var result: [TreeEntry] = []
        for (i, item) in items.enumerated() {
            let ipath = path.appending(i)
            if let members = item.objectValue, members.contains(where: { $0.hasKey("repeat") }) {
                let o = try ObjectNode(item, path: ipath, what: "a repeat", context: self)
                try o.checkKeys(["repeat", "template", "comment"], what: "a repeat", context: self)
                let template = try o.require("template", what: "a repeat", context: self)
                let copies = try repetitions(o.require("repeat", what: "a repeat", context: self), path: ipath.appending("repeat"))
                result += try decodeCopies(of: template, copies[...], path: ipath.appending("template"), place: place)
                continue
            }
            result.append(try decodeEntry(item, path: ipath, place: place))
        }
        return result
    }

    /// The copies from this many on are decoded in two halves at once (`decodeCopies`).
    static let splitCopyCount = 128

    /// The copies of a repeated template, in order. Many copies are decoded in two halves on
    /// two threads, each half against a budget of its own (`ExpansionBudget.part`); when a half
    /// fails, or the halves together pass the budget, the copies are decoded again in order on
    /// this thread, which reports the error decoding them in order reports.
    func decodeCopies(of template: JSONNode, _ copies: ArraySlice<Repetition>, path: JSONPath,
                      place: ViewPlace) throws(RecipeError) -> [TreeEntry] {
        guard splitsRepeats, copies.count >= Self.splitCopyCount else {
            return try decodeInOrder(template, copies, path: path, place: place)
        }
        let middle = copies.startIndex + copies.count / 2
        var first = self, second = self
        (first.budget, first.splitsRepeats) = (budget.part(), false)
        (second.budget, second.splitsRepeats) = (budget.part(), false)
        let (a, b) = DeepStack.concurrently({ () throws(RecipeError) -> [TreeEntry] in
            try first.decodeInOrder(template, copies[..<middle], path: path, place: place)
        }, { () throws(RecipeError) -> [TreeEntry] in
            try second.decodeInOrder(template, copies[middle...], path: path, place: place)
        })
        if case .success(let x) = a, case .success(let y) = b, budget.absorb([first.budget, second.budget]) {
            return x + y
        }
        return try decodeInOrder(template, copies, path: path, place: place)
    }

    private func decodeInOrder(_ template: JSONNode, _ copies: ArraySlice<Repetition>, path: JSONPath,
                               place: ViewPlace) throws(RecipeError) -> [TreeEntry] {
        var result: [TreeEntry] = []
        result.reserveCapacity(copies.count)
        for copy in copies {
            let node = try fill(template, copy)
            do throws(RecipeError) {
                result.append(try decodeEntry(node, path: path, place: place))
            } catch {
                var e = error
                e.message += " (in copy \(copy.index) of the repeat)"
                throw e
            }
        }
        return result
    }

    /// `template` with `{index}`, `{index0}` and `{item}` replaced in every string value. A
    /// string that would grow past the text-length limit is refused before it is built, and
    /// so is a repeat whose copies together would pass the expansion budget.
    func substitute(_ node: JSONNode, _ copy: Repetition) throws(RecipeError) -> JSONNode {
        var result = node
        switch node.value {
        case .string(let s):
            if PlaceholderFilling.contains("{", in: s) {
                let grown = s.utf8.count + Self.occurrences(of: "{item}", in: s) * max(0, copy.item.utf8.count - 6)
                if grown > limits.textLength {
                    throw error(.limitExceeded("text-length"), "with {item} replaced this string would be \(grown) bytes, more than the limit of \(limits.textLength) \(RecipeLimits.hint("text-length"))",
                                path: JSONPath(), node: node)
                }
                var replaced = PlaceholderFilling.replacing("{index0}", with: String(copy.index - 1), in: s)
                replaced = PlaceholderFilling.replacing("{index}", with: String(copy.index), in: replaced)
                replaced = PlaceholderFilling.replacing("{item}", with: copy.item, in: replaced)
                try budget.spend(replaced.utf8.count, self, node)
                result.value = .string(replaced)
                if replaced != s { result.verbatim = false }
            }
        case .array(let items):
            var copies: [JSONNode] = []
            copies.reserveCapacity(items.count)
            for item in items { copies.append(try substitute(item, copy)) }
            result.value = .array(copies)
        case .object(let members):
            var copies: [JSONMember] = []
            copies.reserveCapacity(members.count)
            for m in members {
                copies.append(JSONMember(key: m.key, keyLocation: m.keyLocation, value: try substitute(m.value, copy), keyIsASCII: m.keyIsASCII))
            }
            result.value = .object(copies)
        default:
            break
        }
        try budget.spend(1, self, node)
        return result
    }

    /// Non-overlapping occurrences of `needle` in `text`.
    static func occurrences(of needle: String, in text: String) -> Int {
        PlaceholderFilling.count(needle, in: text)
    }

    /// The common and class-specific properties present in `o` (a view or a variant), the
    /// class's over `template` (Layout's defaults for the class).
    func decodeProperties(_ o: ObjectNode, type: String, template: ViewKind) throws(RecipeError) -> (ViewProperties, Patch<ViewKind>) {
        var settings = ViewSettings(properties: try decodeCommonProperties(o), content: Patch(template))
        let keys = ViewClassKeys.byType[type] ?? []
        for m in o.members {
            guard let key = keys.first(where: { $0.key == m.key }) else { continue }
            try key.apply(self, m.value, o.path.appending(m.key), &settings)
        }
        if type == "collection" { try addCollectionCells(o, to: &settings.properties) }
        return (settings.properties, settings.content)
    }

    /// The `UIView` properties present in `o`.
    func decodeCommonProperties(_ o: ObjectNode) throws(RecipeError) -> ViewProperties {
        let path = o.path
        var p = ViewProperties()
        for member in o.members {
            let v = member.value
            let mp = path.appending(member.key)
            switch member.key {
            case "backgroundColor": p.backgroundColor = try color(v, mp)
            case "hidden": p.isHidden = try bool(v, mp)
            case "alpha": p.alpha = try number(v, mp, in: 0...1, what: "an alpha")
            case "cornerRadius": p.cornerRadius = try number(v, mp, in: 0...100_000, what: "a corner radius")
            case "borderWidth": p.borderWidth = try number(v, mp, in: 0...100_000, what: "a border width")
            case "borderColor": p.borderColor = try color(v, mp)
            case "clipsToBounds", "masksToBounds": p.clipsToBounds = try bool(v, mp)
            case "shadow": p.shadow = try layerShadow(v, mp)
            case "tintColor": p.tintColor = try color(v, mp)
            case "layoutMargins": p.layoutMargins = try layoutMargins(v, mp)
            case "preservesSuperviewLayoutMargins": p.preservesSuperviewLayoutMargins = try bool(v, mp)
            case "insetsLayoutMarginsFromSafeArea": p.insetsLayoutMarginsFromSafeArea = try bool(v, mp)
            case "hugging": p.contentHugging = try axisPriorities(v, mp)
            case "compressionResistance": p.compressionResistance = try axisPriorities(v, mp)
            case "intrinsicContentSize": p.intrinsicContentSize = try intrinsicSize(v, mp)
            case "semanticContentAttribute": p.semanticContentAttribute = try enumValue(v, mp, as: SemanticContentAttribute.self)
            case "customSpacingAfter": p.customSpacingAfter = try number(v, mp, in: -100_000...100_000, what: "a spacing in points")
            case "frame": p.frame = try rect(v, mp)
            case "accessibility": p.accessibility = try accessibility(v, mp)
            default: break
            }
        }
        return p
    }
}
