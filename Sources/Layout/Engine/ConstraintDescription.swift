/// UIKit-like text for constraints, with deterministic fake addresses: views are
/// `0x7f80000000` + 0x10 × (id + 1); constraints get `0x6000000000` + 0x10 × n, n counting up in
/// the order the engine first describes them.
///
/// The text is appended as UTF-8 to a byte buffer (`append(_:address:to:)`), without building
/// strings by interpolation; `describe` wraps it for the places that keep a `String`. A
/// describer made `forJSONString` writes the inside of a JSON string straight into a
/// `JSONOutput`'s bytes: its own ASCII needs no escape, the text from data (names, identifiers)
/// is escaped as JSONEncoder escapes it.
struct ConstraintDescriber {
    let tree: ViewTree
    /// Whether text from data is JSON-escaped (`/` too when `escapesSlashes`).
    var forJSONString = false
    var escapesSlashes = false
    /// Every view's item text (`UILabel:0x7f80000050'Name'`, escaped), formatted once for a
    /// dump that names each view in many constraints: view i's text ends at `viewTextEnds[i]`
    /// and starts where view i - 1's ends. Empty: formatted on each use.
    private var viewTexts: [UInt8] = []
    private var viewTextEnds: [Int] = []

    init(tree: ViewTree) { self.tree = tree }

    init(tree: ViewTree, jsonStringOf output: JSONOutput) {
        self.tree = tree
        forJSONString = true
        escapesSlashes = output.escapesSlashes
        var texts: [UInt8] = [], ends: [Int] = []
        ends.reserveCapacity(tree.nodes.count)
        for i in tree.nodes.indices {
            appendViewText(ViewID(i), to: &texts)
            ends.append(texts.count)
        }
        viewTexts = texts
        viewTextEnds = ends
    }

    /// Text from data, escaped when writing into a JSON string.
    private func appendText(_ text: String, to out: inout [UInt8]) {
        if forJSONString {
            JSONOutput.appendEscaped(text, escapesSlashes: escapesSlashes, to: &out)
        } else {
            out.append(utf8Of: text)
        }
    }

    static func viewAddress(_ v: ViewID) -> String { "0x" + String(0x7f80000000 + 0x10 * (v.rawValue + 1), radix: 16) }
    static func constraintAddress(_ n: Int) -> String { "0x" + String(0x6000000000 + 0x10 * n, radix: 16) }

    /// `<NSLayoutConstraint:0x6000000010 'identifier' text @priority   (active)>`.
    func describe(_ c: LayoutConstraint, address: Int) -> String {
        var text: [UInt8] = []
        append(c, address: address, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    func append(_ c: LayoutConstraint, address: Int, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "<"))
        switch c.origin {
        case .autoresizing: out.append(literal: "NSAutoresizingMaskLayoutConstraint:0x")
        case .contentSize: out.append(literal: "NSContentSizeLayoutConstraint:0x")
        default: out.append(literal: "NSLayoutConstraint:0x")
        }
        Self.appendHex(0x6000000000 + 0x10 * address, to: &out)
        if let id = c.identifier {
            out.append(literal: " '")
            appendText(id, to: &out)
            out.append(UInt8(ascii: "'"))
        }
        out.append(UInt8(ascii: " "))
        if c.origin == .system, let ident = c.identifier, ident.hasPrefix("UIView-Encapsulated-Layout-") {
            let what = ident.hasSuffix("Left") ? "minX" : ident.hasSuffix("Top") ? "minY" : ident.hasSuffix("Width") ? "width" : "height"
            appendItem(c.firstItem, to: &out)
            out.append(UInt8(ascii: "."))
            out.append(utf8Of: what)
            out.append(literal: " == ")
            Self.appendNumber(c.constant, to: &out)
        } else {
            appendBody(c, to: &out)
        }
        if !c.priority.isRequired {
            out.append(literal: " @")
            Self.appendPriority(c.priority, to: &out)
        }
        out.append(literal: "   (active)>")
    }

