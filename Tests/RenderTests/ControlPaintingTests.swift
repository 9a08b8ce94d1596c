import Layout
import Raster
@testable import Render
import Typesetting
import XCTest

final class ControlPaintingTests: XCTestCase {
    /// Rows (top to bottom) whose pixels in columns `xs` are all darker than `threshold`.
    private func fullRows(_ b: Bitmap, xs: Range<Int>, threshold: Int) -> [Int] {
        (0..<b.height).filter { y in
            xs.contains { x in b.rgba(x, y)[0] <= threshold }
        }
    }

    func testLabelGlyphSitsOnTheLayoutBaseline() throws {
        for scale in [1.0, 2.0, 3.0] {
            var s = TestScene(width: 60, height: 60, scale: scale)
            try s.add(.label(LabelProperties(text: "H", font: .system(30))), "Label", Rect(x: 5, y: 3, width: 40, height: 50))
            let result = s.layoutResult()
            let baseline = try XCTUnwrap(result["Label"]).firstBaseline
            let b = try Renderer(typesetter: Fixtures.typesetter).render(result)
            // The H's stems are fully covered (black) down to the row just above the baseline.
            let rows = fullRows(b, xs: 0..<b.width, threshold: 0)
            let bottom = try XCTUnwrap(rows.last, "no fully covered pixel at @\(scale)")
            let baselineRow = Int((baseline * scale + 0.5).rounded(.down))
            XCTAssertEqual(bottom, baselineRow - 1, "@\(scale): baseline \(baseline) pt")
            // Vertically centred: the label is 50 pt, the text block ~36 pt.
            let top = try XCTUnwrap(rows.first)
            let capHeight = Double(bottom - top + 1) / scale
            XCTAssertEqual(capHeight, 30 * 0.727, accuracy: 2.5, "cap height of a 30 pt H")
            writeDemo(b, "label-baseline@\(Int(scale))x")
        }
    }

    func testLabelTextIsVerticallyCentredAndColoured() throws {
        var s = TestScene(width: 100, height: 60, scale: 2)
        try s.add(.label(LabelProperties(text: "Hi", font: .system(17), textColor: .red)), "Label",
                  Rect(x: 0, y: 0, width: 100, height: 60))
        let result = s.layoutResult()
        let b = try Renderer(typesetter: Fixtures.typesetter).render(result)
        let ink = (0..<b.height).filter { y in (0..<b.width).contains { b.rgba($0, y)[1] < 128 } }
        let top = try XCTUnwrap(ink.first), bottom = try XCTUnwrap(ink.last)
        // Ink of "Hi" centred around the middle (cap height centre ≈ box centre − a little).
        XCTAssertEqual(Double(top + bottom) / 2, 60, accuracy: 6)
        // Fully covered glyph pixels are pure red.
        let reds = (0..<b.height).flatMap { y in (0..<b.width).map { b.rgba($0, y) } }.filter { $0[1] == 0 }
        XCTAssertFalse(reds.isEmpty)
        XCTAssertTrue(reds.allSatisfy { $0 == [255, 0, 0, 255] })
    }

    func testCentredAndRightAlignedLabels() throws {
        var s = TestScene(width: 200, height: 40, scale: 1)
        try s.add(.label(LabelProperties(text: "IIII", font: .system(20), textAlignment: .center)), "C",
                  Rect(x: 0, y: 0, width: 200, height: 20))
        try s.add(.label(LabelProperties(text: "IIII", font: .system(20), textAlignment: .right)), "R",
                  Rect(x: 0, y: 20, width: 200, height: 20))
        let b = try s.render()
        func inkColumns(_ y0: Int, _ y1: Int) -> (Int, Int)? {
            let cols = (0..<200).filter { x in (y0..<y1).contains { b.rgba(x, $0)[0] < 128 } }
            guard let a = cols.first, let z = cols.last else { return nil }
            return (a, z)
        }
        let c = try XCTUnwrap(inkColumns(0, 20)), r = try XCTUnwrap(inkColumns(20, 40))
        XCTAssertEqual(Double(c.0 + c.1) / 2, 100, accuracy: 3)
        XCTAssertGreaterThan(r.1, 193)
    }

