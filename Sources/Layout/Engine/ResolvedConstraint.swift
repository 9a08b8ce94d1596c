import ConstraintSolver

/// A constraint ready for the solver: `Σ terms + constant REL 0` at the source's relation and
/// priority, with its source for logs.
///
/// Immutable, and held by reference: the builder's list, the engine's installed table, the
/// broken set and the result all hold the same constraint, 8 bytes a copy. Equality compares
/// the contents; the hash is computed from the solver-facing part when asked for.
///
/// One heap block holds everything: the source packed (`PackedConstraintSource`), the
/// constant, then the terms (`ManagedBuffer`'s tail). Registry index `i` is the engine
/// solver's variable `i`, so the terms are the solver's as they are: the solver reads them
/// from here when the constraint is added (`withTerms`) and keeps none
/// (`Solver.keepsExpressions`). A constraint of one to four terms takes a 112- to 160-byte
/// block; before, its fields took 96 bytes and a terms array shared with the solver 64 to 112
/// more. A source that does not pack is kept whole, with its terms in an array
/// (`FullStorage`).
struct ResolvedConstraint: Hashable, Sendable {
    private let storage: Storage

    init(source: LayoutConstraint, expression: LayoutExpression) {
        if let packed = PackedConstraintSource(source) {
            storage = .packed(PackedStorage.make(packed, expression))
        } else {
            storage = .full(FullStorage(source, expression))
        }
    }

    var source: LayoutConstraint {
        switch storage {
        case .packed(let s): s.unpacked
        case .full(let s): s.source
        }
    }
    var relation: LayoutRelation {
        switch storage {
        case .packed(let s): s.read { $0.source.relation }
        case .full(let s): s.source.relation
        }
    }
    var priority: LayoutPriority {
        switch storage {
        case .packed(let s): s.read { $0.source.priority }
        case .full(let s): s.source.priority
        }
    }
    /// The source's items and identifier (without unpacking the whole source).
    var firstItem: LayoutItem {
        switch storage {
        case .packed(let s): s.read { $0.source.firstItem }
        case .full(let s): s.source.firstItem
        }
    }
    var secondItem: LayoutItem? {
        switch storage {
        case .packed(let s): s.read { $0.source.secondItem }
        case .full(let s): s.source.secondItem
        }
    }
    var identifier: String? {
        switch storage {
        case .packed(let s): s.read { $0.source.identifier }
        case .full(let s): s.source.identifier
        }
    }

    /// The expression's constant.
    var constant: Double {
        switch storage {
        case .packed(let s): s.constant
        case .full(let s): s.constant
        }
    }

    /// Calls `body` with the terms (in registry index order, which is solver variable order).
    func withTerms<R, E: Error>(_ body: (UnsafeBufferPointer<Term>) throws(E) -> R) throws(E) -> R {
        switch storage {
        case .packed(let s):
            return try s.withUnsafeMutablePointerToElements { (p) throws(E) -> R in
                try body(UnsafeBufferPointer(start: p, count: s.count))
            }
        case .full(let s):
            return try s.terms.withUnsafeBufferPointer(body)
        }
    }

    /// The terms in an array of their own (for a solver that keeps them: benchmarks, reports).
    var terms: [Term] { withTerms { Array($0) } }

    /// The largest registry index among the terms, or -1.
    var highestIndex: Int { withTerms { $0.reduce(-1) { max($0, Int($1.variable.id)) } } }

