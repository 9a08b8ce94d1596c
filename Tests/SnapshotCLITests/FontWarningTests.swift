import Foundation
import Layout
import XCTest

/// Fonts by name the font folders lack: drawn with the system font, named in a warning.
final class FontWarningTests: XCTestCase {
    private func write(_ text: String, _ name: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("font-warnings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testRecipeWarnsOncePerMissingFontAndLaysOutWithTheSystemFont() throws {
        let recipe = try write("""
            { "name": "Fonts", "root": { "subviews": [
              { "label": "Title", "text": "Hello", "font": "Acme-Medium 17" },
              { "label": "Subtitle", "text": "Hello", "font": "Acme-Medium 17" },
              { "label": "Shipped", "text": "Hello", "font": "Inter-Regular 17" },
              { "label": "System", "text": "Hello", "font": "system 17" } ] },
              "constraints": ["V:|-40-[Title]-[Subtitle]-[Shipped]-[System]", "H:|-[Title]", "H:|-[Subtitle]", "H:|-[Shipped]", "H:|-[System]"] }
            """, "fonts.json")
        let (status, out, err) = try runSnapshot(["layout", recipe, "--format", "tree"])
        XCTAssertEqual(status, 0, err)
        let warnings = err.split(separator: "\n").filter { $0.contains("Acme-Medium") }
        XCTAssertEqual(warnings.count, 1, err)
        XCTAssertTrue(warnings.first?.contains("'Title' and 1 more drawn with the system font") ?? false, err)
        XCTAssertFalse(err.contains("Inter-Regular"), "a font the folders have draws without a warning")
        let tree = String(decoding: out, as: UTF8.self)
        XCTAssertTrue(tree.contains("'Title' {{16, 40}, {40.5, 21}}") || tree.contains("'Title' {{16, 40}"), tree)
    }

    func testInterfaceBuilderNamedFontsAreLookedUpAndWarnedAbout() throws {
        let xib = try write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
                        <subviews>
                            <label opaque="NO" fixedFrame="YES" text="Acme" id="acme" userLabel="Acme Label">
                                <rect key="frame" x="20" y="20" width="200" height="21"/>
                                <fontDescription key="fontDescription" name="Acme-Medium" family="Acme" pointSize="17"/>
                            </label>
                            <label opaque="NO" fixedFrame="YES" text="Inter" id="inter">
                                <rect key="frame" x="20" y="60" width="200" height="21"/>
                                <fontDescription key="fontDescription" name="Inter-Regular" family="Inter" pointSize="17"/>
                            </label>
                            <label opaque="NO" fixedFrame="YES" text="Italic" id="italic">
                                <rect key="frame" x="20" y="100" width="200" height="21"/>
                                <fontDescription key="fontDescription" type="italicSystem" pointSize="17"/>
                            </label>
                        </subviews>
                    </view>
                </objects>
            </document>
            """, "fonts.xib")
        let (status, _, err) = try runSnapshot(["layout", xib, "--format", "tree"])
        XCTAssertEqual(status, 0, err)
        XCTAssertTrue(err.contains("font \"Acme-Medium\" (family \"Acme\") is in none of the font folders"), err)
        XCTAssertTrue(err.contains("'Acme Label (acme)' drawn with the system font"), err)
        XCTAssertFalse(err.contains("Inter-Regular"), err)
        XCTAssertFalse(err.contains("italic"), "italic system fonts are drawn (slanted), no warning: \(err)")
    }

    func testIOSFamiliesDrawWithTheirStandInsAndOnlyNearestStylesWarn() throws {
        let recipe = try write("""
            { "name": "Families", "root": { "subviews": [
              { "label": "Futura", "text": "Hello", "font": "Futura-Medium 17" },
              { "label": "Helvetica", "text": "Hello", "font": "Helvetica-Bold 17" },
              { "label": "Menlo", "text": "Hello", "font": "Menlo-Regular 10" } ] },
              "constraints": ["V:|-40-[Futura]-[Helvetica]-[Menlo]", "H:|-[Futura]", "H:|-[Helvetica]", "H:|-[Menlo]"] }
            """, "families.json")
        let (status, out, err) = try runSnapshot(["layout", recipe, "--format", "tree"])
        XCTAssertEqual(status, 0, err)
        XCTAssertTrue(err.contains("font \"Futura-Medium\" is iOS's Futura and in none of the font folders: 'Futura' drawn with "
                                   + "TeX Gyre Adventor, the nearest open style"), err)
        XCTAssertFalse(err.contains("Helvetica"), "a metric-compatible stand-in draws without a warning: \(err)")
        XCTAssertFalse(err.contains("Menlo"), err)
        XCTAssertFalse(err.contains("drawn with the system font"), err)
        // Menlo's advance is 0.602 em (DejaVu Sans Mono's): five glyphs at 10 pt are 30.1 pt wide.
        let tree = String(decoding: out, as: UTF8.self)
        XCTAssertTrue(tree.contains("'Menlo' {{16, ") && tree.contains("{30.5, "), tree)
    }
}
