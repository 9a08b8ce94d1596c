import Layout
/// Options of a Visual Format Language string (`NSLayoutConstraint.FormatOptions`).
public enum VisualFormatOption: String, Sendable, Hashable, CaseIterable {
    case alignAllLeft, alignAllRight, alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing
    case alignAllCenterX, alignAllCenterY, alignAllLastBaseline, alignAllFirstBaseline
    case directionLeadingToTrailing, directionLeftToRight, directionRightToLeft

    var alignmentAttribute: LayoutAttribute? {
        switch self {
        case .alignAllLeft: return .left
        case .alignAllRight: return .right
        case .alignAllTop: return .top
        case .alignAllBottom: return .bottom
        case .alignAllLeading: return .leading
        case .alignAllTrailing: return .trailing
        case .alignAllCenterX: return .centerX
        case .alignAllCenterY: return .centerY
        case .alignAllLastBaseline: return .lastBaseline
        case .alignAllFirstBaseline: return .firstBaseline
        default: return nil
        }
    }
}

/// Parses Apple's Visual Format Language into constraints (see docs/recipes.md):
/// `H:|-[a]-8-[b(==a)]-|`, `V:|-(>=20)-[x(44@750)]`. `-` alone is Standard spacing; `|-` and
/// `-|` attach to the superview's layout margins; view names may contain spaces.
enum VisualFormat {
    private struct Predicate {
        var relation: LayoutRelation
        /// nil when the object is a view name.
        var constant: Double?
        var viewName: String?
        var viewRange: Range<Int>?
        var priority: Double
        var range: Range<Int>
    }

    private enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    private struct ViewElement {
        var name: String
        var range: Range<Int>
        var predicates: [Predicate]
    }

    /// The elements of a format in reading order: `H:|-[a]-[b]-|`.
    private struct Elements {
        var vertical = false
        var leadingSuperview: Connection?
        var views: [ViewElement] = []
        /// `connections[i]` joins `views[i]` and `views[i + 1]`.
        var connections: [Connection] = []
        var trailingSuperview: Connection?
    }

    /// The attributes along the format's axis, per direction option.
    private struct AxisAttributes {
        var lead: LayoutAttribute
        var trail: LayoutAttribute
        var leadMargin: LayoutAttribute
        var trailMargin: LayoutAttribute
        var size: LayoutAttribute
        /// Right-to-left: the earlier view is the constraint's first item.
        var reversed: Bool

        init(vertical: Bool, options: [VisualFormatOption]) {
            let direction = options.first { $0.rawValue.hasPrefix("direction") } ?? .directionLeadingToTrailing
            reversed = !vertical && direction == .directionRightToLeft
            if vertical {
                (lead, trail, leadMargin, trailMargin, size) = (.top, .bottom, .topMargin, .bottomMargin, .height)
            } else if direction == .directionLeadingToTrailing {
                (lead, trail, leadMargin, trailMargin, size) = (.leading, .trailing, .leadingMargin, .trailingMargin, .width)
            } else if reversed {
                (lead, trail, leadMargin, trailMargin, size) = (.right, .left, .rightMargin, .leftMargin, .width)
            } else {
                (lead, trail, leadMargin, trailMargin, size) = (.left, .right, .leftMargin, .rightMargin, .width)
            }
        }
    }

    /// One end of a gap: item, attribute facing the other end, name range.
    private typealias End = (item: ConstraintItem, attribute: LayoutAttribute, range: Range<Int>?)

    /// Collects the drafts a format makes, in order.
    private struct DraftList {
        let source: ConstraintSource
        let reversed: Bool
        var drafts: [ConstraintDraft] = []

        mutating func make(_ firstItem: ConstraintItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
                           _ secondItem: ConstraintItem?, _ secondAttribute: LayoutAttribute, _ constant: ConstraintConstant,
                           _ priority: Double, firstRange: Range<Int>?, secondRange: Range<Int>?, whole: Range<Int>) {
            let spec = ConstraintSpec(firstItem: firstItem, firstAttribute: firstAttribute, relation: relation,
                                      secondItem: secondItem, secondAttribute: secondAttribute, multiplier: 1,
                                      constant: constant, priority: priority, source: source)
            drafts.append(ConstraintDraft(spec: spec, firstRange: firstRange, secondRange: secondRange, wholeRange: whole))
        }

