import XCTest
@testable import Layout

/// The three Cookbook recipes with the real typesetter on an iPhone 8, portrait and landscape.
final class CookbookRecipeTests: XCTestCase {
    static let measurer: TypesetterMeasurer? = try? TypesetterMeasurer()

    func measurer() throws -> TypesetterMeasurer { try XCTUnwrap(Self.measurer, "fonts") }

    func env(_ o: Orientation) -> Environment { Environment(device: .iPhone8, orientation: o) }

    func frame(_ r: LayoutResult, _ v: ViewID) -> Rect { r[v]?.frame ?? Rect(x: .nan, y: .nan, width: .nan, height: .nan) }

    func assertInsideMargins(_ r: LayoutResult, _ views: [ViewID], width: Double, file: StaticString = #filePath, line: UInt = #line) {
        for v in views {
            let f = frame(r, v)
            XCTAssertGreaterThanOrEqual(f.minX, 16, "\(r[v]?.node.name ?? "")", file: file, line: line)
            XCTAssertLessThanOrEqual(f.maxX, width - 16, "\(r[v]?.node.name ?? "")", file: file, line: line)
        }
    }

    func testSimpleStackView() throws {
        let s = try Cookbook.simple()
        for o in [Orientation.portrait, .landscape] {
            let r = layout(s.tree, in: env(o), measurer: try measurer())
            XCTAssertTrue(r.conflicts.isEmpty, "\(r.conflicts.map(\.message))")
            XCTAssertTrue(r.ambiguities.isEmpty, "\(o): \(r.ambiguities)")
            let size = env(o).rootSize
            let top = o == .portrait ? 28.0 : 8.0  // top layout guide (20 / 0) + standard 8
            XCTAssertEqual(frame(r, s.stack), Rect(x: 16, y: top, width: size.width - 32, height: size.height - 8 - top))
            let label = frame(r, s.label), image = frame(r, s.image), button = frame(r, s.button)
            for f in [label, image, button] { XCTAssertEqual(f.width, size.width - 32); XCTAssertEqual(f.minX, 16) }
            XCTAssertEqual(label.minY, top)
            XCTAssertEqual(label.height, r[s.label]?.text.map { PixelGrid.ceil($0.height, scale: 2) })
            XCTAssertEqual(image.minY, label.maxY + 8)
            XCTAssertEqual(button.minY, image.maxY + 8)
            XCTAssertEqual(button.maxY, size.height - 8)
            XCTAssertEqual(button.height, 30)
            if o == .landscape {
                XCTAssertLessThan(image.height, 400, "the image view (CR 749) shrinks")
            } else {
                XCTAssertGreaterThan(image.height, 400, "the image view (hugging 249) grows")
            }
        }
    }

    func testNestedStackViews() throws {
        let n = try Cookbook.nested()
        for o in [Orientation.portrait, .landscape] {
            let r = layout(n.tree, in: env(o), measurer: try measurer())
            let size = env(o).rootSize
            XCTAssertTrue(r.conflicts.isEmpty, "\(r.conflicts.map(\.message))")
            XCTAssertTrue(r.ambiguities.isEmpty, "\(o): \(r.ambiguities)")
            let top = (o == .portrait ? 20.0 : 0) + 20
            XCTAssertEqual(frame(r, n.root), Rect(x: 16, y: top, width: size.width - 32, height: size.height - 20 - top))
            // image view square and as tall as the name rows
            let image = frame(r, n.image), rows = frame(r, n.nameRows)
            XCTAssertEqual(image.width, image.height, accuracy: 0.5, "\(o)")
            XCTAssertEqual(image.height, rows.height, accuracy: 0.5, "\(o)")
            XCTAssertEqual(image.minY, rows.minY)
            // text fields equal width, hence labels as wide as the widest label text
            let fieldWidths = n.fields.map { frame(r, $0).width }
            for w in fieldWidths { XCTAssertEqual(w, fieldWidths[0], accuracy: 0.5) }
            let widest = n.labels.compactMap { r[$0]?.text?.width }.max() ?? 0
            for l in n.labels { XCTAssertEqual(frame(r, l).width, PixelGrid.ceil(widest, scale: 2), accuracy: 0.5) }
            // first baselines equal in each row (within 1/scale)
            for (l, f) in zip(n.labels, n.fields) {
                XCTAssertEqual(r[l]?.firstBaseline ?? 0, r[f]?.firstBaseline ?? 1, accuracy: 0.5)
            }
            let buttonBaselines = n.buttons.compactMap { r[$0]?.firstBaseline }
            for b in buttonBaselines { XCTAssertEqual(b, buttonBaselines[0], accuracy: 0.5) }
            // buttons equal width
            let bw = n.buttons.map { frame(r, $0).width }
            for w in bw { XCTAssertEqual(w, bw[0], accuracy: 0.5) }
            XCTAssertEqual(bw[0], ((size.width - 32 - 16) / 3), accuracy: 0.5)
            // the text view takes the spare height
            let upper = frame(r, n.upper), text = frame(r, n.textView), buttons = frame(r, n.buttonStack)
            XCTAssertEqual(text.minY, upper.maxY + 8)
            XCTAssertEqual(buttons.minY, text.maxY + 8)
            XCTAssertEqual(buttons.maxY, size.height - 20)
            XCTAssertGreaterThan(text.height, 100)
            XCTAssertEqual(buttons.height, 30)
            // everything inside the margins
            assertInsideMargins(r, r.orderedViews.map(\.id).filter { $0 != n.tree.root }, width: size.width)
        }
    }

