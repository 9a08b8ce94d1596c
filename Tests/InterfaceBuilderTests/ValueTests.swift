import XCTest
@testable import InterfaceBuilder
import Layout
import Typesetting

/// Colour, font and multiplier spellings, read through small inline documents.
final class ValueTests: XCTestCase {
    func xib(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701">
            <objects>
                <view id="root">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <subviews>
        \(body)
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }

    func views(_ body: String) throws -> [IBView] {
        let doc = try Fixture.parse(xib(body), path: "inline.xib")
        return try XCTUnwrap(doc.scenes.first?.rootView?.subviews)
    }

    func testColors() throws {
        let v = try views("""
            <view id="a"><color key="backgroundColor" xcode11CocoaTouchSystemColor="systemBackgroundColor" cocoaTouchSystemColor="whiteColor"/></view>
            <view id="b"><color key="backgroundColor" systemColor="systemRedColor" cocoaTouchSystemColor="redColor"/></view>
            <view id="c"><color key="backgroundColor" red="0.5" green="0.25" blue="0" alpha="1" colorSpace="deviceRGB"/></view>
            <view id="d"><color key="backgroundColor" red="1.2" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="extendedSRGB"/></view>
            <view id="e"><color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="adobeRGB1998"/></view>
            <view id="f"><color key="backgroundColor" white="0.25" alpha="0.5" colorSpace="deviceWhite"/></view>
            <view id="g"><nil key="backgroundColor"/></view>
            <view id="h"><color key="backgroundColor" white="0.5"/></view>
            """)
        XCTAssertEqual(v.map(\.properties.backgroundColor), [
            .system(name: "systemBackgroundColor", legacyName: "whiteColor"),
            .system(name: "systemRedColor", legacyName: "redColor"),
            .rgb(red: 0.5, green: 0.25, blue: 0, alpha: 1, colorSpace: .deviceRGB),
            .rgb(red: 1.2, green: 0, blue: 0, alpha: 1, colorSpace: .extendedSRGB),
            .rgb(red: 1, green: 1, blue: 1, alpha: 1, colorSpace: .other("adobeRGB1998")),
            .white(0.25, alpha: 0.5, colorSpace: .deviceWhite),
            nil,
            .white(0.5, alpha: 1, colorSpace: .calibratedWhite),
        ])
        XCTAssertEqual(v[5].properties.backgroundColor?.literalAlpha, 0.5)
        XCTAssertTrue(IBColorSpace.genericGamma22Gray.isGray)
        XCTAssertFalse(IBColorSpace.displayP3.isGray)
        XCTAssertThrowsError(try views("<view id=\"a\"><color key=\"backgroundColor\" alpha=\"1\"/></view>")) { error in
            guard case IBError.missingAttribute(_, "color key=\"backgroundColor\"", nil, _) = error else { return XCTFail("\(error)") }
            XCTAssertTrue("\(error)".hasPrefix("inline.xib:7:14: <color key=\"backgroundColor\"> lacks"), "\(error)")
        }
    }

    func testFonts() throws {
        let v = try views("""
            <label id="a" text="x"><fontDescription key="fontDescription" type="system" weight="heavy" pointSize="20"/></label>
            <label id="b" text="x"><fontDescription key="fontDescription" type="italicSystem" pointSize="11"/></label>
            <label id="c" text="x"><fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/></label>
            <label id="d" text="x"><fontDescription key="fontDescription" name="Menlo-Regular" pointSize="13"/></label>
            <label id="e" text="x"/>
            <textField id="f"><fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/></textField>
            """)
        let fonts: [FontDescriptor?] = v.map { view in
            switch view.kind {
            case .label(let l): return l.font
            case .textField(let t): return t.font
            default: return nil
            }
        }
        XCTAssertEqual(fonts, [
            .system(size: 20, weight: .heavy), .custom(CustomFont(size: 11, isItalic: true)), .preferred(.largeTitle),
            .custom(CustomFont(name: "Menlo-Regular", size: 13)), nil, .preferred(.subheadline),
        ])
        XCTAssertEqual(fonts[0]?.nominalSize, 20)
    }

