import XCTest
import Layout
import Typesetting
@testable import InterfaceBuilder

/// Interface Builder's canvas rules measured on real projects' files (docs/interface-builder.md,
/// "The Interface Builder canvas"), each on a small inline document.
final class CanvasRuleTests: XCTestCase {
    static let measurer: TypesetterMeasurer? = try? TypesetterMeasurer()

    /// A storyboard with one scene per `scenes` entry, saved by `tools` for `device`.
    func storyboard(tools: String = "17701", device: String = "retina6_1", safeAreas: Bool = true,
                    initial: String = "vc-1", _ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES"\(safeAreas ? " useSafeAreas=\"YES\"" : "") initialViewController="\(initial)">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(tools)"/>
            </dependencies>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// A view controller scene whose root view (`width`×`height`) holds `subviews`.
    func scene(_ id: String, width: Double = 414, height: Double = 896, attributes: String = "",
               _ subviews: String, constraints: String = "", extra: String = "") -> String {
        """
        <scene sceneID="s-\(id)"><objects>
            <viewController id="\(id)" \(attributes) sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root-\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <subviews>
        \(subviews)
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe-\(id)"/>
                    <constraints>
        \(constraints)
                    </constraints>
                </view>
        \(extra)
            </viewController>
        </objects></scene>
        """
    }

    func layOut(_ xml: String, scene: String = "vc-1") throws -> (IBBuiltScene, LayoutResult) {
        try layOut(xml, scene: scene, environment: nil)
    }

    func frame(_ b: IBBuiltScene, _ r: LayoutResult, _ id: String, file: StaticString = #filePath, line: UInt = #line) -> Rect {
        guard let v = b.viewIDs[id], let f = r[v]?.frame else {
            XCTFail("no view \(id)", file: file, line: line)
            return .zero
        }
        return f
    }

    // MARK: fixedFrame

    /// `fixedFrame="YES"` beside `translatesAutoresizingMaskIntoConstraints="NO"` (sentry's
    /// clip-view sample): the view keeps its stored frame, not (0,0) and ambiguous.
    func testFixedFrameKeepsTheStoredFrame() throws {
        let xml = storyboard(scene("vc-1", """
            <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                <rect key="frame" x="40" y="90" width="240" height="128"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="free">
                <rect key="frame" x="40" y="300" width="240" height="128"/>
            </view>
            """))
        let (b, r) = try layOut(xml)
        XCTAssertEqual(frame(b, r, "fixed"), Rect(x: 40, y: 90, width: 240, height: 128))
        XCTAssertEqual(r[try XCTUnwrap(b.viewIDs["fixed"])]?.ambiguousAxes.isEmpty, true)
        // Without fixedFrame a view with no constraints is ambiguous; the canvas keeps it at its
        // stored frame (the design-frame stays of rule 8), a device where Auto Layout leaves it.
        XCTAssertEqual(frame(b, r, "free"), Rect(x: 40, y: 300, width: 240, height: 128))
        XCTAssertEqual(r[try XCTUnwrap(b.viewIDs["free"])]?.ambiguousAxes.count, 2)
        let doc = try Fixture.parse(xml)
        let s = try XCTUnwrap(doc.scene(named: "vc-1"))
        let device = try IBLayoutBuilder().build(s, of: doc, for: Layout.Environment(device: .iPhone11))
        let onDevice = layout(device.tree, in: device.environment, measurer: try XCTUnwrap(Self.measurer, "fonts"))
        XCTAssertEqual(frame(device, onDevice, "free"), .zero)
        XCTAssertNil(device.tree[try XCTUnwrap(device.viewIDs["free"])].designFrame)
    }
}

