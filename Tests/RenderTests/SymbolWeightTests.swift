import Layout
import Raster
@testable import Render
import Typesetting
import XCTest

/// A symbol's weight (`UIImage.SymbolConfiguration(weight:)`, or its button's font weight)
/// thickens or thins its strokes; regular is the icon set's glyph unchanged (docs/render.md,
/// "SF Symbols").
final class SymbolWeightTests: XCTestCase {
    private func ring(_ weight: FontWeight, name: String = "circle") throws -> Bitmap {
        var s = TestScene(width: 60, height: 60, scale: 1)
        s.tree[s.root].backgroundColor = .white
        let symbol = SymbolImage(name: name, pointSize: 34, weight: weight)
        var i = ImageViewProperties(imageName: "symbol:\(name)", imageSize: symbol.size(), contentMode: .center)
        i.symbol = symbol
        try s.add(.imageView(i), "I", Rect(x: 0, y: 0, width: 60, height: 60)) { $0.tintColor = .red }
        return try s.render()
    }

    /// The ink along the middle row, in whole-pixel equivalents (coverage summed), left half only:
    /// the ring's stroke width.
    private func strokeWidth(_ b: Bitmap) -> Double {
        (0..<30).reduce(0.0) { sum, x in sum + Double(255 - b.rgba(x, 30)[1]) / 255 }
    }

    func testRegularIsTheIconSetsGlyph() throws {
        // The ring is one unit of the 16-point grid: 38 / 16 pixels at 34 points.
        XCTAssertEqual(strokeWidth(try ring(.regular)), 38.0 / 16, accuracy: 0.1)
    }

    func testHeavierWeightsThickenAndLighterOnesThin() throws {
        let widths = try FontWeight.allCases.map { strokeWidth(try ring($0)) }
        XCTAssertEqual(widths, widths.sorted(), "each weight at least as thick as the one before: \(widths)")
        let unit = 38.0 / 16
        XCTAssertEqual(try strokeWidth(ring(.bold)), unit * (1 + SymbolGlyph.strokeGrowth(at: .bold)), accuracy: 0.15)
        XCTAssertEqual(try strokeWidth(ring(.ultraLight)), unit * (1 + SymbolGlyph.strokeGrowth(at: .ultraLight)), accuracy: 0.15)
    }

    func testFilledGlyphsKeepTheirHolesAtEveryWeight() throws {
        // `xmark.circle` is an even-odd ring around a cross: its white gaps survive black.
        let b = try ring(.black, name: "xmark.circle")
        let row = (0..<60).map { b.rgba($0, 30)[1] > 200 }
        XCTAssertTrue(row[14..<46].contains(true), "white inside the ring, beside the cross")
    }
}