        /// A gap between `a` (earlier) and `b` (later).
        mutating func gap(_ a: End, _ b: End, _ connection: Connection, whole: Range<Int>) {
            switch connection {
            case .flush: emit(a, b, .equal, .points(0), 1000, whole: whole)
            case .standard: emit(a, b, .equal, .standard(sign: 1), 1000, whole: whole)
            case .predicates(let list):
                for p in list { emit(a, b, p.relation, .points(p.constant ?? 0), p.priority, whole: whole) }
            }
        }

        private mutating func emit(_ a: End, _ b: End, _ relation: LayoutRelation, _ constant: ConstraintConstant,
                                   _ priority: Double, whole: Range<Int>) {
            if reversed {
                make(a.item, a.attribute, relation, b.item, b.attribute, constant, priority,
                     firstRange: a.range, secondRange: b.range, whole: whole)
            } else {
                make(b.item, b.attribute, relation, a.item, a.attribute, constant, priority,
                     firstRange: b.range, secondRange: a.range, whole: whole)
            }
        }
    }

    static func parse(_ text: String, metrics: [String: Double], options: [VisualFormatOption],
                      source: ConstraintSource) throws(NotationError) -> [ConstraintDraft] {
        var s = NotationScanner(text)
        let elements = try parseElements(&s, metrics: metrics)
        let axis = AxisAttributes(vertical: elements.vertical, options: options)
        let wholeRange = 0..<s.chars.count
        var list = DraftList(source: source, reversed: axis.reversed)
        addGaps(elements, axis: axis, wholeRange: wholeRange, to: &list)
        addSizes(elements.views, axis: axis, to: &list)
        try addAlignments(elements, options: options, formatLength: s.chars.count, wholeRange: wholeRange, to: &list)
        return list.drafts
    }

    /// Reads `H:`/`V:`, the optional superview bars, and the views with the connections between them.
    private static func parseElements(_ s: inout NotationScanner, metrics: [String: Double]) throws(NotationError) -> Elements {
        var elements = Elements()
        if s.consume("H:") {
            elements.vertical = false
        } else if s.consume("V:") {
            elements.vertical = true
        }
        s.skipSpaces()
        if s.current == "|" {
            s.pos += 1
            elements.leadingSuperview = try parseConnection(&s, metrics: metrics)
        }
        while true {
            s.skipSpaces()
            guard s.current == "[" else {
                throw NotationError(message: "expected \"[\" starting a view, found \(s.tokenDescription())", range: s.tokenRange())
            }
            elements.views.append(try parseView(&s, metrics: metrics))
            s.skipSpaces()
            if s.atEnd { break }
            let connection = try parseConnection(&s, metrics: metrics)
            s.skipSpaces()
            if s.current == "|" {
                s.pos += 1
                elements.trailingSuperview = connection
                s.skipSpaces()
                if !s.atEnd {
                    throw NotationError(message: "unexpected \(s.tokenDescription()) after the closing \"|\"; expected the end of the format", range: s.tokenRange())
                }
                break
            }
            if s.atEnd {
                if case .flush = connection {} else {
                    throw NotationError(message: "a connection at the end must be followed by \"|\" or a view", range: s.tokenRange())
                }
                break
            }
            elements.connections.append(connection)
        }
        return elements
    }

