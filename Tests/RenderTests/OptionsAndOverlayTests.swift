import Layout
import Raster
@testable import Render
import Typesetting
import XCTest

final class OptionsAndOverlayTests: XCTestCase {
    private func hasDarkPixel(_ b: Bitmap, rows: Range<Int>) -> Bool {
        rows.contains { y in (0..<b.width).contains { b.rgba($0, y)[0] < 100 } }
    }

    func testStatusBarFollowsTheEnvironment() throws {
        for (orientation, visible) in [(Orientation.portrait, true), (.landscape, false)] {
            var s = TestScene(width: 10, height: 10, scale: 1)
            s.environment = Environment(device: .iPhone8, orientation: orientation, scaleOverride: 1)
            let b = try s.render()
            XCTAssertEqual(hasDarkPixel(b, rows: 0..<20), visible, "\(orientation)")
            let forced = try s.render(RenderOptions(statusBar: .visible))
            XCTAssertTrue(hasDarkPixel(forced, rows: 0..<20))
            let light = try s.render(RenderOptions(statusBar: .visible, statusBarStyle: .lightContent))
            XCTAssertFalse(hasDarkPixel(light, rows: 0..<20), "white glyphs on white")
        }
    }

    func testScaleOptionSetsTheBitmapSize() throws {
        var s = TestScene(width: 30, height: 20, scale: 2)
        try s.add(.view, "Box", Rect(x: 10, y: 5, width: 10, height: 10)) { $0.backgroundColor = .black }
        for scale in [1.0, 2.0, 3.0] {
            let b = try s.render(RenderOptions(scale: scale))
            XCTAssertEqual(b.width, Int(30 * scale))
            XCTAssertEqual(b.height, Int(20 * scale))
            assertColor(b.rgba(Int(10 * scale), Int(5 * scale)), [0, 0, 0, 255])
            assertColor(b.rgba(Int(10 * scale) - 1, Int(5 * scale)), [255, 255, 255, 255])
        }
    }

    func testTransparentWindowBackground() throws {
        var s = TestScene(width: 10, height: 10, scale: 1)
        try s.add(.view, "Box", Rect(x: 0, y: 0, width: 5, height: 5)) { $0.backgroundColor = .red }
        let b = try s.render(RenderOptions(windowBackground: .clear))
        XCTAssertEqual(b.rgba(7, 7)[3], 0)
        assertColor(b.rgba(2, 2), [255, 0, 0, 255])
    }

    func testOpaqueRootBackgroundHidesTheWindowBackground() throws {
        // An opaque root covering every pixel: the window background never shows.
        var s = TestScene(width: 10, height: 6, scale: 3)
        s.tree[s.root].backgroundColor = Color(red: 0, green: 0.5, blue: 1)
        try s.add(.view, "Box", Rect(x: 1, y: 1, width: 3.3, height: 2)) { $0.backgroundColor = .red }
        let red = try s.render(RenderOptions(windowBackground: PixelColor(r: 255, g: 0, b: 0)))
        XCTAssertEqual(red, try s.render(RenderOptions(windowBackground: .clear)))
        assertColor(red.rgba(0, 0), [0, 128, 255, 255])
        assertColor(red.rgba(29, 17), [0, 128, 255, 255])
        // A translucent root, or one whose last pixel row is only partly covered, shows it.
        s.tree[s.root].backgroundColor = Color(red: 0, green: 0.5, blue: 1, alpha: 0.5)
        assertColor(try s.render(RenderOptions(windowBackground: .clear)).rgba(0, 0), [0, 128, 255, 128])
        let blue = PixelColor(r: 0, g: 128, b: 255)
        func hides(_ frame: PointRect, _ configure: (inout DrawNode) -> Void = { _ in }) -> Bool {
            var node = DrawNode(name: "Root", frame: frame, backgroundColor: blue)
            configure(&node)
            return Renderer.rootHidesWindow(node, scale: 2, pixelWidth: 20, pixelHeight: 13)
        }
        XCTAssertTrue(hides(PointRect(x: 0, y: 0, width: 10, height: 6.5)))
        XCTAssertFalse(hides(PointRect(x: 0, y: 0, width: 10, height: 6.25)))  // last row partly covered
        XCTAssertFalse(hides(PointRect(x: 0.25, y: 0, width: 10, height: 6.5)))
        XCTAssertFalse(hides(PointRect(x: 0, y: 0, width: .infinity, height: 6.5)))
        XCTAssertFalse(hides(PointRect(x: 0, y: 0, width: 10, height: 6.5)) { $0.cornerRadius = 2 })
        XCTAssertFalse(hides(PointRect(x: 0, y: 0, width: 10, height: 6.5)) { $0.alpha = 0.99 })
        XCTAssertFalse(hides(PointRect(x: 0, y: 0, width: 10, height: 6.5)) { $0.isHidden = true })
        XCTAssertFalse(hides(PointRect(x: 0, y: 0, width: 10, height: 6.5)) { $0.backgroundColor = nil })
    }

