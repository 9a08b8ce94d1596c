import XCTest
import Layout
@testable import InterfaceBuilder

/// A tile whose content needs more room than its freeform canvas gives (pia's connection tile,
/// Xcode 26 on a notched retina6_1 canvas: a label stored 0 tall, rows of 18.5 / 19 / 18.5 whose
/// 20-point icons' heights broke). Sizes never go below 0: every icon's height breaks instead.
extension CanvasRuleTests {
    /// One row: a 20×20 icon and a label, side by side.
    func tileRow(_ id: String) -> String {
        """
        <stackView opaque="NO" contentMode="scaleToFill" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="row-\(id)">
            <rect key="frame" x="0.0" y="0.0" width="150" height="20"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon-\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="20" id="iw-\(id)"/>
                        <constraint firstAttribute="height" constant="20" id="ih-\(id)"/>
                    </constraints>
                </view>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Value" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="text-\(id)">
                    <rect key="frame" x="25" y="0.0" width="125" height="20"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
            </subviews>
        </stackView>
        """
    }

    func tileColumn(_ c: Int) -> String {
        """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="column-\(c)">
            <rect key="frame" x="0.0" y="0.0" width="150" height="80"/>
            <subviews>
        \((0..<3).map { tileRow("\(c)\($0)") }.joined(separator: "\n"))
            </subviews>
        </stackView>
        """
    }

    func testSqueezedTileBreaksEveryIconHeightNotTheLabelFloor() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="24506" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="tile">
                        <rect key="frame" x="0.0" y="0.0" width="350" height="150"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="251" text="Tile" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="20" y="15" width="310" height="0.0"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                                <rect key="frame" x="20" y="25" width="300" height="76"/>
                                <subviews>
            \(tileColumn(0))
            \(tileColumn(1))
                                </subviews>
                            </stackView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="top" secondItem="tile" secondAttribute="top" constant="15" id="t1"/>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="t2"/>
                            <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="20" id="t3"/>
                            <constraint firstItem="grid" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="g1"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="grid" secondAttribute="trailing" constant="20" id="g2"/>
                            <constraint firstItem="grid" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="10" id="g3"/>
                            <constraint firstItem="safe" firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="grid" secondAttribute="bottom" constant="15" id="g4"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
            </document>
            """
        let (b, r) = try layOut(xib, scene: "tile")
        XCTAssertEqual(frame(b, r, "title").height, 0)
        XCTAssertEqual(frame(b, r, "grid").minY, 25)
        XCTAssertEqual(frame(b, r, "grid").height, 76)
        XCTAssertEqual((0..<3).map { frame(b, r, "row-0\($0)").height }.reduce(0, +), 56)
    }
}
