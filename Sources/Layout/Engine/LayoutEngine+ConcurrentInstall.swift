import ConstraintSolver

extension LayoutEngine {
    /// A constraint of a chunk to add to one of the split solvers: its place in the chunk and
    /// in the installed order, and the highest registry index of a variable made before it is
    /// added (that of every constraint added before it, of either axis, and its own).
    struct PlannedAdd: Sendable {
        var index: Int32
        var position: Int32
        var variablesThrough: Int32
    }

    /// A chunk whose constraints are reserved in the installed order (`appendPending`) and
    /// handed to the solvers, until its slots are recorded.
    struct PendingChunk {
        var chunk: ConstraintStream.Chunk
        /// The planned adds of each solver.
        var plans: [[PlannedAdd]]
        /// The ids of the planned adds each solver made, in order (fewer than planned from the
        /// first it rejected on; nil until the helper's are known).
        var ids: [[ConstraintID]?]
    }

    /// The state of a streamed first pass installing into split solvers at once: the helper
    /// owns solver `helped` and this thread the other (`own`), each adding its axis's
    /// constraints in order, chunk after chunk, without waiting for the other; the chunks are
    /// recorded (`InstalledConstraints.setSlot`) as the helper finishes them.
    struct ConcurrentInstall {
        let helper: SolverHelper
        let helped: Int
        var own: AxisSolvers.Part
        var pending: [PendingChunk] = []
        /// Set once a solver rejected a constraint: the rest is installed in order (`finish`).
        var rejected = false
        var here: Int { 1 - helped }
    }

    /// Starts installing concurrently, the helper taking the solver with more of `chunk`'s
    /// constraints (nil when the solvers are not split).
    mutating func startConcurrentInstall(for chunk: ConstraintStream.Chunk) -> ConcurrentInstall? {
        guard solvers.isSplit else { return nil }
        let vertical = chunk.axes.reduce(0) { $0 + ($1 == .vertical ? 1 : 0) }
        let helped = 2 * vertical > chunk.axes.count ? 1 : 0
        var lent = solvers.take(helped)
        let helper = SolverHelper(&lent, solver: helped, variables: solvers.variables)
        return ConcurrentInstall(helper: helper, helped: helped, own: solvers.take(1 - helped))
    }

    /// Installs `chunk` through `state` (`ConcurrentInstall`), with the result of installing its
    /// constraints one by one in order (`install`): the same constraints are skipped (repeated,
    /// or broken already), each solver gets its constraints in the same order and makes its
    /// variables at the same points, and the installed order, the broken constraints and the
    /// reports are the same. Returns false, having done nothing, for a chunk with a
    /// constraint relating the axes. Once a solver rejected a constraint (`rejected`), the
    /// caller finishes (`finish`) and installs the rest in order.
    mutating func installConcurrently(_ chunk: ConstraintStream.Chunk, _ state: inout ConcurrentInstall) -> Bool {
        guard !chunk.axes.contains(nil), !state.rejected else { return false }
        let plans = plan(chunk)
        state.helper.submit(plans[state.helped], chunk.constraints, newVariables: chunk.newVariables,
                            startingAt: chunk.firstNewVariable)
        let ownIDs = Self.add(plans[state.here], chunk.constraints, to: &state.own, state.here, solvers.variables)
        if ownIDs.count < plans[state.here].count { state.rejected = true }
        var ids: [[ConstraintID]?] = [nil, nil]
        ids[state.here] = ownIDs
        state.pending.append(PendingChunk(chunk: chunk, plans: plans, ids: ids))
        recordFinished(&state)
        return true
    }

    /// Records the pending chunks the helper finished, up to the first with a rejection.
    private mutating func recordFinished(_ state: inout ConcurrentInstall) {
        let finished = state.helper.finishedResults()
        var n = 0
        while n < state.pending.count && n < finished.count {
            state.pending[n].ids[state.helped] = finished[n]
            if rejectedPosition(state.pending[n]) != nil {
                state.rejected = true
                break
            }
            record(state.pending[n], before: Int.max)
            n += 1
        }
        state.helper.forget(n)
        state.pending.removeFirst(n)
    }

    /// Waits for the helper, puts both solvers back and records every pending chunk; from the
    /// first constraint a solver rejected on, what is left is installed in order on this
    /// thread (`install`, which reports the conflict), and the constraints the solvers added
    /// past it are recorded in their turn. Returns the reports.
    mutating func finish(_ state: inout ConcurrentInstall) -> [ConflictReport] {
        var lent = AxisSolvers.Part()
        let results = state.helper.finish(returning: &lent)
        solvers.put(&lent, at: state.helped)
        solvers.put(&state.own, at: state.here)
        var reports: [ConflictReport] = []
        var rejected = false
        for (n, var p) in state.pending.enumerated() {
            p.ids[state.helped] = n < results.count ? results[n] : []
            if rejected {
                reports += installInOrder(p, from: -1)
            } else if let position = rejectedPosition(p) {
                record(p, before: position)
                installed.removeAll(from: position)
                rejected = true
                reports += installInOrder(p, from: position)
            } else {
                record(p, before: Int.max)
            }
        }
        state.pending = []
        solvers.makeVariables(through: solvers.variableCount - 1)
        return reports
    }