    /// The spacing constraints: superview to first view, between views, last view to superview.
    private static func addGaps(_ elements: Elements, axis: AxisAttributes, wholeRange: Range<Int>, to list: inout DraftList) {
        let views = elements.views
        if let connection = elements.leadingSuperview, let first = views.first {
            let edge: LayoutAttribute
            if case .standard = connection { edge = axis.leadMargin } else { edge = axis.lead }
            let standardless: Connection
            if case .standard = connection { standardless = .flush } else { standardless = connection }
            list.gap((.superview, edge, nil), (.view(first.name), axis.lead, first.range), standardless, whole: wholeRange)
        }
        for (index, connection) in elements.connections.enumerated() where index + 1 < views.count {
            let a = views[index]
            let b = views[index + 1]
            list.gap((.view(a.name), axis.trail, a.range), (.view(b.name), axis.lead, b.range), connection,
                     whole: a.range.lowerBound..<b.range.upperBound)
        }
        if let connection = elements.trailingSuperview, let last = views.last {
            let edge: LayoutAttribute
            if case .standard = connection { edge = axis.trailMargin } else { edge = axis.trail }
            let standardless: Connection
            if case .standard = connection { standardless = .flush } else { standardless = connection }
            list.gap((.view(last.name), axis.trail, last.range), (.superview, edge, nil), standardless, whole: wholeRange)
        }
    }

    /// The size predicates inside each view's brackets: `[b(==a)]`, `[x(44@750)]`.
    private static func addSizes(_ views: [ViewElement], axis: AxisAttributes, to list: inout DraftList) {
        let size = axis.size
        for view in views {
            for p in view.predicates {
                if let other = p.viewName {
                    list.make(.view(view.name), size, p.relation, .view(other), size, .points(0), p.priority,
                              firstRange: view.range, secondRange: p.viewRange, whole: p.range)
                } else {
                    list.make(.view(view.name), size, p.relation, nil, .notAnAttribute, .points(p.constant ?? 0), p.priority,
                              firstRange: view.range, secondRange: nil, whole: p.range)
                }
            }
        }
    }

    /// The `alignAll…` options: every later view aligned with the first, across the axis.
    private static func addAlignments(_ elements: Elements, options: [VisualFormatOption], formatLength: Int,
                                      wholeRange: Range<Int>, to list: inout DraftList) throws(NotationError) {
        let vertical = elements.vertical
        let views = elements.views
        for option in options {
            guard let attribute = option.alignmentAttribute else { continue }
            if attribute.category == (vertical ? .vertical : .horizontal) {
                throw NotationError(message: "option \(option.rawValue) aligns along the format's own axis; use it with \(vertical ? "H:" : "V:") formats", range: 0..<min(2, formatLength))
            }
            guard let first = views.first else { continue }
            for view in views.dropFirst() {
                list.make(.view(view.name), attribute, .equal, .view(first.name), attribute, .points(0), 1000,
                          firstRange: view.range, secondRange: first.range, whole: wholeRange)
            }
        }
    }

    private static func parseView(_ s: inout NotationScanner, metrics: [String: Double]) throws(NotationError) -> ViewElement {
        s.pos += 1 // [
        s.skipSpaces()
        let start = s.pos
        while let c = s.current, c != "(", c != "]", c != "[" { s.pos += 1 }
        var end = s.pos
        while end > start, s.chars[end - 1] == " " { end -= 1 }
        let name = s.text(start..<end)
        if name.isEmpty {
            throw NotationError(message: "expected a view name after \"[\"", range: s.tokenRange())
        }
        if s.atEnd || s.current == "[" {
            throw NotationError(message: "missing \"]\" after the view name \(quoted(name))", range: s.atEnd ? s.tokenRange() : s.pos..<(s.pos + 1))
        }
        var predicates: [Predicate] = []
        if s.current == "(" {
            predicates = try parsePredicateList(&s, metrics: metrics, allowViews: true)
            s.skipSpaces()
        }
        guard s.current == "]" else {
            throw NotationError(message: "expected \"]\" closing the view \(quoted(name)), found \(s.tokenDescription())", range: s.tokenRange())
        }
        s.pos += 1
        return ViewElement(name: name, range: start..<end, predicates: predicates)
    }

    private static func parseConnection(_ s: inout NotationScanner, metrics: [String: Double]) throws(NotationError) -> Connection {
        s.skipSpaces()
        guard s.current == "-" else { return .flush }
        s.pos += 1
        s.skipSpaces()
        if s.current == "[" || s.current == "|" { return .standard }
        var predicates: [Predicate]
        if s.current == "(" {
            predicates = try parsePredicateList(&s, metrics: metrics, allowViews: false)
        } else {
            let start = s.pos
            let value = try parseObjectConstant(&s, metrics: metrics)
            predicates = [Predicate(relation: .equal, constant: value, priority: 1000, range: start..<s.pos)]
        }
        s.skipSpaces()
        guard s.current == "-" else {
            throw NotationError(message: "expected \"-\" after the spacing, found \(s.tokenDescription())", range: s.tokenRange())
        }
        s.pos += 1
        return .predicates(predicates)
    }

