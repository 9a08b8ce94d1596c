// Adding a constraint: validate, build its row with markers, then store it the cheapest way
// that keeps the tableau exact (docs/solver.md, "Algorithm", steps 1-3).
// The steps called once per add are `@inline(__always)`: `add` is the hot path of a layout,
// and as separate calls they cost ~2% (copies of the solver struct for non-mutating calls).

extension Solver {
    /// Adds a constraint and re-solves. Throws `.unsatisfiable` (leaving the solver as it was)
    /// when a required constraint cannot hold together with the required ones already added.
    @discardableResult
    public mutating func add(_ c: Constraint) throws(SolverError) -> ConstraintID {
        try c.expression.terms.withUnsafeBufferPointer { terms throws(SolverError) in
            try add(terms, c.expression.constant, c.relation, c.priority, keeping: c.expression.terms)
        }
    }

    /// Adds `Σ terms + constant REL 0` at `priority`, as `add(_:)` does, reading the terms
    /// from the caller's buffer: a caller that keeps its constraints' terms itself (with
    /// `keepsExpressions` false) makes no array for each constraint.
    @discardableResult
    public mutating func add(terms: UnsafeBufferPointer<Term>, constant: Double, relation: Relation,
                             priority: Priority = .required) throws(SolverError) -> ConstraintID {
        try add(terms, constant, relation, priority, keeping: nil)
    }

    /// The add path. `kept` is the terms' array when the caller has one (kept as it is, not
    /// copied, when the solver keeps expressions).
    @inline(__always)
    private mutating func add(_ terms: UnsafeBufferPointer<Term>, _ constant: Double, _ relation: Relation,
                              _ priority: Priority, keeping kept: [Term]?) throws(SolverError) -> ConstraintID {
        try validate(terms, constant, priority)
        var raw = combinedRow(terms, constant)
        let stored = keepsExpressions ? LinearExpression(terms: kept ?? Array(terms), constant: constant)
            : LinearExpression(constant: constant)
        let info = addMarkers(for: stored, relation, priority, to: &raw)
        valuesDirty = true
        if let subject = unseenVariable(in: raw) {
            return addDefinition(raw, solvedFor: subject, info)
        }
        let e = expandFast(raw.constant, raw.entries)
        if let subject = freeSubject(in: e, written: raw) {
            insertRow(solve(e, for: subject))
            return record(info, scaleBy: constant)
        }
        do throws(SolverError) {
            return try addRestricted(e, info)
        } catch {
            // without kept expressions the error's constraint lacks its terms: give them back
            guard !keepsExpressions, case .unsatisfiable(let ids, _) = error else { throw error }
            let rejected = Constraint(expression: LinearExpression(terms: Array(terms), constant: constant),
                                      relation: relation, priority: priority)
            throw .unsatisfiable(conflicting: ids, rejected: rejected)
        }
    }

    func check(_ x: Double) throws(SolverError) {
        guard x.isFinite else { throw .nonFiniteValue }
        guard abs(x) <= Solver.maxMagnitude else { throw .valueOutOfRange }
    }

    /// Throws for an unusable priority, a non-finite or too large number, or a foreign variable.
    @inline(__always)
    func validate(_ terms: UnsafeBufferPointer<Term>, _ constant: Double, _ priority: Priority) throws(SolverError) {
        guard priority.isValid else { throw .invalidPriority }
        try check(constant)
        for t in terms {
            try check(t.coefficient)
            guard isVariable(t.variable) else { throw .unknownVariable }
        }
    }

    /// The expression as a row: terms sorted by id, duplicates summed, near-zero sums dropped
    /// (variables become their symbols, which are in the same order).
    @inline(__always)
    func combinedRow(_ terms: UnsafeBufferPointer<Term>, _ constant: Double) -> Row {
        // (Callers usually pass terms already in id order; the stable sort would keep them.)
        var inOrder = true
        for i in terms.indices.dropFirst() where terms[i - 1].variable.id > terms[i].variable.id { inOrder = false; break }
        var entries: [Row.Entry] = []
        // room for the markers `addMarkers` appends (no reallocation on the add path)
        entries.reserveCapacity(terms.count + 2)
        func append(_ t: Term) {
            let sym = symbol(of: t.variable)
            if let last = entries.last, last.sym == sym {
                entries[entries.count - 1].coef += t.coefficient
            } else {
                entries.append(Row.Entry(sym, t.coefficient))
            }
        }
        if inOrder {
            for t in terms { append(t) }
        } else {
            for t in terms.sorted(by: { $0.variable.id < $1.variable.id }) { append(t) }
        }
        entries.removeAll { abs($0.coef) <= Solver.epsCoef }
        return Row(basic: -1, constant: constant, entries: entries)
    }

