import Foundation
import Testing
@_spi(SnapshotHost) import UIKit

/// What compiles but cannot be shown is a warning, never a crash; values UIKit resolves per
/// trait collection resolve here too.
@MainActor
struct UnsupportedAPITests {
    @Test func drawingGesturesAndAnimationsAreReported() {
        _ = UIKitWarnings.drain()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let chart = ChartView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(chart)
        root.addGestureRecognizer(UITapGestureRecognizer())
        UIView.animate(withDuration: 0.2) { chart.alpha = 0.5 }
        root.layoutIfNeeded()
        let warnings = UIKitWarnings.drain()
        #expect(warnings.contains("ChartView overrides draw(_:): custom drawing is not shown"))
        #expect(warnings.contains { $0.contains("gesture recognizers do nothing") })
        #expect(warnings.contains("animations are shown at their end state"))
        #expect(chart.alpha == 0.5)
    }

    @Test func plainViewsAreNotReported() {
        _ = UIKitWarnings.drain()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(UILabel())
        root.layoutIfNeeded()
        #expect(UIKitWarnings.drain().isEmpty)
    }

    @Test func dynamicColoursResolvePerStyle() {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .black)
        #expect(UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
        #expect(UIColor.red.withAlphaComponent(0.5) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    }

    @Test func wrappingLabelFitsARequiredWidth() {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "A label long enough to wrap onto more than one line at this width"
        let one = label.systemLayoutSizeFitting(CGSize(width: 1000, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        let narrow = label.systemLayoutSizeFitting(CGSize(width: 120, height: 0), withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        #expect(narrow.width == 120)
        #expect(narrow.height > one.height * 2)
    }
}

/// Custom drawing, as charts do.
private final class ChartView: UIView {
    override func draw(_ rect: CGRect) {}
}