    /// Reserves the chunk's constraints that are to be added (`appendPending`) and splits them
    /// by solver.
    private mutating func plan(_ chunk: ConstraintStream.Chunk) -> [[PlannedAdd]] {
        var plans: [[PlannedAdd]] = [[], []]
        var through = solvers.variableCount - 1
        for i in chunk.constraints.indices {
            let c = chunk.constraints[i], hash = chunk.hashes[i]
            if installed.id(of: c, hash: hash) != nil || (!broken.isEmpty && broken[c] != nil) { continue }
            through = max(through, c.highestIndex)
            plans[solvers.solver(for: chunk.axes[i] ?? .horizontal)].append(
                PlannedAdd(index: Int32(i), position: Int32(installed.count), variablesThrough: Int32(through)))
            installed.appendPending(c, hash: hash)
        }
        solvers.noteVariables(through: through)
        return plans
    }

    /// Adds the planned constraints to split solver `k` (taken out, `AxisSolvers.take`) in
    /// order, up to the first it rejects, making the variables before each as
    /// `AxisSolvers.makeVariables(through:)` would; the ids of those added. Any thread.
    static func add(_ plans: [PlannedAdd], _ constraints: [ResolvedConstraint], to part: inout AxisSolvers.Part,
                    _ k: Int, _ variables: VariableAxes) -> [ConstraintID] {
        var ids: [ConstraintID] = []
        ids.reserveCapacity(plans.count)
        for p in plans {
            let counts = variables.counts(through: Int(p.variablesThrough))
            part.makeVariables(count: k == 0 ? counts.horizontal : counts.vertical)
            guard let id = try? part.add(constraints[Int(p.index)], renumberedBy: variables) else { break }
            ids.append(id)
        }
        return ids
    }

    /// The installed position of the first planned constraint of `p` a solver rejected.
    private func rejectedPosition(_ p: PendingChunk) -> Int? {
        var first: Int? = nil
        for k in 0...1 {
            guard let ids = p.ids[k], ids.count < p.plans[k].count else { continue }
            first = min(first ?? Int.max, Int(p.plans[k][ids.count].position))
        }
        return first
    }

    /// Gives the constraints of `p` the solvers added before installed position `position`
    /// their slots.
    private mutating func record(_ p: PendingChunk, before position: Int) {
        for k in 0...1 {
            for (plan, id) in zip(p.plans[k], p.ids[k] ?? []) where Int(plan.position) < position {
                installed.setSlot(SolverSlot(solver: k, id: id), at: Int(plan.position))
            }
        }
    }

    /// Installs the planned constraints of `p` from installed position `position` on (those
    /// not recorded: at or past the first rejection) in order: a constraint a solver added is
    /// appended with its slot, the others go through `install`.
    private mutating func installInOrder(_ p: PendingChunk, from position: Int) -> [ConflictReport] {
        var reports: [ConflictReport] = []
        for (k, n) in Self.merged(p.plans, from: position) {
            let plan = p.plans[k][n], i = Int(plan.index)
            let c = p.chunk.constraints[i], hash = p.chunk.hashes[i]
            solvers.makeVariables(through: Int(plan.variablesThrough))
            if let ids = p.ids[k], n < ids.count {
                installed.append(c, id: SolverSlot(solver: k, id: ids[n]), hash: hash)
                continue
            }
            if installed.id(of: c, hash: hash) != nil || (!broken.isEmpty && broken[c] != nil) { continue }
            reports += install(c, hash: hash, axis: p.chunk.axes[i])
        }
        return reports
    }

    /// The planned constraints of both solvers from installed position `position` on, in order
    /// of position, as (solver, index in its plan).
    private static func merged(_ plans: [[PlannedAdd]], from position: Int) -> [(Int, Int)] {
        var next = plans.map { plan in plan.firstIndex { Int($0.position) >= position } ?? plan.count }
        var result: [(Int, Int)] = []
        while next[0] < plans[0].count || next[1] < plans[1].count {
            let takesFirst = next[1] >= plans[1].count
                || (next[0] < plans[0].count && plans[0][next[0]].position < plans[1][next[1]].position)
            let k = takesFirst ? 0 : 1
            result.append((k, next[k]))
            next[k] += 1
        }
        return result
    }
}