extension CanvasRuleTests {
    /// A custom button without a font has UIKit's custom default, system 18 (`UIFont.buttonFontSize`;
    /// a system button 15): dji-sdk's custom "Bluetooth" button with 15-point vertical insets is
    /// 52 tall (⌈21.5⌉ + 30), the height Interface Builder stores and its designer pinned.
    func testCustomButtonWithoutAFontIs18Points() throws {
        func button(_ id: String, type: String, y: Int) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" \(type) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="\(y)" width="120" height="52"/>
                <inset key="contentEdgeInsets" minX="10" minY="15" maxX="10" maxY="15"/>
                <state key="normal" title="Bluetooth"/>
            </button>
            """
        }
        let pins = ["custom": 100, "system": 200].map { id, y in
            """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root-vc-1" secondAttribute="leading" constant="20" id="l-\(id)"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="root-vc-1" secondAttribute="top" constant="\(y)" id="t-\(id)"/>
            """
        }.sorted().joined(separator: "\n")
        let xml = storyboard(scene("vc-1", button("custom", type: "", y: 100) + button("system", type: "buttonType=\"system\"", y: 200),
                                   constraints: pins))
        let (b, r) = try layOut(xml)
        XCTAssertEqual(frame(b, r, "custom").height, 52)
        XCTAssertEqual(frame(b, r, "system").height, 48)
    }

    /// A stack view with layout margins and no `layoutMarginsRelativeArrangement` attribute
    /// (firebase's quickstart, Xcode 11): Interface Builder arranges it inside the margins.
    func testStackWithLayoutMarginsArrangesInsideThem() throws {
        let xml = storyboard(scene("vc-1", """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="100" width="414" height="90"/>
                <subviews>
                    <view contentMode="scaleToFill" id="box">
                        <rect key="frame" x="8" y="20" width="398" height="50"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="50" id="box-h"/>
                        </constraints>
                    </view>
                </subviews>
                <edgeInsets key="layoutMargins" top="20" left="8" bottom="20" right="8"/>
            </stackView>
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                <rect key="frame" x="0.0" y="300" width="414" height="50"/>
                <subviews>
                    <view contentMode="scaleToFill" id="box2">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="50"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="50" id="box2-h"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="top" secondItem="root-vc-1" secondAttribute="top" constant="100" id="c1"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root-vc-1" secondAttribute="leading" id="c2"/>
            <constraint firstItem="stack" firstAttribute="trailing" secondItem="root-vc-1" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="plain" firstAttribute="top" secondItem="root-vc-1" secondAttribute="top" constant="300" id="c4"/>
            <constraint firstItem="plain" firstAttribute="leading" secondItem="root-vc-1" secondAttribute="leading" id="c5"/>
            <constraint firstItem="plain" firstAttribute="trailing" secondItem="root-vc-1" secondAttribute="trailing" id="c6"/>
            """))
        let (b, r) = try layOut(xml)
        XCTAssertEqual(frame(b, r, "stack"), Rect(x: 0, y: 100, width: 414, height: 90))
        XCTAssertEqual(frame(b, r, "box"), Rect(x: 8, y: 120, width: 398, height: 50))
        XCTAssertEqual(frame(b, r, "box2"), Rect(x: 0, y: 300, width: 414, height: 50), "no margins: arranged on the edges")
    }
}

extension CanvasRuleTests {
    func insets(_ xml: String, scene: String = "vc-1") throws -> (top: Double, bottom: Double, guide: Double) {
        let doc = try Fixture.parse(xml)
        let env = IBLayoutBuilder.canvasEnvironment(for: try XCTUnwrap(doc.scene(named: scene)), in: doc)
        return (env.safeAreaInsets.top, env.safeAreaInsets.bottom, env.topLayoutGuideLength)
    }

    /// The canvas table (docs/interface-builder.md, "Canvas safe areas"): by `<device>` and the
    /// Xcode version that saved the file, not by today's device of that size.
    func testCanvasSafeAreaFollowsDeviceAndXcodeVersion() throws {
        let plain = scene("vc-1", "")
        XCTAssertEqual(try insets(storyboard(tools: "17156", plain)).top, 44, "retina6_1, Xcode 12 (esri)")
        XCTAssertEqual(try insets(storyboard(tools: "19455", plain)).top, 44, "retina6_1, Xcode 13 (verificac19)")
        XCTAssertEqual(try insets(storyboard(tools: "21701", plain)).top, 48, "retina6_1, Xcode 14.3 (covpass)")
        XCTAssertEqual(try insets(storyboard(tools: "21701", plain)).bottom, 34)
        // a development toolsVersion: the plug-in's version decides (floatingpanel: 22685, Xcode 15.3)
        let dev = storyboard(tools: "21701", plain).replacingOccurrences(of: "toolsVersion=\"21701\"", with: "toolsVersion=\"32700.99.1234\"")
        XCTAssertEqual(try insets(dev).top, 48)
        XCTAssertEqual(try insets(storyboard(tools: "23077", device: "retina6_12", scene("vc-1", width: 393, height: 852, ""))).top, 59)
        // iPhones without a notch: no status bar on the canvas from Xcode 11 (firebase, freeotp)
        let small = scene("vc-1", width: 375, height: 667, "")
        XCTAssertEqual(try insets(storyboard(tools: "15505", device: "retina4_7", small)).top, 0)
        XCTAssertEqual(try insets(storyboard(tools: "20037", device: "retina4_7", safeAreas: false, small)).guide, 0)
        XCTAssertEqual(try insets(storyboard(tools: "14460", device: "retina4_7", safeAreas: false, small)).guide, 20, "Xcode 10: 20")
    }

    /// The canvas table by Xcode version, measured on the ib-corpus's second part
    /// (docs/interface-builder.md, "Canvas safe areas"): small iPhones show a 20-point status bar
    /// again from Xcode 15 (twilio 22505 and googleads 23089 under a navigation bar: 64; pia
    /// 24506: 20; kingfisher 23727 on retina5_5: 64), but none in Xcode 14 (orbot 21507: 0);
    /// retina6_0 and retina6_7 canvases had a 44-point top before Xcode 14 (dgcawallet 19529,
    /// tflite 17701 and 20037: 44; checkout-frame 22155: 47); rounded iPad Pro canvases 24
    /// (efrconnect 21701).
    func testCanvasSafeAreaFollowsXcodeVersionOnBothCorpusParts() throws {
        let small = scene("vc-1", width: 375, height: 667, "")
        XCTAssertEqual(try insets(storyboard(tools: "21507", device: "retina4_7", small)).top, 0, "Xcode 14")
        XCTAssertEqual(try insets(storyboard(tools: "22505", device: "retina4_7", small)).top, 20, "Xcode 15")
        XCTAssertEqual(try insets(storyboard(tools: "24506", device: "retina4_7", small)).top, 20, "Xcode 26")
        XCTAssertEqual(try insets(storyboard(tools: "23089", device: "retina4_7", safeAreas: false, small)).guide, 20)
        XCTAssertEqual(try insets(storyboard(tools: "23727", device: "retina5_5", scene("vc-1", width: 414, height: 736, ""))).top, 20)
        let six = scene("vc-1", width: 390, height: 844, "")
        XCTAssertEqual(try insets(storyboard(tools: "19529", device: "retina6_0", six)).top, 44, "Xcode 13")
        XCTAssertEqual(try insets(storyboard(tools: "22155", device: "retina6_0", six)).top, 47, "Xcode 15")
        let max = scene("vc-1", width: 428, height: 926, "")
        XCTAssertEqual(try insets(storyboard(tools: "20037", device: "retina6_7", max)).top, 44)
        XCTAssertEqual(try insets(storyboard(tools: "17701", device: "retina6_7", max)).bottom, 34)
        let pad = scene("vc-1", width: 1024, height: 1366, "")
        XCTAssertEqual(try insets(storyboard(tools: "21701", device: "ipad12_9rounded", pad)).top, 24)
    }

    /// The canvas of a xib whose one top-level view is a freeform `size`, saved by `tools` for
    /// `device` in `orientation`.
    func xibCanvas(tools: String, device: String, orientation: String, size: Size) throws -> Layout.Environment {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="\(device)" orientation="\(orientation)" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="card">
                        <rect key="frame" x="0.0" y="0.0" width="\(size.width)" height="\(size.height)"/>
                        <viewLayoutGuide key="safeArea" id="card-safe"/>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
            </document>
            """
        let doc = try Fixture.parse(xib, path: "inline.xib")
        return IBLayoutBuilder.canvasEnvironment(for: try XCTUnwrap(doc.scenes.first), in: doc)
    }

