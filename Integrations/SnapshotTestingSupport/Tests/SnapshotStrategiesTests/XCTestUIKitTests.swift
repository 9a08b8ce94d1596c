import SnapshotStrategies
import SnapshotTesting
import UIKit
import XCTest

/// A code-built controller from XCTest. Linux's XCTest cannot call a `@MainActor` test method,
/// so the test runs its body on the main actor it is already on (XCTest's main thread).
final class XCTestUIKitTests: XCTestCase {
    func testLoginScreenOnIPhoneSE() {
        MainActor.assumeIsolated {
            assertSnapshot(of: LoginViewController(), as: .image(on: .iPhoneSe))
        }
    }
}
