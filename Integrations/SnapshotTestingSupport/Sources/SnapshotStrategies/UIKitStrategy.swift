import Foundation
import GoldenTesting
import SnapshotKit
import SnapshotTesting
@_spi(SnapshotHost) import UIKit

/// Builds the UIKit strategies: the value turned into a subject on the main actor (where
/// UIKit's views live), laid out and drawn or described.
enum UIKitStrategy {
    static func image<V>(precision: Float, _ subject: @escaping @MainActor (V) -> UIKitSubject) -> Snapshotting<V, SnapshotImage> {
        let tolerance = precision < 1 ? Tolerance(maxDifferingRatio: Double(1 - precision)) : nil
        return Snapshotting(pathExtension: "png", diffing: .pixels(tolerance: tolerance)) { value in
            let held = MainActorValue(value)
            return onMain {
                do throws(SnapshotError) {
                    return SnapshotImage(png: Data(try UIKitRendering.png(subject(held.value))), name: "\(V.self)")
                } catch {
                    FailureReporting.fail("\(V.self): \(error.message)")
                    return SnapshotImage(png: Data(), name: "\(V.self)", failure: error.message)
                }
            }
        }
    }

    static func text<V>(_ subject: @escaping @MainActor (V) -> UIKitSubject,
                        describe: @escaping @MainActor (LaidOutHierarchy) -> String) -> Snapshotting<V, String> {
        SimplySnapshotting.lines.pullback { value in
            let held = MainActorValue(value)
            return onMain {
                do throws(SnapshotError) {
                    return try UIKitRendering.text(subject(held.value), describe)
                } catch {
                    FailureReporting.fail("\(V.self): \(error.message)")
                    return ""
                }
            }
        }
    }

    /// Runs `body` on the main actor: at once when already on the main queue (XCTest's main
    /// thread, a `@MainActor` test, which Linux's dispatch may run on another thread), else
    /// waiting for the main queue.
    static func onMain<T: Sendable>(_ body: @MainActor () -> T) -> T {
        if Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil { return MainActor.assumeIsolated(body) }
        return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
    }

    /// Marks the main queue, so that code running on it is recognised on any thread.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}

/// A view or controller handed to the main actor, where UIKit's objects live: the strategies'
/// closures are not isolated, but only ever read the value there.
struct MainActorValue<V>: @unchecked Sendable {
    let value: V
    init(_ value: V) { self.value = value }
}
