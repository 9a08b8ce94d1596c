import XCTest
@testable import Layout

/// The presets of 2023 on (docs/devices.md): values, order, names and the "did you mean" for a
/// mistyped name; and that they leave the classic presets and Interface Builder canvases alone.
final class DevicePresetTests: XCTestCase {
    static let recentNames = ["iphone-15", "iphone-15-plus", "iphone-15-pro", "iphone-16", "iphone-16-plus",
                              "iphone-16-pro", "iphone-16-pro-max", "iphone-16e", "iphone-17", "iphone-17-pro",
                              "iphone-17-pro-max", "iphone-air",
                              "ipad-mini", "ipad-air-11", "ipad-air-13", "ipad-pro-11", "ipad-pro-13"]

    func testRecentPresetsFollowTheClassicOnes() {
        XCTAssertEqual(Device.classic.map(\.name), ["iphone-se", "iphone-8", "iphone-8-plus", "iphone-x", "iphone-11",
                                                    "iphone-14", "iphone-14-pro", "iphone-15-pro-max", "ipad", "ipad-pro-12-9"])
        XCTAssertEqual(Device.all.map(\.name), Device.classic.map(\.name) + Self.recentNames)
        XCTAssertEqual(Set(Device.all.map(\.name)).count, Device.all.count, "names are unique")
        for name in Self.recentNames { XCTAssertEqual(Device.named(name)?.name, name) }
    }

    func testIPhone16ProAndAir() throws {
        let pro = try XCTUnwrap(Device.named("iphone-16-pro"))
        XCTAssertEqual(pro.portraitSize, Size(width: 402, height: 874))
        XCTAssertEqual(pro.scale, 3)
        XCTAssertEqual(pro.safeAreaPortrait, EdgeInsets(top: 62, bottom: 34))
        XCTAssertEqual(pro.statusBarHeight * 3, 169, accuracy: 1e-9)
        XCTAssertEqual(pro.displayCornerRadius, 62)
        let landscape = Environment(device: pro, orientation: .landscape)
        XCTAssertEqual(landscape.safeAreaInsets, EdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
        XCTAssertEqual(landscape.sizeClass.horizontal, .compact)
        XCTAssertEqual(landscape.rootLayoutMargins.left, 78)
        let air = Environment(device: .iPhoneAir, orientation: .landscape)
        XCTAssertEqual(air.safeAreaInsets, EdgeInsets(top: 20, left: 68, bottom: 29, right: 68))
        XCTAssertEqual(air.sizeClass.horizontal, .regular)
        XCTAssertEqual(Environment(device: .iPhoneAir).safeAreaInsets, EdgeInsets(top: 68, bottom: 34))
    }

    func testIPadsKeepTheirStatusBarAndHomeIndicatorInset() {
        for pad in Device.recentPads {
            for orientation in [Orientation.portrait, .landscape] {
                let env = Environment(device: pad, orientation: orientation)
                XCTAssertEqual(env.safeAreaInsets, EdgeInsets(top: 24, bottom: 20), pad.name)
                XCTAssertEqual(env.topLayoutGuideLength, 24, pad.name)
                XCTAssertEqual(env.sizeClass.horizontal, .regular, pad.name)
                XCTAssertEqual(env.sizeClass.vertical, .regular, pad.name)
            }
        }
        XCTAssertEqual(Device.iPadPro13.portraitSize, Size(width: 1032, height: 1376))
    }

    func testEveryPhoneFollowsTheWidthRules() {
        for phone in Device.recentPhones {
            let wide = phone.portraitSize.width >= 414
            XCTAssertEqual(phone.rootSideMargin, wide ? 20 : 16, phone.name)
            XCTAssertEqual(phone.sizeClassLandscape.0, wide ? .regular : .compact, phone.name)
            XCTAssertEqual(phone.sizeClassPortrait.0, .compact, phone.name)
            XCTAssertGreaterThan(phone.displayCornerRadius, 0, phone.name)
            XCTAssertLessThanOrEqual(phone.statusBarHeight, phone.safeAreaPortrait.top, phone.name)
        }
    }

    func testSuggestionForAMistypedName() {
        XCTAssertEqual(Device.suggestion(for: "iphone15"), "iphone-15")
        XCTAssertEqual(Device.suggestion(for: "iPhone 16 Pro Max"), "iphone-16-pro-max")
        XCTAssertEqual(Device.suggestion(for: "IPHONE_16E"), "iphone-16e")
        XCTAssertEqual(Device.suggestion(for: "iPad Pro 11\""), "ipad-pro-11")
        XCTAssertEqual(Device.suggestion(for: "iphone8"), "iphone-8")
        XCTAssertNil(Device.suggestion(for: "iphone-15"), "a known name needs no suggestion")
        XCTAssertNil(Device.suggestion(for: "pixel-7"))
        XCTAssertNil(Device.suggestion(for: "--"))
        XCTAssertEqual(Device.suggestionHint(for: "iphone15"), "; did you mean \"iphone-15\"?")
        XCTAssertEqual(Device.suggestionHint(for: "iphone-9"), "")
    }

    /// A canvas the size of a recent preset keeps the size rules (as before those presets):
    /// 874×402 is regular × compact with side margins 20, not the 16 Pro's compact landscape.
    func testInterfaceBuilderCanvasesMatchOnlyClassicPresets() {
        let canvas = Device.interfaceBuilderCanvas(width: 874, height: 402)
        XCTAssertEqual(canvas.sizeClassPortrait.0, .regular)
        XCTAssertEqual(canvas.sizeClassPortrait.1, .compact)
        XCTAssertEqual(canvas.rootSideMargin, 20)
        XCTAssertFalse(Device.interfaceBuilderCanvas(width: 744, height: 1133).isPad)
        XCTAssertEqual(Device.interfaceBuilderCanvas(width: 393, height: 852).statusBarHeight, 54, "the 14 Pro's")
    }

    /// The iPhone 11 / XR had a 44-pt status bar and sensor inset until iOS 14 made them 48.
    func testTheIPhone11InsetFollowsTheIOSVersion() {
        let ios13 = Device.iPhone11.asOf(OSVersion(13, 7))
        XCTAssertEqual(ios13.statusBarHeight, 44)
        XCTAssertEqual(ios13.safeAreaPortrait, EdgeInsets(top: 44, bottom: 34))
        XCTAssertEqual(ios13.safeAreaLandscape, EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        XCTAssertEqual(Environment(device: ios13, osVersion: OSVersion(13)).safeAreaInsets.top, 44)
        XCTAssertEqual(Device.iPhone11.asOf(OSVersion(14)).safeAreaPortrait.top, 48)
        XCTAssertEqual(Device.iPhoneX.asOf(OSVersion(12)), Device.iPhoneX, "the X never changed")
    }
}
