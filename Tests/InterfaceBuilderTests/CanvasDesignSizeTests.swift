import XCTest
import Layout
@testable import InterfaceBuilder

/// What Interface Builder's canvas keeps of the designed frames where UIKit at run time has no
/// size to give (docs/interface-builder.md, "The Interface Builder canvas"): arranged subviews
/// without an intrinsic size, and multi-line labels with an automatic preferred width.
extension CanvasRuleTests {
    /// A 400-point fill stack holding a system button and a plain view stored 300 tall: on the
    /// canvas the view keeps its 300 (as if intrinsic, hugging 250) and the first of the items
    /// tied at hugging 250, the button, takes the rest; on a device the view takes it.
    func testArrangedPlainViewKeepsItsDesignedHeightOnTheCanvas() throws {
        let xml = storyboard(tools: "15505", device: "retina4_7", scene("vc-1", width: 375, height: 667, """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                        <state key="normal" title="Get"/>
                    </button>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                        <rect key="frame" x="0.0" y="100" width="375" height="300"/>
                    </view>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="top" secondItem="root-vc-1" secondAttribute="top" id="c1"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root-vc-1" secondAttribute="leading" id="c2"/>
            <constraint firstItem="stack" firstAttribute="trailing" secondItem="root-vc-1" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="stack" firstAttribute="height" constant="400" id="c4"/>
            """))
        let (b, r) = try layOut(xml)
        XCTAssertEqual(frame(b, r, "button").height, 100)
        XCTAssertEqual(frame(b, r, "plain"), Rect(x: 0, y: 100, width: 375, height: 300))
        let (db, dr) = try layOut(xml, environment: Environment(device: .iPhone8))
        XCTAssertEqual(frame(db, dr, "button").height, 30)
        XCTAssertEqual(frame(db, dr, "plain").height, 370)
    }

    /// A custom view stored 44 tall with vertical compression resistance 1000 keeps its 44 on
    /// the canvas against a `height = 34` at 999 (loop's trend view in a centred stack).
    func testDesignedHeightHoldsAtTheViewsCompressionResistance() throws {
        let xml = storyboard(tools: "21507", device: "retina6_1", scene("vc-1", """
            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                <subviews>
                    <view contentMode="scaleToFill" verticalCompressionResistancePriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="trend">
                        <rect key="frame" x="0.0" y="8" width="34" height="44"/>
                        <constraints>
                            <constraint firstAttribute="height" priority="999" constant="34" id="h"/>
                            <constraint firstAttribute="width" constant="34" id="w"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="top" secondItem="root-vc-1" secondAttribute="top" constant="100" id="c1"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root-vc-1" secondAttribute="leading" id="c2"/>
            <constraint firstItem="stack" firstAttribute="height" constant="60" id="c3"/>
            """))
        let (b, r) = try layOut(xml)
        XCTAssertEqual(frame(b, r, "trend").height, 44)
        let (db, dr) = try layOut(xml, environment: Environment(device: .iPhone8))
        XCTAssertEqual(frame(db, dr, "trend").height, 34)
    }

    /// A six-line label with an automatic preferred width in a leading-aligned stack with no
    /// width constraint: on the canvas it wraps at its stored 200 points (freeotp); on a device
    /// its text lies on one line.
    func testMultiLineLabelWrapsAtItsStoredWidthOnTheCanvas() throws {
        let text = "Your token provider has not configured the issuer field, please enter the name of the issuer"
        let xml = storyboard(tools: "20037", device: "retina4_7", scene("vc-1", width: 375, height: 667, """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="top" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="64" y="111" width="200" height="96"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="6" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="96"/>
                        <fontDescription key="fontDescription" type="system" pointSize="20"/>
                    </label>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="top" secondItem="root-vc-1" secondAttribute="top" constant="111" id="c1"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root-vc-1" secondAttribute="leading" constant="64" id="c2"/>
            """))
        let (b, r) = try layOut(xml)
        let canvas = frame(b, r, "label")
        XCTAssertLessThanOrEqual(canvas.width, 200)
        XCTAssertGreaterThan(canvas.height, 70, "four or more lines")
        let (db, dr) = try layOut(xml, environment: Environment(device: .iPhone8))
        XCTAssertGreaterThan(frame(db, dr, "label").width, 400)
    }

    /// The scene laid out in `environment` (a device), or on its canvas when nil.
    func layOut(_ xml: String, scene: String = "vc-1", environment: Layout.Environment?) throws -> (IBBuiltScene, LayoutResult) {
        let doc = try Fixture.parse(xml)
        let s = try XCTUnwrap(doc.scene(named: scene))
        let built = try IBLayoutBuilder().build(s, of: doc, for: environment ?? IBLayoutBuilder.canvasEnvironment(for: s, in: doc))
        return (built, layout(built.tree, in: built.environment, measurer: try XCTUnwrap(Self.measurer, "fonts")))
    }
}

/// The canvas's status bar under a view controller's "Status Bar: None".
extension CanvasRuleTests {
    /// From Xcode 15 "None" keeps the status bar's safe area (duckduckgo's Tab scene on an
    /// ipad9_7 canvas, plug-in 22685: content pinned to the safe area's top at 20); an Xcode 10
    /// document's "None" still takes the 20 points away.
    func testStatusBarNoneKeepsTheSafeAreaFromXcode15() throws {
        let none = #"<nil key="simulatedStatusBarMetrics"/>"#
        for (tools, top) in [("22685", 20.0), ("14460.31", 0)] {
            let doc = try Fixture.parse(storyboard(tools: tools, device: "ipad9_7",
                                                   scene("vc-1", width: 768, height: 1024, "", extra: none)))
            let s = try XCTUnwrap(doc.scene(named: "vc-1"))
            XCTAssertEqual(IBLayoutBuilder.canvasEnvironment(for: s, in: doc).safeAreaInsets.top, top, tools)
        }
    }
}
