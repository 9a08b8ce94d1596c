import Foundation

/// Constraints handed from the thread building them (`ConstraintBuilder.build` with a
/// `stream`) to the thread installing them, in order, chunk by chunk, with their hashes
/// (`ResolvedConstraint.storedHash`, computed on the building thread: the installing thread,
/// the layout's critical path, looks each constraint up and indexes it by that hash).
final class ConstraintStream: @unchecked Sendable {
    /// The fewest constraints the builder hands over at once (but the last).
    static let chunkSize = 1_024

    private let condition = NSCondition()
    private var chunks: [(constraints: [ResolvedConstraint], hashes: [Int])] = []
    private var next = 0
    private var published = 0
    private var finished = false

    /// Hands a chunk over (the building thread).
    func publish(_ chunk: [ResolvedConstraint]) {
        let hashes = chunk.map(\.storedHash)
        condition.lock()
        chunks.append((chunk, hashes))
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
    /// `hashes[i]` is `chunk[i].storedHash`; `total` is the number of constraints built once
    /// the builder has finished, else nil.
    func take() -> (chunk: [ResolvedConstraint], hashes: [Int], total: Int?)? {
        condition.lock()
        defer { condition.unlock() }
        while next == chunks.count && !finished { condition.wait() }
        guard next < chunks.count else { return nil }
        let chunk = chunks[next]
        chunks[next] = ([], [])
        next += 1
        return (chunk.constraints, chunk.hashes, finished ? published : nil)
    }
}