    /// Makes the constraint's marker (slack or dummy; an error for an optional equality) and, for
    /// an optional constraint, its other error symbol, and appends them to `row`:
    /// `expr + s <= 0` is `expr + s = 0`, an optional one `expr + s - e = 0`; an optional equality
    /// is `expr - e⁺ + e⁻ = 0`.
    @inline(__always)
    mutating func addMarkers(for expression: LinearExpression, _ relation: Relation, _ priority: Priority,
                             to row: inout Row) -> ConsInfo {
        let index = Int32(constraints.count)
        let required = priority.isRequired
        let level = required ? -1 : Int32(objective.level(of: priority.value))
        var marker: Int32
        var other: Int32 = -1
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            row.entries.append(Row.Entry(marker, sign))
            if !required {
                other = newSymbol(.error)
                row.entries.append(Row.Entry(other, -sign))
            }
        case .equal:
            if required {
                marker = newSymbol(.dummy)
                row.entries.append(Row.Entry(marker, 1))
            } else {
                marker = newSymbol(.error)
                other = newSymbol(.error)
                row.entries.append(Row.Entry(marker, -1))
                row.entries.append(Row.Entry(other, 1))
            }
        }
        symbols.setOwner(marker, index)
        if other >= 0 { symbols.setOwner(other, index) }
        return ConsInfo(expression: expression, relation: relation, marker: marker, other: other, level: level)
    }

    /// Step 1: the last user variable of `row` that appears nowhere yet (no row, no reference).
    @inline(__always)
    func unseenVariable(in row: Row) -> Int32? {
        for e in row.entries.reversed() where symbols.kind[Int(e.sym)] == .external && symbols.rowOf[Int(e.sym)] < 0
            && symbols.cols.count(e.sym) == 0 {
            return e.sym
        }
        return nil
    }

    /// Step 1: stores `row` solved for `subject` as its definition, untouched: references to
    /// other basic variables stay (nothing else changes). `subject` becomes the newest variable.
    @inline(__always)
    mutating func addDefinition(_ row: Row, solvedFor subject: Int32, _ info: ConsInfo) -> ConstraintID {
        for e in row.entries where symbols.kind[Int(e.sym)] == .external && e.sym != subject { symbols.markSeen(e.sym) }
        symbols.markNewest(subject)
        insertRow(solve(row, for: subject))
        return record(info, scaleBy: info.expression.constant)
    }

    /// Step 2: the subject among the free user variables of the expanded row `e` (its
    /// definition will name only non-basic symbols): the newest of those the constraint names
    /// itself (`written`), else the newest of those reached through definitions. Solving for a
    /// variable reached through a definition would lengthen that chain of definitions (UIKit ties
    /// every stack item to the first: `x_k = x_1` solved for x_{k-1} each time makes x_1's chain
    /// k long, and every later expansion walks it). Gives first-appearance orders to the ones
    /// not seen yet.
    @inline(__always)
    mutating func freeSubject(in e: Row, written: Row) -> Int32? {
        var best: Int32 = -1
        var bestWritten: Int32 = -1
        for s in e.entries.lazy.map(\.sym) where symbols.kind[Int(s)] == .external {
            symbols.markSeen(s)
            if best < 0 || symbols.seq[Int(s)] > symbols.seq[Int(best)] { best = s }
            if written.index(of: s) != nil && (bestWritten < 0 || symbols.seq[Int(s)] > symbols.seq[Int(bestWritten)]) {
                bestWritten = s
            }
        }
        if bestWritten >= 0 { return bestWritten }
        return best >= 0 ? best : nil
    }

    /// Step 3: the expanded row `e` names restricted symbols only; it joins the restricted
    /// tableau. The feasibility tolerance grows with the constant (restored on rejection).
    mutating func addRestricted(_ e: consuming Row, _ info: ConsInfo) throws(SolverError) -> ConstraintID {
        let savedScale = scale
        scale = max(scale, abs(info.expression.constant))
        do throws(SolverError) {
            if e.entries.allSatisfy({ symbols.kind[Int($0.sym)] == .dummy }) { return try addFixedRow(e, info) }
            if e.constant < 0 {
                e.constant = -e.constant
                for i in e.entries.indices { e.entries[i].coef = -e.entries[i].coef }
            }
            if let subject = restrictedSubject(e, info) {
                insertRow(solve(e, for: subject))
                let id = record(info, scaleBy: 0)
                optimize()
                return id
            }
            return try addWithArtificial(e, info)
        } catch {
            scale = savedScale
            throw error
        }
    }

    /// Step 3, a row of dummies only (required equalities): a constant that must be 0. Beyond
    /// the tolerance the constraint conflicts with the equalities the dummies mark.
    mutating func addFixedRow(_ e: Row, _ info: ConsInfo) throws(SolverError) -> ConstraintID {
        if abs(e.constant) > tol {
            let index = constraints.count
            let ids = e.entries.compactMap { x -> Int? in
                let o = Int(symbols.owner(x.sym))
                return o >= 0 && o != index ? o : nil
            }
            throw conflict(ids, constraint(of: info))
        }
        if e.index(of: info.marker) != nil {
            var row = e
            row.constant = 0
            insertRow(solve(row, for: info.marker))
        }
        return record(info, scaleBy: 0)
    }

    /// Step 3: a subject that keeps the row feasible (its constant is >= 0): the marker when it
    /// is a slack or error with a negative coefficient, else the other error symbol.
    @inline(__always)
    func restrictedSubject(_ row: Row, _ info: ConsInfo) -> Int32? {
        if symbols.kind[Int(info.marker)] != .dummy && row.coefficient(of: info.marker) < 0 {
            return info.marker
        }
        if info.other >= 0 && row.coefficient(of: info.other) < 0 { return info.other }
        return nil
    }

    /// Records a successfully added constraint and charges its errors to the objective.
    mutating func record(_ info: ConsInfo, scaleBy constant: Double) -> ConstraintID {
        scale = max(scale, abs(constant))
        constraints.append(info)
        chargeErrors(of: info, weight: 1)
        return ConstraintID(constraints.count - 1)
    }

    /// Adds `weight` times the error symbols of an optional constraint to its level (both
    /// errors of an equality, the other of an inequality; nothing for a required one).
    mutating func chargeErrors(of info: ConsInfo, weight: Double) {
        guard info.level >= 0 else { return }
        let level = Int(info.level)
        if info.relation == .equal { addObjective(level, info.marker, weight) }
        addObjective(level, info.other, weight)
    }
}
