import XCTest
import Layout
@testable import InterfaceBuilder

/// Reading `<segmentedControl>`, `<slider>`, `<stepper>`, `<progressView>`,
/// `<activityIndicatorView>` and `<pageControl>`, and their mapping onto Layout's kinds.
final class ControlElementTests: XCTestCase {
    func document(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="300"/>
                    <subviews>
        \(body)
                    </subviews>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    static let controls = """
        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="1" apportionsSegmentWidthsByContent="YES" translatesAutoresizingMaskIntoConstraints="NO" id="seg">
            <rect key="frame" x="8" y="8" width="200" height="32"/>
            <segments>
                <segment title="First"/>
                <segment title="Second"/>
                <segment title="" image="star"/>
            </segments>
            <color key="selectedSegmentTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </segmentedControl>
        <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.25" minValue="0.0" maxValue="2" translatesAutoresizingMaskIntoConstraints="NO" id="sld">
            <rect key="frame" x="6" y="48" width="204" height="31"/>
            <color key="minimumTrackTintColor" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </slider>
        <stepper opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="3" minimumValue="1" maximumValue="5" stepValue="0.25" wraps="YES" autorepeat="NO" translatesAutoresizingMaskIntoConstraints="NO" id="stp">
            <rect key="frame" x="8" y="90" width="94" height="32"/>
        </stepper>
        <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.5" progressViewStyle="bar" translatesAutoresizingMaskIntoConstraints="NO" id="prg">
            <rect key="frame" x="8" y="130" width="200" height="2.5"/>
        </progressView>
        <activityIndicatorView opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" animating="YES" style="whiteLarge" translatesAutoresizingMaskIntoConstraints="NO" id="spn">
            <rect key="frame" x="8" y="140" width="37" height="37"/>
        </activityIndicatorView>
        <activityIndicatorView hidden="NO" opaque="NO" contentMode="scaleToFill" style="medium" translatesAutoresizingMaskIntoConstraints="NO" id="stopped">
            <rect key="frame" x="60" y="140" width="20" height="20"/>
        </activityIndicatorView>
        <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="4" currentPage="2" hidesForSinglePage="YES" translatesAutoresizingMaskIntoConstraints="NO" id="pgc">
            <rect key="frame" x="8" y="180" width="100" height="26"/>
            <color key="currentPageIndicatorTintColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </pageControl>
        """

    func testReadsEachControl() throws {
        let doc = try Fixture.parse(document(Self.controls), path: "inline.xib")
        let views = try XCTUnwrap(doc.scenes.first?.rootView?.subviews)
        XCTAssertEqual(views.map(\.elementName), ["segmentedControl", "slider", "stepper", "progressView",
                                                  "activityIndicatorView", "activityIndicatorView", "pageControl"])
        guard case .uikit(let segView) = views[0].kind, case .segmentedControl(let seg) = segView.kind else {
            return XCTFail("segmented control")
        }
        XCTAssertEqual(seg.segments, ["First", "Second", ""])
        XCTAssertTrue(segView.setsUndrawnKeys, "a segment image")
        XCTAssertEqual(seg.selectedSegmentIndex, 1)
        XCTAssertTrue(seg.apportionsSegmentWidthsByContent)
        XCTAssertEqual(segView.colors.map(\.name), ["selectedSegmentTintColor"])
        guard case .uikit(let sliderView) = views[1].kind, case .slider(let slider) = sliderView.kind else { return XCTFail("slider") }
        XCTAssertEqual([slider.value, slider.minimumValue, slider.maximumValue], [0.25, 0, 2])
        XCTAssertEqual(sliderView.colors.map(\.name), ["minimumTrackTintColor"])
        guard case .uikit(let stepperView) = views[2].kind, case .stepper(let stepper) = stepperView.kind else { return XCTFail("stepper") }
        XCTAssertEqual([stepper.value, stepper.minimumValue, stepper.maximumValue], [3, 1, 5])
        XCTAssertTrue(stepper.wraps)
        guard case .uikit(let progressView) = views[3].kind, case .progressView(let progress) = progressView.kind else {
            return XCTFail("progress view")
        }
        XCTAssertEqual(progress.progress, 0.5)
        XCTAssertEqual(progress.style, .bar)
        guard case .activityIndicatorView(let spinner) = views[4].kind else { return XCTFail("spinner") }
        XCTAssertEqual(spinner.style, "whiteLarge")
        XCTAssertTrue(spinner.isAnimating)
        XCTAssertTrue(spinner.hidesWhenStopped, "absent = YES")
        guard case .uikit(let pagesView) = views[6].kind, case .pageControl(let pages) = pagesView.kind else {
            return XCTFail("page control")
        }
        XCTAssertEqual(pages.numberOfPages, 4)
        XCTAssertEqual(pages.currentPage, 2)
        XCTAssertTrue(pages.hidesForSinglePage)
        XCTAssertEqual(pagesView.colors.map(\.name), ["currentPageIndicatorTintColor"])
    }

    func testMapsOntoLayoutKinds() throws {
        let doc = try Fixture.parse(document(Self.controls), path: "inline.xib")
        let scene = try XCTUnwrap(doc.scenes.first)
        let built = try IBLayoutBuilder().build(scene, of: doc, for: IBLayoutBuilder.canvasEnvironment(for: scene, in: doc))
        func node(_ id: String) throws -> ViewNode { built.tree[try XCTUnwrap(built.viewIDs[id])] }
        guard case .segmentedControl(let seg) = try node("seg").kind else { return XCTFail("segmented control") }
        XCTAssertEqual(seg.segments, ["First", "Second", ""])
        XCTAssertEqual(seg.selectedSegmentTintColor, Color(red: 1, green: 0, blue: 0))
        guard case .slider(let slider) = try node("sld").kind else { return XCTFail("slider") }
        XCTAssertEqual(slider.fraction, 0.125)
        XCTAssertEqual(slider.minimumTrackTintColor, Color(red: 0, green: 1, blue: 0))
        guard case .stepper(let stepper) = try node("stp").kind else { return XCTFail("stepper") }
        XCTAssertEqual(stepper, StepperProperties(value: 3, minimumValue: 1, maximumValue: 5, wraps: true, stepValue: 0.25,
                                                   autorepeat: false))
        guard case .progressView(let progress) = try node("prg").kind else { return XCTFail("progress") }
        XCTAssertEqual(progress.style, .bar)
        guard case .activityIndicator(let spinner) = try node("spn").kind else { return XCTFail("spinner") }
        XCTAssertEqual(spinner.style, .large, "whiteLarge is large")
        XCTAssertEqual(spinner.color, .white, "... and white")
        XCTAssertFalse(try node("spn").isHidden)
        XCTAssertTrue(try node("stopped").isHidden, "not animating, hides when stopped")
        guard case .pageControl(let pages) = try node("pgc").kind else { return XCTFail("page control") }
        XCTAssertEqual(pages.visibleDots, 4)
        XCTAssertTrue(built.warnings.contains { $0.contains("segment images are not drawn") }, "\(built.warnings)")
        XCTAssertFalse(built.warnings.contains { $0.contains("not supported") }, "no placeholder boxes: \(built.warnings)")
    }
}