    /// The hash of the solver-facing part, for `PositionIndex`: terms, constant, relation and
    /// priority; equality still compares everything, the source included. Tables are only
    /// looked up, never iterated, so the hash decides no result: a multiply-xor mix (SipHash
    /// through `Hasher` was a tenth of building the constraints). Zeros are mixed as +0, since
    /// -0.0 == 0.0.
    var storedHash: Int {
        var h: UInt64 = 0
        func mix(_ x: UInt64) {
            h = (h ^ x) &* 0xBF58_476D_1CE4_E5B9
            h ^= h >> 29
        }
        func bits(_ d: Double) -> UInt64 { d == 0 ? 0 : d.bitPattern }
        withTerms { terms in
            h = UInt64(truncatingIfNeeded: terms.count) &+ 0x9E37_79B9_7F4A_7C15
            for t in terms {
                mix(UInt64(truncatingIfNeeded: t.variable.id))
                mix(bits(t.coefficient))
            }
        }
        mix(bits(constant))
        switch relation {
        case .equal: mix(1)
        case .lessThanOrEqual: mix(2)
        case .greaterThanOrEqual: mix(3)
        }
        mix(UInt64(priority.rawValue == 0 ? 0 : priority.rawValue.bitPattern))
        return Int(truncatingIfNeeded: h)
    }

    /// Whether the two differ in their constant only (the expression's, and the source's
    /// `constant`): the solver can then move the installed one in place.
    func differsOnlyInConstant(from other: ResolvedConstraint) -> Bool {
        guard relation == other.relation, priority == other.priority, sameTerms(as: other) else { return false }
        if case .packed(let a) = storage, case .packed(let b) = other.storage {
            return a.read { x in b.read { y in x.source.equalsIgnoringConstant(y.source) } }
        }
        var source = self.source
        source.constant = other.source.constant
        return source == other.source
    }

    static func == (a: ResolvedConstraint, b: ResolvedConstraint) -> Bool {
        switch (a.storage, b.storage) {
        case (.packed(let x), .packed(let y)):
            if x === y { return true }
            return x.constant == y.constant && a.sameTerms(as: b) && x.read { f in y.read { g in f.source == g.source } }
        default:
            return a.constant == b.constant && a.sameTerms(as: b) && a.source == b.source
        }
    }

    func hash(into hasher: inout Hasher) { hasher.combine(storedHash) }

    private func sameTerms(as other: ResolvedConstraint) -> Bool {
        withTerms { a in other.withTerms { b in a.elementsEqual(b) } }
    }

    /// Which of the two kinds of block the constraint is: 8 bytes (the case is kept in the
    /// reference's spare bits). Both are immutable once made; `ManagedBuffer` is not `Sendable`,
    /// hence `@unchecked`.
    private enum Storage: @unchecked Sendable {
        case packed(PackedStorage)
        case full(FullStorage)
    }

    /// The fields before the terms in a packed constraint's block.
    private struct PackedFields {
        let source: PackedConstraintSource
        let constant: Double
        let count: Int32
    }

    /// A constraint whose source packs: the fields, then `count` terms (immutable after
    /// `make`).
    private final class PackedStorage: ManagedBuffer<PackedFields, Term> {
        static func make(_ source: PackedConstraintSource, _ e: LayoutExpression) -> PackedStorage {
            let terms = e.terms
            let block = create(minimumCapacity: terms.count) { _ in
                PackedFields(source: source, constant: e.constant, count: Int32(terms.count))
            }
            let s = unsafeDowncast(block, to: PackedStorage.self)
            s.withUnsafeMutablePointerToElements { p in
                for (i, t) in terms.enumerated() {
                    (p + i).initialize(to: Term(Variable(index: t.variable), t.coefficient))
                }
            }
            return s
        }

        // The fields are read through the header's pointer: `header` is a class property,
        // and each access to it went through the runtime's exclusivity checks (3% of a
        // layout's instructions).
        func read<T>(_ body: (borrowing PackedFields) -> T) -> T {
            withUnsafeMutablePointerToHeader { body($0.pointee) }
        }
        var constant: Double { read { $0.constant } }
        var count: Int { read { Int($0.count) } }
        var unpacked: LayoutConstraint { read { $0.source.unpacked } }
    }

    /// A constraint whose source does not pack: the source as it is, the terms in an array.
    private final class FullStorage: Sendable {
        let source: LayoutConstraint
        let terms: [Term]
        let constant: Double

        init(_ source: LayoutConstraint, _ e: LayoutExpression) {
            self.source = source
            terms = e.terms.map { Term(Variable(index: $0.variable), $0.coefficient) }
            constant = e.constant
        }
    }
}
