import ConstraintSolver

/// A solver variable of the layout, by role. Indices are handed out by `VariableRegistry` in
/// first-use order, which is deterministic because generation walks the tree in order.
enum VariableKey: Hashable, Sendable {
    enum Component: Int, Sendable { case x, y, width, height }
    case view(ViewID, Component)
    case guide(GuideID, Component)
    case stackGuide(ViewID, StackGuideRole, Int, Component)
    case content(ViewID, Component)
}

/// Maps variable keys to dense indices.
///
/// View frame keys (`.view(v, component)`, most of the lookups) live in a dense table indexed
/// by `4 · view + component`; the other keys are looked up by a packed integer (hashing the
/// enum went through `StackGuideRole`'s string raw value). The indices handed out (first-use
/// order) are the same either way. Only the way from key to index is kept: nothing reads an
/// index's key back (a list of the keys cost 32 bytes a variable).
struct VariableRegistry: Sendable {
    /// Number of indices handed out.
    private(set) var count = 0
    private var packedIndex: [Int: Int] = [:]
    private var index: [VariableKey: Int] = [:]
    /// `viewSlots[4 · view + component]`: the index of that view key, or -1.
    private var viewSlots: [Int32] = []
    /// The axis of each index and its index along that axis (`AxisSolvers` numbers its
    /// variables so).
    private(set) var axes = VariableAxes()

    mutating func id(_ key: VariableKey) -> Int {
        if case .view(let v, let component) = key, v.rawValue >= 0, count < Int(Int32.max) {  // slots are 32-bit
            let slot = 4 * v.rawValue + component.rawValue
            if slot < viewSlots.count, viewSlots[slot] >= 0 { return Int(viewSlots[slot]) }
            if slot >= viewSlots.count {
                viewSlots.append(contentsOf: repeatElement(-1, count: max(slot + 1 - viewSlots.count, viewSlots.count)))
            }
            viewSlots[slot] = Int32(count)
            return next(component)
        }
        if let p = key.packed {
            if let i = packedIndex[p] { return i }
            packedIndex[p] = count
            return next(key.component)
        }
        if let i = index[key] { return i }
        index[key] = count
        return next(key.component)
    }

    func existing(_ key: VariableKey) -> Int? {
        if case .view(let v, let component) = key, v.rawValue >= 0 {
            let slot = 4 * v.rawValue + component.rawValue
            if slot < viewSlots.count, viewSlots[slot] >= 0 { return Int(viewSlots[slot]) }
            return index.isEmpty ? nil : index[key]  // (past 2³¹ variables view keys go there)
        }
        if let p = key.packed { return packedIndex[p] }
        return index[key]
    }

    /// Hands out the next index, for a variable of `component`.
    private mutating func next(_ component: VariableKey.Component) -> Int {
        axes.append(component == .x || component == .width ? .horizontal : .vertical)
        count += 1
        return count - 1
    }
}

extension VariableKey {
    /// The frame component the variable is.
    var component: Component {
        switch self {
        case .view(_, let c), .guide(_, let c), .stackGuide(_, _, _, let c), .content(_, let c): return c
        }
    }
}

extension VariableKey {
    /// A key other than a view's as one integer (tag, owner, role, index, component), or nil
    /// when a field is out of the packed ranges (owner < 2³¹, index < 2²⁴).
    var packed: Int? {
        func pack(_ tag: Int, _ owner: Int, _ role: Int, _ i: Int, _ c: Component) -> Int? {
            guard owner >= 0, owner < 1 << 31, i >= 0, i < 1 << 24 else { return nil }
            return tag << 60 | owner << 28 | role << 26 | i << 2 | c.rawValue
        }
        switch self {
        case .view: return nil
        case .guide(let g, let c): return pack(1, g.rawValue, 0, 0, c)
        case .content(let v, let c): return pack(2, v.rawValue, 0, 0, c)
        case .stackGuide(let s, let role, let i, let c):
            let r = switch role { case .spanner: 0; case .gap: 1 }
            return pack(3, s.rawValue, r, i, c)
        }
    }
}