    /// A freeform scene or xib view on a notched canvas has that canvas's safe area (floatingpanel's
    /// 375×778 detail scene: 48; verificac19's xib: 44), not the 20-point bar of an odd size.
    func testFreeformViewOnANotchedCanvasHasItsSafeArea() throws {
        XCTAssertEqual(try insets(storyboard(tools: "22685", scene("vc-1", width: 375, height: 778, ""))).top, 48)
        let env = try xibCanvas(tools: "19455", device: "retina6_1", orientation: "portrait", size: Size(width: 414, height: 300))
        XCTAssertEqual(env.safeAreaInsets.top, 44)
        XCTAssertFalse(env.isStatusBarVisible, "still no status bar of its own")
        XCTAssertEqual(env.topLayoutGuideLength, 44, "the legacy guide follows the safe area (iOS 11+)")
    }

    /// Xcode 16.3's retina6_12 canvas doubles both insets (gomap 23727: 118 and 68), where
    /// Xcode 16.0 shows the device's 59 and 34 (iqkeyboardmanager 23077).
    func testXcode16Point3DoublesTheIPhone16Insets() throws {
        let phone = scene("vc-1", width: 393, height: 852, "")
        let doubled = try insets(storyboard(tools: "23727", device: "retina6_12", phone))
        XCTAssertEqual(doubled.top, 118)
        XCTAssertEqual(doubled.bottom, 68)
        XCTAssertEqual(try insets(storyboard(tools: "23077", device: "retina6_12", phone)).bottom, 34)
    }

