import Layout
/// Decoding of the `constraints` array: strings in Cookbook notation or VFL, `{"constraint": ...}`,
/// `{"visualFormat": ...}`, explicit objects, and `{"when"/"repeat", "constraints": [...]}` groups.
extension DecodeContext {
    static let groupKeys = ["constraints", "when", "repeat", "comment"]
    static let textKeys = ["constraint", "when", "identifier", "comment"]
    static let visualFormatKeys = ["visualFormat", "metrics", "options", "when", "comment"]
    static let objectKeys = ["first", "firstAttribute", "relation", "second", "secondAttribute", "multiplier",
                             "constant", "priority", "identifier", "when", "comment"]

    func decodeConstraints(_ node: JSONNode, path: JSONPath, metrics: [String: Double],
                           condition: TraitCondition?) throws(RecipeError) -> [ConstraintDraft] {
        guard let items = node.arrayValue else {
            throw error(.invalidValue, "expected \"constraints\" to be an array, found \(node.kindDescription)", path: path, node: node)
        }
        var result: [ConstraintDraft] = []
        for (i, item) in items.enumerated() {
            result += try decodeConstraintEntry(item, path: path.appending(i), metrics: metrics, condition: condition)
        }
        return result
    }

    /// One element of a `constraints` array: a string, a group, `{"constraint": ...}`,
    /// `{"visualFormat": ...}` or an explicit object.
    private func decodeConstraintEntry(_ item: JSONNode, path ipath: JSONPath, metrics: [String: Double],
                                       condition: TraitCondition?) throws(RecipeError) -> [ConstraintDraft] {
        if item.stringValue != nil {
            var drafts = try decodeConstraintText(item, path: ipath, metrics: metrics, options: [])
            for k in drafts.indices { drafts[k].spec.condition = condition }
            return drafts
        }
        let o = try ObjectNode(item, path: ipath, what: "a constraint (a string or an object)", context: self)
        var own = condition
        if let when = o["when"] {
            let c = try self.condition(when, ipath.appending("when"))
            own = try combine(condition, c, path: ipath.appending("when"), node: when)
        }
        if o.has("constraints") {
            return try decodeConstraintGroup(o, metrics: metrics, condition: own)
        }
        if let m = o.member("repeat") {
            throw error(.invalidValue, "\"repeat\" in constraints needs a group: {\"repeat\": N, \"constraints\": [...]}", path: ipath.appending("repeat"), location: m.keyLocation, length: 8)
        }
        if let text = o["constraint"] {
            try o.checkKeys(Self.textKeys, what: "a constraint", context: self)
            var drafts = try decodeConstraintText(text, path: ipath.appending("constraint"), metrics: metrics, options: [])
            let identifier = try o["identifier"].map { (n: JSONNode) throws(RecipeError) -> String in try string(n, ipath.appending("identifier")) }
            for k in drafts.indices {
                drafts[k].spec.condition = own
                drafts[k].spec.identifier = identifier
            }
            return drafts
        }
        if let format = o["visualFormat"] {
            return try decodeVisualFormatEntry(o, format: format, metrics: metrics, condition: own)
        }
        try o.checkKeys(Self.objectKeys, what: "a constraint object", context: self)
        var draft = try decodeConstraintObject(o)
        draft.spec.condition = own
        return [draft]
    }

    /// `{"when"/"repeat", "constraints": [...]}`: the inner constraints under `condition`, once or per copy.
    private func decodeConstraintGroup(_ o: ObjectNode, metrics: [String: Double],
                                       condition: TraitCondition?) throws(RecipeError) -> [ConstraintDraft] {
        let ipath = o.path
        try o.checkKeys(Self.groupKeys, what: "a constraint group", context: self)
        let inner = try o.require("constraints", what: "a constraint group", context: self)
        guard let rep = o["repeat"] else {
            return try decodeConstraints(inner, path: ipath.appending("constraints"), metrics: metrics, condition: condition)
        }
        var result: [ConstraintDraft] = []
        for copy in try repetitions(rep, path: ipath.appending("repeat")) {
            result += try decodeConstraints(try fill(inner, copy), path: ipath.appending("constraints"), metrics: metrics, condition: condition)
        }
        return result
    }

