import ConstraintSolver
import Foundation

/// A thread that owns one of the split solvers during a streamed first pass and adds that
/// axis's constraints, batch after batch, while the engine's thread adds the other axis's
/// (`LayoutEngine.ConcurrentInstall`). It stops adding at the first constraint its solver
/// rejects (the later batches get no ids). (A thread of its own, not a dispatch queue: a layout
/// may run on every thread of the pool.)
final class SolverHelper: @unchecked Sendable {
    private struct Batch {
        var plans: [LayoutEngine.PlannedAdd]
        var constraints: [ResolvedConstraint]
        var newVariables: [Axis]
        var firstNewVariable: Int
    }

    private let condition = NSCondition()
    private let solverIndex: Int
    // Guarded by `condition`:
    private var queue: [Batch] = []
    private var results: [[ConstraintID]] = []
    private var finishing = false
    private var done = false
    // The helper thread's (until `finish` has seen `done`):
    private var part = AxisSolvers.Part()
    private var variables: VariableAxes
    private var rejected = false

    /// Takes `part` (left empty), split solver `solver`, whose variables' axes `variables`
    /// gives so far, and starts the thread.
    init(_ part: inout AxisSolvers.Part, solver: Int, variables: VariableAxes) {
        swap(&self.part, &part)
        solverIndex = solver
        self.variables = variables
        let thread = Thread { [self] in self.run() }
        thread.stackSize = 1 << 20
        thread.start()
    }

    /// Queues the adds planned for this solver in a chunk, and the axes of the variables the
    /// chunk numbered (from registry index `start` on; those the helper knows are skipped).
    func submit(_ plans: [LayoutEngine.PlannedAdd], _ constraints: [ResolvedConstraint], newVariables: [Axis],
                startingAt start: Int) {
        condition.lock()
        queue.append(Batch(plans: plans, constraints: constraints, newVariables: newVariables, firstNewVariable: start))
        condition.signal()
        condition.unlock()
    }

    /// The ids of the batches finished and not forgotten, in order (without waiting).
    func finishedResults() -> [[ConstraintID]] {
        condition.lock()
        defer { condition.unlock() }
        return results
    }

    /// Forgets the first `n` finished batches' ids.
    func forget(_ n: Int) {
        guard n > 0 else { return }
        condition.lock()
        results.removeFirst(n)
        condition.unlock()
    }

    /// Waits for every batch, ends the thread, moves the solver back into `part` and returns
    /// the ids of the batches not forgotten.
    func finish(returning part: inout AxisSolvers.Part) -> [[ConstraintID]] {
        condition.lock()
        finishing = true
        condition.broadcast()
        while !done { condition.wait() }
        let ids = results
        results = []
        condition.unlock()
        swap(&self.part, &part)
        return ids
    }

    private func run() {
        while let batch = next() {
            variables.append(batch.newVariables, startingAt: batch.firstNewVariable)
            var ids: [ConstraintID] = []
            if !rejected {
                ids = LayoutEngine.add(batch.plans, batch.constraints, to: &part, solverIndex, variables)
                rejected = ids.count < batch.plans.count
            }
            condition.lock()
            results.append(ids)
            condition.broadcast()
            condition.unlock()
        }
        condition.lock()
        done = true
        condition.broadcast()
        condition.unlock()
    }

    /// The next batch, waiting for one; nil once `finish` was asked and the queue is empty.
    private func next() -> Batch? {
        condition.lock()
        defer { condition.unlock() }
        while queue.isEmpty && !finishing { condition.wait() }
        guard !queue.isEmpty else { return nil }
        return queue.removeFirst()
    }
}