    /// A freeform xib view on a landscape notched iPhone canvas keeps the portrait canvas's
    /// insets (utm, Xcode 14, retina6_0 landscape, a 1000×68 input accessory: bottom 34, sides 0),
    /// not the landscape screen's (sides 47, bottom 21).
    func testFreeformViewOnALandscapeNotchedCanvasKeepsThePortraitInsets() throws {
        let env = try xibCanvas(tools: "21208.1", device: "retina6_0", orientation: "landscape", size: Size(width: 1000, height: 68))
        XCTAssertEqual(env.safeAreaInsets.bottom, 34)
        XCTAssertEqual(env.safeAreaInsets.left, 0)
        XCTAssertEqual(env.safeAreaInsets.right, 0)
    }
}

extension CanvasRuleTests {
    /// A plain view arranged in a centred row with nothing sizing its height (checkout-frame,
    /// Xcode 15: a 50-point custom view beside a 34-point button, the row stored 50 tall):
    /// the canvas keeps its stored height and the row follows; a device collapses it to 0, as
    /// UIKit's stack view does; a view whose height a constraint sets is not touched.
    func testArrangedViewWithNothingSizingItAcrossKeepsItsStoredLengthOnTheCanvas() throws {
        let xml = storyboard(scene("vc-1", """
            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="16" y="100" width="382" height="50"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="free">
                        <rect key="frame" x="0.0" y="0.0" width="266" height="50"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                        <rect key="frame" x="282" y="5" width="100" height="40"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="fixed-w"/>
                            <constraint firstAttribute="height" constant="40" id="fixed-h"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="row" firstAttribute="top" secondItem="root-vc-1" secondAttribute="top" constant="100" id="c1"/>
            <constraint firstItem="row" firstAttribute="leading" secondItem="root-vc-1" secondAttribute="leading" constant="16" id="c2"/>
            <constraint firstItem="root-vc-1" firstAttribute="trailing" secondItem="row" secondAttribute="trailing" constant="16" id="c3"/>
            """))
        let (b, r) = try layOut(xml)
        XCTAssertEqual(frame(b, r, "row"), Rect(x: 16, y: 100, width: 382, height: 50))
        XCTAssertEqual(frame(b, r, "free"), Rect(x: 16, y: 100, width: 266, height: 50))
        XCTAssertEqual(frame(b, r, "fixed"), Rect(x: 298, y: 105, width: 100, height: 40))
        let doc = try Fixture.parse(xml)
        let s = try XCTUnwrap(doc.scene(named: "vc-1"))
        let device = try IBLayoutBuilder().build(s, of: doc, for: Layout.Environment(device: .iPhone11))
        let onDevice = layout(device.tree, in: device.environment, measurer: try XCTUnwrap(Self.measurer, "fonts"))
        XCTAssertEqual(frame(device, onDevice, "free").height, 0)
    }
}

extension CanvasRuleTests {
    /// Landscape iPad canvases of Xcode 10: the 10.5-inch one shows no status bar (dji-uxsdk
    /// 14868: content at safeArea.top + 20 stored at 20), the 9.7-inch one its 20-point bar
    /// (routecomposer 14113: a container at safeArea.top >= its stored 20, another centred 10 low).
    func testLandscapeIPadCanvasesOfXcode10() throws {
        func landscape(_ xml: String) -> String {
            xml.replacingOccurrences(of: "orientation=\"portrait\"", with: "orientation=\"landscape\"")
        }
        let pro = scene("vc-1", width: 1112, height: 834, "")
        XCTAssertEqual(try insets(landscape(storyboard(tools: "14868", device: "ipad10_5", pro))).top, 0)
        let air = scene("vc-1", width: 1024, height: 768, "")
        XCTAssertEqual(try insets(landscape(storyboard(tools: "14113", device: "ipad9_7", air))).top, 20)
    }

    /// A freeform scene on a Dynamic Island canvas (`retina6_72`, iPhone 14/15 Pro Max) keeps its
    /// 59 / 34 safe area, as on `retina6_12` (efrconnect's 375×1500 range-test scene, Xcode 14.3:
    /// a scroll view pinned to the safe area's top at 59, a bar pinned to its bottom ending 34
    /// above the root's bottom).
    func testFreeformSceneOnADynamicIslandCanvasHasItsSafeArea() throws {
        let tall = scene("vc-1", width: 375, height: 1500, "")
        let measured = try insets(storyboard(tools: "21701", device: "retina6_72", tall))
        XCTAssertEqual(measured.top, 59)
        XCTAssertEqual(measured.bottom, 34)
        XCTAssertEqual(try insets(storyboard(tools: "23077", device: "retina6_12", tall)).top, 59)
    }
}