    /// `{"visualFormat": ..., "metrics": {...}, "options": [...]}`: local metrics over the recipe's.
    private func decodeVisualFormatEntry(_ o: ObjectNode, format: JSONNode, metrics: [String: Double],
                                         condition: TraitCondition?) throws(RecipeError) -> [ConstraintDraft] {
        let ipath = o.path
        try o.checkKeys(Self.visualFormatKeys, what: "a visual format constraint", context: self)
        var local = metrics
        if let m = o["metrics"] {
            for (k, v) in try decodeMetrics(m, path: ipath.appending("metrics")) { local[k] = v }
        }
        var options: [VisualFormatOption] = []
        if let opts = o["options"] {
            options = try decodeFormatOptions(opts, path: ipath.appending("options"))
        }
        var drafts = try decodeConstraintText(format, path: ipath.appending("visualFormat"), metrics: local, options: options, forceVisualFormat: true)
        for k in drafts.indices { drafts[k].spec.condition = condition }
        return drafts
    }

    /// `"options": ["alignAllTop", ...]`: known names, at most one direction.
    private func decodeFormatOptions(_ opts: JSONNode, path: JSONPath) throws(RecipeError) -> [VisualFormatOption] {
        guard let list = opts.arrayValue else {
            throw error(.invalidValue, "expected \"options\" to be an array of option names", path: path, node: opts)
        }
        var options: [VisualFormatOption] = []
        for (k, opt) in list.enumerated() {
            let s = try string(opt, path.appending(k))
            guard let option = VisualFormatOption(rawValue: s) else {
                let names = VisualFormatOption.allCases.map(\.rawValue)
                throw error(.invalidValue, "unknown format option \"\(s)\"\(Suggestions.hint(Suggestions.closest(to: s, in: names))); expected one of \(names.joined(separator: ", "))", path: path.appending(k), node: opt)
            }
            options.append(option)
        }
        if options.filter({ $0.rawValue.hasPrefix("direction") }).count > 1 {
            throw error(.invalidValue, "more than one direction option", path: path, node: opts)
        }
        return options
    }

    private func combine(_ outer: TraitCondition?, _ inner: TraitCondition, path: JSONPath, node: JSONNode) throws(RecipeError) -> TraitCondition {
        guard let outer else { return inner }
        var c = outer
        if let h = inner.horizontalSizeClass {
            if let o = c.horizontalSizeClass, o != h { throw error(.traitCondition, "this condition contradicts the enclosing group's \"\(outer)\"; it could never apply", path: path, node: node) }
            c.horizontalSizeClass = h
        }
        if let v = inner.verticalSizeClass {
            if let o = c.verticalSizeClass, o != v { throw error(.traitCondition, "this condition contradicts the enclosing group's \"\(outer)\"; it could never apply", path: path, node: node) }
            c.verticalSizeClass = v
        }
        if let r = inner.orientation {
            if let o = c.orientation, o != r { throw error(.traitCondition, "this condition contradicts the enclosing group's \"\(outer)\"; it could never apply", path: path, node: node) }
            c.orientation = r
        }
        return c
    }

