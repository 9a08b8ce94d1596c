import Layout
import Recipe
import SnapshotKit
import Typesetting
import XCTest

/// The three Auto Layout Cookbook stack-view recipes on an iPhone 8, portrait and landscape,
/// laid out through the pipeline `snapshot layout` runs; the assertions are the relationships
/// the Cookbook describes for each screen.
final class SeedLayoutTests: XCTestCase {
    static let orientations: [Layout.Orientation] = [.portrait, .landscape]

    /// iPhone 8: 375×667 points, root side margins 16, status bar 20 in portrait (hidden in landscape).
    func screen(_ orientation: Layout.Orientation) -> (width: Double, height: Double, topGuide: Double) {
        orientation == .portrait ? (375, 667, 20) : (667, 375, 0)
    }

    // MARK: Simple Stack View

    func testSimpleStackView() throws {
        for o in Self.orientations {
            let (_, r) = try layOut("simple-stack-view", orientation: o)
            let s = screen(o)
            let stack = r.frame("Stack View"), label = r.frame("Flowers Label")
            let image = r.frame("Image View"), button = r.frame("Edit Button")
            // Leading/trailing on the margins; a standard 8 below the top guide and above the bottom one.
            assertClose(stack.minX, 16, "\(o): stack leading")
            assertClose(stack.maxX, s.width - 16, "\(o): stack trailing")
            assertClose(stack.minY, s.topGuide + 8, "\(o): stack top")
            assertClose(stack.maxY, s.height - 8, "\(o): stack bottom")
            // Stacked top to bottom with spacing 8, filling the stack's width.
            assertClose(label.minY, stack.minY, "\(o): label at the top")
            assertClose(image.minY, label.maxY + 8, "\(o): image 8 below the label")
            assertClose(button.minY, image.maxY + 8, "\(o): button 8 below the image")
            assertClose(button.maxY, stack.maxY, "\(o): button at the bottom")
            for (name, f) in [("label", label), ("image", image), ("button", button)] {
                assertClose(f.minX, stack.minX, "\(o): \(name) leading")
                assertClose(f.width, stack.width, "\(o): \(name) width")
            }
            // The image view takes the spare height: label and button keep their natural heights.
            let labelText = try XCTUnwrap(r["Flowers Label"]?.text)
            XCTAssertEqual(label.height, (labelText.height * 2).rounded(.up) / 2, accuracy: 1e-6, "\(o): label at its text height")
            XCTAssertTrue(button.height >= 30 && button.height <= 32, "\(o): button height \(button.height)")
            assertClose(image.height, stack.height - label.height - button.height - 16, "\(o): image takes the rest")
            XCTAssertTrue(image.height > 100, "\(o): image height \(image.height)")
            XCTAssertTrue(r.conflicts.isEmpty && r.ambiguities.isEmpty, "\(o): \(r.conflicts) \(r.ambiguities)")
        }
    }

    // MARK: Nested Stack Views

    func testNestedStackViews() throws {
        let typesetter = try XCTUnwrap(sharedPipeline).typesetter
        let body = Font.preferred(.body, category: .large)
        let widest = ["First", "Middle", "Last"].map { typesetter.layout($0, font: body, numberOfLines: 1, scale: 2).width }.max() ?? 0
        let widestOnGrid = (widest * 2 - 1e-6).rounded(.up) / 2
        for o in Self.orientations {
            let (_, r) = try layOut("nested-stack-views", orientation: o)
            let s = screen(o)
            let root = r.frame("Root Stack View"), image = r.frame("Image View")
            let rows = r.frame("Name Rows Stack View"), text = r.frame("Text View")
            let upper = r.frame("Upper Stack View"), buttons = r.frame("Button Stack View")
            assertClose(root.minX, 16, "\(o): root stack leading margin")
            assertClose(root.maxX, s.width - 16, "\(o): root stack trailing margin")
            assertClose(root.minY, s.topGuide + 20, "\(o): 20 below the top layout guide")
            assertClose(root.maxY, s.height - 20, "\(o): 20 above the bottom layout guide")
            // The image view is square and as tall as the name rows.
            assertClose(image.width, image.height, "\(o): image square")
            assertClose(image.height, rows.height, "\(o): image as tall as the name rows")
            assertClose(image.minY, rows.minY, "\(o): image beside the rows")
            assertClose(rows.minX, image.maxX + 8, "\(o): rows 8 after the image")
            // The three text fields are equally wide, hence the labels too: as wide as the widest text.
            let fields = ["First", "Middle", "Last"].map { r.frame("\($0) Name Text Field") }
            let labels = ["First", "Middle", "Last"].map { r.frame("\($0) Name Label") }
            for i in 1..<3 {
                assertClose(fields[i].width, fields[0].width, "\(o): text field \(i) width")
                assertClose(labels[i].width, labels[0].width, "\(o): label \(i) width")
            }
            assertClose(labels[0].width, widestOnGrid, "\(o): labels as wide as \"Middle\"")
            // Each first-baseline row starts at its label's top (UIKit's `canvas.top <=
            // item0.top`): the taller field sticks out above its row, by the same amount in each.
            let rowStacks = ["First", "Middle", "Last"].map { r.frame("\($0) Name Stack View") }
            let stickOut = labels[0].minY - fields[0].minY
            XCTAssertTrue(stickOut > 0, "\(o): the field sticks out above its row (\(stickOut))")
            for i in 0..<3 {
                assertClose(fields[i].minX, labels[i].maxX + 8, "\(o): field \(i) 8 after its label")
                assertClose(fields[i].maxX, rows.maxX, "\(o): field \(i) reaches the trailing edge")
                assertClose(rowStacks[i].minY, labels[i].minY, "\(o): row \(i) starts at its label")
                assertClose(rowStacks[i].maxY, fields[i].maxY, "\(o): row \(i) ends at its field")
                assertClose(labels[i].minY - fields[i].minY, stickOut, accuracy: 0.5 + 1e-6, "\(o): field \(i) sticks out as much (up to the pixel rounding)")
                if i > 0 { assertClose(rowStacks[i].minY, rowStacks[i - 1].maxY + 8, "\(o): rows 8 apart") }
            }
            // First baselines are equal in each row (up to the frames' pixel rounding: the label
            // and the field have different fonts, so their baselines sit at different fractions).
            for row in ["First", "Middle", "Last"] {
                let l = try XCTUnwrap(r["\(row) Name Label"]), f = try XCTUnwrap(r["\(row) Name Text Field"])
                assertClose(l.firstBaseline, f.firstBaseline, accuracy: 0.5, "\(o): \(row) row baseline")
            }
            let saves = ["Save", "Cancel", "Clear"].map { try? XCTUnwrap(r["\($0) Button"]) }
            let b = saves.compactMap { $0 }
            XCTAssertEqual(b.count, 3)
            for v in b.dropFirst() {
                // Equal widths up to the pixel rounding of the edges (1/scale).
                assertClose(v.frame.width, b[0].frame.width, accuracy: 0.5 + 1e-6, "\(o): buttons equally wide")
                assertClose(v.firstBaseline, b[0].firstBaseline, "\(o): buttons' baselines")
            }
            // The text view takes the spare height between the upper stack and the buttons.
            assertClose(text.minY, upper.maxY + 8, "\(o): text view below the upper stack")
            assertClose(buttons.minY, text.maxY + 8, "\(o): buttons below the text view")
            assertClose(buttons.maxY, root.maxY, "\(o): buttons at the bottom")
            XCTAssertTrue(text.height > 100, "\(o): text view height \(text.height)")
            assertClose(text.width, root.width, "\(o): text view width")
            // Everything inside the margins and between the guides (the first field sticking out
            // above the root stack by `stickOut`).
            let inside = Rect(x: 16, y: s.topGuide + 20 - stickOut, width: s.width - 32,
                              height: s.height - 40 - s.topGuide + stickOut)
            for v in r.orderedViews where v.id != r.rootID { assertInside(v.frame, inside, "\(o): \(v.node.name)") }
            XCTAssertTrue(r.conflicts.isEmpty && r.ambiguities.isEmpty, "\(o): \(r.conflicts) \(r.ambiguities)")
        }
    }

