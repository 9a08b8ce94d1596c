import XCTest
import InterfaceBuilder

/// Every number attribute of a storyboard passes one check (issue 16): decimal, finite and at
/// most 1,000,000 in magnitude; `pointSize="-1e308"`, `multiplier="0x10"`, colour components
/// of 1e308 and frames at 1e308 had been accepted.
final class NumberValidationTests: XCTestCase {
    func document(_ inner: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="8191" useAutolayout="YES" initialViewController="vc-1">
        <scenes><scene sceneID="s-1"><objects>
        <viewController id="vc-1" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v0">
        <rect key="frame" x="0" y="0" width="320" height="480"/>
        <subviews>
        \(inner)
        </subviews>
        </view>
        </viewController>
        </objects></scene></scenes>
        </document>
        """
    }

    func label(font: String = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#,
               frame: String = #"<rect key="frame" x="1" y="2" width="30" height="40"/>"#,
               color: String = "") -> String {
        """
        <label opaque="NO" text="A" id="l1">
        \(frame)
        \(font)
        \(color)
        </label>
        """
    }

    func invalidAttribute(_ xml: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            _ = try IBDocument.parse(Array(xml.utf8), path: "n.storyboard")
            XCTFail("expected an error", file: file, line: line)
            return nil
        } catch {
            guard case .invalidValue(_, _, _, let attribute, _) = error else {
                XCTFail("unexpected \(error)", file: file, line: line)
                return nil
            }
            return attribute
        }
    }

    func testHostileNumbersAreRefused() {
        XCTAssertNoThrow(try IBDocument.parse(Array(document(label()).utf8), path: "n.storyboard"))
        XCTAssertEqual(invalidAttribute(document(label(font: #"<fontDescription key="fontDescription" type="system" pointSize="-1e308"/>"#))), "pointSize")
        XCTAssertEqual(invalidAttribute(document(label(font: #"<fontDescription key="fontDescription" type="system" pointSize="-1"/>"#))), "pointSize")
        XCTAssertEqual(invalidAttribute(document(label(frame: #"<rect key="frame" x="1e308" y="2" width="30" height="40"/>"#))), "x")
        XCTAssertEqual(invalidAttribute(document(label(frame: #"<rect key="frame" x="0x10" y="2" width="30" height="40"/>"#))), "x")
        XCTAssertEqual(invalidAttribute(document(label(frame: #"<rect key="frame" x="1" y="inf" width="30" height="40"/>"#))), "y")
        XCTAssertEqual(invalidAttribute(document(label(color: #"<color key="textColor" red="1e308" green="0" blue="0" alpha="1" colorSpace="sRGB"/>"#))), "red")
    }

    func testMultipliersAreDecimal() {
        let constraint = { (m: String) in
            self.document(self.label()).replacingOccurrences(of: "</subviews>", with: """
                </subviews>
                <constraints><constraint firstItem="l1" firstAttribute="width" secondItem="v0" secondAttribute="width" multiplier="\(m)" id="c1"/></constraints>
                """)
        }
        XCTAssertNoThrow(try IBDocument.parse(Array(constraint("1:2").utf8), path: "n.storyboard"))
        XCTAssertNoThrow(try IBDocument.parse(Array(constraint("0.5").utf8), path: "n.storyboard"))
        XCTAssertEqual(invalidAttribute(constraint("0x10")), "multiplier")
        XCTAssertEqual(invalidAttribute(constraint("1:1e-300")), "multiplier")
        XCTAssertEqual(invalidAttribute(constraint("nan")), "multiplier")
    }
}
