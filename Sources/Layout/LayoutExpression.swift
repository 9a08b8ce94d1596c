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
/// by `4 · view + component` instead of the hashed index; the indices handed out (first-use
/// order) are the same either way.
struct VariableRegistry: Sendable {
    private(set) var keys: [VariableKey] = []
    private var index: [VariableKey: Int] = [:]
    /// `viewSlots[4 · view + component]`: the index of that view key, or -1.
    private var viewSlots: [Int] = []

    mutating func id(_ key: VariableKey) -> Int {
        if case .view(let v, let component) = key, v.rawValue >= 0 {
            let slot = 4 * v.rawValue + component.rawValue
            if slot < viewSlots.count, viewSlots[slot] >= 0 { return viewSlots[slot] }
            if slot >= viewSlots.count {
                viewSlots.append(contentsOf: repeatElement(-1, count: max(slot + 1 - viewSlots.count, viewSlots.count)))
            }
            let i = keys.count
            keys.append(key)
            viewSlots[slot] = i
            return i
        }
        if let i = index[key] { return i }
        let i = keys.count
        keys.append(key)
        index[key] = i
        return i
    }

    func existing(_ key: VariableKey) -> Int? {
        if case .view(let v, let component) = key, v.rawValue >= 0 {
            let slot = 4 * v.rawValue + component.rawValue
            return slot < viewSlots.count && viewSlots[slot] >= 0 ? viewSlots[slot] : nil
        }
        return index[key]
    }
}

/// A linear expression over layout variables: Σ coefficient × variable + constant. Terms are
/// kept sorted by variable index, so equal expressions compare and hash equal.
struct LayoutExpression: Hashable, Sendable {
    struct Term: Hashable, Sendable {
        var variable: Int
        var coefficient: Double
    }
    private(set) var terms: [Term]
    var constant: Double

    init(constant: Double = 0) { terms = []; self.constant = constant }
    init(variable: Int, coefficient: Double = 1) {
        terms = coefficient == 0 ? [] : [Term(variable: variable, coefficient: coefficient)]
        constant = 0
    }

    static func + (a: LayoutExpression, b: LayoutExpression) -> LayoutExpression {
        var out = LayoutExpression(constant: a.constant + b.constant)
        var i = 0, j = 0
        let x = a.terms, y = b.terms
        out.terms.reserveCapacity(x.count + y.count)
        while i < x.count || j < y.count {
            if j >= y.count || (i < x.count && x[i].variable < y[j].variable) {
                out.terms.append(x[i]); i += 1
            } else if i >= x.count || y[j].variable < x[i].variable {
                out.terms.append(y[j]); j += 1
            } else {
                let c = x[i].coefficient + y[j].coefficient
                if abs(c) > 1e-12 { out.terms.append(Term(variable: x[i].variable, coefficient: c)) }
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
        for i in o.terms.indices { o.terms[i].coefficient *= k }
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

/// A constraint ready for the solver: `expression REL 0` at a priority, with its source for logs.
struct ResolvedConstraint: Hashable, Sendable {
    var source: LayoutConstraint
    var expression: LayoutExpression
    var relation: LayoutRelation
    var priority: LayoutPriority

    /// Hashes the solver-facing part only (terms, constant, relation, priority); equality still
    /// compares everything, the source included. The synthesized hash went through the source's
    /// strings (identifier, and the `String` raw values of the attribute/relation/origin enums),
    /// which made the engine's constraint tables a large share of a layout pass. The tables are
    /// only looked up, never iterated, so the hash decides no result.
    func hash(into hasher: inout Hasher) {
        hasher.combine(expression.terms.count)
        for t in expression.terms {
            hasher.combine(t.variable)
            hasher.combine(t.coefficient)
        }
        hasher.combine(expression.constant)
        switch relation {
        case .equal: hasher.combine(0 as UInt8)
        case .lessThanOrEqual: hasher.combine(1 as UInt8)
        case .greaterThanOrEqual: hasher.combine(2 as UInt8)
        }
        hasher.combine(priority.rawValue)
    }
}
