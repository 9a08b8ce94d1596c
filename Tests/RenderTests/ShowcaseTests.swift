import Layout
import Raster
@testable import Render
import Typesetting
import XCTest

/// Whole screens with every view type, rendered at each scale: checks that they render,
/// that the status bar and overlay draw something, and (with RENDER_DEMO_DIR set) writes
/// them out for a human look.
final class ShowcaseTests: XCTestCase {
    /// A gradient photo-like image 60×40 px.
    static func photo() throws -> Bitmap {
        var rgba: [UInt8] = []
        for y in 0..<40 {
            for x in 0..<60 {
                rgba += [UInt8(60 + x * 3), UInt8(100 + y * 3), UInt8(200 - x), 255]
            }
        }
        return try Bitmap(width: 60, height: 40, straightRGBA: rgba)
    }

    static func form(device: Device, os: OSVersion = .current) throws -> TestScene {
        var s = TestScene(width: 10, height: 10, scale: 2, os: os)
        s.environment = Environment(device: device, osVersion: os)
        let w = device.portraitSize.width
        let top = device.statusBarHeight + 8
        let side = 16.0
        var node = s.tree[s.root]
        node.backgroundColor = Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255)
        s.tree[s.root] = node
        try s.add(.label(LabelProperties(text: "Sign in", font: .system(size: 34, weight: .bold))), "Title",
                  Rect(x: side, y: top, width: w - 2 * side, height: 41))
        try s.add(.label(LabelProperties(text: "Email", font: .preferred(.subheadline), textColor: Color(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.6))),
                  "Email label", Rect(x: side, y: top + 50, width: 200, height: 20))
        try s.add(.textField(TextFieldProperties(text: "", placeholder: "name@example.com", font: .system(17))), "Email field",
                  Rect(x: side, y: top + 72, width: w - 2 * side, height: 34))
        try s.add(.textField(TextFieldProperties(text: "Jane Appleseed", font: .system(17))), "Name field",
                  Rect(x: side, y: top + 114, width: w - 2 * side, height: 34))
        try s.add(.label(LabelProperties(text: "Remember me", font: .system(17))), "Remember",
                  Rect(x: side, y: top + 162, width: 200, height: 31))
        try s.add(.switch(SwitchProperties(isOn: true)), "Remember switch", Rect(x: w - side - 51, y: top + 162, width: 51, height: 31))
        try s.add(.label(LabelProperties(text: "Notifications", font: .system(17))), "Notify",
                  Rect(x: side, y: top + 201, width: 200, height: 31))
        try s.add(.switch(SwitchProperties(isOn: false)), "Notify switch", Rect(x: w - side - 51, y: top + 201, width: 51, height: 31))
        try s.add(.button(ButtonProperties(title: "Forgot password?")), "Forgot", Rect(x: side, y: top + 240, width: 123, height: 30))
        try s.add(.button(ButtonProperties(title: "Sign In", font: .system(size: 17, weight: .semibold), tintColor: .white)), "Sign in",
                  Rect(x: side, y: top + 278, width: w - 2 * side, height: 50)) {
            $0.backgroundColor = Color(red: 0, green: 122.0 / 255, blue: 1)
            $0.cornerRadius = 12
        }
        let card = try s.add(.view, "Card", Rect(x: side, y: top + 340, width: w - 2 * side, height: 110)) {
            $0.backgroundColor = .white
            $0.cornerRadius = 10
            $0.clipsToBounds = true
        }
        try s.add(.imageView(ImageViewProperties(imageName: "photo", imageSize: Size(width: 30, height: 20), contentMode: .scaleAspectFill)),
                  "Photo", Rect(x: 0, y: 0, width: 110, height: 110), in: card)
        try s.add(.label(LabelProperties(text: "A long description that wraps onto several lines and is truncated at the end when it does not fit",
                                         font: .preferred(.footnote), textColor: Color(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.6),
                                         numberOfLines: 3)),
                  "Description", Rect(x: 122, y: 12, width: w - 2 * side - 134, height: 54), in: card)
        try s.add(.imageView(ImageViewProperties(imageName: "missing", imageSize: Size(width: 20, height: 20))), "Missing",
                  Rect(x: 122, y: 74, width: 24, height: 24), in: card)
        try s.add(.textView(TextViewProperties(text: "Text view: a UITextView with the default insets, wrapping its text inside the container and clipping what does not fit.", font: .system(14))),
                  "Notes", Rect(x: side, y: top + 462, width: w - 2 * side, height: 80)) {
            $0.border = Border(width: 1, color: Color(red: 0.78, green: 0.78, blue: 0.8))
            $0.cornerRadius = 8
        }
        try s.add(.label(LabelProperties(text: "Centred footer", font: .system(13), textColor: .lightGray, textAlignment: .center)),
                  "Footer", Rect(x: 0, y: top + 552, width: w, height: 30))
        return s
    }

    func testShowcaseScreens() throws {
        let images = ImageSource(images: ["photo": try ShowcaseTests.photo()])
        for device in [Device.iPhoneX, .iPhone8, .iPhone14Pro] {
            let s = try ShowcaseTests.form(device: device)
            let plain = try s.render(images: images)
            XCTAssertEqual(Double(plain.width), device.portraitSize.width * device.scale)
            XCTAssertEqual(Double(plain.height), device.portraitSize.height * device.scale)
            // Status bar glyphs are black near the top.
            let barRows = Int(device.statusBarHeight * device.scale)
            let dark = (0..<barRows).contains { y in (0..<plain.width).contains { plain.rgba($0, y)[0] < 60 } }
            XCTAssertTrue(dark, "status bar drawn on \(device.name)")
            let overlay = try s.render(RenderOptions(debugOverlay: true), images: images)
            XCTAssertNotEqual(plain.pixels, overlay.pixels)
            let noBar = try s.render(RenderOptions(statusBar: .hidden), images: images)
            let darkNoBar = (0..<barRows).contains { y in (0..<noBar.width).contains { noBar.rgba($0, y)[0] < 60 } }
            XCTAssertFalse(darkNoBar)
            let housing = try s.render(RenderOptions(drawsSensorHousing: true), images: images)
            let top = housing.rgba(housing.width / 2, Int(20 * device.scale))
            assertColor(top, device.statusBarHeight > 20 ? [0, 0, 0, 255] : plain.rgba(plain.width / 2, Int(20 * device.scale)),
                        "sensor housing on \(device.name)")
            writeDemo(housing, "form-\(device.name)-housing")
            writeDemo(plain, "form-\(device.name)")
            writeDemo(overlay, "form-\(device.name)-overlay")
        }
    }

    func testLandscapeHidesThePhoneStatusBarAndRightToLeftMirrors() throws {
        let images = ImageSource(images: ["photo": try ShowcaseTests.photo()])
        var s = try ShowcaseTests.form(device: .iPhoneX)
        s.environment.orientation = .landscape
        let b = try s.render(images: images)
        XCTAssertEqual(b.width, 812 * 3)
        XCTAssertEqual(b.height, 375 * 3)
        writeDemo(b, "form-iphone-x-landscape")
        var rtl = try ShowcaseTests.form(device: .iPad)
        rtl.environment.layoutDirection = .rightToLeft
        let r = try rtl.render(images: images)
        // The switch knob sits at the left when on.
        let y = Int((rtl.environment.device.statusBarHeight + 8 + 162 + 15.5) * 2)
        let knob = Int((768 - 16 - 51 + 2 + 13.5) * 2)
        assertColor(r.rgba(knob, y), [255, 255, 255, 255])
        writeDemo(r, "form-ipad-rtl")
    }

    func testControlGallery() throws {
        let images = ImageSource(images: ["photo": try ShowcaseTests.photo()])
        var s = TestScene(width: 360, height: 330, scale: 2)
        var y = 10.0
        for (style, name) in [(TextBorderStyle.roundedRect, "roundedRect"), (.line, "line"), (.bezel, "bezel"), (.none, "none")] {
            try s.add(.textField(TextFieldProperties(borderStyle: style, text: "", placeholder: "Placeholder (\(name))", font: .system(14))),
                      "Field \(name)", Rect(x: 10, y: y, width: 165, height: 30))
            try s.add(.textField(TextFieldProperties(borderStyle: style, text: "Text (\(name))", font: .system(14))),
                      "Field text \(name)", Rect(x: 185, y: y, width: 165, height: 30))
            y += 38
        }
        let modes: [ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center, .top, .bottom, .left, .right,
                                    .topLeft, .topRight, .bottomLeft, .bottomRight]
        for (i, mode) in modes.enumerated() {
            let x = 10 + Double(i % 6) * 58, row = y + Double(i / 6) * 58
            try s.add(.imageView(ImageViewProperties(imageName: "photo", imageSize: Size(width: 30, height: 20), contentMode: mode)),
                      "\(mode)", Rect(x: x, y: row, width: 50, height: 50)) {
                $0.backgroundColor = Color(red: 0.85, green: 0.85, blue: 0.88)
                $0.clipsToBounds = mode == .scaleAspectFill
            }
        }
        let b = try s.render(images: images)
        // aspectFit of a 3:2 image in a square: bars above and below, image across the full width.
        let fitX = Int((10 + 58 + 25) * 2.0), fitTop = Int((y + 2) * 2)
        assertColor(b.rgba(fitX, fitTop), [217, 217, 224, 255], tolerance: 1, "letterbox bar")
        writeDemo(b, "gallery")
    }

    func testLegacyLookAndScaleOne() throws {
        let images = ImageSource(images: ["photo": try ShowcaseTests.photo()])
        let s = try ShowcaseTests.form(device: .iPhone8, os: OSVersion(12))
        let b = try s.render(RenderOptions(scale: 1), images: images)
        XCTAssertEqual(b.width, 375)
        writeDemo(b, "form-iphone-8-ios12@1x")
    }
}

