/// Keys of the view objects, per kind.
enum ViewKeys {
    /// Keys whose value is a view's type and name. `guide` declares a layout guide.
    static let typeKeys: [String] = ViewKind.allCases.map(\.jsonKey) + ["guide"]

    /// Properties every view accepts (also inside `variants`).
    static let commonProperties = [
        "backgroundColor", "hidden", "alpha", "cornerRadius", "borderWidth", "borderColor", "clipsToBounds",
        "tintColor", "layoutMargins", "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea",
        "hugging", "compressionResistance", "intrinsicContentSize", "semanticContentAttribute", "customSpacingAfter", "frame",
    ]

    /// Structure keys of a view object (not allowed inside `variants`).
    static let structure = ["subviews", "when", "variants", "comment"]

    static func kindProperties(_ kind: ViewKind) -> [String] {
        switch kind {
        case .view: return []
        case .label: return ["text", "font", "textColor", "textAlignment", "numberOfLines", "lineBreakMode", "preferredMaxLayoutWidth"]
        case .button: return ["type", "title", "titleColor", "font", "contentEdgeInsets"]
        case .imageView: return ["source", "contentMode"]
        case .textField: return ["borderStyle", "text", "placeholder", "font", "textColor", "textAlignment"]
        case .textView: return ["text", "font", "textColor", "textAlignment", "scrollingEnabled", "textContainerInset", "lineFragmentPadding"]
        case .switch: return ["on", "onTintColor", "thumbTintColor"]
        case .scrollView: return ["contentOffset", "contentInset"]
        case .stackView: return ["axis", "alignment", "distribution", "spacing", "isBaselineRelativeArrangement", "isLayoutMarginsRelativeArrangement"]
        }
    }