    // MARK: Dynamic Stack View

    func testDynamicStackView() throws {
        for o in Self.orientations {
            let (_, r) = try layOut("dynamic-stack-view", orientation: o)
            let s = screen(o)
            let scroll = r.frame("Scroll View"), stack = r.frame("Stack View")
            // The scroll view sits inside the margins (top margin = the safe area's top on iOS 11+).
            assertClose(scroll.minX, 16, "\(o): scroll leading margin")
            assertClose(scroll.maxX, s.width - 16, "\(o): scroll trailing margin")
            assertClose(scroll.minY, s.topGuide, "\(o): scroll on the top margin")
            assertClose(scroll.maxY, s.height - 20, "\(o): 20 above the bottom guide")
            // The stack is as wide as the scroll view; resting at the top, the content starts
            // below the 20-point content inset.
            assertClose(stack.width, scroll.width, "\(o): stack as wide as the scroll view")
            assertClose(stack.minX, scroll.minX, "\(o): stack leading")
            assertClose(stack.minY, scroll.minY + 20, "\(o): stack top after the content inset")
            let offset = try XCTUnwrap(r["Scroll View"]?.contentOffset)
            assertClose(offset.y, -20, "\(o): content offset at rest")
            let content = try XCTUnwrap(r["Scroll View"]?.contentSize)
            assertClose(content.width, scroll.width, "\(o): content width")
            assertClose(content.height, stack.height, "\(o): content height is the stack's")
            // The entries, then the Add Item button, stacked without gaps (spacing 0).
            var names = (1...3).map { "Entry \($0) Stack View" }
            names.append("Add Item Button")
            var y = stack.minY
            for name in names {
                let f = r.frame(name)
                assertClose(f.minY, y, "\(o): \(name) follows the previous entry")
                assertClose(f.minX, stack.minX, "\(o): \(name) leading")
                assertClose(f.width, stack.width, "\(o): \(name) width")
                y = f.maxY
            }
            assertClose(y, stack.maxY, "\(o): the button ends the stack")
            // Within each entry: the three views in a row, first baselines aligned.
            for i in 1...3 {
                let d = try XCTUnwrap(r["Entry \(i) Date Label"]), n = try XCTUnwrap(r["Entry \(i) Number Label"])
                let b = try XCTUnwrap(r["Entry \(i) Delete Button"])
                assertClose(n.frame.minX, d.frame.maxX + 8, "\(o): entry \(i) number after date")
                assertClose(b.frame.minX, n.frame.maxX + 8, "\(o): entry \(i) button after number")
                assertClose(b.frame.maxX, stack.maxX, "\(o): entry \(i) button at the trailing edge")
                assertClose(d.firstBaseline, n.firstBaseline, accuracy: 0.5, "\(o): entry \(i) baselines")
                assertClose(d.firstBaseline, b.firstBaseline, accuracy: 0.5, "\(o): entry \(i) baselines")
            }
        }
    }
}