/// Stack views laid out by constraints with real text: each label's capitals end on the
/// baseline row Layout reports.
final class StackSceneTests: XCTestCase {
    func testBaselineAlignedRowDrawsOnLayoutBaselines() throws {
        for device in [Device.iPhoneX, .iPhone8] {
            var s = TestScene(width: 10, height: 10, scale: 2)
            s.environment = Environment(device: device, osVersion: OSVersion(15))
            let root = s.root
            let column = try s.tree.addView(.stackView(StackViewProperties(axis: .vertical, spacing: 12)), name: "Column", to: root)
            var c = s.tree[column]
            c.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
            s.tree[column] = c
            let row = try s.tree.addArrangedView(.stackView(StackViewProperties(axis: .horizontal, alignment: .firstBaseline, spacing: 8)),
                                                 name: "Row", to: column)
            let big = try s.tree.addArrangedView(.label(LabelProperties(text: "TITLE", font: .system(size: 28, weight: .bold))), name: "Big", to: row)
            let small = try s.tree.addArrangedView(.label(LabelProperties(text: "NET HT", font: .system(13))), name: "Small", to: row)
            _ = try s.tree.addArrangedView(.label(LabelProperties(text: "A paragraph in a vertical stack view that wraps over a few lines at the width of the readable margins.",
                                                                  font: .preferred(.body), numberOfLines: 0)), name: "Body", to: column)
            let toggleRow = try s.tree.addArrangedView(.stackView(StackViewProperties(axis: .horizontal, alignment: .center, spacing: 8)),
                                                       name: "Toggle row", to: column)
            _ = try s.tree.addArrangedView(.label(LabelProperties(text: "Airplane Mode")), name: "Toggle label", to: toggleRow)
            _ = try s.tree.addArrangedView(.switch(SwitchProperties(isOn: true)), name: "Toggle", to: toggleRow)
            _ = try s.tree.addArrangedView(.button(ButtonProperties(title: "Continue")), name: "Continue", to: column)
            for (a, b) in [(LayoutAttribute.leading, LayoutAttribute.leadingMargin), (.trailing, .trailingMargin), (.top, .topMargin)] {
                try s.tree.addConstraint(LayoutConstraint(.view(column), a, .equal, .view(root), b))
            }
            let result = s.layoutResult()
            XCTAssertTrue(result.conflicts.isEmpty, "\(result.conflicts.map(\.message))")
            let scale = device.scale
            let b = try Renderer(typesetter: Fixtures.typesetter).render(result)
            let bigBase = try XCTUnwrap(result[big]).firstBaseline
            let smallBase = try XCTUnwrap(result[small]).firstBaseline
            // Layout aligns the baselines before rounding frames to pixels, so they may differ by
            // less than a pixel; each label's flat-bottomed capitals end on its own baseline row.
            XCTAssertEqual(bigBase, smallBase, accuracy: 1 / scale)
            func lowestInk(_ id: ViewID) throws -> Int {
                let f = try XCTUnwrap(result[id]).frame
                let xs = Int(f.minX * scale)..<Int(f.maxX * scale), ys = Int(f.minY * scale)..<Int(f.maxY * scale)
                return try XCTUnwrap(ys.last { y in xs.contains { b.rgba($0, y)[0] < 40 } })
            }
            XCTAssertEqual(try lowestInk(big), Int((bigBase * scale + 0.5).rounded(.down)) - 1)
            XCTAssertEqual(try lowestInk(small), Int((smallBase * scale + 0.5).rounded(.down)) - 1)
            writeDemo(b, "stacks-\(device.name)")
            writeDemo(try Renderer(typesetter: Fixtures.typesetter).render(result, options: RenderOptions(debugOverlay: true)),
                      "stacks-\(device.name)-overlay")
        }
    }
}
