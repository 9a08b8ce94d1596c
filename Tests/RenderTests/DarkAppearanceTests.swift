import Layout
import Raster
@testable import Render
import Typesetting
import XCTest

/// The renderer's defaults in the dark appearance (UIKit's dynamic colours).
final class DarkAppearanceTests: XCTestCase {
    func scene(_ appearance: Appearance) -> TestScene {
        var s = TestScene(width: 120, height: 80, scale: 1)
        s.environment.appearance = appearance
        return s
    }

    func testWindowIsSystemBackground() throws {
        XCTAssertEqual(try scene(.light).render().rgba(60, 40), [255, 255, 255, 255])
        XCTAssertEqual(try scene(.dark).render().rgba(60, 40), [0, 0, 0, 255])
        XCTAssertEqual(try scene(.dark).render(RenderOptions(windowBackground: .white)).rgba(60, 40), [255, 255, 255, 255],
                       "an explicit window background wins")
    }

    func testDefaultLabelTextIsWhiteInDark() throws {
        for appearance in Appearance.allCases {
            var s = scene(appearance)
            try s.add(.label(LabelProperties(text: "H", font: .system(40))), "L", Rect(x: 0, y: 0, width: 120, height: 80))
            let b = try s.render()
            let lum = (0..<b.height).flatMap { y in (0..<b.width).map { x in b.rgba(x, y)[0] } }
            if appearance == .dark {
                XCTAssertEqual(lum.max(), 255, "fully covered glyph pixels are white")
                XCTAssertEqual(lum.min(), 0, "on black")
            } else {
                XCTAssertEqual(lum.min(), 0, "black glyphs")
            }
        }
    }

    func testSystemColourBackgroundResolves() throws {
        var s = scene(.dark)
        try s.add(.view, "V", Rect(x: 0, y: 0, width: 50, height: 50)) { $0.backgroundColor = .system(.secondarySystemBackground) }
        try s.add(.view, "F", Rect(x: 60, y: 0, width: 50, height: 50)) { $0.backgroundColor = Color(red: 1, green: 0, blue: 0) }
        let b = try s.render()
        XCTAssertEqual(b.rgba(25, 25), [28, 28, 30, 255])
        XCTAssertEqual(b.rgba(85, 25), [255, 0, 0, 255], "fixed colours stay")
    }

    func testTextFieldAndSwitchDarkLooks() throws {
        var s = scene(.dark)
        try s.add(.textField(TextFieldProperties(borderStyle: .roundedRect)), "T", Rect(x: 0, y: 0, width: 100, height: 30))
        try s.add(.switch(SwitchProperties(isOn: false)), "S", Rect(x: 0, y: 40, width: 51, height: 31))
        let b = try s.render()
        XCTAssertEqual(b.rgba(50, 15), [44, 44, 46, 255], "tertiarySystemBackground fill")
        // The off track: secondarySystemFill (120, 120, 128, 0.32) over black, right of the knob.
        XCTAssertEqual(b.rgba(44, 55), [39, 39, 41, 255])
    }

    func testStatusBarHasLightContentInDark() throws {
        var s = TestScene(width: 375, height: 100, scale: 1)
        s.environment = Environment(device: .iPhone8, scaleOverride: 1)
        s.environment.appearance = .dark
        let b = try s.render(RenderOptions(statusBar: .visible))
        let bar = (0..<20).flatMap { y in (0..<375).map { x in b.rgba(x, y)[0] } }
        XCTAssertEqual(bar.max(), 255, "white glyphs")
        let forced = try s.render(RenderOptions(statusBar: .visible, statusBarStyle: .darkContent))
        XCTAssertEqual((0..<20).flatMap { y in (0..<375).map { x in forced.rgba(x, y)[0] } }.max(), 0, "black glyphs on black")
    }
}
