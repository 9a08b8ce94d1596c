import Layout
import Raster
@testable import Render
import Typesetting
import XCTest

final class LayerShadowTests: XCTestCase {
    /// A 20×20 white card at (20, 20) with a shadow, on a white screen.
    private func card(_ configure: (inout ViewNode) -> Void = { _ in }) throws -> TestScene {
        var s = TestScene(width: 60, height: 60, scale: 1)
        try s.add(.view, "Card", Rect(x: 20, y: 20, width: 20, height: 20)) {
            $0.backgroundColor = .white
            $0.cornerRadius = 4
            $0.shadow = LayerShadow(color: .black, opacity: 0.5, offset: Size(width: 0, height: 4), radius: 3)
            configure(&$0)
        }
        return s
    }

    func testShadowIsABlurredCopyOfTheShapeBelowTheView() throws {
        let b = try card().render()
        XCTAssertEqual(b.rgba(30, 30), [255, 255, 255, 255], "the card covers its own shadow")
        // Moved 4 pt down: the band below the card is darker than the band above it.
        let below = b.rgba(30, 42)[0], above = b.rgba(30, 18)[0]
        XCTAssertLessThan(below, above)
        XCTAssertLessThan(below, 200, "a visible shadow under the card")
        // Symmetric left-right, fading with distance, gone past 3 sigma (+ offset).
        for y in 10..<52 { for x in 0..<30 { XCTAssertEqual(b.rgba(x, y), b.rgba(59 - x, y), "mirror \(x),\(y)") } }
        XCTAssertLessThan(b.rgba(30, 42)[0], b.rgba(30, 45)[0])
        XCTAssertEqual(b.rgba(30, 55), [255, 255, 255, 255])
        XCTAssertEqual(b.rgba(8, 30), [255, 255, 255, 255])
    }

    func testShadowOpacityZeroOrNoBackgroundDrawsNothing() throws {
        let plain = try card { $0.shadow = nil }.render()
        XCTAssertEqual(try card { $0.shadow?.opacity = 0 }.render(), plain)
        // Core Animation's default shadow (opacity 0) draws nothing either.
        XCTAssertEqual(try card { $0.shadow = LayerShadow() }.render(), plain)
        let clear = try card { $0.backgroundColor = nil }.render()
        XCTAssertEqual(clear.rgba(30, 42), [255, 255, 255, 255], "no background: no shape to cast a shadow")
    }

    func testAViewThatMasksToBoundsCastsNoShadow() throws {
        let plain = try card { $0.shadow = nil; $0.clipsToBounds = true }.render()
        XCTAssertEqual(try card { $0.clipsToBounds = true }.render(), plain)
    }

    func testShadowSigmaIsTheRadiusInPixels() throws {
        // radius 3 pt at @2x: sigma 6 px. Below the middle of the moved shape's bottom edge the
        // shadow is the Gaussian's tail: coverage 1 − Φ((d + 0.5) / σ) at d px past the edge.
        var s = try card()
        s.environment = Environment(device: .custom(width: 60, height: 60, scale: 2))
        let b = try s.render()
        let bottom = (20 + 20 + 4) * 2  // the shape's bottom edge at 88 px
        for d in [0, 3, 6, 10] {
            let tail = 0.5 * (1 - erf((Double(d) + 0.5) / (6 * 2.0.squareRoot())))
            let expected = 255 * (1 - 0.5 * tail)
            XCTAssertEqual(Double(b.rgba(60, bottom + d)[0]), expected, accuracy: 1.01, "\(d) px below")
        }
        XCTAssertEqual(b.rgba(60, bottom + 19), [255, 255, 255, 255], "the kernel reaches 3 sigma")
        XCTAssertEqual(Painter.shadowSigma(radius: 3), 3)
    }

    func testShadowBandsAreByteIdenticalToOnePass() throws {
        var s = TestScene(width: 100, height: 180, scale: 2)
        for i in 0..<4 {
            try s.add(.view, "Card \(i)", Rect(x: 10 + Double(i) * 7, y: 10 + Double(i) * 42, width: 70, height: 30)) {
                $0.backgroundColor = .white
                $0.cornerRadius = Double(4 * i)
                $0.shadow = LayerShadow(color: .blue, opacity: 0.2 + 0.15 * Double(i),
                                        offset: Size(width: Double(i) - 2, height: 3.5), radius: 1.5 + 1.7 * Double(i))
            }
        }
        let one = try s.render(RenderOptions(threads: 1))
        for threads in [2, 3, 5] {
            XCTAssertEqual(try s.render(RenderOptions(threads: threads)), one, "\(threads) bands")
        }
    }

    func testTranslucentViewShadowFollowsGroupOpacity() throws {
        let full = try card().render()
        let half = try card { $0.alpha = 0.5 }.render()
        XCTAssertGreaterThan(half.rgba(30, 42)[0], full.rgba(30, 42)[0], "alpha fades the shadow too")
    }
}
