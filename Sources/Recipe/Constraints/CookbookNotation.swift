import Layout
/// A constraint parsed from text, with the character ranges of its items (for later errors
/// such as "no view named ...").
struct ConstraintDraft {
    var spec: ConstraintSpec
    /// Range in `spec.source.text` of the first item's name (nil when not from text).
    var firstRange: Range<Int>?
    var secondRange: Range<Int>?
    /// Range of the whole constraint text or expression, for legality errors.
    var wholeRange: Range<Int>?
}

/// Parses the Auto Layout Cookbook's constraint notation:
/// `Item.Attribute REL Item.Attribute [× multiplier] [± constant] [@ priority]`, or
/// `Item.Attribute REL constant [@ priority]` (see docs/recipes.md for the full grammar).
enum CookbookNotation {
    /// Characters that end a view name.
    static let nameStops: Set<Character> = [".", "=", "<", ">", "≤", "≥", "@", "×", "*", "+", ":", "(", ")", "[", "]", "|", ",", "\"", "!", "/"]

    /// `nameStops.contains(s.chars[i])` without hashing the character.
    static func isNameStop(_ s: NotationScanner, at i: Int) -> Bool {
        let a = s.codes[i]
        if a != 0 {
            switch a {
            case UInt8(ascii: "."), UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "@"),
                 UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ":"), UInt8(ascii: "("), UInt8(ascii: ")"),
                 UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "|"), UInt8(ascii: ","), UInt8(ascii: "\""),
                 UInt8(ascii: "!"), UInt8(ascii: "/"):
                return true
            default:
                return false
            }
        }
        let c = s.chars[i]
        return c == "≤" || c == "≥" || c == "×"
    }

    /// `SystemGuide.spellings` split into characters once.
    private static let guideSpellings: [(String, [Character], SystemGuide)] = SystemGuide.spellings.map { ($0.0, Array($0.0), $0.1) }

    /// Lowercased attribute spelling → attribute (the first case in declaration order).
    private static let attributesByLowercasedName: [String: LayoutAttribute] = {
        var table: [String: LayoutAttribute] = [:]
        for a in LayoutAttribute.allCases where a != .notAnAttribute {
            let key = a.rawValue.lowercased()
            if table[key] == nil { table[key] = a }
        }
        return table
    }()

    /// What follows the relation, before the priority.
    private struct RightHandSide {
        var second: ConstraintItem?
        var secondRange: Range<Int>?
        var secondAttribute = LayoutAttribute.notAnAttribute
        var multiplier = 1.0
        var constant = ConstraintConstant.points(0)
    }

    /// Parses `text`; `source` carries the location and becomes part of the result.
    static func parse(_ text: String, source: ConstraintSource) throws(NotationError) -> ConstraintDraft {
        var s = NotationScanner(text)
        s.skipSpaces()
        if s.atEnd { throw NotationError(message: "empty constraint; expected \"Item.Attribute = Item.Attribute\"", range: 0..<1) }
        let (first, firstRange, firstAttribute) = try parseItemAttribute(&s, side: "first")
        s.skipSpaces()
        let relation = try parseRelation(&s, afterRange: firstRange, attribute: firstAttribute)
        s.skipSpaces()
        let rhs: RightHandSide
        if let c = s.current, c.isNumber || c == "-" || c == "+" || c == "−" || c == "." {
            rhs = try parseNumberFirst(&s, relation: relation)
        } else {
            rhs = try parseItemFirst(&s)
        }
        s.skipSpaces()
        var priority = 1000.0
        if s.current == "@" {
            s.pos += 1
            priority = try parsePriorityWord(&s)
            s.skipSpaces()
        }
        if !s.atEnd { throw unexpectedTrailer(s, rhs, priority: priority) }
        let spec = ConstraintSpec(firstItem: first, firstAttribute: firstAttribute, relation: relation,
                                  secondItem: rhs.second, secondAttribute: rhs.secondAttribute, multiplier: rhs.multiplier,
                                  constant: rhs.constant, priority: priority, source: source)
        return ConstraintDraft(spec: spec, firstRange: firstRange, secondRange: rhs.secondRange, wholeRange: 0..<s.chars.count)
    }

    /// Constant-only (`Width = 100`) or multiplier-first (`Width = 0.5 × Other.Width`).
    private static func parseNumberFirst(_ s: inout NotationScanner, relation: LayoutRelation) throws(NotationError) -> RightHandSide {
        var rhs = RightHandSide()
        guard let (value, valueRange) = s.readSignedNumber() else {
            throw NotationError(message: "expected a number or an item after \"\(relation == .equal ? "=" : relation.symbol)\"", range: s.tokenRange())
        }
        let afterNumber = s.pos
        s.skipSpaces()
        if isMultiplySign(s) {
            s.pos += 1
            s.skipSpaces()
            rhs.multiplier = value
            (rhs.second, rhs.secondRange, rhs.secondAttribute) = try parseItemAttribute(&s, side: "second")
            if rhs.multiplier == 0 {
                throw NotationError(message: "a multiplier of 0 removes the second item; write a constant-only constraint instead", range: valueRange)
            }
        } else {
            s.pos = afterNumber
            rhs.constant = .points(value)
        }
        return rhs
    }

    /// `Other.Width`, then an optional `× m` or `/ d`, then an optional `+ c` / `- Standard`.
    private static func parseItemFirst(_ s: inout NotationScanner) throws(NotationError) -> RightHandSide {
        var rhs = RightHandSide()
        (rhs.second, rhs.secondRange, rhs.secondAttribute) = try parseItemAttribute(&s, side: "second")
        s.skipSpaces()
        if isMultiplySign(s) {
            s.pos += 1
            s.skipSpaces()
            rhs.multiplier = try parseMultiplier(&s)
        } else if s.current == "/" {
            s.pos += 1
            s.skipSpaces()
            guard let (d, r) = s.readNumber() else {
                throw NotationError(message: "expected a number after \"/\"", range: s.tokenRange())
            }
            if d == 0 { throw NotationError(message: "division by zero", range: r) }
            rhs.multiplier = 1 / d
        }
        s.skipSpaces()
        if let c = s.current, c == "+" || c == "-" || c == "−" {
            let sign: Double = c == "+" ? 1 : -1
            s.pos += 1
            s.skipSpaces()
            if let (v, _) = s.readNumber() {
                rhs.constant = .points(sign * v)
            } else if s.consume("Standard") || s.consume("standard") {
                rhs.constant = .standard(sign: sign)
            } else {
                throw NotationError(message: "expected a number or \"Standard\" after \"\(c)\"", range: s.tokenRange())
            }
        }
        return rhs
    }

    /// Text after a complete constraint, naming the parts that could still have come there.
    private static func unexpectedTrailer(_ s: NotationScanner, _ rhs: RightHandSide, priority: Double) -> NotationError {
        var expected: [String] = []
        if rhs.second != nil && rhs.multiplier == 1 { expected.append("\"× multiplier\"") }
        if case .points(0) = rhs.constant, rhs.second != nil { expected.append("\"+ constant\"") }
        if priority == 1000 { expected.append("\"@ priority\"") }
        expected.append("the end of the constraint")
        return NotationError(message: "unexpected \(s.tokenDescription()); expected \(expected.joined(separator: ", "))", range: s.tokenRange())
    }

    private static func isMultiplySign(_ s: NotationScanner) -> Bool {
        guard let c = s.current else { return false }
        if c == "×" || c == "*" { return true }
        if c == "x" || c == "X" {
            // A standalone x followed by a space or a number.
            if let n = s.peek(1) { return n == " " || n.isNumber || n == "." }
        }
        return false
    }

    /// `2`, `0.5`, or an aspect ratio `3:4` (= 3/4).
    private static func parseMultiplier(_ s: inout NotationScanner) throws(NotationError) -> Double {
        guard let (a, ra) = s.readSignedNumber() else {
            throw NotationError(message: "expected a multiplier after \"×\": a number (2, 0.5) or a ratio (3:4)", range: s.tokenRange())
        }
        s.skipSpaces()
        if s.current == ":" {
            s.pos += 1
            s.skipSpaces()
            guard let (b, rb) = s.readNumber() else {
                throw NotationError(message: "expected the second number of the ratio after \":\"", range: s.tokenRange())
            }
            if b == 0 { throw NotationError(message: "a ratio cannot have 0 as its second number", range: rb) }
            if a == 0 { throw NotationError(message: "a multiplier of 0 removes the second item; write a constant-only constraint instead", range: ra.lowerBound..<rb.upperBound) }
            return a / b
        }
        if a == 0 { throw NotationError(message: "a multiplier of 0 removes the second item; write a constant-only constraint instead", range: ra) }
        return a
    }

    /// `afterRange` and `attribute` (the first item) name what the relation follows, for the error message.
    private static func parseRelation(_ s: inout NotationScanner, afterRange: Range<Int>, attribute: LayoutAttribute) throws(NotationError) -> LayoutRelation {
        if s.consume("==") || s.consume("=") { return .equal }
        if s.consume(">=") || s.consume("≥") || s.consume("=>") { return .greaterThanOrEqual }
        if s.consume("<=") || s.consume("≤") || s.consume("=<") { return .lessThanOrEqual }
        throw NotationError(message: "expected a relation (=, ==, >=, <=, ≥, ≤) after \"\(s.text(afterRange)).\(attribute.cookbookName)\", found \(s.tokenDescription())", range: s.tokenRange())
    }

    /// Reads `Name.Attribute`, `Name.Guide.Attribute`, `Superview.Attribute`, `Top Layout Guide.Bottom`,
    /// `Safe Area.Top`.
    static func parseItemAttribute(_ s: inout NotationScanner, side: String) throws(NotationError) -> (ConstraintItem, Range<Int>, LayoutAttribute) {
        s.skipSpaces()
        let start = s.pos
        while s.pos < s.chars.count, !isNameStop(s, at: s.pos) { s.pos += 1 }
        var end = s.pos
        while end > start, s.isSpaceOrTab(at: end - 1) { end -= 1 }
        let name = s.text(start..<end)
        if name.isEmpty {
            throw NotationError(message: "expected the \(side) item (a view name, Superview, Top Layout Guide, Bottom Layout Guide or Safe Area), found \(s.tokenDescription())", range: s.tokenRange())
        }
        guard s.current == "." else {
            throw NotationError(message: "expected \".Attribute\" after \(quoted(name)) (for example \"\(name).Top\"), found \(s.tokenDescription())", range: s.tokenRange())
        }
        s.pos += 1
        var item: ConstraintItem
        switch name {
        case "Superview": item = .superview
        case "Top Layout Guide": item = .topLayoutGuide
        case "Bottom Layout Guide": item = .bottomLayoutGuide
        case "Safe Area": item = .systemGuide(.safeAreaLayoutGuide, owner: .root)
        default: item = .view(name)
        }
        // A built-in guide of the item: `Scroll View.Content Layout Guide.Top`.
        for (spelling, characters, guide) in guideSpellings {
            let save = s.pos
            if s.consume(characters), s.current == "." {
                s.pos += 1
                switch item {
                case .view(let n): item = .systemGuide(guide, owner: .view(n))
                case .superview: item = .systemGuide(guide, owner: .superview)
                default:
                    throw NotationError(message: "\(quoted(name)) has no \(spelling) guide; only views and Superview do", range: save..<(s.pos - 1))
                }
                break
            }
            s.pos = save
        }
        let attrStart = s.pos
        while s.pos < s.chars.count, s.isLetter(at: s.pos) { s.pos += 1 }
        let word = s.text(attrStart..<s.pos)
        guard let attribute = attribute(named: word) else {
            let names = LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map(\.cookbookName) + ["Baseline"]
            let hint = word.isEmpty ? "" : Suggestions.hint(Suggestions.closest(to: word, in: names))
            let found = word.isEmpty ? s.tokenDescription() : "\"\(word)\""
            throw NotationError(
                message: "unknown attribute \(found) after \"\(name).\"\(hint); expected one of \(names.joined(separator: ", "))",
                range: word.isEmpty ? s.tokenRange() : attrStart..<s.pos)
        }
        return (item, start..<end, attribute)
    }

    /// `Leading`, `leading`, `LeadingMargin`, `Baseline` (= lastBaseline), ... (case-insensitive).
    static func attribute(named word: String) -> LayoutAttribute? {
        let lower = word.lowercased()
        if lower == "baseline" { return .lastBaseline }
        return attributesByLowercasedName[lower]
    }
}
