import XCTest
import LayoutTestSupport
@testable import Layout

/// The everyday controls' intrinsic sizes and baselines, and the activity indicator's
/// `hidesWhenStopped` rule (docs/layout.md, "Controls").
final class ControlIntrinsicSizeTests: XCTestCase {
    /// Every control pinned only at its top-left corner: its frame is its intrinsic size
    /// (a slider and a progress view have no intrinsic width: 0 wide here; a slider's frame
    /// sticks out of its alignment rect).
    func testFixedSizes() throws {
        var tree = ViewTree()
        let kinds: [ViewKind] = [
            .slider(SliderProperties(value: 0.5)), .stepper(StepperProperties()),
            .progressView(ProgressViewProperties(progress: 0.3)),
            .progressView(ProgressViewProperties(progress: 0.3, style: .bar)),
            .activityIndicator(ActivityIndicatorProperties(style: .medium, isAnimating: true)),
            .activityIndicator(ActivityIndicatorProperties(style: .large, isAnimating: true)),
            .pageControl(PageControlProperties(numberOfPages: 3)),
            .pageControl(PageControlProperties(numberOfPages: 1, hidesForSinglePage: true)),
        ]
        var ids: [ViewID] = []
        for (i, k) in kinds.enumerated() {
            let v = try tree.addView(k, name: "Control \(i)", to: tree.root)
            try tree.addConstraint(LayoutConstraint(.view(v), .leading, .equal, .view(tree.root), .leading))
            try tree.addConstraint(LayoutConstraint(.view(v), .top, .equal, .view(tree.root), .top))
            ids.append(v)
        }
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        assertFrame(r, ids[0], Rect(x: -2, y: 0, width: 4, height: 34)) // iOS 17: a 33-pt alignment rect
        assertFrame(r, ids[1], Rect(x: 0, y: 0, width: 94, height: 32))
        assertFrame(r, ids[2], Rect(x: 0, y: 0, width: 0, height: 4))
        assertFrame(r, ids[3], Rect(x: 0, y: 0, width: 0, height: 2.5))
        assertFrame(r, ids[4], Rect(x: 0, y: 0, width: 20, height: 20))
        assertFrame(r, ids[5], Rect(x: 0, y: 0, width: 37, height: 37))
        assertFrame(r, ids[6], Rect(x: 0, y: 0, width: 3 * 16 + 24 - 9, height: 26))
        assertFrame(r, ids[7], Rect(x: 0, y: 0, width: 0, height: 26))
        XCTAssertEqual(r[ids[1]]?.firstBaseline, 0, "no text: the first baseline is the top")
        XCTAssertEqual(r[ids[1]]?.lastBaseline, 32, "and the last one the bottom")
    }

    /// Constraints place a control's alignment rect; its frame sticks out by its alignment rect
    /// insets, as Interface Builder stores them: a switch pinned to a trailing edge ends 2 pt
    /// past it (51×31 around a 49-wide rect), a slider stretched between two edges is 4 wider
    /// and 1 taller (x -2), and a frame set by hand stays that frame. From iOS 26 a switch is
    /// 63×28 and a slider's 34-pt frame is its alignment rect.
    func testControlsStickOutOfTheirAlignmentRects() throws {
        var tree = ViewTree()
        let toggle = try tree.addView(.switch(SwitchProperties()), name: "Switch", to: tree.root)
        let slider = try tree.addView(.slider(SliderProperties()), name: "Slider", to: tree.root)
        let fixed = try tree.addView(.switch(SwitchProperties()), name: "Fixed", to: tree.root)
        var fixedNode = tree[fixed]
        fixedNode.autoresizingFrame = Rect(x: 10, y: 100, width: 51, height: 31)
        tree[fixed] = fixedNode
        try tree.addConstraint(LayoutConstraint(.view(toggle), .trailing, .equal, .view(tree.root), .trailing, constant: -20))
        try tree.addConstraint(LayoutConstraint(.view(toggle), .top, .equal, .view(tree.root), .top, constant: 10))
        try tree.addConstraint(LayoutConstraint(.view(slider), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(slider), .trailing, .equal, .view(tree.root), .trailing))
        try tree.addConstraint(LayoutConstraint(.view(slider), .top, .equal, .view(tree.root), .top, constant: 50))
        func environment(_ os: Int) -> Environment {
            Environment(device: .custom(width: 400, height: 600, scale: 2), osVersion: OSVersion(os))
        }
        let r = layout(tree, in: environment(15), measurer: GridTextMeasurer())
        assertFrame(r, toggle, Rect(x: 400 - 20 - 49, y: 10, width: 51, height: 31))
        assertFrame(r, slider, Rect(x: -2, y: 50, width: 404, height: 31))
        assertFrame(r, fixed, Rect(x: 10, y: 100, width: 51, height: 31))
        let new = layout(tree, in: environment(26), measurer: GridTextMeasurer())
        assertFrame(new, toggle, Rect(x: 400 - 20 - 61, y: 10, width: 63, height: 28))
        assertFrame(new, slider, Rect(x: 0, y: 50, width: 400, height: 34))
    }