    /// A number (possibly negative) or a metric name.
    private static func parseObjectConstant(_ s: inout NotationScanner, metrics: [String: Double]) throws(NotationError) -> Double {
        s.skipSpaces()
        if let (v, _) = s.readSignedNumber() { return v }
        let start = s.pos
        while let c = s.current, c.isLetter || c.isNumber || c == "_" { s.pos += 1 }
        let word = s.text(start..<s.pos)
        if word.isEmpty {
            throw NotationError(message: "expected a number or a metric name, found \(s.tokenDescription())", range: s.tokenRange())
        }
        guard let value = metrics[word] else {
            let known = metrics.keys.sorted()
            throw NotationError(message: "unknown metric \"\(word)\"\(Suggestions.hint(Suggestions.closest(to: word, in: known))); "
                                + (known.isEmpty ? "define it in \"metrics\"" : "known metrics: \(known.joined(separator: ", "))"),
                                range: start..<s.pos)
        }
        return value
    }

    private static func parsePredicateList(_ s: inout NotationScanner, metrics: [String: Double], allowViews: Bool) throws(NotationError) -> [Predicate] {
        s.pos += 1 // (
        var list: [Predicate] = []
        while true {
            s.skipSpaces()
            let start = s.pos
            var relation = LayoutRelation.equal
            if s.consume("==") { relation = .equal }
            else if s.consume(">=") { relation = .greaterThanOrEqual }
            else if s.consume("<=") { relation = .lessThanOrEqual }
            s.skipSpaces()
            var predicate = Predicate(relation: relation, constant: nil, priority: 1000, range: start..<start)
            let objectStart = s.pos
            if let (v, _) = s.readSignedNumber() {
                predicate.constant = v
            } else {
                while let c = s.current, c != ",", c != ")", c != "@", c != "]" { s.pos += 1 }
                var end = s.pos
                while end > objectStart, s.chars[end - 1] == " " { end -= 1 }
                let word = s.text(objectStart..<end)
                if word.isEmpty {
                    throw NotationError(message: "expected a number, a metric name\(allowViews ? " or a view name" : "") in the predicate, found \(s.tokenDescription())", range: s.tokenRange())
                }
                if let value = metrics[word] {
                    predicate.constant = value
                } else if allowViews {
                    predicate.viewName = word
                    predicate.viewRange = objectStart..<end
                } else {
                    let known = metrics.keys.sorted()
                    throw NotationError(message: "unknown metric \"\(word)\"\(Suggestions.hint(Suggestions.closest(to: word, in: known))); a spacing is a number or a metric name", range: objectStart..<end)
                }
            }
            s.skipSpaces()
            if s.current == "@" {
                s.pos += 1
                s.skipSpaces()
                let save = s.pos
                if let (v, r) = s.readNumber() {
                    guard v >= 1 && v <= 1000 else {
                        throw NotationError(message: "priority \(formatNumber(v)) is out of range; expected 1...1000", range: r)
                    }
                    predicate.priority = v
                } else {
                    var end = save
                    while end < s.chars.count, s.chars[end].isLetter || s.chars[end].isNumber || s.chars[end] == "_" { end += 1 }
                    let word = s.text(save..<end)
                    if let v = metrics[word] ?? PriorityName.value(of: word), v >= 1, v <= 1000 {
                        s.pos = end
                        predicate.priority = v
                    } else {
                        s.pos = save
                        predicate.priority = try parsePriorityWord(&s)
                    }
                }
                s.skipSpaces()
            }
            predicate.range = start..<s.pos
            list.append(predicate)
            if s.current == "," { s.pos += 1; continue }
            if s.current == ")" { s.pos += 1; break }
            throw NotationError(message: "expected \",\" or \")\" in the predicate list, found \(s.tokenDescription())", range: s.tokenRange())
        }
        return list
    }
}