    /// `H:`/`V:` spacing form when the constraint is an edge-to-edge distance between siblings
    /// or to the superview, else `A.attr == m*B.attr + c`.
    func appendBody(_ c: LayoutConstraint, to out: inout [UInt8]) {
        if appendVisualFormat(c, to: &out) { return }
        appendItem(c.firstItem, to: &out)
        out.append(UInt8(ascii: "."))
        out.append(utf8Of: c.firstAttribute.logName)   // attribute names and relation symbols need no escape
        out.append(UInt8(ascii: " "))
        out.append(utf8Of: c.relation.symbol)
        out.append(UInt8(ascii: " "))
        guard let second = c.secondItem else {
            Self.appendNumber(c.constant, to: &out)
            return
        }
        if c.multiplier != 1 {
            Self.appendNumber(c.multiplier, to: &out)
            out.append(UInt8(ascii: "*"))
        }
        appendItem(second, to: &out)
        out.append(UInt8(ascii: "."))
        out.append(utf8Of: c.secondAttribute.logName)
        if c.constant > 0 {
            out.append(literal: " + ")
            Self.appendNumber(c.constant, to: &out)
        }
        if c.constant < 0 {
            out.append(literal: " - ")
            Self.appendNumber(-c.constant, to: &out)
        }
    }

    /// Appends the spacing form and returns true when `c` has one.
    private func appendVisualFormat(_ c: LayoutConstraint, to out: inout [UInt8]) -> Bool {
        guard c.multiplier == 1, let second = c.secondItem, c.relation == .equal || c.relation == .greaterThanOrEqual,
              case .view(let a) = c.firstItem, case .view(let b) = second else { return false }
        return appendSpacing(c, a, b, lead: .leading, trail: .trailing, axis: UInt8(ascii: "H"), to: &out)
            || appendSpacing(c, a, b, lead: .top, trail: .bottom, axis: UInt8(ascii: "V"), to: &out)
    }

    /// The spacing form on one axis, between views `a` (first item) and `b` (second item).
    private func appendSpacing(_ c: LayoutConstraint, _ a: ViewID, _ b: ViewID, lead: LayoutAttribute, trail: LayoutAttribute,
                               axis: UInt8, to out: inout [UInt8]) -> Bool {
        let nodes = tree.nodes
        // next.lead == prev.trail + g  →  H:[prev]-(g)-[next]
        if c.firstAttribute == lead && c.secondAttribute == trail, nodes[a.rawValue].superview == nodes[b.rawValue].superview {
            out.append(axis)
            out.append(literal: ":[")
            appendItem(.view(b), to: &out)
            out.append(literal: "]-(")
            if c.relation != .equal { out.append(literal: ">=") }
            Self.appendNumber(c.constant, to: &out)
            out.append(literal: ")-[")
            appendItem(.view(a), to: &out)
            out.append(UInt8(ascii: "]"))
            return true
        }
        // super.lead == view.lead + c  →  H:|-(−c)-[view]  (UIKit prints the distance)
        if c.relation == .equal && c.firstAttribute == lead && c.secondAttribute == lead, nodes[b.rawValue].superview == a {
            out.append(axis)
            out.append(literal: ":|-(")
            Self.appendNumber(-c.constant, to: &out)
            out.append(literal: ")-[")
            appendItem(.view(b), to: &out)
            out.append(UInt8(ascii: "]"))
            return true
        }
        if c.relation == .equal && c.firstAttribute == trail && c.secondAttribute == trail, nodes[a.rawValue].superview == b {
            out.append(axis)
            out.append(literal: ":[")
            appendItem(.view(a), to: &out)
            out.append(literal: "]-(")
            Self.appendNumber(c.constant, to: &out)
            out.append(literal: ")-|")
            return true
        }
        return false
    }

