import Foundation
import Layout
import Raster
import Recipe
import SnapshotKit
import Typesetting
import XCTest
import LayoutTestSupport

/// The recipe → Layout model mapping, laid out with the grid measurer (round text sizes).
final class RecipeBuilderTests: XCTestCase {
    struct NoImages: RecipeImageLoading {
        func pixelSize(ofPNGAt path: String) throws(ImageLoadingError) -> (width: Int, height: Int) {
            throw ImageLoadingError("no images in this test")
        }
    }

    func build(_ json: String, environment: Layout.Environment = Layout.Environment(),
               images: any RecipeImageLoading = NoImages(), baseDirectory: String = "/tmp",
               file: StaticString = #filePath, line: UInt = #line) throws -> (BuiltRecipe, LayoutResult) {
        let document = try RecipeDocument.decode(text: json, file: "test.json", baseDirectory: baseDirectory)
        let built = try RecipeBuilder(images: images).build(document, for: environment)
        return (built, Layout.layout(built.tree, in: environment, measurer: GridTextMeasurer()))
    }

    func testStandardSpacingIs20ToTheSuperviewEdgeAnd8Otherwise() throws {
        let (_, r) = try build("""
        {"name": "t", "root": {"subviews": [
          {"view": "A", "intrinsicContentSize": {"width": 50, "height": 40}},
          {"view": "B", "intrinsicContentSize": {"width": 50, "height": 40}}]},
         "constraints": [
          "A.Leading = Superview.Leading + Standard", "A.Top = Top Layout Guide.Bottom + Standard",
          "B.Leading = A.Trailing + Standard", "B.Top = A.Top",
          "Superview.Bottom = B.Bottom + Standard"]}
        """)
        assertClose(r.frame("A").minX, 20, "to the superview edge")
        assertClose(r.frame("A").minY, 28, "8 below the top layout guide (status bar 20)")
        assertClose(r.frame("B").minX, 20 + 50 + 8, "between siblings")
        assertClose(r.frame("B").width, 50)
        assertClose(r.frame("B").maxY, 667 - 20, "Superview.Bottom = B.Bottom + Standard: the superview edge")
        XCTAssertTrue(r.conflicts.isEmpty)
    }

    func testVisualFormatUsesMarginsAndStandardSpacing() throws {
        let (_, r) = try build("""
        {"name": "t", "root": {"subviews": [
          {"view": "A", "intrinsicContentSize": {"width": 60, "height": 40}}, {"view": "B"}]},
         "constraints": ["H:|-[A]-[B]-|", "V:|-[A]", "B.Top = A.Top", "B.Height = A.Height"]}
        """)
        assertClose(r.frame("A").minX, 16, "|- is the root's margin")
        assertClose(r.frame("A").minY, 20, "the root's top margin is the safe area on iOS 11+")
        assertClose(r.frame("B").minX, r.frame("A").maxX + 8)
        assertClose(r.frame("B").maxX, 375 - 16)
    }

    func testSafeAreaAndGuides() throws {
        let env = Layout.Environment(device: .iPhoneX, orientation: .landscape)
        let (built, r) = try build("""
        {"name": "t", "root": {"subviews": [
          {"view": "Box", "subviews": [{"guide": "Inner"}]},
          {"view": "Filler"}]},
         "constraints": [
          "Box.Leading = Safe Area.Leading", "Box.Trailing = Safe Area.Trailing",
          "Box.Top = Safe Area.Top", "Box.Bottom = Safe Area.Bottom",
          "Inner.Leading = Superview.Leading + 10", "Inner.Width = 30", "Inner.Top = Box.Top", "Inner.Height = 5",
          "Filler.Leading = Inner.Trailing", "Filler.Top = Box.Top", "Filler.Width = 10", "Filler.Height = 10"]}
        """, environment: env)
        XCTAssertNotNil(built.guideIDs["Inner"])
        assertClose(r.frame("Box").minX, 44, "landscape sensor-housing side")
        assertClose(r.frame("Box").maxX, 812 - 44)
        assertClose(r.frame("Box").maxY, 375 - 21, "home indicator")
        assertClose(r.frame("Filler").minX, 44 + 10 + 30, "a named layout guide; Superview of a guide is its owner")
    }

