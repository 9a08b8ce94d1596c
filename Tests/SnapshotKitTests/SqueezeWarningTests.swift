import Foundation
import Layout
import SnapshotKit
import XCTest

/// A label, a button or a text field made smaller than its text needs (a constraint of higher
/// priority than its compression resistance won) is a warning of its own, one line, even when
/// the constraints are neither conflicting nor ambiguous.
final class SqueezeWarningTests: XCTestCase {
    private func warnings(_ recipe: String, orientation: Layout.Orientation = .portrait) throws -> [String] {
        let path = NSTemporaryDirectory() + "squeeze-\(UUID().uuidString).json"
        try Data(recipe.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let pipeline = try XCTUnwrap(sharedPipeline, "cannot open the fonts")
        let environment = try ScreenChoice(device: "iphone-8", orientation: orientation).environment()
        let (built, result) = try pipeline.layoutRecipe(at: path, environment: environment)
        return SnapshotPipeline.warnings(built, result)
    }

    func testACrushedLabelIsReportedOnce() throws {
        let recipe = """
            {"name": "squeeze", "root": {"view": "Root", "subviews": [
              {"label": "Title Label", "text": "A title far too long for three points"},
              {"label": "Fits", "text": "OK"},
              {"label": "Wraps", "text": "A long text on many lines that wraps to the width it is given", "numberOfLines": 0},
              {"label": "Hidden", "text": "Hidden and crushed", "hidden": true}
            ]},
            "constraints": [
              "Title Label.Leading = Superview.LeadingMargin", "Title Label.Top = Superview.Top + 40", "Title Label.Width = 3",
              "Fits.Leading = Superview.LeadingMargin", "Fits.Top = Title Label.Bottom + 8",
              "Wraps.Leading = Superview.LeadingMargin", "Wraps.Top = Fits.Bottom + 8", "Wraps.Width = 80",
              "Hidden.Leading = Superview.LeadingMargin", "Hidden.Top = Wraps.Bottom + 8", "Hidden.Width = 3"
            ]}
            """
        let squeezes = try warnings(recipe).filter { $0.contains("squeezed") }
        XCTAssertEqual(squeezes.count, 1, "\(squeezes)")
        let line = try XCTUnwrap(squeezes.first)
        XCTAssertTrue(line.hasPrefix("warning: UILabel 'Title Label' is squeezed to 3 pt wide, its text needs "), line)
        XCTAssertTrue(line.hasSuffix(" pt (compression resistance broken)"), line)
    }

    /// An ellipsis that takes a few points is common and not reported; 20 points short is.
    func testOnlyAShortfallPastTheThresholdIsReported() throws {
        let recipe = """
            {"name": "squeeze", "root": {"view": "Root", "subviews": [
              {"label": "Reference", "text": "A title that loses a little", "hugging": {"horizontal": 1000}},
              {"label": "Short", "text": "A title that loses a little"},
              {"label": "Crushed", "text": "A title that loses a little"}
            ]},
            "constraints": [
              "Reference.Leading = Superview.LeadingMargin", "Reference.Top = Superview.Top + 40",
              "Short.Leading = Superview.LeadingMargin", "Short.Top = Reference.Bottom + 8", "Short.Width = Reference.Width - 4",
              "Crushed.Leading = Superview.LeadingMargin", "Crushed.Top = Short.Bottom + 8", "Crushed.Width = Reference.Width - 20"
            ]}
            """
        let squeezes = try warnings(recipe).filter { $0.contains("squeezed") }
        XCTAssertEqual(squeezes.count, 1, "\(squeezes)")
        XCTAssertTrue(squeezes.first?.hasPrefix("warning: UILabel 'Crushed' is squeezed to ") == true, "\(squeezes)")
    }
}
