import Layout
import Raster
@testable import Render
import Typesetting
import XCTest

final class ViewPaintingTests: XCTestCase {
    func testHairlineAt2xIsExactlyTwoPixels() throws {
        var s = TestScene(width: 20, height: 20, scale: 2)
        try s.add(.view, "Line", Rect(x: 2, y: 5, width: 10, height: 1)) { $0.backgroundColor = .black }
        let b = try s.render()
        XCTAssertEqual(b.width, 40)
        XCTAssertEqual(b.height, 40)
        for y in 0..<40 {
            let expected = (y == 10 || y == 11) ? [0, 0, 0, 255] : [255, 255, 255, 255]
            assertColor(b.rgba(10, y), expected, "row \(y)")
        }
        // Columns: exactly 4...23.
        assertColor(b.rgba(3, 10), [255, 255, 255, 255])
        assertColor(b.rgba(4, 10), [0, 0, 0, 255])
        assertColor(b.rgba(23, 10), [0, 0, 0, 255])
        assertColor(b.rgba(24, 10), [255, 255, 255, 255])
    }

    func testRoundedCornerCoverageIsPartialAndSymmetric() throws {
        var s = TestScene(width: 12, height: 12, scale: 2)
        try s.add(.view, "Box", Rect(x: 1, y: 1, width: 10, height: 10)) {
            $0.backgroundColor = .black
            $0.cornerRadius = 4
        }
        let b = try s.render()
        // The box covers pixels 2..<22; its corner circle (radius 8 px) leaves the corner pixel
        // almost empty, a pixel on the arc partially covered and the inside full.
        assertColor(b.rgba(2, 2), [255, 255, 255, 255], "the corner pixel lies outside the arc")
        let onArc = b.rgba(4, 4)[0]
        XCTAssertGreaterThan(onArc, 10)
        XCTAssertLessThan(onArc, 245)
        assertColor(b.rgba(10, 10), [0, 0, 0, 255])
        assertColor(b.rgba(2, 12), [0, 0, 0, 255], "straight edge fully covered")
        for y in 2..<22 {
            for x in 2..<22 {
                let p = b.rgba(x, y)
                XCTAssertEqual(p, b.rgba(23 - x, y), "mirror x at \(x),\(y)")
                XCTAssertEqual(p, b.rgba(x, 23 - y), "mirror y at \(x),\(y)")
                XCTAssertEqual(p, b.rgba(y, x), "diagonal at \(x),\(y)")
            }
        }
    }

    func testBorderIsInsideTheBoundsAndAboveSubviews() throws {
        var s = TestScene(width: 20, height: 20, scale: 1)
        let box = try s.add(.view, "Box", Rect(x: 5, y: 5, width: 10, height: 10)) {
            $0.border = Border(width: 2, color: .black)
            $0.backgroundColor = .red
        }
        try s.add(.view, "Child", Rect(x: 0, y: 0, width: 10, height: 10), in: box) { $0.backgroundColor = .blue }
        let b = try s.render()
        assertColor(b.rgba(4, 10), [255, 255, 255, 255], "outside untouched")
        assertColor(b.rgba(5, 10), [0, 0, 0, 255], "border over the child")
        assertColor(b.rgba(6, 10), [0, 0, 0, 255])
        assertColor(b.rgba(7, 10), [0, 0, 255, 255], "child inside the border")
        assertColor(b.rgba(14, 10), [0, 0, 0, 255])
        assertColor(b.rgba(15, 10), [255, 255, 255, 255])
    }

    func testAlphaIsGroupOpacity() throws {
        var s = TestScene(width: 30, height: 10, scale: 1)
        let group = try s.add(.view, "Group", Rect(x: 0, y: 0, width: 30, height: 10)) { $0.alpha = 0.5 }
        try s.add(.view, "Red", Rect(x: 0, y: 0, width: 20, height: 10), in: group) { $0.backgroundColor = .red }
        try s.add(.view, "Blue", Rect(x: 10, y: 0, width: 20, height: 10), in: group) { $0.backgroundColor = .blue }
        let b = try s.render()
        // Where the children overlap only the top one shows, at half opacity over white.
        assertColor(b.rgba(15, 5), [127, 127, 255, 255], tolerance: 1, "overlap: blue at 50 %, no red")
        assertColor(b.rgba(5, 5), [255, 127, 127, 255], tolerance: 1)
        assertColor(b.rgba(25, 5), [127, 127, 255, 255], tolerance: 1)
    }

    func testAlphaOfALeafViewMultipliesItsColour() throws {
        var s = TestScene(width: 10, height: 10, scale: 1)
        try s.add(.view, "Half", Rect(x: 0, y: 0, width: 10, height: 10)) {
            $0.backgroundColor = .black
            $0.alpha = 0.5
        }
        let b = try s.render()
        assertColor(b.rgba(5, 5), [127, 127, 127, 255], tolerance: 1)
    }