    func testReadableContentGuide() throws {
        let recipe = """
        {"name": "t", "root": {"subviews": [{"view": "Text"}]},
         "constraints": ["Text.Leading = Superview.readableContentGuide.Leading", "Text.Trailing = Superview.Readable Content Guide.Trailing",
                         "Text.Top = Superview.readableContentGuide.Top", "Text.Height = 10"]}
        """
        let (_, phone) = try build(recipe)
        assertClose(phone.frame("Text").minX, 16, "on a phone the readable guide is the margins")
        assertClose(phone.frame("Text").maxX, 375 - 16)
        let (_, pad) = try build(recipe, environment: Layout.Environment(device: .iPad, orientation: .landscape))
        assertClose(pad.frame("Text").width, RecipeBuilder.readableContentWidth, "limited to the readable width")
        assertClose(pad.frame("Text").midX, 1024 / 2, "centred")
    }

    func testViewPropertiesMapToTheModel() throws {
        let (built, r) = try build("""
        {"name": "t", "root": {"backgroundColor": "systemGray6", "subviews": [
          {"view": "Fixed", "frame": {"x": 5, "y": 6, "width": 70, "height": 80}},
          {"stack": "S", "axis": "vertical", "alignment": "center", "distribution": "equalSpacing", "spacing": "system",
           "isLayoutMarginsRelativeArrangement": true, "layoutMargins": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4},
           "arrangedSubviews": [
            {"label": "L", "text": "Hello", "font": "system 20 bold", "textColor": "#FF000080", "numberOfLines": 0,
             "textAlignment": "right", "lineBreakMode": "byCharWrapping", "customSpacingAfter": 30},
            {"button": "B", "type": "custom", "title": "Go", "contentEdgeInsets": {"left": 5, "right": 5}},
            {"textField": "F", "borderStyle": "line", "placeholder": "Name", "font": "headline"},
            {"switch": "W", "on": true, "onTintColor": "systemBlue", "hidden": true},
            {"textView": "T", "text": "Notes", "scrollingEnabled": false, "textContainerInset": {"top": 2},
             "lineFragmentPadding": 0},
            {"scrollView": "SV", "contentInset": {"top": 10, "left": 4}, "alpha": 0.5, "cornerRadius": 6,
             "borderWidth": 1, "borderColor": "red", "clipsToBounds": true,
             "semanticContentAttribute": "forceRightToLeft", "layoutMargins": {"left": 7, "right": 9}}]}]},
         "constraints": ["S.Leading = Superview.Leading", "S.Top = Superview.Top"]}
        """)
        let tree = built.tree
        func node(_ n: String) throws -> ViewNode { tree[try XCTUnwrap(built.viewIDs[n])] }
        XCTAssertEqual(tree[tree.root].backgroundColor, Layout.Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255, dynamic: .system(.systemGray6)))
        let s = try XCTUnwrap(try node("S").stack)
        XCTAssertEqual(s.axis, .vertical)
        XCTAssertEqual(s.alignment, .center)
        XCTAssertEqual(s.distribution, .equalSpacing)
        XCTAssertEqual(s.spacing, 8)
        XCTAssertTrue(s.isLayoutMarginsRelativeArrangement)
        XCTAssertEqual(s.arrangedSubviews.count, 6)
        XCTAssertEqual(s.customSpacing[try XCTUnwrap(built.viewIDs["L"])], 30)
        XCTAssertEqual(try node("S").layoutMargins, DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        guard case .label(let l) = try node("L").kind else { return XCTFail("L is not a label") }
        XCTAssertEqual(l.text, "Hello")
        XCTAssertEqual(l.font, .system(size: 20, weight: .bold))
        XCTAssertEqual(l.textColor.alpha, 128.0 / 255, accuracy: 1e-9)
        XCTAssertEqual(l.numberOfLines, 0)
        XCTAssertEqual(l.textAlignment, .right)
        XCTAssertEqual(l.lineBreakMode, .byCharWrapping)
        guard case .button(let b) = try node("B").kind else { return XCTFail("B is not a button") }
        XCTAssertEqual(b.type, .custom)
        XCTAssertEqual(b.tintColor, .white, "custom buttons have white titles")
        XCTAssertEqual(b.contentEdgeInsets, Layout.EdgeInsets(top: 0, left: 5, bottom: 0, right: 5))
        guard case .textField(let f) = try node("F").kind else { return XCTFail("F is not a text field") }
        XCTAssertEqual(f.borderStyle, .line)
        XCTAssertEqual(f.placeholder, "Name")
        XCTAssertEqual(f.font, .preferred(.headline))
        guard case .switch(let w) = try node("W").kind else { return XCTFail("W is not a switch") }
        XCTAssertTrue(w.isOn)
        XCTAssertTrue(try node("W").isHidden)
        guard case .textView(let t) = try node("T").kind else { return XCTFail("T is not a text view") }
        XCTAssertFalse(t.isScrollEnabled)
        XCTAssertEqual(t.lineFragmentPadding, 0)
        XCTAssertEqual(try node("Fixed").autoresizingFrame, Layout.Rect(x: 5, y: 6, width: 70, height: 80))
        XCTAssertEqual(r.frame("Fixed"), Layout.Rect(x: 5, y: 6, width: 70, height: 80), "kept by autoresizing constraints")
        XCTAssertEqual(t.textContainerInset, Layout.EdgeInsets(top: 2, left: 0, bottom: 8, right: 0), "unset edges keep UIKit's")
        let sv = try node("SV")
        guard case .scrollView(let p) = sv.kind else { return XCTFail("SV is not a scroll view") }
        XCTAssertEqual(p.contentInset, Layout.EdgeInsets(top: 10, left: 4, bottom: 0, right: 0))
        XCTAssertEqual(p.contentOffset, Layout.Point(x: -4, y: -10), "at rest at the top-left of the inset content")
        XCTAssertEqual(sv.alpha, 0.5)
        XCTAssertEqual(sv.cornerRadius, 6)
        XCTAssertEqual(sv.border, Border(width: 1, color: Layout.Color(red: 1, green: 0, blue: 0)))
        XCTAssertTrue(sv.clipsToBounds)
        XCTAssertEqual(sv.semanticContentAttribute, .forceRightToLeft)
        XCTAssertEqual(sv.layoutMargins, DirectionalEdgeInsets(top: 8, leading: 9, bottom: 8, trailing: 7),
                       "left/right margins of a right-to-left view: leading is the right side")
        XCTAssertTrue(built.warnings.isEmpty, "\(built.warnings)")
        XCTAssertNotNil(r["S"])
    }