    func testEmptyRootIsAnError() throws {
        let s = TestScene(width: 0, height: 10, scale: 2)
        XCTAssertThrowsError(try s.render()) { error in
            XCTAssertTrue(error is RenderError)
        }
    }

    func testOverlayMarksTheBaselineRowAndFrames() throws {
        var s = TestScene(width: 80, height: 40, scale: 2)
        try s.add(.label(LabelProperties(text: "Hx", font: .system(17))), "Label", Rect(x: 10, y: 5, width: 60, height: 30))
        let result = s.layoutResult()
        let baseline = try XCTUnwrap(result["Label"]).firstBaseline
        let b = try Renderer(typesetter: Fixtures.typesetter).render(result, options: RenderOptions(debugOverlay: true))
        let row = Int((baseline * 2 + 0.5).rounded(.down)) - 1
        // Right of the text, inside the label: the blue baseline row, white rows around it.
        let x = 100
        let line = b.rgba(x, row)
        XCTAssertTrue(line[2] > 200 && line[0] < 60, "blue baseline at row \(row): \(line)")
        assertColor(b.rgba(x, row - 2), [255, 255, 255, 255])
        assertColor(b.rgba(x, row + 2), [255, 255, 255, 255])
        // Frame outline: the label's left edge column is reddish, the column left of it is not.
        let edge = b.rgba(20, 60), outside = b.rgba(19, 60)
        XCTAssertTrue(edge[0] > 200 && edge[1] < 120, "frame outline \(edge)")
        XCTAssertTrue(outside[1] > 150, "outside the frame \(outside)")
    }

    func testMissingImagePlaceholderOrNothing() throws {
        var s = TestScene(width: 20, height: 20, scale: 1)
        try s.add(.imageView(ImageViewProperties(imageName: "nope", imageSize: nil)), "Image", Rect(x: 0, y: 0, width: 20, height: 20))
        let placeholder = try s.render()
        assertColor(placeholder.rgba(10, 3), [0xE5, 0xE5, 0xEA, 255])
        let nothing = try s.render(RenderOptions(missingImages: .nothing))
        assertColor(nothing.rgba(10, 3), [255, 255, 255, 255])
    }

    func testRightToLeftNaturalAlignment() throws {
        var s = TestScene(width: 200, height: 20, scale: 1)
        s.environment.layoutDirection = .rightToLeft
        try s.add(.label(LabelProperties(text: "Hi", font: .system(17))), "Label", Rect(x: 0, y: 0, width: 200, height: 20))
        let b = try s.render()
        let ink = (0..<200).filter { x in (0..<20).contains { b.rgba(x, $0)[0] < 128 } }
        XCTAssertGreaterThan(try XCTUnwrap(ink.first), 150, "natural alignment is right in RTL")
    }

    func testTextViewInsets() throws {
        var s = TestScene(width: 200, height: 100, scale: 1)
        try s.add(.view, "Back", Rect(x: 0, y: 0, width: 200, height: 100)) { $0.backgroundColor = .black }
        try s.add(.textView(TextViewProperties(text: "H", font: .system(20))), "Text", Rect(x: 10, y: 10, width: 100, height: 60))
        let b = try s.render()
        assertColor(b.rgba(12, 12), [255, 255, 255, 255], "white background by default")
        let ink = (0..<b.height).flatMap { y in (0..<b.width).compactMap { x -> (Int, Int)? in
            let p = b.rgba(x, y)
            return x >= 10 && x < 110 && y >= 10 && y < 70 && p[0] < 60 ? (x, y) : nil
        } }
        let left = try XCTUnwrap(ink.map(\.0).min())
        let top = try XCTUnwrap(ink.map(\.1).min())
        // 5 pt of line fragment padding plus the H's side bearing; 8 pt inset plus the space above the cap height.
        XCTAssertEqual(left, 10 + 5 + 2, accuracy: 2)
        XCTAssertGreaterThan(top, 10 + 8)
        XCTAssertLessThan(top, 10 + 8 + 8)
    }

