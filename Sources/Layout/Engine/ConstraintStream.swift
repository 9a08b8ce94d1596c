import Foundation

/// Constraints handed from the thread building them (`ConstraintBuilder.build` with a
/// `stream`) to the threads installing them, in order, chunk by chunk, with their hashes
/// (`ResolvedConstraint.storedHash`) and axes (`VariableRegistry.axis(of:)`), both computed on
/// the building thread: the installing threads, the layout's critical path, look each constraint
/// up and index it by that hash, and the axis decides its solver (`AxisSolvers`).
final class ConstraintStream: @unchecked Sendable {
    /// The fewest constraints the builder hands over at once (but the last).
    static let chunkSize = 1_024

    private let condition = NSCondition()
    private var chunks: [Chunk] = []
    private var next = 0
    private var published = 0
    private var finished = false
    /// The number of variables whose axes were handed over (the building thread's).
    private var publishedVariables = 0

    /// Constraints in building order, with their hashes and axes (nil: a constraint relating
    /// the axes), and the axes of the variables numbered since the previous chunk.
    struct Chunk {
        var constraints: [ResolvedConstraint] = []
        var hashes: [Int] = []
        var axes: [Axis?] = []
        var newVariables: [Axis] = []
        /// The registry index of the first of `newVariables`.
        var firstNewVariable = 0
        /// The number of constraints built once the builder has finished, else nil.
        var total: Int? = nil
    }

    /// Hands a chunk over (the building thread), whose variables `registry` numbered.
    func publish(_ chunk: [ResolvedConstraint], registry: VariableRegistry) {
        let hashes = chunk.map(\.storedHash)
        let axes = chunk.map { registry.axes.axis(of: $0) }
        let newVariables = Array(registry.axes.axes[publishedVariables...])
        let firstNewVariable = publishedVariables
        publishedVariables = registry.axes.count
        condition.lock()
        chunks.append(Chunk(constraints: chunk, hashes: hashes, axes: axes, newVariables: newVariables,
                            firstNewVariable: firstNewVariable))
        published += chunk.count
        condition.signal()
        condition.unlock()
    }

    /// No more chunks will come (the building thread, last).
    func finish() {
        condition.lock()
        finished = true
        condition.signal()
        condition.unlock()
    }

    /// The next chunk, waiting for it; nil once every chunk was taken and the builder finished.
    func take() -> Chunk? {
        condition.lock()
        defer { condition.unlock() }
        while next == chunks.count && !finished { condition.wait() }
        guard next < chunks.count else { return nil }
        var chunk = chunks[next]
        chunks[next] = Chunk()
        next += 1
        chunk.total = finished ? published : nil
        return chunk
    }
}
