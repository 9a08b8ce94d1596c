import Layout
import Raster
@testable import Render
import XCTest

/// How the segmented control, slider, stepper, progress view, activity indicator and page
/// control paint (docs/render.md), at @1x or @2x on a transparent canvas over white.
final class EverydayControlPaintingTests: XCTestCase {
    func render(_ kind: ViewKind, _ frame: Rect, width: Double = 240, height: Double = 60, scale: Double = 2,
                dark: Bool = false, rtl: Bool = false) throws -> Bitmap {
        var s = TestScene(width: width, height: height, scale: scale)
        s.environment.appearance = dark ? .dark : .light
        if rtl { s.environment.layoutDirection = .rightToLeft }
        try s.add(kind, "Control", frame)
        let b = try s.render()
        writeDemo(b, "control-\(kind.className)\(dark ? "-dark" : "")")
        return b
    }

    func testSegmentedControlTrackSelectionAndDivider() throws {
        let kind = ViewKind.segmentedControl(SegmentedControlProperties(segments: ["A", "B", "C"], selectedSegmentIndex: 0))
        let b = try render(kind, Rect(x: 0, y: 0, width: 240, height: 32), scale: 1)
        // The track: tertiarySystemFill (118, 118, 128, 0.12) over white ≈ 239.
        assertColor(b.rgba(120 + 30, 3), [239, 239, 240, 255], tolerance: 1, "track, second segment")
        assertColor(b.rgba(40, 4), [255, 255, 255, 255], "the white selected segment")
        // The divider sits between the unselected second and third segments only.
        XCTAssertLessThan(b.rgba(160, 16)[0], 230, "divider between B and C")
        XCTAssertGreaterThan(b.rgba(80, 16)[0], 215, "no divider next to the selected segment (only its shadow)")
        let dark = try render(kind, Rect(x: 0, y: 0, width: 240, height: 32), scale: 1, dark: true)
        assertColor(dark.rgba(40, 4), [99, 99, 102, 255], "systemGray2 selected segment in dark mode")
    }

    func testSliderTintUpToTheThumbAndGreyAfter() throws {
        let b = try render(.slider(SliderProperties(value: 0.5)), Rect(x: 0, y: 0, width: 200, height: 30), scale: 1)
        assertColor(b.rgba(20, 15), [0, 122, 255, 255], "systemBlue minimum track")
        assertColor(b.rgba(180, 15), [228, 228, 230, 255], tolerance: 1, "systemFill (120, 120, 128, 0.2) over white")
        assertColor(b.rgba(100, 15), [255, 255, 255, 255], "the white thumb at the middle")
        assertColor(b.rgba(180, 5), [255, 255, 255, 255], "the track is 4 pt: white above it")
        let rtl = try render(.slider(SliderProperties(value: 0.5)), Rect(x: 0, y: 0, width: 200, height: 30), scale: 1, rtl: true)
        assertColor(rtl.rgba(180, 15), [0, 122, 255, 255], "mirrored: the minimum at the right")
    }

    func testStepperDimsTheButtonAtItsLimit() throws {
        let b = try render(.stepper(StepperProperties(value: 0, minimumValue: 0)), Rect(x: 0, y: 0, width: 94, height: 32), scale: 1)
        let minus = b.rgba(23, 16), plus = b.rgba(70, 16)
        XCTAssertLessThan(plus[0], 40, "a label-coloured +")
        XCTAssertGreaterThan(minus[0], 150, "the − is dimmed at the minimum")
        XCTAssertLessThan(minus[0], 230)
    }

    func testProgressViewFillsTheLeadingFraction() throws {
        let b = try render(.progressView(ProgressViewProperties(progress: 0.25)), Rect(x: 0, y: 10, width: 200, height: 4), scale: 1)
        assertColor(b.rgba(25, 12), [0, 122, 255, 255])
        XCTAssertLessThan(b.rgba(150, 12)[0], 240, "grey track")
        XCTAssertGreaterThan(b.rgba(150, 12)[0], 200)
        let bar = try render(.progressView(ProgressViewProperties(progress: 0.25, style: .bar)), Rect(x: 0, y: 10, width: 200, height: 2.5), scale: 2)
        assertColor(bar.rgba(300, 22), [255, 255, 255, 255], "the bar style has no track")
    }

    func testActivityIndicatorSpokesAndTheHiddenStoppedOne() throws {
        let spinning = try render(.activityIndicator(ActivityIndicatorProperties(isAnimating: true)),
                                  Rect(x: 10, y: 10, width: 20, height: 20), width: 40, height: 40, scale: 2)
        // The 12 o'clock spoke (darkest) and the empty centre.
        XCTAssertLessThan(spinning.rgba(40, 30)[0], 160, "the head spoke")
        assertColor(spinning.rgba(40, 40), [255, 255, 255, 255], "nothing at the centre")
        let stopped = try render(.activityIndicator(ActivityIndicatorProperties(isAnimating: false)),
                                 Rect(x: 10, y: 10, width: 20, height: 20), width: 40, height: 40, scale: 2)
        for y in 0..<stopped.height { for x in 0..<stopped.width { assertColor(stopped.rgba(x, y), [255, 255, 255, 255]) } }
    }

    func testPageControlDots() throws {
        let b = try render(.pageControl(PageControlProperties(numberOfPages: 3, currentPage: 1)),
                           Rect(x: 0, y: 0, width: 63, height: 26), scale: 1)
        // Dots at x centres 31.5 - 16, 31.5, 31.5 + 16; row centre y 13.
        assertColor(b.rgba(31, 13), [0, 0, 0, 255], "current page: label")
        XCTAssertGreaterThan(b.rgba(15, 13)[0], 150, "other pages: tertiary label grey")
        XCTAssertLessThan(b.rgba(15, 13)[0], 230)
        assertColor(b.rgba(23, 13), [255, 255, 255, 255], "gap between dots")
    }
}

extension EverydayControlPaintingTests {
    /// A half-transparent slider fades as one layer: the track does not show through the thumb.
    func testTranslucentSliderFadesAsOneLayer() throws {
        var s = TestScene(width: 200, height: 30, scale: 1)
        try s.add(.slider(SliderProperties(value: 0.5)), "Slider", Rect(x: 0, y: 0, width: 200, height: 30)) { $0.alpha = 0.5 }
        let b = try s.render()
        let thumbCentre = b.rgba(100, 15)
        assertColor(thumbCentre, [255, 255, 255, 255], "white thumb at half opacity over white, no blue or grey under it")
    }
}