    func testTextFieldPlaceholderColour() throws {
        for (os, want) in [(OSVersion(17), [196, 196, 199]), (OSVersion(12), [0xC7, 0xC7, 0xCD])] {
            var s = TestScene(width: 200, height: 60, scale: 2, os: os)
            try s.add(.textField(TextFieldProperties(placeholder: "HHHH", font: .system(30))), "Field",
                      Rect(x: 5, y: 5, width: 190, height: 50))
            let b = try s.render()
            // The darkest pixel is a fully covered placeholder glyph pixel.
            var darkest = [255, 255, 255, 255]
            for y in 0..<b.height { for x in 0..<b.width where b.rgba(x, y)[0] < darkest[0] { darkest = b.rgba(x, y) } }
            assertColor(Array(darkest.prefix(3)), want, tolerance: 1, "iOS \(os)")
            writeDemo(b, "field-placeholder-ios\(os.major)")
        }
    }

    func testRoundedRectFieldHasWhiteFillAndGreyBorder() throws {
        var s = TestScene(width: 100, height: 40, scale: 2)
        try s.add(.view, "Back", Rect(x: 0, y: 0, width: 100, height: 40)) { $0.backgroundColor = Color(red: 0.9, green: 0.9, blue: 0.9) }
        try s.add(.textField(TextFieldProperties(text: "")), "Field", Rect(x: 10, y: 5, width: 80, height: 30))
        let b = try s.render()
        assertColor(b.rgba(100, 40), [255, 255, 255, 255], "white inside")
        assertColor(b.rgba(100, 10), [0xCC, 0xCC, 0xCC, 255], "one-pixel top border at @2x")
        assertColor(b.rgba(100, 9), [230, 230, 230, 255], "outside")
        assertColor(b.rgba(100, 11), [255, 255, 255, 255])
        assertColor(b.rgba(20, 10), [230, 230, 230, 255], "rounded corner leaves the corner pixel outside")
    }

    func testSwitchOnAndOffColours() throws {
        for on in [true, false] {
            var s = TestScene(width: 60, height: 40, scale: 2)
            try s.add(.switch(SwitchProperties(isOn: on)), "Switch", Rect(x: 4, y: 4, width: 51, height: 31))
            let b = try s.render()
            // Track sample away from the knob, knob centre.
            let trackX = on ? Int((4 + 5) * 2.0) : Int((4 + 46) * 2.0)
            let knobX = on ? Int((4 + 51 - 2 - 13.5) * 2.0) : Int((4 + 2 + 13.5) * 2.0)
            let y = Int((4 + 15.5) * 2.0)
            if on {
                assertColor(b.rgba(trackX, y), [0x34, 0xC7, 0x59, 255], "green track")
            } else {
                assertColor(b.rgba(trackX, y), [233, 233, 235, 255], tolerance: 1, "light grey track")
            }
            assertColor(b.rgba(knobX, y), [255, 255, 255, 255], "white knob")
            // The knob's shadow darkens what is just below it.
            let below = b.rgba(knobX, Int((4 + 31 + 1.5) * 2.0))
            XCTAssertLessThan(below[0], 255, "shadow under the knob")
            XCTAssertGreaterThan(below[0], 200, "a soft shadow")
            writeDemo(b, "switch-\(on ? "on" : "off")")
        }
    }

    func testSwitchOnTintColour() throws {
        var s = TestScene(width: 60, height: 40, scale: 1)
        try s.add(.switch(SwitchProperties(isOn: true, onTintColor: .red)), "Switch", Rect(x: 0, y: 0, width: 51, height: 31))
        let b = try s.render()
        assertColor(b.rgba(6, 15), [255, 0, 0, 255])
    }