    func testHuggingCompressionAndIntrinsicSizeOverride() throws {
        let (built, r) = try build("""
        {"name": "t", "root": {"subviews": [
          {"view": "Box", "intrinsicContentSize": {"width": 120, "height": 44},
           "hugging": {"horizontal": 251}, "compressionResistance": {"vertical": 749}},
          {"label": "L", "text": "x", "intrinsicContentSize": {"width": 10}}]},
         "constraints": ["Box.Leading = Superview.Leading", "Box.Top = Superview.Top",
                         "L.Leading = Superview.Leading", "L.Top = Box.Bottom"]}
        """)
        let box = built.tree[try XCTUnwrap(built.viewIDs["Box"])]
        XCTAssertEqual(box.contentHugging.horizontal, LayoutPriority(251))
        XCTAssertEqual(box.contentHugging.vertical, LayoutPriority(250), "the axis left out keeps the default")
        XCTAssertEqual(box.compressionResistance.vertical, LayoutPriority(749))
        XCTAssertEqual(r.frame("Box").width, 120)
        XCTAssertEqual(r.frame("Box").height, 44)
        XCTAssertEqual(built.warnings.count, 1, "an override on a label is reported: \(built.warnings)")
        XCTAssertEqual(built.constraintSources.count, built.tree.constraints.count)
    }

