import Foundation
import XCTest
@testable import InterfaceBuilder
import Layout

/// System colours keep their names into Layout (dark values from `SystemColor`), and asset
/// catalog colours take their `luminosity: dark` variant in a dark rendering.
final class DynamicColorTests: XCTestCase {
    let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701">
            <objects>
                <view id="root">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <subviews>
                        <label text="Hi" id="lbl">
                            <rect key="frame" x="0" y="0" width="40" height="21"/>
                            <color key="textColor" systemColor="secondaryLabelColor"/>
                        </label>
                        <view id="brand">
                            <rect key="frame" x="0" y="30" width="40" height="21"/>
                            <color key="backgroundColor" name="Brand"/>
                        </view>
                        <view id="fixed">
                            <rect key="frame" x="0" y="60" width="40" height="21"/>
                            <color key="backgroundColor" systemColor="whiteColor"/>
                        </view>
                    </subviews>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                </view>
            </objects>
            <resources>
                <namedColor name="Brand">
                    <color red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>
            </resources>
        </document>
        """

    let colorSet = """
        { "colors": [
            { "idiom": "universal", "color": { "color-space": "srgb",
              "components": { "red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000" } } },
            { "idiom": "universal", "appearances": [ { "appearance": "luminosity", "value": "dark" } ],
              "color": { "color-space": "srgb", "components": { "red": "0x33", "green": "102", "blue": "0.600", "alpha": "1.000" } } }
          ], "info": { "author": "xcode", "version": 1 } }
        """

    func catalogFolder() throws -> String {
        let dir = NSTemporaryDirectory() + "dynamic-colors-\(UUID().uuidString)"
        let set = dir + "/Assets.xcassets/Colors/Brand.colorset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try colorSet.write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        return dir
    }

    func build(_ appearance: Appearance, folder: String) throws -> (IBBuiltScene, [String: ViewNode]) {
        let doc = try Fixture.parse(xib, path: "inline.xib")
        let scene = try XCTUnwrap(doc.scenes.first)
        var env = Layout.Environment(device: .iPhone8)
        env.appearance = appearance
        let built = try IBLayoutBuilder(images: IBImageFinder(directories: [folder])).build(scene, of: doc, for: env)
        var nodes: [String: ViewNode] = [:]
        for (id, v) in built.viewIDs { nodes[id] = built.tree[v] }
        return (built, nodes)
    }

    func testSystemColoursKeepTheirNamesAndLightValues() throws {
        let (built, nodes) = try build(.light, folder: try catalogFolder())
        let root = built.tree[built.tree.root]
        XCTAssertEqual(root.backgroundColor?.dynamic, .system(.systemBackground))
        XCTAssertEqual(root.backgroundColor?.resolved(.light), Color.white.withDynamic(.systemBackground))
        XCTAssertEqual(root.backgroundColor?.resolved(.dark), SystemColor.systemBackground.color(.dark))
        guard case .label(let label) = try XCTUnwrap(nodes["lbl"]).kind else { return XCTFail("label") }
        XCTAssertEqual(label.textColor.dynamic, .system(.secondaryLabel))
        XCTAssertEqual(label.textColor.alpha, 0.6, accuracy: 1e-9, "light value as before")
        XCTAssertNil(nodes["fixed"]?.backgroundColor?.dynamic, "whiteColor is fixed")
        XCTAssertNil(nodes["brand"]?.backgroundColor?.dynamic, "catalogs are not read for a light rendering")
    }

    func testCatalogColourTakesItsDarkVariantInDark() throws {
        let (_, nodes) = try build(.dark, folder: try catalogFolder())
        let brand = try XCTUnwrap(nodes["brand"]?.backgroundColor)
        XCTAssertEqual(brand.resolved(.light), brand, "light: the document's <namedColor> value")
        XCTAssertEqual(brand.red, 1)
        let dark = brand.resolved(.dark)
        XCTAssertEqual(dark.red, 0.2, accuracy: 1e-9, "0x33")
        XCTAssertEqual(dark.green, 0.4, accuracy: 1e-9, "102 of 255")
        XCTAssertEqual(dark.blue, 0.6, accuracy: 1e-9)
    }

    func testSystemColourNames() {
        XCTAssertEqual(IBBuildState.systemColor(named: "systemBackgroundColor"), .systemBackground)
        XCTAssertEqual(IBBuildState.systemColor(named: "labelColor"), .label)
        XCTAssertEqual(IBBuildState.systemColor(named: "systemGray6Color"), .systemGray6)
        XCTAssertEqual(IBBuildState.systemColor(named: "groupTableViewBackgroundColor"), .systemGroupedBackground)
        XCTAssertNil(IBBuildState.systemColor(named: "whiteColor"))
        XCTAssertNil(IBBuildState.systemColor(named: "label"), "IB names end in Color")
    }

    func testColorSetWithoutDarkVariant() {
        let found = IBImageFinder.colorSet([["idiom": "universal", "color": ["components": ["white": "0.5", "alpha": "1"]]]])
        XCTAssertEqual(found.light, Color(red: 0.5, green: 0.5, blue: 0.5))
        XCTAssertNil(found.dark)
    }
}