    func testButtonTitleUsesTheTintColour() throws {
        var s = TestScene(width: 120, height: 40, scale: 2)
        try s.add(.button(ButtonProperties(title: "HHH", font: .system(20))), "Button", Rect(x: 0, y: 0, width: 120, height: 40))
        let b = try s.render()
        var darkest = [255, 255, 255, 255]
        for y in 0..<b.height { for x in 0..<b.width where b.rgba(x, y)[0] < darkest[0] { darkest = b.rgba(x, y) } }
        assertColor(darkest, [0, 122, 255, 255])
    }

    func testImageAspectFitLetterboxes() throws {
        let red = try Bitmap(width: 20, height: 10, fill: PixelColor(r: 255, g: 0, b: 0))
        var s = TestScene(width: 20, height: 20, scale: 1)
        try s.add(.imageView(ImageViewProperties(imageName: "red", imageSize: Size(width: 20, height: 10),
                                                 contentMode: .scaleAspectFit)), "Image",
                  Rect(x: 0, y: 0, width: 20, height: 20)) { $0.backgroundColor = .black }
        let b = try s.render(images: ImageSource(images: ["red": red]))
        for y in 0..<20 {
            let want = (5..<15).contains(y) ? [255, 0, 0, 255] : [0, 0, 0, 255]
            assertColor(b.rgba(10, y), want, "row \(y)")
            assertColor(b.rgba(0, y), want, "row \(y) at the left edge")
        }
    }

    func testAspectFillOverflowsUnlessClipped() throws {
        let red = try Bitmap(width: 20, height: 10, fill: PixelColor(r: 255, g: 0, b: 0))
        for clips in [false, true] {
            var s = TestScene(width: 40, height: 20, scale: 1)
            try s.add(.imageView(ImageViewProperties(imageName: "red", imageSize: Size(width: 20, height: 10),
                                                     contentMode: .scaleAspectFill)), "Image",
                      Rect(x: 10, y: 0, width: 20, height: 20)) { $0.clipsToBounds = clips }
            let b = try s.render(images: ImageSource(images: ["red": red]))
            assertColor(b.rgba(20, 10), [255, 0, 0, 255])
            assertColor(b.rgba(5, 10), clips ? [255, 255, 255, 255] : [255, 0, 0, 255], "clips=\(clips)")
        }
    }

    func testContentModeGeometry() {
        let bounds = PointRect(x: 10, y: 20, width: 100, height: 50)
        let size = (width: 40.0, height: 20.0)
        func rect(_ m: ContentMode) -> [Double] {
            let r = m.imageRect(imageSize: size, in: bounds, scale: 2)
            return [r.x, r.y, r.width, r.height]
        }
        XCTAssertEqual(rect(.scaleToFill), [10, 20, 100, 50])
        XCTAssertEqual(rect(.redraw), [10, 20, 100, 50])
        XCTAssertEqual(rect(.scaleAspectFit), [10, 20, 100, 50])
        XCTAssertEqual(rect(.scaleAspectFill), [10, 20, 100, 50])
        XCTAssertEqual(rect(.center), [40, 35, 40, 20])
        XCTAssertEqual(rect(.top), [40, 20, 40, 20])
        XCTAssertEqual(rect(.bottom), [40, 50, 40, 20])
        XCTAssertEqual(rect(.left), [10, 35, 40, 20])
        XCTAssertEqual(rect(.right), [70, 35, 40, 20])
        XCTAssertEqual(rect(.topLeft), [10, 20, 40, 20])
        XCTAssertEqual(rect(.topRight), [70, 20, 40, 20])
        XCTAssertEqual(rect(.bottomLeft), [10, 50, 40, 20])
        XCTAssertEqual(rect(.bottomRight), [70, 50, 40, 20])
        let square = (width: 10.0, height: 10.0)
        let fit = ContentMode.scaleAspectFit.imageRect(imageSize: square, in: bounds, scale: 2)
        XCTAssertEqual([fit.x, fit.y, fit.width, fit.height], [35, 20, 50, 50])
        let fill = ContentMode.scaleAspectFill.imageRect(imageSize: square, in: bounds, scale: 2)
        XCTAssertEqual([fill.x, fill.y, fill.width, fill.height], [10, -5, 100, 100])
        // Non-scaling modes land on the pixel grid.
        let odd = ContentMode.center.imageRect(imageSize: (width: 5, height: 5), in: PointRect(x: 0, y: 0, width: 10, height: 10.25), scale: 2)
        XCTAssertEqual(odd.x * 2, (odd.x * 2).rounded())
        XCTAssertEqual(odd.y * 2, (odd.y * 2).rounded())
    }

