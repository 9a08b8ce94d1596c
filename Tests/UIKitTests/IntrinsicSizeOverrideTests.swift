import Foundation
import Testing
@_spi(SnapshotHost) import UIKit

/// UIKit asks every view for `intrinsicContentSize`, controls included: a subclass's override
/// is the size its content constraints hold (issue 33).
@MainActor
struct IntrinsicSizeOverrideTests {
    /// The frame of `view` placed at the top-left of a root, nothing else sizing it.
    func laidOut(_ view: UIView) -> CGRect {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        return view.frame
    }

    @Test func aButtonSubclassGetsItsOverride() {
        let button = FixedButton(type: .system)
        button.setTitle("A much longer title than fits", for: .normal)
        #expect(laidOut(button) == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    /// The override sizes the switch's alignment rect; its frame sticks out of it 2 pt at the
    /// right as every switch's does (`SwitchProperties.alignmentRectInsets`).
    @Test func aSwitchSubclassGetsItsOverride() {
        #expect(laidOut(WideSwitch()) == CGRect(x: 10, y: 20, width: 82, height: 40))
    }

    @Test func aPaddedLabelIsItsTextPlusPadding() {
        let plain = UILabel(), padded = PaddedLabel()
        plain.text = "Tag"
        padded.text = "Tag"
        let own = laidOut(plain).size
        #expect(own.width > 0)
        #expect(laidOut(padded).size == CGSize(width: own.width + 16, height: own.height + 8))
        #expect(padded.intrinsicContentSize == CGSize(width: own.width + 16, height: own.height + 8))
    }

    @Test func noIntrinsicMetricOnAnAxisLeavesItToConstraints() {
        let label = HeightOnlyLabel()
        label.text = "Wide text"
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 7).withPriority(.defaultLow),
        ])
        root.layoutIfNeeded()
        #expect(label.frame.size == CGSize(width: 7, height: 60))
    }

    @Test func anOverrideIsNotReportedAnyMore() {
        _ = UIKitWarnings.drain()
        _ = laidOut(PaddedLabel())
        #expect(UIKitWarnings.drain().isEmpty)
    }
}

private extension NSLayoutConstraint {
    func withPriority(_ p: UILayoutPriority) -> NSLayoutConstraint {
        priority = p
        return self
    }
}

private final class FixedButton: UIButton {
    override var intrinsicContentSize: CGSize { CGSize(width: 100, height: 50) }
}

private final class WideSwitch: UISwitch {
    override var intrinsicContentSize: CGSize { CGSize(width: 80, height: 40) }
}

private final class PaddedLabel: UILabel {
    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + 16, height: size.height + 8)
    }
}

private final class HeightOnlyLabel: UILabel {
    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 60) }
}
