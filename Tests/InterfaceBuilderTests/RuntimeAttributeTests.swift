import InterfaceBuilder
import Layout
import XCTest

final class RuntimeAttributeTests: XCTestCase {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="300"/>
                    <subviews>
                        <view contentMode="scaleToFill" fixedFrame="YES" id="card">
                            <rect key="frame" x="20" y="20" width="200" height="100"/>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                    <integer key="value" value="12"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth">
                                    <real key="value" value="1.5"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor">
                                    <color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="number" keyPath="layer.shadowOpacity">
                                    <real key="value" value="0.25"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="size" keyPath="layer.shadowOffset">
                                    <size key="value" width="0.0" height="2"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="number" keyPath="layer.shadowRadius">
                                    <integer key="value" value="6"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="string" keyPath="localizableString" value="card.title"/>
                            </userDefinedRuntimeAttributes>
                        </view>
                        <view contentMode="scaleToFill" fixedFrame="YES" id="chip">
                            <rect key="frame" x="20" y="140" width="80" height="30"/>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius">
                                    <real key="value" value="15"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="number" keyPath="borderWidth">
                                    <real key="value" value="2"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="color" keyPath="borderColor">
                                    <color key="value" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                            </userDefinedRuntimeAttributes>
                        </view>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    func testReadsEveryRuntimeAttributeInOrder() throws {
        let doc = try Fixture.parse(Self.xib, path: "inline.xib")
        let root = try XCTUnwrap(doc.scenes.first?.rootView)
        let card = try XCTUnwrap(root.view(withID: "card"))
        let attributes = card.properties.runtimeAttributes
        XCTAssertEqual(attributes.map(\.keyPath), ["layer.cornerRadius", "layer.borderWidth", "layer.borderColor",
                                                   "layer.shadowOpacity", "layer.shadowOffset", "layer.shadowRadius",
                                                   "localizableString"])
        XCTAssertEqual(attributes[0].value, .number(12))
        XCTAssertEqual(attributes[1].value, .number(1.5))
        XCTAssertEqual(attributes[4].value, .size(Size(width: 0, height: 2)))
        XCTAssertEqual(attributes[6].value, .string("card.title"))
        let chip = try XCTUnwrap(root.view(withID: "chip"))
        XCTAssertEqual(chip.properties.runtimeAttributes.last?.value, .boolean(true))
    }

    func testLayerAttributesStyleTheViews() throws {
        let doc = try Fixture.parse(Self.xib, path: "inline.xib")
        let scene = try XCTUnwrap(doc.scenes.first)
        let env = IBLayoutBuilder.canvasEnvironment(for: scene, in: doc)
        let built = try IBLayoutBuilder().build(scene, of: doc, for: env)
        let card = built.tree[try XCTUnwrap(built.viewIDs["card"])]
        XCTAssertEqual(card.cornerRadius, 12)
        XCTAssertEqual(card.border, Border(width: 1.5, color: .black), "layer.borderColor given a UIColor is ignored")
        XCTAssertEqual(card.shadow, LayerShadow(color: .black, opacity: 0.25, offset: Size(width: 0, height: 2), radius: 6))
        XCTAssertFalse(card.clipsToBounds)
        XCTAssertTrue(built.warnings.contains { $0.contains("layer.borderColor") && $0.contains("CGColor") }, "\(built.warnings)")
        let chip = built.tree[try XCTUnwrap(built.viewIDs["chip"])]
        XCTAssertEqual(chip.cornerRadius, 15, "the @IBInspectable cornerRadius of the common UIView extensions")
        XCTAssertEqual(chip.border, Border(width: 2, color: Color(red: 0, green: 0, blue: 1)))
        XCTAssertTrue(chip.clipsToBounds, "layer.masksToBounds")
        XCTAssertNil(chip.shadow)
    }
}