    func testFullScrollContentGrowsTheBitmap() throws {
        var s = TestScene(width: 40, height: 40, scale: 1)
        let scroll = try s.add(.scrollView(ScrollViewProperties(contentOffset: Point(x: 0, y: 10))), "Scroll",
                               Rect(x: 0, y: 0, width: 40, height: 30))
        try s.add(.view, "Below", Rect(x: 0, y: 30, width: 40, height: 10)) { $0.backgroundColor = .blue }
        let content = try s.add(.view, "Content", Rect(x: 0, y: 0, width: 40, height: 80), in: scroll) {
            $0.backgroundColor = .red
        }
        try s.add(.view, "Top mark", Rect(x: 0, y: 0, width: 40, height: 5), in: content) { $0.backgroundColor = .black }
        // The content view defines the content size through constraints to the scroll view's edges.
        for (attr, other) in [(LayoutAttribute.top, LayoutAttribute.top), (.bottom, .bottom), (.leading, .leading), (.trailing, .trailing)] {
            try s.tree.addConstraint(LayoutConstraint(.view(content), attr, .equal, .view(scroll), other))
        }
        var node = s.tree[content]
        node.autoresizingFrame = nil
        s.tree[content] = node
        try s.tree.addConstraint(LayoutConstraint(.view(content), .width, .equal, constant: 40))
        try s.tree.addConstraint(LayoutConstraint(.view(content), .height, .equal, constant: 80))
        let normal = try s.render()
        XCTAssertEqual(normal.height, 40)
        assertColor(normal.rgba(5, 2), [255, 0, 0, 255], "scrolled by 10: the top mark is out of view")
        assertColor(normal.rgba(5, 35), [0, 0, 255, 255])
        let full = try s.render(RenderOptions(fullScrollContent: true))
        XCTAssertEqual(full.height, 90)
        assertColor(full.rgba(5, 2), [0, 0, 0, 255], "offset undone")
        assertColor(full.rgba(5, 70), [255, 0, 0, 255])
        assertColor(full.rgba(5, 85), [0, 0, 255, 255], "the view below moved down by 50")
        writeDemo(full, "full-scroll")
    }
}

final class LabelFitTests: XCTestCase {
    /// Ink rows of the rendered bitmap, grouped into text lines.
    private func inkLines(_ b: Bitmap) -> Int {
        var lines = 0, inLine = false
        for y in 0..<b.height {
            let ink = (0..<b.width).contains { b.rgba($0, y)[0] < 160 }
            if ink && !inLine { lines += 1 }
            inLine = ink
        }
        return lines
    }

    func testMultilineLabelShowsTheLinesThatFit() throws {
        let text = "one two three four five six seven eight nine ten eleven twelve"
        var tall = TestScene(width: 80, height: 200, scale: 2)
        try tall.add(.label(LabelProperties(text: text, font: .system(17), numberOfLines: 0)), "Label",
                     Rect(x: 0, y: 0, width: 80, height: 200))
        let all = inkLines(try tall.render())
        XCTAssertGreaterThan(all, 3)
        var short = TestScene(width: 80, height: 200, scale: 2)
        try short.add(.label(LabelProperties(text: text, font: .system(17), numberOfLines: 0)), "Label",
                      Rect(x: 0, y: 0, width: 80, height: 45))
        let b = try short.render()
        XCTAssertEqual(inkLines(b), 2, "two 20.3-pt lines fit in 45 pt")
        writeDemo(b, "label-short")
    }
}