    /// A segmented control: 32 tall; equal segments as wide as the widest title plus 10 on
    /// each side, 1 between segments; apportioned segments each as wide as their own title.
    func testSegmentedControlWidths() throws {
        var tree = ViewTree()
        let equal = try tree.addView(.segmentedControl(SegmentedControlProperties(segments: ["ab", "abcd"], selectedSegmentIndex: 0)),
                                     name: "Equal", to: tree.root)
        let apportioned = try tree.addView(.segmentedControl(SegmentedControlProperties(
            segments: ["ab", "abcd"], apportionsSegmentWidthsByContent: true)), name: "Apportioned", to: tree.root)
        for v in [equal, apportioned] {
            try tree.addConstraint(LayoutConstraint(.view(v), .leading, .equal, .view(tree.root), .leading))
            try tree.addConstraint(LayoutConstraint(.view(v), .top, .equal, .view(tree.root), .top))
        }
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        // 6.5 per character at 13 pt: "ab" 13, "abcd" 26.
        assertFrame(r, equal, Rect(x: 0, y: 0, width: 2 * (26 + 20) + 1, height: 32))
        assertFrame(r, apportioned, Rect(x: 0, y: 0, width: (13 + 20) + (26 + 20) + 1, height: 32))
        // One 13-pt line (13 tall, baseline 10.4 down) centred in 32.
        XCTAssertEqual(try XCTUnwrap(r[equal]?.firstBaseline), (32 - 13) / 2 + 10.4, accuracy: 1e-9)
    }

    /// A segmented control and a label in a first-baseline row: the title baseline lines up
    /// with the label's.
    func testSegmentedControlBaselineLinesUpWithALabel() throws {
        var tree = ViewTree()
        let row = try tree.addView(.stackView(StackViewProperties(axis: .horizontal, alignment: .firstBaseline, spacing: 8)),
                                   name: "Row", to: tree.root)
        let l = try tree.addArrangedView(label("Mode", size: 17), name: "Label", to: row)
        let s = try tree.addArrangedView(.segmentedControl(SegmentedControlProperties(segments: ["A", "B"])), name: "Segments", to: row)
        try tree.addConstraint(LayoutConstraint(.view(row), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(row), .top, .equal, .view(tree.root), .top, constant: 10))
        let r = layout(tree, in: plainEnvironment(), measurer: try TypesetterMeasurer())
        let lb = try XCTUnwrap(r[l]?.firstBaseline), sb = try XCTUnwrap(r[s]?.firstBaseline)
        XCTAssertEqual(lb, sb, accuracy: 0.5)
        XCTAssertEqual(r[s]?.frame.height, 32)
    }

    /// Before iOS 13 a segmented control is 29 tall: the ib-corpus's unconstrained segmented
    /// controls saved by Xcode 9 and 10 (readium-UserSettings, dji-sdk-Main) store 29-point
    /// frames, Xcode 11+ ones 32.
    /// A segmented control's frame sticks out of its alignment rect 1 pt at the bottom: held 28
    /// tall by a constraint it is 29 tall (Xcode 10), a view 8 pt below it starts 8 pt below
    /// its 31-pt alignment rect, not its 32-pt frame.
    func testSegmentedControlFrameSticksOutBelow() throws {
        var tree = ViewTree()
        let held = try tree.addView(.segmentedControl(SegmentedControlProperties(segments: ["A", "B"])), name: "Held", to: tree.root)
        let free = try tree.addView(.segmentedControl(SegmentedControlProperties(segments: ["A", "B"])), name: "Free", to: tree.root)
        let below = try tree.addView(.view, name: "Below", to: tree.root)
        try tree.addConstraint(LayoutConstraint(.view(held), .height, constant: 28))
        for (v, top) in [(held, 0.0), (free, 100)] {
            try tree.addConstraint(LayoutConstraint(.view(v), .leading, .equal, .view(tree.root), .leading))
            try tree.addConstraint(LayoutConstraint(.view(v), .top, .equal, .view(tree.root), .top, constant: top))
        }
        try tree.addConstraint(LayoutConstraint(.view(below), .top, .equal, .view(free), .bottom, constant: 8))
        let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
        XCTAssertEqual(r[held]?.frame.height, 29)
        XCTAssertEqual(r[free]?.frame.height, 32)
        XCTAssertEqual(r[below]?.frame.minY, 100 + 31 + 8)
    }

