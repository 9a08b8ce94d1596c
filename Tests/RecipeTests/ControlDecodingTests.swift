import XCTest
import Layout
@testable import Recipe

/// Recipe keys of the everyday controls, decoded into Layout's properties.
final class ControlDecodingTests: XCTestCase {
    func testEveryControlKey() throws {
        let doc = try decode(recipe(views: """
            { "segmentedControl": "Seg", "segments": ["One", "Two"], "selectedSegmentIndex": 1,
              "apportionsSegmentWidthsByContent": true, "selectedSegmentTintColor": "systemYellow" },
            { "slider": "Sld", "value": 3, "minimumValue": 1, "maximumValue": 5,
              "minimumTrackTintColor": "systemRed", "maximumTrackTintColor": "systemGray4" },
            { "stepper": "Stp", "value": 2, "minimumValue": 0, "maximumValue": 9, "wraps": true, "stepValue": 0.5,
              "autorepeat": false },
            { "progressView": "Prg", "progress": 0.75, "progressViewStyle": "bar", "progressTintColor": "systemGreen",
              "trackTintColor": "systemGray5" },
            { "activityIndicator": "Spn", "style": "large", "animating": true, "hidesWhenStopped": false, "color": "systemPink" },
            { "pageControl": "Pgc", "numberOfPages": 4, "currentPage": 3, "hidesForSinglePage": true,
              "pageIndicatorTintColor": "systemGray3", "currentPageIndicatorTintColor": "systemBlue" },
            { "activityIndicator": "Default Spinner" }
            """))
        func kind(_ name: String) throws -> ViewKind { try XCTUnwrap(doc.view(named: name)).kind }
        XCTAssertEqual(try kind("Seg")[SegmentedControlProperties.self], SegmentedControlProperties(
            segments: ["One", "Two"], selectedSegmentIndex: 1, apportionsSegmentWidthsByContent: true,
            selectedSegmentTintColor: Color.system(.systemYellow)))
        let slider = try XCTUnwrap(try kind("Sld")[SliderProperties.self])
        XCTAssertEqual(slider.fraction, 0.5)
        XCTAssertEqual(slider.minimumTrackTintColor, Color.system(.systemRed))
        XCTAssertEqual(try kind("Stp")[StepperProperties.self], StepperProperties(value: 2, minimumValue: 0, maximumValue: 9, wraps: true,
                                                                         stepValue: 0.5, autorepeat: false))
        let progress = try XCTUnwrap(try kind("Prg")[ProgressViewProperties.self])
        XCTAssertEqual(progress.progress, 0.75)
        XCTAssertEqual(progress.style, .bar)
        XCTAssertEqual(progress.trackTintColor, Color.system(.systemGray5))
        XCTAssertEqual(try kind("Spn")[ActivityIndicatorProperties.self], ActivityIndicatorProperties(
            style: .large, isAnimating: true, hidesWhenStopped: false, color: Color.system(.systemPink)))
        XCTAssertEqual(try kind("Default Spinner")[ActivityIndicatorProperties.self], ActivityIndicatorProperties(),
                       "UIKit's defaults: medium, stopped, hides when stopped")
        let pages = try XCTUnwrap(try kind("Pgc")[PageControlProperties.self])
        XCTAssertEqual([pages.numberOfPages, pages.currentPage], [4, 3])
        XCTAssertTrue(pages.hidesForSinglePage)
    }

    func testBadValuesAreErrors() {
        XCTAssertNotNil(decodeError(recipe(views: #"{ "segmentedControl": "S", "segments": "One" }"#)))
        XCTAssertNotNil(decodeError(recipe(views: #"{ "segmentedControl": "S", "segments": [1] }"#)))
        XCTAssertNotNil(decodeError(recipe(views: #"{ "progressView": "P", "progress": 2 }"#)))
        XCTAssertNotNil(decodeError(recipe(views: #"{ "activityIndicator": "A", "style": "huge" }"#)))
        XCTAssertNotNil(decodeError(recipe(views: #"{ "pageControl": "P", "numberOfPages": -1 }"#)))
        XCTAssertNotNil(decodeError(recipe(views: #"{ "slider": "S", "on": true }"#)), "a switch key on a slider")
        XCTAssertNotNil(decodeError(recipe(views: #"{ "stepper": "S", "stepValue": 0 }"#)), "UIKit refuses a step of 0")
    }
}
