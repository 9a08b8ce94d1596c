import XCTest
import Layout
import Typesetting
@testable import InterfaceBuilder

/// The storyboard → Layout mapping (`IBLayoutBuilder`) on hand-written fixtures.
final class LayoutMappingTests: XCTestCase {
    static let measurer: TypesetterMeasurer? = try? TypesetterMeasurer()
    func measurer() throws -> TypesetterMeasurer { try XCTUnwrap(Self.measurer, "fonts") }

    let images = IBImageFinder(directories: [Fixture.path("Images")])

    func build(_ file: String, scene: String? = nil, _ environment: (IBScene, IBDocument) -> Layout.Environment)
        throws -> (IBBuiltScene, LayoutResult) {
        let doc = try Fixture.load(file)
        let s = try XCTUnwrap(scene.flatMap(doc.scene(named:)) ?? doc.initialScene)
        let built = try IBLayoutBuilder(images: images).build(s, of: doc, for: environment(s, doc))
        return (built, layout(built.tree, in: built.environment, measurer: try measurer()))
    }

    func canvas(_ s: IBScene, _ d: IBDocument) -> Layout.Environment { IBLayoutBuilder.canvasEnvironment(for: s, in: d) }
    func phone(_ o: Orientation) -> (IBScene, IBDocument) -> Layout.Environment {
        { _, _ in Layout.Environment(device: .iPhone8, orientation: o) }
    }

    func frame(_ b: IBBuiltScene, _ r: LayoutResult, _ id: String, file: StaticString = #filePath, line: UInt = #line) -> Rect {
        guard let v = b.viewIDs[id], let f = r[v]?.frame else {
            XCTFail("no view \(id)", file: file, line: line)
            return .zero
        }
        return f
    }

    func node(_ b: IBBuiltScene, _ id: String) throws -> ViewNode { b.tree[try XCTUnwrap(b.viewIDs[id])] }

    // MARK: environment