    func testDynamicStackViewAnyNumberOfEntries() throws {
        for count in [0, 1, 3, 25] {
            let d = try Cookbook.dynamic(entries: count)
            for o in [Orientation.portrait, .landscape] {
                let r = layout(d.tree, in: env(o), measurer: try measurer())
                let size = env(o).rootSize
                XCTAssertTrue(r.conflicts.isEmpty, "\(r.conflicts.map(\.message))")
                XCTAssertTrue(r.ambiguities.isEmpty, "\(count) \(o): \(r.ambiguities)")
                let top = o == .portrait ? 20.0 : 0  // root top margin = safe-area top (iOS 11+)
                XCTAssertEqual(frame(r, d.scroll), Rect(x: 16, y: top, width: size.width - 32, height: size.height - 20 - top))
                let stack = try XCTUnwrap(r[d.stack])
                XCTAssertEqual(stack.frame.width, size.width - 32)
                XCTAssertEqual(stack.frame.minY, top)
                let content = try XCTUnwrap(r[d.scroll]?.contentSize)
                XCTAssertEqual(content.width, size.width - 32)
                XCTAssertEqual(content.height, stack.frame.height)
                // fitting height: entries and the button, no extra gaps (spacing 0, canvas fit)
                let sum = (d.entries + [d.addButton]).map { frame(r, $0).height }.reduce(0, +)
                XCTAssertEqual(stack.frame.height, sum, accuracy: 0.01)
                for e in d.entries {
                    let items = r[e]?.node.stack?.arrangedSubviews ?? []
                    let baselines = items.compactMap { r[$0]?.firstBaseline }
                    XCTAssertEqual(baselines.count, 3)
                    for b in baselines { XCTAssertEqual(b, baselines[0], accuracy: 0.5) }
                    XCTAssertEqual(frame(r, e).width, size.width - 32)
                }
            }
        }
    }

    /// Re-layout through the engine (edit variables + constraint diff) equals a fresh layout.
    func testIncrementalChangesMatchFreshLayout() throws {
        var d = try Cookbook.dynamic(entries: 3)
        var engine = LayoutEngine(tree: d.tree, environment: env(.portrait), measurer: try measurer())
        _ = engine.layout()
        // rotate
        engine.setEnvironment(env(.landscape))
        var incremental = engine.layout()
        var fresh = layout(d.tree, in: env(.landscape), measurer: try measurer())
        XCTAssertEqual(incremental.orderedViews.map(\.frame), fresh.orderedViews.map(\.frame))
        // add entries, hide one, change an axis, rotate back
        try Cookbook.addEntry(&d, index: 3)
        try Cookbook.addEntry(&d, index: 4)
        d.tree[d.entries[1]].isHidden = true
        try d.tree.modifyStack(d.entries[2]) { $0.axis = .vertical; $0.alignment = .leading }
        engine.setTree(d.tree)
        engine.setEnvironment(env(.portrait))
        incremental = engine.layout()
        fresh = layout(d.tree, in: env(.portrait), measurer: try measurer())
        XCTAssertEqual(incremental.orderedViews.map(\.frame), fresh.orderedViews.map(\.frame))
        XCTAssertEqual(incremental.ambiguities, fresh.ambiguities)
        XCTAssertLessThanOrEqual(frame(incremental, d.entries[1]).height, 1, "hidden: zero length at 999.999 (baseline-aligned content may keep a sliver)")
    }
}