    func testClipsToBounds() throws {
        for clips in [true, false] {
            var s = TestScene(width: 30, height: 30, scale: 1)
            let parent = try s.add(.view, "Parent", Rect(x: 5, y: 5, width: 10, height: 10)) { $0.clipsToBounds = clips }
            try s.add(.view, "Child", Rect(x: 5, y: 5, width: 15, height: 15), in: parent) { $0.backgroundColor = .red }
            let b = try s.render()
            assertColor(b.rgba(12, 12), [255, 0, 0, 255], "inside the parent")
            assertColor(b.rgba(20, 20), clips ? [255, 255, 255, 255] : [255, 0, 0, 255], "outside, clips=\(clips)")
        }
    }

    func testRoundedClipCutsTheCorners() throws {
        var s = TestScene(width: 20, height: 20, scale: 2)
        let parent = try s.add(.view, "Parent", Rect(x: 0, y: 0, width: 20, height: 20)) {
            $0.clipsToBounds = true
            $0.cornerRadius = 10
        }
        try s.add(.view, "Fill", Rect(x: 0, y: 0, width: 20, height: 20), in: parent) { $0.backgroundColor = .black }
        let b = try s.render()
        assertColor(b.rgba(0, 0), [255, 255, 255, 255], "corner outside the circle")
        assertColor(b.rgba(20, 20), [0, 0, 0, 255], "centre")
        assertColor(b.rgba(20, 0), [0, 0, 0, 255], tolerance: 140, "top middle mostly covered")
    }

    func testHiddenViewsAndTheirSubviewsAreNotDrawn() throws {
        var s = TestScene(width: 20, height: 20, scale: 1)
        let hidden = try s.add(.view, "Hidden", Rect(x: 0, y: 0, width: 10, height: 10)) {
            $0.backgroundColor = .red
            $0.isHidden = true
        }
        try s.add(.view, "Child", Rect(x: 0, y: 0, width: 5, height: 5), in: hidden) { $0.backgroundColor = .blue }
        try s.add(.view, "Shown", Rect(x: 10, y: 10, width: 10, height: 10)) { $0.backgroundColor = .blue }
        let b = try s.render()
        assertColor(b.rgba(2, 2), [255, 255, 255, 255])
        assertColor(b.rgba(7, 7), [255, 255, 255, 255])
        assertColor(b.rgba(15, 15), [0, 0, 255, 255])
    }

    func testDrawOrderIsTreeOrder() throws {
        var s = TestScene(width: 10, height: 10, scale: 1)
        let a = try s.add(.view, "A", Rect(x: 0, y: 0, width: 10, height: 10)) { $0.backgroundColor = .red }
        try s.add(.view, "A child", Rect(x: 0, y: 0, width: 10, height: 10), in: a) { $0.backgroundColor = .blue }
        try s.add(.view, "B", Rect(x: 5, y: 0, width: 5, height: 10)) { $0.backgroundColor = .black }
        let b = try s.render()
        assertColor(b.rgba(2, 5), [0, 0, 255, 255], "subview above its superview")
        assertColor(b.rgba(7, 5), [0, 0, 0, 255], "later sibling above the earlier one's subtree")
    }

    func testStackViewBackgroundDependsOnTheOSVersion() throws {
        for (os, drawn) in [(OSVersion(13), false), (OSVersion(14), true)] {
            var s = TestScene(width: 10, height: 10, scale: 1, os: os)
            try s.add(.stackView(StackViewProperties(axis: .vertical)), "Stack", Rect(x: 0, y: 0, width: 10, height: 10)) {
                $0.backgroundColor = .red
            }
            let b = try s.render()
            assertColor(b.rgba(5, 5), drawn ? [255, 0, 0, 255] : [255, 255, 255, 255], "iOS \(os)")
        }
    }

    func testDeterministicBytes() throws {
        var s = TestScene(width: 120, height: 90, scale: 3)
        try s.add(.label(LabelProperties(text: "Déjà vu — 9:41", font: .system(15))), "Label", Rect(x: 4, y: 4, width: 110, height: 22))
        try s.add(.switch(SwitchProperties(isOn: true)), "Switch", Rect(x: 4, y: 30, width: 51, height: 31))
        try s.add(.textField(TextFieldProperties(placeholder: "Name")), "Field", Rect(x: 60, y: 30, width: 56, height: 30))
        let group = try s.add(.view, "Group", Rect(x: 4, y: 64, width: 100, height: 20)) {
            $0.alpha = 0.6
            $0.cornerRadius = 6
            $0.backgroundColor = .blue
            $0.clipsToBounds = true
        }
        try s.add(.button(ButtonProperties(title: "Tap")), "Button", Rect(x: 0, y: 0, width: 60, height: 20), in: group)
        let first = try s.render(RenderOptions(debugOverlay: true))
        let second = try Renderer(typesetter: try Typesetter()).render(s.layoutResult(), options: RenderOptions(debugOverlay: true))
        XCTAssertEqual(first.pixels, second.pixels)
        XCTAssertEqual(try first.pngData(), try second.pngData())
        writeDemo(first, "determinism")
    }
}
