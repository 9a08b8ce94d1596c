import Dispatch

/// Frees a large value on another thread. Tearing down a big layout (hundreds of thousands of
/// small allocations: ~10 ms for 4,000 views) takes time a command that is about to exit need
/// not wait for: `snapshot layout` hands its laid-out snapshot over once the report is written.
/// The value must be the caller's last reference for the work to move. (Not used while memory
/// is still being allocated: freeing alongside allocation raised the peak.)
public enum BackgroundRelease {
    /// Hands `value` to a background queue, which drops it.
    public static func drop<T: Sendable>(_ value: consuming T) {
        let box = Box(value)
        DispatchQueue.global(qos: .utility).async { box.empty() }
    }

    /// Holds the value until the queue empties it (a closure capture could be released by
    /// either thread; the box makes the background one do it).
    private final class Box<T: Sendable>: @unchecked Sendable {
        private var value: T?
        init(_ value: consuming T) { self.value = value }
        func empty() { value = nil }
    }
}