    func testMultipliersAndDefaults() throws {
        let doc = try Fixture.parse(xib("""
            <view id="a">
                <constraints>
                    <constraint firstAttribute="width" secondItem="a" secondAttribute="height" multiplier="3:4" id="m1"/>
                    <constraint firstAttribute="width" secondItem="a" secondAttribute="height" multiplier=" 16 : 9 " id="m2"/>
                    <constraint firstAttribute="width" secondItem="a" secondAttribute="height" multiplier="1/2" id="m4"/>
                    <constraint firstAttribute="height" constant="-2.5" priority="999" id="m3"/>
                </constraints>
            </view>
            """), path: "inline.xib")
        let scene = try XCTUnwrap(doc.scenes.first)
        XCTAssertEqual(scene.constraint(withID: "m1")?.multiplier, 0.75)
        XCTAssertEqual(try XCTUnwrap(scene.constraint(withID: "m2")?.multiplier), 16.0 / 9.0, accuracy: 1e-12)
        XCTAssertEqual(scene.constraint(withID: "m4")?.multiplier, 0.5)  // verificac19 writes ratios with a slash
        let m3 = try XCTUnwrap(scene.constraint(withID: "m3"))
        XCTAssertEqual(m3.constant, -2.5)
        XCTAssertEqual(m3.priority, 999)
        XCTAssertEqual(m3.multiplier, 1)
        XCTAssertEqual(m3.relation, .equal)
        XCTAssertNil(m3.secondItem)
        XCTAssertFalse(m3.isPlaceholder)
        XCTAssertFalse(m3.usesStandardSpacing)
        XCTAssertEqual(m3.firstItem, "a")

        let plain = try XCTUnwrap(scene.rootView?.subviews.first)
        let p = plain.properties
        XCTAssertTrue(p.translatesAutoresizingMaskIntoConstraints)
        XCTAssertNil(p.autoresizingMask)
        XCTAssertEqual(p.alpha, 1)
        XCTAssertTrue(p.isOpaque)
        XCTAssertFalse(p.isHidden)
        XCTAssertFalse(p.clipsToBounds)
        XCTAssertEqual(p.contentMode, .scaleToFill)
        XCTAssertNil(p.layoutMargins)
        XCTAssertTrue(p.insetsLayoutMarginsFromSafeArea)
        XCTAssertEqual(p.semanticContentAttribute, .unspecified)
        XCTAssertEqual(p.contentPriorities, IBContentPriorities())
        XCTAssertEqual(p.contentPriorities.effectiveHorizontalHugging, 250)
        XCTAssertEqual(p.contentPriorities.effectiveVerticalCompressionResistance, 750)
    }

    /// Layout's and Typesetting's enums read through the XML spelling tables.
    func testSpellingTables() {
        XCTAssertEqual(LayoutAttribute(xmlName: "baseline"), .lastBaseline)
        XCTAssertEqual(LayoutAttribute(xmlName: "topMargin"), .topMargin)
        XCTAssertEqual(LayoutAttribute(xmlName: "bottomMargin"), .bottomMargin)
        XCTAssertEqual(LayoutAttribute(xmlName: "rightMargin"), .rightMargin)
        XCTAssertNil(LayoutAttribute(xmlName: "middle"))
        XCTAssertEqual(LayoutAttribute.lastBaseline.xmlName, "lastBaseline")
        XCTAssertEqual(LayoutRelation(xmlName: "greaterThanOrEqual"), .greaterThanOrEqual)
        XCTAssertEqual(LineBreakMode(xmlName: "wordWrap"), .byWordWrapping)
        XCTAssertNil(LineBreakMode(xmlName: "byWordWrapping"), "the Swift case name is not an XML spelling")
        XCTAssertEqual(LineBreakMode.allCases.map(\.xmlName),
                       ["wordWrap", "characterWrap", "clip", "headTruncation", "tailTruncation", "middleTruncation"])
        XCTAssertEqual(StackAlignment(xmlName: "top"), .leading)
        XCTAssertEqual(StackAlignment(xmlName: "bottom"), .trailing)
        XCTAssertEqual(StackAlignment(xmlName: "baseline"), .lastBaseline)
        XCTAssertEqual(ButtonType(xmlName: "roundedRect"), .system)
        XCTAssertEqual(TextStyle(xmlName: "UICTFontTextStyleTitle0"), .largeTitle)
        XCTAssertNil(TextStyle(xmlName: "largeTitle"))
        for style in TextStyle.allCases { XCTAssertEqual(TextStyle(xmlName: style.xmlName), style) }
        XCTAssertEqual(ContentMode(xmlName: "redraw"), .redraw)
        XCTAssertEqual(SemanticContentAttribute(xmlName: "playback"), .playback)
    }
}