    func decodeMetrics(_ node: JSONNode, path: JSONPath) throws(RecipeError) -> [(String, Double)] {
        let o = try ObjectNode(node, path: path, what: "metrics ({\"name\": number})", context: self)
        var result: [(String, Double)] = []
        for m in o.members {
            guard !m.key.isEmpty, m.key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), m.key.first?.isNumber == false else {
                throw error(.invalidValue, "metric name \(quoted(m.key)) must be letters, digits and _ (not starting with a digit)", path: path.appending(m.key), location: m.keyLocation, length: m.key.count + 2)
            }
            result.append((m.key, try number(m.value, path.appending(m.key), what: "a metric value in points")))
        }
        return result
    }

    /// The location of character `offset` of the string `node` (exact when the string has no escapes).
    func location(in node: JSONNode, offset: Int) -> SourceLocation {
        guard node.verbatim, let s = node.stringValue else { return node.location }
        let prefix = s.prefix(max(0, offset))
        let scalars = prefix.unicodeScalars.count
        let bytes = prefix.utf8.count
        return SourceLocation(line: node.location.line, column: node.location.column + 1 + scalars, offset: node.location.offset.map { $0 + 1 + bytes })
    }

    func notationError(_ kind: RecipeError.Problem, _ e: NotationError, text: String, node: JSONNode, path: JSONPath) -> RecipeError {
        RecipeError(kind, e.message, file: file, path: path, location: location(in: node, offset: e.range.lowerBound),
                    excerpt: RecipeError.Excerpt(text: text, column: e.range.lowerBound + 1, length: e.range.count))
    }

    /// A Cookbook-notation or VFL string.
    func decodeConstraintText(_ node: JSONNode, path: JSONPath, metrics: [String: Double], options: [VisualFormatOption],
                              forceVisualFormat: Bool = false) throws(RecipeError) -> [ConstraintDraft] {
        let text = try string(node, path, what: "a constraint string")
        let trimmed = text.drop { $0 == " " }
        let isVFL = forceVisualFormat || trimmed.hasPrefix("H:") || trimmed.hasPrefix("V:") || trimmed.hasPrefix("|") || trimmed.hasPrefix("[")
        let source = ConstraintSource(text: text, notation: isVFL ? .visualFormat : .cookbook, file: file, path: path, location: node.location)
        let drafts: [ConstraintDraft]
        do throws(NotationError) {
            drafts = isVFL ? try VisualFormat.parse(text, metrics: metrics, options: options, source: source)
                           : [try CookbookNotation.parse(text, source: source)]
        } catch {
            throw notationError(isVFL ? .visualFormat : .constraintSyntax, error, text: text, node: node, path: path)
        }
        try checkMagnitudes(drafts, node: node, path: path)
        return drafts
    }

    /// The numbers written inside a constraint string obey the bound of every other number
    /// of a recipe (`number(_:_:in:what:)`): a 300-digit constant is refused, not solved.
    private func checkMagnitudes(_ drafts: [ConstraintDraft], node: JSONNode, path: JSONPath) throws(RecipeError) {
        let limit = Self.largestMagnitude
        for draft in drafts {
            var values = [draft.spec.multiplier]
            if case .points(let c) = draft.spec.constant { values.append(c) }
            if let bad = values.first(where: { !(abs($0) <= limit) }) {
                throw error(.invalidValue, "\(formatNumber(bad)) is out of range; constants and multipliers are in \(formatNumber(-limit))...\(formatNumber(limit))",
                            path: path, node: node)
            }
        }
    }

    /// `{"first": "A", "firstAttribute": "top", "relation": ">=", "second": "B", "secondAttribute": "bottom", ...}`.
    func decodeConstraintObject(_ o: ObjectNode) throws(RecipeError) -> ConstraintDraft {
        let path = o.path
        let first = try objectItem(o, "first")
        let firstAttribute = try objectAttribute(o, "firstAttribute")
        let relation = try objectRelation(o)
        var second: ConstraintItem?
        var secondAttribute = LayoutAttribute.notAnAttribute
        if o.has("second") {
            second = try objectItem(o, "second")
            secondAttribute = try objectAttribute(o, "secondAttribute")
        } else if let m = o.member("secondAttribute") {
            throw error(.missingKey("second"), "\"secondAttribute\" needs \"second\" (the second item)", path: path.appending(m.key), location: m.keyLocation, length: m.key.count + 2)
        }
        var multiplier = 1.0
        if let m = o["multiplier"] {
            multiplier = try number(m, path.appending("multiplier"), what: "a multiplier")
            if second != nil, multiplier == 0 {
                throw error(.invalidValue, "a multiplier of 0 removes the second item; leave out \"second\" for a constant-only constraint", path: path.appending("multiplier"), node: m)
            }
        }
        let constant = try objectConstant(o)
        let priority = try o["priority"].map { (n: JSONNode) throws(RecipeError) -> Double in try self.priority(n, path.appending("priority")) } ?? 1000
        let identifier = try o["identifier"].map { (n: JSONNode) throws(RecipeError) -> String in try string(n, path.appending("identifier")) }
        var spec = ConstraintSpec(firstItem: first, firstAttribute: firstAttribute, relation: relation, secondItem: second,
                                  secondAttribute: secondAttribute, multiplier: multiplier, constant: constant, priority: priority,
                                  identifier: identifier,
                                  source: ConstraintSource(text: "", notation: .object, file: file, path: path, location: o.node.location))
        spec.source.text = spec.description
        return ConstraintDraft(spec: spec, firstRange: nil, secondRange: nil, wholeRange: nil)
    }

    /// `"first"`/`"second"` of a constraint object: a view name, a reserved name, or `Owner.guide`.
    private func objectItem(_ o: ObjectNode, _ key: String) throws(RecipeError) -> ConstraintItem {
        let path = o.path
        let node = try o.require(key, what: "a constraint object", context: self)
        let s = try string(node, path.appending(key), what: "an item name")
        switch s {
        case "Superview": return .superview
        case "Top Layout Guide": return .topLayoutGuide
        case "Bottom Layout Guide": return .bottomLayoutGuide
        case "Safe Area": return .systemGuide(.safeAreaLayoutGuide, owner: .root)
        default:
            // `Scroll View.contentLayoutGuide` style owner.guide.
            if let dot = s.firstIndex(of: ".") {
                let owner = String(s[..<dot])
                let guideName = String(s[s.index(after: dot)...])
                guard let guide = SystemGuide.spellings.first(where: { $0.0 == guideName })?.1 else {
                    let names = SystemGuide.spellings.map(\.0)
                    throw error(.invalidValue, "unknown guide \"\(guideName)\"\(Suggestions.hint(Suggestions.closest(to: guideName, in: names))); expected one of \(names.joined(separator: ", "))", path: path.appending(key), node: node)
                }
                return .systemGuide(guide, owner: owner == "Superview" ? .superview : .view(owner))
            }
            return .view(s)
        }
    }

    /// `"firstAttribute"`/`"secondAttribute"` of a constraint object.
    private func objectAttribute(_ o: ObjectNode, _ key: String) throws(RecipeError) -> LayoutAttribute {
        let path = o.path
        let node = try o.require(key, what: "a constraint object", context: self)
        let s = try string(node, path.appending(key), what: "an attribute")
        if let a = CookbookNotation.attribute(named: s), s == a.rawValue || s == a.cookbookName || s == "Baseline" || s == "baseline" { return a }
        let names = LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map(\.rawValue)
        throw error(.invalidValue, "unknown attribute \"\(s)\"\(Suggestions.hint(Suggestions.closest(to: s, in: names))); expected one of \(names.joined(separator: ", "))", path: path.appending(key), node: node)
    }

    /// `"relation"` of a constraint object; equal when absent.
    private func objectRelation(_ o: ObjectNode) throws(RecipeError) -> LayoutRelation {
        guard let r = o["relation"] else { return .equal }
        let s = try string(r, o.path.appending("relation"), what: "a relation")
        switch s {
        case "=", "==", "equal": return .equal
        case ">=", "≥", "greaterThanOrEqual": return .greaterThanOrEqual
        case "<=", "≤", "lessThanOrEqual": return .lessThanOrEqual
        default:
            throw error(.invalidValue, "unknown relation \"\(s)\"; expected \"==\", \">=\", \"<=\" (or equal, greaterThanOrEqual, lessThanOrEqual)", path: o.path.appending("relation"), node: r)
        }
    }

    /// `"constant"` of a constraint object: points or `"standard"` / `"-standard"`; 0 when absent.
    private func objectConstant(_ o: ObjectNode) throws(RecipeError) -> ConstraintConstant {
        guard let c = o["constant"] else { return .points(0) }
        let path = o.path
        if let s = c.stringValue {
            guard s == "standard" || s == "Standard" || s == "-standard" || s == "-Standard" else {
                throw error(.invalidValue, "expected a constant in points or \"standard\", found \(c.kindDescription)", path: path.appending("constant"), node: c)
            }
            return .standard(sign: s.hasPrefix("-") ? -1 : 1)
        }
        return .points(try number(c, path.appending("constant"), what: "a constant in points or \"standard\""))
    }
}
