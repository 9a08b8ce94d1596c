import Foundation
import Layout
import Testing
@_spi(SnapshotHost) import UIKit

/// A controller's `additionalSafeAreaInsets` and a scroll view's
/// `contentInsetAdjustmentBehavior` as UIKit applies them (issue 33).
@MainActor
struct ControllerInsetsTests {
    /// An iPhone 8 (375 × 667, a 20-point status bar).
    let screen = Environment()

    @Test func additionalSafeAreaInsetsMoveEveryEdge() {
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(child)
        let guide = controller.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            child.topAnchor.constraint(equalTo: guide.topAnchor),
            child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        let root = controller.hostedView(on: screen)
        #expect(root.safeAreaInsets == UIEdgeInsets(top: 30, left: 20, bottom: 30, right: 40))
        #expect(child.frame == CGRect(x: 20, y: 30, width: 315, height: 607))
    }
}