    static func allowed(for kind: ViewKind) -> [String] {
        [kind.jsonKey] + commonProperties + kindProperties(kind) + structure + (kind == .stackView ? ["arrangedSubviews"] : [])
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

    /// `allowed(for:)` per kind, computed once.
    static let allowedByKind: [ViewKind: [String]] = {
        var table: [ViewKind: [String]] = [:]
        for kind in ViewKind.allCases { table[kind] = allowed(for: kind) }
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
                return .view(try decodeView(o, kind: .view, name: nil, place: place))
            }
            // Help with a misspelt type key.
            var suggestion: String?
            for m in o.members {
                if let s = Suggestions.closest(to: m.key, in: ViewKeys.typeKeys) { suggestion = "\"\(m.key)\" → \"\(s)\""; break }
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
        guard let kind = ViewKind(rawValue: typeMember.key) else {
            throw error(.invalidValue, "unknown view type \"\(typeMember.key)\"", path: typePath, location: typeMember.keyLocation)
        }
        var view = try decodeView(o, kind: kind, name: name, place: place)
        if name != nil { view.nameLocation = typeMember.value.location }
        return .view(view)
    }

    func checkName(_ name: String, path: JSONPath, node: JSONNode) throws(RecipeError) {
        if name.isEmpty || name.first?.isWhitespace == true || name.last?.isWhitespace == true {
            throw error(.invalidValue, "a name must be non-empty and not start or end with a space; use null for an unnamed view", path: path, node: node)
        }
        if !ViewKeys.isPlainASCIIName(name), let bad = name.first(where: { ViewKeys.forbiddenNameCharacters.contains($0) || $0 == "\n" || $0 == "\t" }) {
            throw error(.invalidValue, "the name \"\(name)\" contains \"\(bad)\", which the constraint notation reserves; names may not contain . = < > ≤ ≥ @ × * + : ( ) [ ] | , ! / or quotes", path: path, node: node)
        }
        if let first = name.first, first.isNumber || first == "-" {
            throw error(.invalidValue, "the name \"\(name)\" starts with \"\(first)\"; constraint notation reads that as a number", path: path, node: node)
        }
        if ViewKeys.reservedNames.contains(name) {
            throw error(.reservedName(name), "\"\(name)\" is reserved by the constraint notation; choose another name", path: path, node: node)
        }
    }

    private func decodeView(_ o: ObjectNode, kind: ViewKind, name: String?, place: ViewPlace) throws(RecipeError) -> ViewSpec {
        let path = o.path
        var allowed = ViewKeys.allowedByKind[kind] ?? ViewKeys.allowed(for: kind)
        if place == .root { allowed.removeAll { $0 == "when" || $0 == "customSpacingAfter" || $0 == "frame" } }
        try o.checkKeys(allowed, what: "a \(kind.jsonKey)", context: self)
        if place != .arranged, let m = o.member("customSpacingAfter") {
            throw error(.invalidValue, "\"customSpacingAfter\" applies only to a stack view's arranged subviews", path: path.appending(m.key), location: m.keyLocation, length: m.key.count + 2)
        }
        let (properties, content) = try decodeProperties(o, kind: kind)
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
        if let variants = o["variants"] {
            let vpath = path.appending("variants")
            guard let list = variants.arrayValue else {
                throw error(.invalidValue, "expected \"variants\" to be an array of {\"when\": ..., property: value} objects, found \(variants.kindDescription)", path: vpath, node: variants)
            }
            for (i, item) in list.enumerated() {
                let ipath = vpath.appending(i)
                let vo = try ObjectNode(item, path: ipath, what: "a variant", context: self)
                var vallowed = ["when", "comment"] + ViewKeys.commonProperties + ViewKeys.kindProperties(kind)
                if place != .arranged { vallowed.removeAll { $0 == "customSpacingAfter" } }
                if place == .root { vallowed.removeAll { $0 == "frame" } }
                try vo.checkKeys(vallowed, what: "a variant of a \(kind.jsonKey)", context: self)
                let when = try condition(vo.require("when", what: "a variant", context: self), ipath.appending("when"))
                let (p, c) = try decodeProperties(vo, kind: kind)
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
                for copy in try repetitions(o.require("repeat", what: "a repeat", context: self), path: ipath.appending("repeat")) {
                    let node = substitute(template, copy)
                    do throws(RecipeError) {
                        result.append(try decodeEntry(node, path: ipath.appending("template"), place: place))
                    } catch {
                        var e = error
                        e.message += " (in copy \(copy.index) of the repeat)"
                        throw e
                    }
                }
                continue
            }
            result.append(try decodeEntry(item, path: ipath, place: place))
        }
        return result
    }

    /// One copy of a repeated template: `{index}` (1-based), `{index0}` and `{item}`.
    struct Repetition {
        var index: Int
        var item: String
    }

    /// `3` (copies 1...3) or `["a", "b"]` (one copy per string, `{item}` = the string).
    func repetitions(_ node: JSONNode, path: JSONPath) throws(RecipeError) -> [Repetition] {
        if let list = node.arrayValue {
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

    /// `template` with `{index}`, `{index0}` and `{item}` replaced in every string value.
    func substitute(_ node: JSONNode, _ copy: Repetition) -> JSONNode {
        var result = node
        switch node.value {
        case .string(let s):
            if s.contains("{") {
                let replaced = s.replacingOccurrences(of: "{index0}", with: String(copy.index - 1))
                    .replacingOccurrences(of: "{index}", with: String(copy.index))
                    .replacingOccurrences(of: "{item}", with: copy.item)
                result.value = .string(replaced)
                if replaced != s { result.verbatim = false }
            }
        case .array(let items):
            result.value = .array(items.map { substitute($0, copy) })
        case .object(let members):
            result.value = .object(members.map { JSONMember(key: $0.key, keyLocation: $0.keyLocation, value: substitute($0.value, copy), keyIsASCII: $0.keyIsASCII) })
        default:
            break
        }
        return result
    }

    /// The common and class-specific properties present in `o` (a view or a variant).
    func decodeProperties(_ o: ObjectNode, kind: ViewKind) throws(RecipeError) -> (ViewProperties, ViewContent) {
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
            case "clipsToBounds": p.clipsToBounds = try bool(v, mp)
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
            default: break
            }
        }
        let content: ViewContent
        switch kind {
        case .view:
            content = .view
        case .label:
            var l = LabelProperties()
            for m in o.members {
                let (v, mp) = (m.value, path.appending(m.key))
                switch m.key {
                case "text": l.text = try string(v, mp)
                case "font": l.font = try font(v, mp)
                case "textColor": l.textColor = try color(v, mp)
                case "textAlignment": l.textAlignment = try enumValue(v, mp, as: TextAlignment.self)
                case "numberOfLines": l.numberOfLines = try integer(v, mp, in: 0...100_000, what: "a number of lines (0 = unlimited)")
                case "lineBreakMode": l.lineBreakMode = try enumValue(v, mp, as: LineBreakMode.self)
                case "preferredMaxLayoutWidth": l.preferredMaxLayoutWidth = try number(v, mp, in: 0...100_000, what: "a width in points")
                default: break
                }
            }
            content = .label(l)
        case .button:
            var b = ButtonProperties()
            for m in o.members {
                let (v, mp) = (m.value, path.appending(m.key))
                switch m.key {
                case "type": b.buttonType = try enumValue(v, mp, as: ButtonType.self)
                case "title": b.title = try string(v, mp)
                case "titleColor": b.titleColor = try color(v, mp)
                case "font": b.font = try font(v, mp)
                case "contentEdgeInsets": b.contentEdgeInsets = try edgeInsets(v, mp)
                default: break
                }
            }
            content = .button(b)
        case .imageView:
            var im = ImageViewProperties()
            for m in o.members {
                let (v, mp) = (m.value, path.appending(m.key))
                switch m.key {
                case "source": im.image = try imageSource(v, mp)
                case "contentMode": im.contentMode = try enumValue(v, mp, as: ContentMode.self)
                default: break
                }
            }
            content = .imageView(im)
        case .textField:
            var t = TextFieldProperties()
            for m in o.members {
                let (v, mp) = (m.value, path.appending(m.key))
                switch m.key {
                case "borderStyle": t.borderStyle = try enumValue(v, mp, as: TextBorderStyle.self)
                case "text": t.text = try string(v, mp)
                case "placeholder": t.placeholder = try string(v, mp)
                case "font": t.font = try font(v, mp)
                case "textColor": t.textColor = try color(v, mp)
                case "textAlignment": t.textAlignment = try enumValue(v, mp, as: TextAlignment.self)
                default: break
                }
            }
            content = .textField(t)
        case .textView:
            var t = TextViewProperties()
            for m in o.members {
                let (v, mp) = (m.value, path.appending(m.key))
                switch m.key {
                case "text": t.text = try string(v, mp)
                case "font": t.font = try font(v, mp)
                case "textColor": t.textColor = try color(v, mp)
                case "textAlignment": t.textAlignment = try enumValue(v, mp, as: TextAlignment.self)
                case "scrollingEnabled": t.isScrollEnabled = try bool(v, mp)
                case "textContainerInset": t.textContainerInset = try edgeInsets(v, mp)
                case "lineFragmentPadding": t.lineFragmentPadding = try number(v, mp, in: 0...100_000, what: "a padding in points")
                default: break
                }
            }
            content = .textView(t)
        case .switch:
            var s = SwitchProperties()
            for m in o.members {
                let (v, mp) = (m.value, path.appending(m.key))
                switch m.key {
                case "on": s.isOn = try bool(v, mp)
                case "onTintColor": s.onTintColor = try color(v, mp)
                case "thumbTintColor": s.thumbTintColor = try color(v, mp)
                default: break
                }
            }
            content = .switch(s)
        case .scrollView:
            var s = ScrollViewProperties()
            for m in o.members {
                let (v, mp) = (m.value, path.appending(m.key))
                switch m.key {
                case "contentOffset": s.contentOffset = try point(v, mp)
                case "contentInset": s.contentInset = try edgeInsets(v, mp)
                default: break
                }
            }
            content = .scrollView(s)
        case .stackView:
            var s = StackViewProperties()
            for m in o.members {
                let (v, mp) = (m.value, path.appending(m.key))
                switch m.key {
                case "axis": s.axis = try enumValue(v, mp, as: Axis.self)
                case "alignment": s.alignment = try enumValue(v, mp, as: StackAlignment.self)
                case "distribution": s.distribution = try enumValue(v, mp, as: StackDistribution.self)
                case "spacing":
                    if let str = v.stringValue {
                        guard str == "system" else {
                            throw error(.invalidValue, "expected a spacing in points or \"system\", found \(v.kindDescription)", path: mp, node: v)
                        }
                        s.spacing = .system
                    } else {
                        s.spacing = .points(try number(v, mp, in: -100_000...100_000, what: "a spacing in points or \"system\""))
                    }
                case "isBaselineRelativeArrangement": s.isBaselineRelativeArrangement = try bool(v, mp)
                case "isLayoutMarginsRelativeArrangement": s.isLayoutMarginsRelativeArrangement = try bool(v, mp)
                default: break
                }
            }
            content = .stackView(s)
        }
        return (p, content)
    }
}
