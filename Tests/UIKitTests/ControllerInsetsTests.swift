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

    /// A scroll view filling a navigation controller's screen, under the bar, with a label at
    /// the top of its content.
    func scrolling(_ behavior: UIScrollView.ContentInsetAdjustmentBehavior) -> (UIScrollView, UILabel) {
        let controller = UIViewController()
        let scroll = UIScrollView(), label = UILabel()
        scroll.contentInsetAdjustmentBehavior = behavior
        label.text = "First"
        for v in [scroll, label] { v.translatesAutoresizingMaskIntoConstraints = false }
        controller.view.addSubview(scroll)
        scroll.addSubview(label)
        NSLayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: controller.view.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            label.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32),
        ])
        _ = UINavigationController(rootViewController: controller).hostedView(on: screen)
        return (scroll, label)
    }

    @Test func automaticAdjustmentRestsTheContentBelowTheBar() {
        let (scroll, label) = scrolling(.automatic)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -64))
        #expect(label.convert(label.bounds, to: nil).minY == 72, "below the 64-point bars")
        #expect(label.frame.minY == 8, "in the content")
    }

    @Test func neverLeavesTheContentUnderTheBar() {
        let (scroll, label) = scrolling(.never)
        #expect(scroll.adjustedContentInset == .zero)
        #expect(scroll.contentOffset == .zero)
        #expect(label.convert(label.bounds, to: nil).minY == 8)
    }

    @Test func scrollableAxesAdjustsOnlyWhatScrolls() {
        let (scroll, _) = scrolling(.scrollableAxes)
        #expect(scroll.adjustedContentInset == .zero, "a short content does not scroll vertically")
        let (always, _) = scrolling(.always)
        #expect(always.adjustedContentInset == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
    }
}