    func testCanvasEnvironment() throws {
        let doc = try Fixture.load("Mapping.storyboard")
        let scene = try XCTUnwrap(doc.initialScene)
        let env = IBLayoutBuilder.canvasEnvironment(for: scene, in: doc)
        XCTAssertEqual(env.device.name, "interface-builder")
        XCTAssertEqual(env.rootSize, Size(width: 600, height: 600))
        XCTAssertEqual(env.topLayoutGuideLength, 20)
        XCTAssertEqual(env.rootLayoutMargins.left, 20)
        XCTAssertEqual(env.rootLayoutMargins.right, 20)
        XCTAssertEqual(env.defaultViewMargins, 8)
        XCTAssertTrue(IBLayoutBuilder.usesAnySizeClass(scene, in: doc, environment: env))
        XCTAssertFalse(IBLayoutBuilder.usesAnySizeClass(scene, in: doc, environment: Layout.Environment(device: .iPhone8)))

        let safe = try Fixture.load("SafeArea.storyboard")
        let s2 = try XCTUnwrap(safe.initialScene)
        let env2 = IBLayoutBuilder.canvasEnvironment(for: s2, in: safe)
        XCTAssertEqual(env2.rootSize, Size(width: 414, height: 896))
        XCTAssertEqual(env2.safeAreaInsets.top, 44, "a retina6_1 canvas of Xcode 12 (17701) has a 44-point top inset, not the iPhone 11's 48")
        XCTAssertEqual(env2.safeAreaInsets.bottom, 34)
        XCTAssertFalse(IBLayoutBuilder.usesAnySizeClass(s2, in: safe, environment: env2), "Xcode 8+ documents name a device")
        // a canvas of a preset's size takes the preset's size classes and margins, per orientation
        XCTAssertTrue(env2.sizeClass == (.compact, .regular), "414×896 is an iPhone 11 in portrait")
        let land = IBLayoutBuilder.canvasEnvironment(for: s2, in: safe, orientation: .landscape)
        XCTAssertEqual(land.rootSize, Size(width: 896, height: 414))
        XCTAssertTrue(land.sizeClass == (.regular, .compact))
        XCTAssertEqual(land.rootLayoutMargins.left, 20 + 48, "side margin + landscape safe-area side")
        let phone = Device.interfaceBuilderCanvas(width: 667, height: 375)
        XCTAssertTrue(phone.sizeClassPortrait == (.compact, .compact), "iPhone 8 landscape")
        XCTAssertEqual(phone.rootSideMargin, 16)
        XCTAssertEqual(phone.statusBarHeight, 0, "no status bar on an iPhone in landscape")
        XCTAssertTrue(Device.interfaceBuilderCanvas(width: 500, height: 300).sizeClassPortrait == (.regular, .compact))
        let x = Layout.Environment(device: Device.interfaceBuilderCanvas(width: 375, height: 812), osVersion: OSVersion(11))
        XCTAssertEqual(x.safeAreaInsets, EdgeInsets(top: 44, bottom: 34), "an iPhone X canvas: its own safe area")
        XCTAssertEqual(Layout.Environment(device: Device.interfaceBuilderCanvas(width: 812, height: 375), osVersion: OSVersion(11)).safeAreaInsets,
                       EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        // the square canvas does not turn
        XCTAssertEqual(IBLayoutBuilder.canvasEnvironment(for: scene, in: doc, orientation: .landscape).rootSize,
                       Size(width: 600, height: 600))
    }

    // MARK: frames

    func testCanvasFrames() throws {
        let (b, r) = try build("Mapping.storyboard", canvas)
        XCTAssertTrue(r.conflicts.isEmpty, "\(r.conflicts.map(\.message))")
        XCTAssertTrue(r.ambiguities.isEmpty, "\(r.ambiguities)")
        XCTAssertTrue(b.usesAnySizeClass)
        // leading/trailing = root margins (20), top = top layout guide (20) + 8, height 100 (Any/Any)
        XCTAssertEqual(frame(b, r, "hdr-mm-001"), Rect(x: 20, y: 28, width: 560, height: 100))
        // width = 0.25 × root width + 50, width:height = 2:1
        let box = frame(b, r, "box-mm-001")
        XCTAssertEqual(box.width, 200)
        XCTAssertEqual(box.height, 100)
        XCTAssertEqual(box.minX, 20)
        // the photo's top (priority-750 chain): 8 below the missing photo of 90 points
        XCTAssertEqual(box.minY, frame(b, r, "img-mm-002").maxY + 8)
        // bottom layout guide (bottom edge) − 80, width ≥ 50 beats width = 30 @250
        XCTAssertEqual(frame(b, r, "hid-mm-001"), Rect(x: 0, y: 500, width: 50, height: 20))
        // a custom view takes its placeholder intrinsic size on the canvas
        XCTAssertEqual(frame(b, r, "cst-mm-001"), Rect(x: box.maxX + 20, y: box.minY, width: 120, height: 30))
        // a view without constraints keeps its stored frame
        XCTAssertEqual(frame(b, r, "frm-mm-001"), Rect(x: 400, y: 400, width: 100, height: 50))
        // the label's first baseline is the text field's
        let label = try XCTUnwrap(r[try XCTUnwrap(b.viewIDs["lbl-mm-001"])])
        let field = try XCTUnwrap(r[try XCTUnwrap(b.viewIDs["fld-mm-001"])])
        XCTAssertEqual(label.firstBaseline, field.firstBaseline, accuracy: 0.5)
        XCTAssertEqual(field.frame.minX, label.frame.maxX + 8)
        XCTAssertEqual(field.frame.maxX, 580)
    }

    func testSizeClassVariationsChooseConstraints() throws {
        let (bp, rp) = try build("Mapping.storyboard", phone(.portrait))
        let (bl, rl) = try build("Mapping.storyboard", phone(.landscape))
        XCTAssertFalse(bp.usesAnySizeClass)
        // compact/regular: the 100-point height; compact/compact: the 40-point one.
        XCTAssertEqual(frame(bp, rp, "hdr-mm-001"), Rect(x: 16, y: 28, width: 343, height: 100))
        XCTAssertEqual(frame(bl, rl, "hdr-mm-001"), Rect(x: 16, y: 8, width: 635, height: 40))
        let ids = { (b: IBBuiltScene) in Set(b.tree.constraints.compactMap(\.identifier)) }
        XCTAssertTrue(ids(bp).contains("Header Height Regular"))
        XCTAssertFalse(ids(bp).contains("Header Height Compact"))
        XCTAssertTrue(ids(bl).contains("Header Height Compact"))
        XCTAssertFalse(ids(bl).contains("Header Height Regular"))
        XCTAssertTrue(rp.conflicts.isEmpty && rl.conflicts.isEmpty)
        // the placeholder intrinsic size is a canvas-only value: at run time the custom view has none
        XCTAssertFalse(bp.tree.constraints.contains { $0.identifier == "IB-placeholder-intrinsic-size" })
        XCTAssertEqual(rp.ambiguities.map(\.view), ["ChartView (cst-mm-001)"])
    }

    func testAnySizeClassAppliesDefaultVariationsOnly() throws {
        let doc = try Fixture.load("Variations.storyboard")
        let scene = try XCTUnwrap(doc.initialScene)
        let any = scene.installedForAnySizeClass()
        XCTAssertNil(any.rootView?.view(withID: "pad-aa-001"), "excluded by default, included only for regular/regular")
        XCTAssertNotNil(scene.installed(for: .pad).rootView?.view(withID: "pad-aa-001"))
        XCTAssertNil(any.constraint(withID: "c07-aa-001"))
        XCTAssertNotNil(any.constraint(withID: "c06-aa-001"))
        XCTAssertNotNil(scene.installed(for: .phonePortrait).constraint(withID: "c07-aa-001"))
    }

    func testAutoresizingMaskFollowsTheRootSize() throws {
        // flexibleMinX + flexibleMaxY: the left margin takes the width change, the bottom margin the height change
        let (b, r) = try build("Mapping.storyboard", phone(.portrait))
        XCTAssertEqual(frame(b, r, "frm-mm-001"), Rect(x: 400 - 225, y: 400, width: 100, height: 50))
        XCTAssertEqual(try node(b, "frm-mm-001").autoresizingFrame, Rect(x: 175, y: 400, width: 100, height: 50))
        XCTAssertNil(try node(b, "hdr-mm-001").autoresizingFrame)
    }

    // MARK: properties

    func testViewProperties() throws {
        let (b, _) = try build("Mapping.storyboard", canvas)
        let header = try node(b, "hdr-mm-001")
        XCTAssertEqual(header.name, "Header (hdr-mm-001)")
        XCTAssertEqual(header.backgroundColor, Color(red: 1, green: 0, blue: 0))
        // 0.25 calibrated white (gamma 1.8) is sRGB 0.318 (81 of 255).
        XCTAssertEqual(header.tintColor?.red ?? 0, 0.318, accuracy: 0.001)
        XCTAssertEqual(header.tintColor?.red, header.tintColor?.blue)
        XCTAssertEqual(header.alpha, 0.5)
        XCTAssertTrue(header.clipsToBounds)
        XCTAssertEqual(header.semanticContentAttribute, .forceRightToLeft)
        // fixed left 2 / right 4 on a right-to-left view: leading is the right side
        XCTAssertEqual(header.layoutMargins, DirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
        XCTAssertTrue(header.preservesSuperviewLayoutMargins)
        XCTAssertTrue(try node(b, "hid-mm-001").isHidden)
        XCTAssertFalse(header.isHidden)
        if case .view = try node(b, "box-mm-001").kind {} else { XCTFail("a container view is a plain view") }
        XCTAssertEqual(b.objectID(of: b.tree.root), "root-mm-01")
        XCTAssertEqual(b.tree[b.tree.root].backgroundColor, .white)
    }

    func testControlProperties() throws {
        let (b, _) = try build("Mapping.storyboard", canvas)
        let labelNode = try node(b, "lbl-mm-001")
        guard case .label(let label) = labelNode.kind else { return XCTFail("label") }
        XCTAssertEqual(label.text, "Title")
        XCTAssertEqual(label.font, .preferred(.headline))
        XCTAssertEqual(label.textAlignment, .center)
        XCTAssertEqual(label.numberOfLines, 0)
        XCTAssertEqual(label.lineBreakMode, .byWordWrapping)
        XCTAssertEqual(label.textColor, Color.black.withDynamic(.darkText), "darkTextColor (black in both appearances)")
        XCTAssertEqual(labelNode.contentHugging, AxisPriorities(251, 251))
        XCTAssertEqual(labelNode.compressionResistance, AxisPriorities(740, 750), "absent = UIKit's 750")

        guard case .textField(let field) = try node(b, "fld-mm-001").kind else { return XCTFail("text field") }
        XCTAssertEqual(field.borderStyle, .roundedRect)
        XCTAssertEqual(field.placeholder, "Name")
        XCTAssertEqual(field.font, .system(size: 14, weight: .semibold))
        XCTAssertEqual(field.textAlignment, .left, "absent textAlignment is left in the archive")

        let stackNode = try node(b, "stk-mm-001")
        let stack = try XCTUnwrap(stackNode.stack)
        XCTAssertEqual(stack.axis, .vertical)
        XCTAssertEqual(stack.alignment, .center)
        XCTAssertEqual(stack.distribution, .fillEqually)
        XCTAssertEqual(stack.spacing, 8, "spacingType=standard")
        XCTAssertEqual(stack.arrangedSubviews, ["btn-mm-001", "swt-mm-001", "txv-mm-001"].compactMap { b.viewIDs[$0] })

        guard case .button(let button) = try node(b, "btn-mm-001").kind else { return XCTFail("button") }
        XCTAssertEqual(button.type, .system, "roundedRect = system")
        XCTAssertEqual(button.title, "Go")
        XCTAssertEqual(button.font, .system(size: 15, weight: .bold))
        XCTAssertEqual(button.tintColor, Color(red: 0, green: 0.5, blue: 0), "the normal title colour")

        let switchNode = try node(b, "swt-mm-001")
        guard case .switch(let sw) = switchNode.kind else { return XCTFail("switch") }
        XCTAssertTrue(sw.isOn)
        XCTAssertEqual(sw.onTintColor, Color(red: 0, green: 0, blue: 1))
        XCTAssertEqual(switchNode.contentHugging, AxisPriorities(750, 750))

        guard case .textView(let tv) = try node(b, "txv-mm-001").kind else { return XCTFail("text view") }
        XCTAssertEqual(tv.text, "Notes")
        XCTAssertFalse(tv.isScrollEnabled)
    }

    func testSafeAreaScrollViewAndSystemColours() throws {
        let (b, r) = try build("SafeArea.storyboard", { _, _ in Layout.Environment(device: .iPhone11) })
        XCTAssertTrue(r.conflicts.isEmpty, "\(r.conflicts.map(\.message))")
        // pinned to the root's safe area: 48 top, 34 bottom on an iPhone 11
        XCTAssertEqual(frame(b, r, "scr-bb-001"), Rect(x: 0, y: 48, width: 414, height: 896 - 48 - 34))
        // content guide edges + width = frame guide width
        XCTAssertEqual(frame(b, r, "stk-bb-001").width, 414)
        XCTAssertEqual(frame(b, r, "stk-bb-001").minY, 48, "content at offset 0")
        let root = b.tree[b.tree.root]
        XCTAssertEqual(root.semanticContentAttribute, .forceRightToLeft)
        XCTAssertFalse(root.insetsLayoutMarginsFromSafeArea)
        XCTAssertEqual(root.backgroundColor, Color.white.withDynamic(.systemBackground), "systemBackgroundColor from <resources>, dynamic")
        let plain = try XCTUnwrap(b.scene.allViews.first { $0.properties.isHidden })
        let n = try node(b, plain.id)
        XCTAssertEqual(n.layoutMargins, DirectionalEdgeInsets(top: 4, leading: 24, bottom: 4, trailing: 8))
        XCTAssertEqual(n.tintColor, Color(red: 0, green: 0.47843137254901963, blue: 1), "named colour from <resources>")
        XCTAssertEqual(n.alpha, 0.5)
        guard case .textField(let field) = try node(b, "txf-bb-001").kind else { return XCTFail("text field") }
        XCTAssertEqual(field.borderStyle, .line)
        XCTAssertEqual(field.text, "Ada")
    }

    func testConstraints() throws {
        let (b, _) = try build("Mapping.storyboard", canvas)
        let root = b.tree.root
        func id(_ s: String) throws -> ViewID { try XCTUnwrap(b.viewIDs[s]) }
        let cs = b.tree.constraints
        func has(_ c: LayoutConstraint, file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertTrue(cs.contains { var x = $0; x.origin = c.origin; return x == c }, "\(c)", file: file, line: line)
        }
        // implicit first item = the owning view; margins
        has(LayoutConstraint(.view(root), .trailingMargin, .equal, .view(try id("hdr-mm-001")), .trailing))
        // top layout guide, symbolic (standard) spacing as written
        has(LayoutConstraint(.view(try id("hdr-mm-001")), .top, .equal, .topLayoutGuide, .bottom, constant: 8))
        has(LayoutConstraint(.bottomLayoutGuide, .top, .equal, .view(try id("hid-mm-001")), .bottom, constant: 80))
        // ratio multiplier, multiplier + constant, priority, relation, identifier, baselines
        has(LayoutConstraint(.view(try id("box-mm-001")), .width, .equal, .view(try id("box-mm-001")), .height, multiplier: 2))
        has(LayoutConstraint(.view(try id("box-mm-001")), .width, .equal, .view(root), .width, multiplier: 0.25, constant: 50))
        has(LayoutConstraint(.view(try id("box-mm-001")), .top, .equal, .view(try id("img-mm-002")), .bottom, constant: 8,
                             priority: .defaultHigh))
        has(LayoutConstraint(.view(try id("hid-mm-001")), .width, .greaterThanOrEqual, constant: 50))
        has(LayoutConstraint(.view(try id("hdr-mm-001")), .height, .equal, constant: 100, identifier: "Header Height Regular"))
        has(LayoutConstraint(.view(try id("lbl-mm-001")), .firstBaseline, .equal, .view(try id("fld-mm-001")), .firstBaseline))
    }

    func testSafeAreaConstraintItems() throws {
        let (b, _) = try build("SafeArea.storyboard", { _, _ in Layout.Environment(device: .iPhone11) })
        let root = b.tree.root, scroll = try XCTUnwrap(b.viewIDs["scr-bb-001"]), stack = try XCTUnwrap(b.viewIDs["stk-bb-001"])
        let items = b.tree.constraints.flatMap { [$0.firstItem, $0.secondItem].compactMap { $0 } }
        XCTAssertTrue(items.contains(.safeAreaLayoutGuide(root)))
        XCTAssertTrue(items.contains(.contentLayoutGuide(scroll)))
        XCTAssertTrue(items.contains(.frameLayoutGuide(scroll)))
        XCTAssertTrue(items.contains(.view(stack)))
    }

    // MARK: placeholders

    func testUnknownElementIsALabelledBox() throws {
        let (b, r) = try build("Mapping.storyboard", canvas)
        let box = try node(b, "spn-mm-001")
        guard case .view = box.kind else { return XCTFail("a plain view") }
        XCTAssertNotNil(box.border)
        let labelID = try XCTUnwrap(box.subviews.first)
        guard case .label(let label) = b.tree[labelID].kind else { return XCTFail("a name label") }
        XCTAssertEqual(label.text, "MKMapView")
        XCTAssertNil(b.objectID(of: labelID))
        XCTAssertTrue(b.warnings.contains { $0.contains("mapView") && $0.contains("not supported") }, "\(b.warnings)")
        // its constraints are kept; its stored size stands in for the intrinsic size
        let f = frame(b, r, "spn-mm-001")
        XCTAssertEqual(f.size, Size(width: 20, height: 20))
        XCTAssertEqual(f.minX, frame(b, r, "img-mm-002").maxX + 8)
        XCTAssertTrue(r.ambiguities.isEmpty, "\(r.ambiguities)")
    }

    func testImagesFromAnAssetCatalogAndMissingPlaceholders() throws {
        let (b, r) = try build("Mapping.storyboard", canvas)
        let logo = try XCTUnwrap(b.images.first { $0.name == "logo" })
        XCTAssertTrue(logo.path?.hasSuffix("logo.imageset/logo@2x.png") ?? false, "\(String(describing: logo.path))")
        XCTAssertEqual(logo.pointSize, Size(width: 32, height: 16), "64×32 pixels at 2x")
        XCTAssertEqual(frame(b, r, "img-mm-001").size, Size(width: 32, height: 16))

        let photo = try XCTUnwrap(b.images.first { $0.name == "missing-photo" })
        XCTAssertNil(photo.path)
        XCTAssertEqual(photo.key, "missing:missing-photo")
        XCTAssertEqual(photo.pointSize, Size(width: 120, height: 90), "the size <resources> declares")
        guard case .imageView(let iv) = try node(b, "img-mm-002").kind else { return XCTFail("image view") }
        XCTAssertEqual(iv.imageName, "missing:missing-photo")
        XCTAssertEqual(iv.contentMode, .scaleToFill)
        XCTAssertEqual(frame(b, r, "img-mm-002").size, Size(width: 120, height: 90))
        XCTAssertTrue(b.warnings.contains { $0.contains("\"missing-photo\" not found") }, "\(b.warnings)")

        // at 1x the 1x file is chosen
        let finder = IBImageFinder(directories: [Fixture.path("Images")])
        XCTAssertTrue(finder.find("logo", scale: 1)?.path.hasSuffix("logo.png") ?? false)
        XCTAssertEqual(finder.find("logo", scale: 1)?.pointSize, Size(width: 32, height: 16))
        XCTAssertNil(finder.find("nothing", scale: 2))
    }

    func testControllersWithoutViewsAndUnknownRoots() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="nav-01">
                <scenes>
                    <scene sceneID="s-nav"><objects>
                        <navigationController id="nav-01" sceneMemberID="viewController"/>
                    </objects></scene>
                    <scene sceneID="s-tvc"><objects>
                        <viewController id="tvc-01" sceneMemberID="viewController">
                            <webView key="view" contentMode="scaleToFill" id="tbl-01">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            </webView>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let doc = try Fixture.parse(xml)
        let nav = try XCTUnwrap(doc.scene(named: "s-nav"))
        let env = IBLayoutBuilder.canvasEnvironment(for: nav, in: doc)
        XCTAssertThrowsError(try IBLayoutBuilder().build(nav, of: doc, for: env)) { error in
            XCTAssertTrue("\(error)".contains("navigationController"), "\(error)")
        }
        // the reader's warnings (here: an unknown axis) travel with the built scene
        let odd = try Fixture.parse(xml.replacingOccurrences(of: "contentMode=\"scaleToFill\" id=\"tbl-01\"",
                                                             with: "contentMode=\"wobble\" id=\"tbl-01\""))
        let oddScene = try XCTUnwrap(odd.scene(named: "s-tvc"))
        let oddBuilt = try IBLayoutBuilder().build(oddScene, of: odd, for: IBLayoutBuilder.canvasEnvironment(for: oddScene, in: odd))
        XCTAssertTrue(oddBuilt.warnings.contains { $0.contains("wobble") }, "\(oddBuilt.warnings)")
        let table = try XCTUnwrap(doc.scene(named: "s-tvc"))
        let built = try IBLayoutBuilder().build(table, of: doc, for: IBLayoutBuilder.canvasEnvironment(for: table, in: doc))
        XCTAssertNotNil(built.tree[built.tree.root].border, "an unknown root is a placeholder box too")
        XCTAssertTrue(built.warnings.contains { $0.contains("UIWebView") }, "\(built.warnings)")
        let r = layout(built.tree, in: built.environment, measurer: try measurer())
        XCTAssertEqual(r[built.tree.root]?.frame.size, Size(width: 375, height: 667))
    }

    func testXibTopLevelView() throws {
        let doc = try Fixture.load("Cell.xib")
        let scene = try XCTUnwrap(doc.scenes.first)
        let env = IBLayoutBuilder.canvasEnvironment(for: scene, in: doc)
        let built = try IBLayoutBuilder().build(scene, of: doc, for: env)
        XCTAssertEqual(built.objectID(of: built.tree.root), scene.rootView?.id)
        XCTAssertEqual(built.viewIDs.count, scene.installedForAnySizeClass().allViews.count)
        let r = layout(built.tree, in: built.environment, measurer: try measurer())
        XCTAssertEqual(r[built.tree.root]?.frame.size, IBLayoutBuilder.canvasSize(of: scene))
        // a xib's top-level view shows without a status bar (no simulated one)
        XCTAssertFalse(env.isStatusBarVisible)
        XCTAssertEqual(env.topLayoutGuideLength, 0)
        XCTAssertTrue(IBLayoutBuilder.canvasEnvironment(for: scene, in: doc, statusBarHidden: false).isStatusBarVisible)
    }
}
