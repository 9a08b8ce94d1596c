/// UIKit-like text for constraints, with deterministic fake addresses: views are
/// `0x7f80000000` + 0x10 × (id + 1); constraints get `0x6000000000` + 0x10 × n, n counting up in
/// the order the engine first describes them.
struct ConstraintDescriber {
    let tree: ViewTree

    static func viewAddress(_ v: ViewID) -> String { "0x" + String(0x7f80000000 + 0x10 * (v.rawValue + 1), radix: 16) }
    static func constraintAddress(_ n: Int) -> String { "0x" + String(0x6000000000 + 0x10 * n, radix: 16) }

    func itemText(_ item: LayoutItem) -> String {
        switch item {
        case .view(let v):
            let n = tree[v]
            return "\(n.kind.className):\(Self.viewAddress(v))'\(n.name)'"
        case .layoutMarginsGuide(let v):
            return "UILayoutGuide:\(Self.viewAddress(v))'UIViewLayoutMarginsGuide'"
        case .safeAreaLayoutGuide(let v):
            return "UILayoutGuide:\(Self.viewAddress(v))'UIViewSafeAreaLayoutGuide'"
        case .readableContentGuide(let v):
            return "UILayoutGuide:\(Self.viewAddress(v))'UIViewReadableContentGuide'"
        case .topLayoutGuide: return "_UILayoutGuide:0x7f7000000010'Top Layout Guide'"
        case .bottomLayoutGuide: return "_UILayoutGuide:0x7f7000000020'Bottom Layout Guide'"
        case .contentLayoutGuide(let v):
            return "UILayoutGuide:\(Self.viewAddress(v))'UIScrollView-contentLayoutGuide'"
        case .frameLayoutGuide(let v):
            return "UILayoutGuide:\(Self.viewAddress(v))'UIScrollView-frameLayoutGuide'"
        case .guide(let g):
            return "UILayoutGuide:0x7f60\(String(0x10 * (g.rawValue + 1), radix: 16))'\(tree.displayName(item))'"
        case .stackGuide(let s, let role, let i):
            let cls = role == .spanner ? "_UILayoutSpacer" : "_UIOLAGapGuide"
            let id = role == .spanner ? "UISV-alignment-spanner" : "UISV-distributing"
            return "\(cls):\(Self.viewAddress(s))-\(i)'\(id)'"
        }
    }

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

    /// `H:`/`V:` spacing form when the constraint is an edge-to-edge distance between siblings
    /// or to the superview, else `A.attr == m*B.attr + c`.
    func body(_ c: LayoutConstraint) -> String {
        if let vfl = visualFormat(c) { return vfl }
        let lhs = "\(itemText(c.firstItem)).\(c.firstAttribute.logName)"
        guard let second = c.secondItem else {
            return "\(lhs) \(c.relation.symbol) \(Self.number(c.constant))"
        }
        var rhs = "\(itemText(second)).\(c.secondAttribute.logName)"
        if c.multiplier != 1 { rhs = "\(Self.number(c.multiplier))*\(rhs)" }
        if c.constant > 0 { rhs += " + \(Self.number(c.constant))" }
        if c.constant < 0 { rhs += " - \(Self.number(-c.constant))" }
        return "\(lhs) \(c.relation.symbol) \(rhs)"
    }

    private func visualFormat(_ c: LayoutConstraint) -> String? {
        guard c.multiplier == 1, let second = c.secondItem, c.relation == .equal || c.relation == .greaterThanOrEqual else { return nil }
        let pairs: [(LayoutAttribute, LayoutAttribute, String)] = [(.leading, .trailing, "H"), (.top, .bottom, "V")]
        for (lead, trail, axis) in pairs {
            // next.lead == prev.trail + g  →  H:[prev]-(g)-[next]
            if c.firstAttribute == lead && c.secondAttribute == trail,
               case .view(let a) = c.firstItem, case .view(let b) = second, tree[a].superview == tree[b].superview {
                let g = c.relation == .equal ? Self.number(c.constant) : ">=\(Self.number(c.constant))"
                return "\(axis):[\(itemText(second))]-(\(g))-[\(itemText(c.firstItem))]"
            }
            // super.lead == view.lead + c  →  H:|-(−c)-[view]  (UIKit prints the distance)
            if c.relation == .equal && c.firstAttribute == lead && c.secondAttribute == lead,
               case .view(let s) = c.firstItem, case .view(let v) = second, tree[v].superview == s {
                return "\(axis):|-(\(Self.number(-c.constant)))-[\(itemText(second))]"
            }
            if c.relation == .equal && c.firstAttribute == trail && c.secondAttribute == trail,
               case .view(let v) = c.firstItem, case .view(let s) = second, tree[v].superview == s {
                return "\(axis):[\(itemText(c.firstItem))]-(\(Self.number(c.constant)))-|"
            }
        }
        return nil
    }

    func describe(_ c: LayoutConstraint, address: Int) -> String {
        let cls: String
        switch c.origin {
        case .autoresizing: cls = "NSAutoresizingMaskLayoutConstraint"
        case .contentSize: cls = "NSContentSizeLayoutConstraint"
        default: cls = "NSLayoutConstraint"
        }
        let id = c.identifier.map { " '\($0)'" } ?? ""
        var text: String
        if c.origin == .system, let ident = c.identifier, ident.hasPrefix("UIView-Encapsulated-Layout-") {
            let what = ident.hasSuffix("Left") ? "minX" : ident.hasSuffix("Top") ? "minY" : ident.hasSuffix("Width") ? "width" : "height"
            text = "\(itemText(c.firstItem)).\(what) == \(Self.number(c.constant))"
        } else {
            text = body(c)
        }
        let priority = c.priority.isRequired ? "" : " @\(c.priority)"
        text += priority
        return "<\(cls):\(Self.constraintAddress(address))\(id) \(text)   (active)>"
    }
}
