import Foundation
import SnapshotKit

/// The one `SnapshotPipeline` of the test process: the fonts are opened once, for every
/// assertion. The pipeline is a class with caches (decoded images) and is not `Sendable`, so every
/// use holds a lock: Swift Testing's parallel tests take turns to lay out and draw.
final class SharedPipeline: @unchecked Sendable {
    static let shared = SharedPipeline()

    private let lock = NSLock()
    private var pipeline: SnapshotPipeline?

    /// Runs `body` with the pipeline, opening it on first use (a failure to open the fonts is
    /// thrown, and tried again by the next call).
    func withPipeline<R>(_ body: (SnapshotPipeline) throws(SnapshotError) -> R) throws(SnapshotError) -> R {
        lock.lock()
        defer { lock.unlock() }
        let ready: SnapshotPipeline
        if let pipeline {
            ready = pipeline
        } else {
            ready = try SnapshotPipeline()
            pipeline = ready
        }
        return try body(ready)
    }
}
