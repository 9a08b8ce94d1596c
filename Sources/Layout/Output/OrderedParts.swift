import Foundation

/// Parts of one JSON value written on several threads and joined in order into one writer
/// (`LayoutDumpWriter.writeViews`): threads take stretch numbers in turn (`nextStretch`) and
/// hand their parts in as they finish (`deliver`); the thread that hands in the next part due
/// appends it, and any that were waiting behind it, and drains the writer to its sink, while
/// the others go on writing. The bytes are those one thread writing every part in order gives.
///
/// A thread takes a stretch only within `window` of the next one due: a thread held back (by
/// the scheduler on a busy machine, or under valgrind) on an early stretch would otherwise let
/// the others write the whole rest of the value into memory (117 MB at 40,000 views).
final class OrderedParts: @unchecked Sendable {
    /// How many stretches may be taken and not yet joined.
    static let defaultWindow = 8
    private let count: Int
    private let window: Int
    /// Guards `taken`, `waiting` and `due`; signalled when `due` moves.
    private let lock = NSCondition()
    private var taken = 0
    private var ahead = 0
    /// The most stretches taken and not yet joined at once (for tests).
    var mostAhead: Int {
        lock.lock()
        defer { lock.unlock() }
        return ahead
    }
    private var waiting: [Int: JSONOutput] = [:]
    private var due = 0
    /// Held by the thread appending and draining; guards `output`.
    private let joining = NSLock()
    private var output: JSONOutput

    /// Takes `output` over (leaving an empty writer) until `finish()`.
    init(joining output: inout JSONOutput, count: Int, window: Int = OrderedParts.defaultWindow) {
        self.output = output
        output = JSONOutput()
        self.count = count
        self.window = max(1, window)
    }

    /// The next stretch to write (waiting while `window` stretches are taken and not joined),
    /// or nil when every one is taken. The thread writing the stretch due never waits here: it
    /// is writing it.
    func nextStretch() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        while taken < count && taken - due >= window { lock.wait() }
        guard taken < count else { return nil }
        taken += 1
        ahead = max(ahead, taken - due)
        return taken - 1
    }

    /// Hands in stretch `k`'s part; appends whatever is due when no other thread is at it.
    func deliver(_ part: JSONOutput, at k: Int) {
        lock.lock()
        waiting[k] = part
        lock.unlock()
        // A part handed in while another thread was appending is found when that thread
        // looks again after letting go of `joining`.
        while joining.try() {
            while let next = takeDue() {
                output.append(next)
                output.drain()
            }
            joining.unlock()
            guard isDue() else { return }
        }
    }

    /// The writer with every part appended, once every thread has returned.
    func finish() -> JSONOutput {
        joining.lock()
        defer { joining.unlock() }
        while let next = takeDue() { output.append(next) }
        return output
    }

    private func takeDue() -> JSONOutput? {
        lock.lock()
        defer { lock.unlock() }
        guard let part = waiting.removeValue(forKey: due) else { return nil }
        due += 1
        lock.broadcast()
        return part
    }

    private func isDue() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return waiting[due] != nil
    }
}