/// A linear expression over layout variables: Σ coefficient × variable + constant. Terms are
/// kept sorted by variable index, so equal expressions compare and hash equal.
///
/// Up to four terms live inline (a frame coordinate has one, an attribute two, most resolved
/// constraints four or fewer), so building expressions allocates nothing; more go to `overflow`.
/// Unused inline slots stay `Term.unused`, so the synthesized equality and hash are exact.
struct LayoutExpression: Hashable, Sendable {
    struct Term: Hashable, Sendable {
        var variable: Int
        var coefficient: Double
        static let unused = Term(variable: 0, coefficient: 0)
    }
    private var t0 = Term.unused, t1 = Term.unused, t2 = Term.unused, t3 = Term.unused
    private var count = 0
    private var overflow: [Term] = []
    var constant: Double

    init(constant: Double = 0) { self.constant = constant }
    init(variable: Int, coefficient: Double = 1) {
        constant = 0
        if coefficient != 0 { append(Term(variable: variable, coefficient: coefficient)) }
    }

    /// The terms in variable order (a view of the inline storage; no copy).
    var terms: Terms { Terms(expression: self) }

    struct Terms: RandomAccessCollection {
        let expression: LayoutExpression
        var startIndex: Int { 0 }
        var endIndex: Int { expression.count }
        subscript(i: Int) -> Term { expression.term(i) }
    }

    private func term(_ i: Int) -> Term {
        switch i {
        case 0: return t0
        case 1: return t1
        case 2: return t2
        case 3: return t3
        default: return overflow[i - 4]
        }
    }

    private mutating func append(_ t: Term) {
        switch count {
        case 0: t0 = t
        case 1: t1 = t
        case 2: t2 = t
        case 3: t3 = t
        default: overflow.append(t)
        }
        count += 1
    }

    private mutating func scaleTerms(by k: Double) {
        if count > 0 { t0.coefficient *= k }
        if count > 1 { t1.coefficient *= k }
        if count > 2 { t2.coefficient *= k }
        if count > 3 { t3.coefficient *= k }
        for i in overflow.indices { overflow[i].coefficient *= k }
    }

    static func + (a: LayoutExpression, b: LayoutExpression) -> LayoutExpression {
        if b.count == 0 { return a + b.constant }
        if a.count == 0 { return b + a.constant }
        var out = LayoutExpression(constant: a.constant + b.constant)
        var i = 0, j = 0
        let na = a.count, nb = b.count
        let end = Term(variable: Int.max, coefficient: 0)
        while i < na || j < nb {
            let x = i < na ? a.term(i) : end, y = j < nb ? b.term(j) : end
            if x.variable < y.variable {
                out.append(x); i += 1
            } else if y.variable < x.variable {
                out.append(y); j += 1
            } else {
                let c = x.coefficient + y.coefficient
                if abs(c) > 1e-12 { out.append(Term(variable: x.variable, coefficient: c)) }
                i += 1; j += 1
            }
        }
        return out
    }
    static func + (a: LayoutExpression, c: Double) -> LayoutExpression {
        var o = a; o.constant += c; return o
    }
    static func - (a: LayoutExpression, c: Double) -> LayoutExpression { a + (-c) }
    static func * (k: Double, a: LayoutExpression) -> LayoutExpression {
        if k == 0 { return LayoutExpression() }
        var o = a
        o.constant *= k
        o.scaleTerms(by: k)
        return o
    }
    static func - (a: LayoutExpression, b: LayoutExpression) -> LayoutExpression { a + (-1) * b }

    /// The value for variable values `v`.
    func evaluate(_ v: (Int) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * v($1.variable) }
    }
}

/// The four coordinates of an item in root ("unscrolled") coordinates.
struct ItemGeometry: Sendable {
    var x: LayoutExpression
    var y: LayoutExpression
    var width: LayoutExpression
    var height: LayoutExpression

    func inset(_ e: EdgeInsets) -> ItemGeometry {
        ItemGeometry(x: x + e.left, y: y + e.top, width: width - (e.left + e.right), height: height - (e.top + e.bottom))
    }
}