    /// `UILabel:0x7f80000050'Name'`, or a guide's class, address and identifier.
    func appendItem(_ item: LayoutItem, to out: inout [UInt8]) {
        func guide(_ v: ViewID, _ identifier: String) {
            out.append(literal: "UILayoutGuide:")
            Self.appendViewAddress(v, to: &out)
            out.append(UInt8(ascii: "'"))
            appendText(identifier, to: &out)
            out.append(UInt8(ascii: "'"))
        }
        switch item {
        case .view(let v):
            if v.rawValue >= 0, v.rawValue < viewTextEnds.count {
                let start = v.rawValue == 0 ? 0 : viewTextEnds[v.rawValue - 1]
                out.append(contentsOf: viewTexts[start..<viewTextEnds[v.rawValue]])
            } else {
                appendViewText(v, to: &out)
            }
        case .layoutMarginsGuide(let v): guide(v, "UIViewLayoutMarginsGuide")
        case .safeAreaLayoutGuide(let v): guide(v, "UIViewSafeAreaLayoutGuide")
        case .readableContentGuide(let v): guide(v, "UIViewReadableContentGuide")
        case .topLayoutGuide: out.append(literal: "_UILayoutGuide:0x7f7000000010'Top Layout Guide'")
        case .bottomLayoutGuide: out.append(literal: "_UILayoutGuide:0x7f7000000020'Bottom Layout Guide'")
        case .contentLayoutGuide(let v): guide(v, "UIScrollView-contentLayoutGuide")
        case .frameLayoutGuide(let v): guide(v, "UIScrollView-frameLayoutGuide")
        case .guide(let g):
            out.append(literal: "UILayoutGuide:0x7f60")
            Self.appendHex(0x10 * (g.rawValue + 1), to: &out)
            out.append(UInt8(ascii: "'"))
            appendText(tree.displayName(item), to: &out)
            out.append(UInt8(ascii: "'"))
        case .stackGuide(let s, let role, let i):
            out.append(literal: role == .spanner ? "_UILayoutSpacer:" : "_UIOLAGapGuide:")
            Self.appendViewAddress(s, to: &out)
            out.append(UInt8(ascii: "-"))
            JSONOutput.appendInteger(i, to: &out)
            out.append(literal: role == .spanner ? "'UISV-alignment-spanner'" : "'UISV-distributing'")
        }
    }

    private func appendViewText(_ v: ViewID, to out: inout [UInt8]) {
        let n = tree.nodes[v.rawValue]
        appendText(n.kind.className, to: &out)
        out.append(UInt8(ascii: ":"))
        Self.appendViewAddress(v, to: &out)
        out.append(UInt8(ascii: "'"))
        appendText(n.name, to: &out)
        out.append(UInt8(ascii: "'"))
    }

    static func appendViewAddress(_ v: ViewID, to out: inout [UInt8]) {
        out.append(literal: "0x")
        appendHex(0x7f80000000 + 0x10 * (v.rawValue + 1), to: &out)
    }

    /// Lowercase hex digits, as `String(n, radix: 16)`.
    static func appendHex(_ n: Int, to out: inout [UInt8]) {
        guard n >= 0 else { return out.append(contentsOf: String(n, radix: 16).utf8) }
        let digits: StaticString = "0123456789abcdef"
        var buffer: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &buffer) { raw in
            var start = raw.count, rest = n
            repeat {
                start -= 1
                raw[start] = digits.utf8Start[rest & 0xf]
                rest >>= 4
            } while rest > 0
            out.append(contentsOf: raw[start...].assumingMemoryBound(to: UInt8.self))
        }
    }

    /// A priority as `LayoutPriority.description` prints it.
    static func appendPriority(_ p: LayoutPriority, to out: inout [UInt8]) {
        if p.rawValue == p.rawValue.rounded(), p.rawValue.magnitude < 1e9 {
            JSONOutput.appendInteger(Int(p.rawValue), to: &out)
        } else {
            out.append(utf8Of: p.description)
        }
    }

    static func appendNumber(_ v: Double, to out: inout [UInt8]) {
        if v == v.rounded() && abs(v) < 1e15 {
            JSONOutput.appendInteger(Int(v), to: &out)
        } else {
            out.append(utf8Of: number(v))
        }
    }

    /// A constant or multiplier: an integer when whole (below 1e15), else rounded to six
    /// decimals, trailing zeros of the fraction dropped.
    static func number(_ v: Double) -> String {
        if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
        var s = String(format6(v))
        // Trailing zeros of a fraction only: `1e+20` keeps its exponent's zero.
        while s.hasSuffix("0"), s.contains("."), !s.contains("e") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }

    static func format6(_ v: Double) -> String {
        let scaled = (v * 1_000_000).rounded() / 1_000_000
        return "\(scaled)"
    }
}
