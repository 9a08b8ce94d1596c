import XCTest
@testable import InterfaceBuilder
import Layout

/// Literal greys are drawn as iOS converts their colour space to sRGB, and a colour of Xcode's
/// "System" catalog is UIKit's system colour even when `<resources>` does not list it; a text
/// view keeps its alignment.
final class ColorSpaceTests: XCTestCase {
    let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701">
            <objects>
                <view id="root">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <subviews>
                        <view id="calibrated">
                            <rect key="frame" x="0" y="0" width="40" height="21"/>
                            <color key="backgroundColor" white="0.66666666666666663" alpha="1" colorSpace="calibratedWhite"/>
                        </view>
                        <view id="gamma22">
                            <rect key="frame" x="0" y="30" width="40" height="21"/>
                            <color key="backgroundColor" white="0.66666666666666663" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </view>
                        <view id="device">
                            <rect key="frame" x="0" y="60" width="40" height="21"/>
                            <color key="backgroundColor" white="0.66666666666666663" alpha="1" colorSpace="deviceWhite"/>
                        </view>
                        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" text="Hi" textAlignment="center" id="centred">
                            <rect key="frame" x="50" y="30" width="40" height="33"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        </textView>
                        <view id="genericGrey">
                            <rect key="frame" x="0" y="70" width="10" height="10"/>
                            <color key="backgroundColor" red="0.5" green="0.5" blue="0.5" alpha="1" colorSpace="calibratedRGB"/>
                        </view>
                        <view id="genericRed">
                            <rect key="frame" x="10" y="70" width="10" height="10"/>
                            <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                        </view>
                        <view id="p3Green">
                            <rect key="frame" x="20" y="70" width="10" height="10"/>
                            <color key="backgroundColor" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>
                        </view>
                        <view id="srgbBlue">
                            <rect key="frame" x="30" y="70" width="10" height="10"/>
                            <color key="backgroundColor" red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </view>
                        <view id="catalog">
                            <rect key="frame" x="50" y="0" width="40" height="21"/>
                            <color key="backgroundColor" name="systemRedColor" catalog="System"/>
                        </view>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    private func built() throws -> IBBuiltScene {
        let doc = try Fixture.parse(xib, path: "inline.xib")
        let scene = try XCTUnwrap(doc.scenes.first)
        return try IBLayoutBuilder(images: IBImageFinder(directories: [])).build(scene, of: doc, for: Layout.Environment(device: .iPhone8))
    }

    private func backgrounds() throws -> [String: Color] {
        let built = try built()
        var colors: [String: Color] = [:]
        for (id, v) in built.viewIDs { colors[id] = built.tree[v].backgroundColor }
        return colors
    }

    /// 0.667 calibrated white (Generic Gray, gamma 1.8) is sRGB 184; the same level in
    /// Generic Gray Gamma 2.2 is 171; device white is sRGB already (170).
    func testGreysAreConvertedToSRGB() throws {
        let c = try backgrounds()
        XCTAssertEqual(try XCTUnwrap(c["calibrated"]).red * 255, 184, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(c["gamma22"]).red * 255, 171, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(c["device"]).red * 255, 170, accuracy: 0.5)
        XCTAssertEqual(c["calibrated"]?.red, c["calibrated"]?.blue)
    }

    /// Generic RGB (calibratedRGB: P22 phosphors, gamma 1.8) and Display P3 are converted to
    /// sRGB; sRGB components are kept.
    func testRGBColoursAreConvertedToSRGB() throws {
        let c = try backgrounds()
        func bytes(_ id: String) throws -> [Double] {
            let v = try XCTUnwrap(c[id], id)
            return [v.red, v.green, v.blue].map { ($0 * 255).rounded() }
        }
        XCTAssertEqual(try bytes("genericGrey"), [146, 146, 146], "a gamma-1.8 grey is lighter in sRGB")
        XCTAssertEqual(try bytes("genericRed"), [255, 38, 0], "P22 red lies just outside sRGB's, clamped")
        XCTAssertEqual(try bytes("p3Green"), [0, 255, 0], "P3 green clamps to sRGB green")
        XCTAssertEqual(try bytes("srgbBlue"), [51, 102, 153])
    }

    /// A published data point: Generic RGB (84, 124, 224), Interface Builder's default picker
    /// space, is sRGB (102, 146, 230) (keyboardfuel.com, "What's up with colors in storyboards",
    /// 2018).
    func testGenericRGBMatchesAPublishedConversion() {
        let c = IBColorSpace.calibratedRGB.sRGBComponents(red: 84 / 255, green: 124 / 255, blue: 224 / 255)
        XCTAssertEqual([c.red, c.green, c.blue].map { ($0 * 255).rounded() }, [102, 146, 230])
    }

    /// An asset catalog colour set's `color-space` converts its components the same way.
    func testCatalogColourSpacesAreConverted() throws {
        func color(_ space: String, _ components: [String: Any]) throws -> [Double] {
            let c = try XCTUnwrap(IBImageFinder.catalogColor(["color-space": space, "components": components]))
            return [c.red, c.green, c.blue].map { ($0 * 255).rounded() }
        }
        XCTAssertEqual(try color("display-p3", ["red": "0.000", "green": "1.000", "blue": "0.000"]), [0, 255, 0])
        XCTAssertEqual(try color("display-p3", ["red": "1.000", "green": "1.000", "blue": "1.000"]), [255, 255, 255])
        XCTAssertEqual(try color("srgb", ["red": "0x33", "green": "102", "blue": "0.600"]), [51, 102, 153])
        XCTAssertEqual(try color("gray-gamma-22", ["white": "0.667"]), [172, 172, 172])
    }

    func testSystemCatalogColourIsTheSystemColour() throws {
        let red = try XCTUnwrap(try backgrounds()["catalog"])
        XCTAssertEqual(red.red * 255, 255, accuracy: 0.5)
        XCTAssertEqual(red.green * 255, 59, accuracy: 0.5)
        XCTAssertEqual(red.blue * 255, 48, accuracy: 0.5)
    }

    /// A text view's `textAlignment` is kept and drawn (UITextView aligns its text).
    func testTextViewAlignmentIsKept() throws {
        let b = try built()
        let id = try XCTUnwrap(b.viewIDs["centred"])
        guard case .textView(let t) = b.tree[id].kind else { return XCTFail("text view") }
        XCTAssertEqual(t.textAlignment, .center)
        XCTAssertFalse(b.warnings.contains { $0.contains("alignment") }, "\(b.warnings)")
    }
}