    func testSegmentedControlIs29BeforeIOS13() throws {
        var tree = ViewTree()
        let s = try tree.addView(.segmentedControl(SegmentedControlProperties(segments: ["A", "B"])), name: "Segments", to: tree.root)
        try tree.addConstraint(LayoutConstraint(.view(s), .leading, .equal, .view(tree.root), .leading))
        try tree.addConstraint(LayoutConstraint(.view(s), .top, .equal, .view(tree.root), .top))
        var env = plainEnvironment()
        env.osVersion = OSVersion(12)
        XCTAssertEqual(layout(tree, in: env, measurer: GridTextMeasurer())[s]?.frame.height, 29)
        env.osVersion = OSVersion(13)
        XCTAssertEqual(layout(tree, in: env, measurer: GridTextMeasurer())[s]?.frame.height, 32)
    }

    /// `hidesWhenStopped`: a stopped indicator is hidden and leaves its stack's arrangement like
    /// any hidden view; an animating one, or one that does not hide, takes its 20 points.
    func testHidesWhenStopped() throws {
        func labelX(_ indicator: ActivityIndicatorProperties) throws -> (Double, Bool) {
            var tree = ViewTree()
            let row = try tree.addView(.stackView(StackViewProperties(axis: .horizontal, alignment: .center, spacing: 8)),
                                       name: "Row", to: tree.root)
            let spinner = try tree.addArrangedView(.activityIndicator(indicator), name: "Spinner", to: row)
            let l = try tree.addArrangedView(label("Done"), name: "Label", to: row)
            try tree.addConstraint(LayoutConstraint(.view(row), .leading, .equal, .view(tree.root), .leading))
            try tree.addConstraint(LayoutConstraint(.view(row), .top, .equal, .view(tree.root), .top))
            let r = layout(tree, in: plainEnvironment(), measurer: GridTextMeasurer())
            return (try XCTUnwrap(r[l]?.frame.minX), tree[spinner].isHidden)
        }
        let stopped = try labelX(ActivityIndicatorProperties(isAnimating: false, hidesWhenStopped: true))
        XCTAssertEqual(stopped.0, 0)
        XCTAssertTrue(stopped.1)
        let spinning = try labelX(ActivityIndicatorProperties(isAnimating: true, hidesWhenStopped: true))
        XCTAssertEqual(spinning.0, 28)
        XCTAssertFalse(spinning.1)
        let shown = try labelX(ActivityIndicatorProperties(isAnimating: false, hidesWhenStopped: false))
        XCTAssertEqual(shown.0, 28)
        XCTAssertFalse(shown.1)
    }

    func testSliderFractionAndStepperLimits() {
        XCTAssertEqual(SliderProperties(value: 5, minimumValue: 0, maximumValue: 10).fraction, 0.5)
        XCTAssertEqual(SliderProperties(value: 50, minimumValue: 0, maximumValue: 10).fraction, 1)
        XCTAssertEqual(SliderProperties(value: 1, minimumValue: 1, maximumValue: 1).fraction, 0, "empty range")
        XCTAssertFalse(StepperProperties(value: 0, minimumValue: 0).isDecrementEnabled)
        XCTAssertTrue(StepperProperties(value: 0, minimumValue: 0, wraps: true).isDecrementEnabled)
        XCTAssertFalse(StepperProperties(value: 100, maximumValue: 100).isIncrementEnabled)
        XCTAssertEqual(ViewKind.stepper(StepperProperties()).className, "UIStepper")
    }
}