    /// Issue #12 rule 11: plain views overriding `intrinsicContentSize` (50/100/150) in a 360-pt
    /// fillProportionally stack share it 60/120/180 (not 120/120/120), as image views do.
    func testFillProportionallyReadsIntrinsicSizeOverrides() throws {
        let (_, r) = try build("""
        {"name": "t", "root": {"subviews": [
          {"stack": "S", "axis": "horizontal", "distribution": "fillProportionally", "arrangedSubviews": [
            {"view": "A", "intrinsicContentSize": {"width": 50, "height": 30}},
            {"view": "B", "intrinsicContentSize": {"width": 100, "height": 30}},
            {"view": "C", "intrinsicContentSize": {"width": 150, "height": "none"}}]}]},
         "constraints": ["S.Leading = Superview.Leading + 8", "S.Top = Superview.Top + 40", "S.Width = 360"]}
        """)
        XCTAssertEqual(["A", "B", "C"].map { r.frame($0).width }, [60, 120, 180])
        XCTAssertEqual(r.frame("S").height, 30, "the stack is as tall as its tallest intrinsic height")
        XCTAssertTrue(r.conflicts.isEmpty && r.ambiguities.isEmpty, "\(r.conflicts) \(r.ambiguities)")
    }

    func testTraitVariantsFollowTheEnvironment() throws {
        let recipe = """
        {"name": "t", "root": {"subviews": [
          {"view": "Box", "backgroundColor": "red", "variants": [{"when": "hC", "backgroundColor": "blue"}]},
          {"view": "Only Landscape", "when": "landscape"}]},
         "constraints": ["Box.Width = 10", "Box.Height = 10", "Box.Leading = Superview.Leading", "Box.Top = Superview.Top",
                         {"constraint": "Only Landscape.Width = 5", "when": "landscape"}]}
        """
        let (portrait, _) = try build(recipe)
        XCTAssertNil(portrait.viewIDs["Only Landscape"])
        XCTAssertEqual(portrait.tree[try XCTUnwrap(portrait.viewIDs["Box"])].backgroundColor, Layout.Color(red: 1, green: 0, blue: 0))
        let (landscape, _) = try build(recipe, environment: Layout.Environment(orientation: .landscape))
        XCTAssertNotNil(landscape.viewIDs["Only Landscape"])
        XCTAssertEqual(landscape.tree[try XCTUnwrap(landscape.viewIDs["Box"])].backgroundColor, Layout.Color(red: 0, green: 0, blue: 1))
    }

    func testImageSizesInPointsFromTheFileScale() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-builder-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let bitmap = try Bitmap(width: 90, height: 60, fill: PixelColor(r: 10, g: 200, b: 30))
        try PNG.write(bitmap, to: dir.appendingPathComponent("pic@3x.png").path)
        try PNG.write(bitmap, to: dir.appendingPathComponent("pic.png").path)
        let pipeline = try XCTUnwrap(sharedPipeline)
        let (built, r) = try build("""
        {"name": "t", "root": {"subviews": [
          {"image": "Three", "source": "pic@3x.png"}, {"image": "One", "source": "pic.png"},
          {"image": "Solid", "source": {"solid": "systemTeal", "width": 12, "height": 8}}]},
         "constraints": ["Three.Leading = Superview.Leading", "Three.Top = Superview.Top",
                         "One.Leading = Superview.Leading", "One.Top = Three.Bottom",
                         "Solid.Leading = Superview.Leading", "Solid.Top = One.Bottom"]}
        """, images: pipeline.images, baseDirectory: dir.path)
        assertClose(r.frame("Three").width, 30, "90 px at @3x")
        assertClose(r.frame("Three").height, 20)
        assertClose(r.frame("One").width, 90, "no suffix: @1x")
        assertClose(r.frame("Solid").width, 12)
        XCTAssertEqual(built.images.count, 3)
        let table = try pipeline.imageTable(for: built, scale: 2)
        XCTAssertEqual(table.count, 3)
        let solid = try XCTUnwrap(built.images.first { if case .solid = $0.origin { return true } else { return false } })
        let pixels = try XCTUnwrap(table[solid.key])
        XCTAssertEqual(pixels.width, 24, "generated at the render scale")
        XCTAssertEqual(pixels.color(x: 3, y: 3), PixelColor(r: 48, g: 176, b: 199))
    }
}