    func testCustomButtonTitleIsWhiteAndSystemButtonInheritsTint() throws {
        var s = TestScene(width: 120, height: 80, scale: 1)
        let container = try s.add(.view, "Container", Rect(x: 0, y: 0, width: 120, height: 80)) {
            $0.tintColor = .red
            $0.backgroundColor = .black
        }
        try s.add(.button(ButtonProperties(type: .custom, title: "HHH", font: .system(20))), "Custom",
                  Rect(x: 0, y: 0, width: 120, height: 40), in: container)
        try s.add(.button(ButtonProperties(title: "HHH", font: .system(20))), "System",
                  Rect(x: 0, y: 40, width: 120, height: 40), in: container)
        let b = try s.render()
        let top = (0..<40).flatMap { y in (0..<120).map { b.rgba($0, y) } }
        XCTAssertTrue(top.contains([255, 255, 255, 255]), "white custom title")
        let bottom = (40..<80).flatMap { y in (0..<120).map { b.rgba($0, y) } }
        XCTAssertTrue(bottom.contains([255, 0, 0, 255]), "inherited red tint")
    }

    func testLegacySwitchGreen() throws {
        var s = TestScene(width: 60, height: 40, scale: 1, os: OSVersion(12))
        try s.add(.switch(SwitchProperties(isOn: true)), "Switch", Rect(x: 0, y: 0, width: 51, height: 31))
        let b = try s.render()
        assertColor(b.rgba(6, 15), [0x4C, 0xD9, 0x64, 255])
    }
}

final class ImageSourceTests: XCTestCase {
    func testDirectoryPrefersTheScaledVariant() throws {
        let dir = NSTemporaryDirectory() + "render-images-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try PNG.write(try Bitmap(width: 2, height: 2, fill: .black), to: dir + "/dot.png")
        try PNG.write(try Bitmap(width: 4, height: 4, fill: .white), to: dir + "/dot@2x.png")
        XCTAssertEqual(ImageSource.directory(dir, scale: 2).image(named: "dot")?.width, 4)
        XCTAssertEqual(ImageSource.directory(dir, scale: 3).image(named: "dot")?.width, 2)
        XCTAssertEqual(ImageSource.directory(dir).image(named: "dot.png")?.width, 2)
        XCTAssertNil(ImageSource.directory(dir).image(named: "none"))
        // Over the pixel limit a file is not decoded: the 4x4 variant is passed over.
        XCTAssertEqual(ImageSource.directory(dir, scale: 2, pixelLimit: 15).image(named: "dot")?.width, 2)
        XCTAssertNil(ImageSource.directory(dir, pixelLimit: 3).image(named: "dot"))
    }
}

final class MirroringTests: XCTestCase {
    func testSwitchMirrorsInRightToLeft() throws {
        var s = TestScene(width: 60, height: 40, scale: 1)
        s.environment.layoutDirection = .rightToLeft
        try s.add(.switch(SwitchProperties(isOn: true)), "Switch", Rect(x: 0, y: 0, width: 51, height: 31))
        let b = try s.render()
        assertColor(b.rgba(15, 15), [255, 255, 255, 255], "knob at the left when on")
        assertColor(b.rgba(45, 15), [0x34, 0xC7, 0x59, 255], "green at the right")
    }

    func testAmbiguousFramesAreOutlinedInOrange() throws {
        var s = TestScene(width: 60, height: 40, scale: 1)
        let v = try s.tree.addView(.view, name: "Loose", to: s.root)
        try s.tree.addConstraint(LayoutConstraint(.view(v), .width, constant: 20))
        try s.tree.addConstraint(LayoutConstraint(.view(v), .height, constant: 10))
        try s.tree.addConstraint(LayoutConstraint(.view(v), .top, .equal, .view(s.root), .top, constant: 5))
        let result = s.layoutResult()
        let lv = try XCTUnwrap(result["Loose"])
        XCTAssertFalse(lv.ambiguousAxes.isEmpty)
        let b = try Renderer(typesetter: Fixtures.typesetter).render(result, options: RenderOptions(debugOverlay: true))
        let x = Int(lv.frame.minX + lv.frame.width / 2)
        assertColor(b.rgba(x, Int(lv.frame.maxY) - 1), [255, 149, 0, 255], "bottom edge (the name tag covers the top)")
    }
}

final class BidiTests: XCTestCase {
    func testLatinTextKeepsItsOrderInARightToLeftApp() throws {
        func render(rtl: Bool, alignment: TextAlignment) throws -> Bitmap {
            var s = TestScene(width: 200, height: 30, scale: 2)
            if rtl { s.environment.layoutDirection = .rightToLeft }
            try s.add(.label(LabelProperties(text: "Forgot password?", font: .system(17), textAlignment: alignment)), "Label",
                      Rect(x: 0, y: 0, width: 200, height: 30))
            return try s.render()
        }
        let rtlNatural = try render(rtl: true, alignment: .natural)
        let ltrRight = try render(rtl: false, alignment: .right)
        XCTAssertEqual(rtlNatural.pixels, ltrRight.pixels, "right-aligned, question mark still last")
    }
}
