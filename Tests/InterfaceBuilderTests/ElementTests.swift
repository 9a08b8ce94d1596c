import XCTest
import InterfaceBuilder
import Layout

/// Elements and attributes of the hand-written fixtures.
final class ElementTests: XCTestCase {
    func testVariationsDocumentHeader() throws {
        let doc = try Fixture.load("Variations.storyboard")
        XCTAssertEqual(doc.kind, .storyboard)
        XCTAssertEqual(doc.toolsVersion, "10117")
        XCTAssertEqual(doc.targetRuntime, "iOS.CocoaTouch")
        XCTAssertTrue(doc.usesAutoLayout)
        XCTAssertTrue(doc.usesTraitCollections)
        XCTAssertFalse(doc.usesSafeAreas)
        XCTAssertEqual(doc.scenes.count, 3)
        XCTAssertEqual(doc.initialScene?.id, "scn-aa-001")
        XCTAssertEqual(doc.resources.imageSize(named: "avatar"), Size(width: 64, height: 48))
        XCTAssertEqual(doc.warnings, [])
    }

    func testSceneLookup() throws {
        let doc = try Fixture.load("Variations.storyboard")
        for name in ["scn-aa-001", "vc1-aa-001", "Profile", "Profile Title", "Profile Scene", "ProfileViewController"] {
            XCTAssertEqual(doc.scene(named: name)?.id, "scn-aa-001", name)
        }
        XCTAssertEqual(doc.scene(named: "Embedded Controller")?.id, "scn-aa-002")
        XCTAssertNil(doc.scene(named: "Nope"))
        let profile = try XCTUnwrap(doc.scene(named: "Profile"))
        XCTAssertEqual(profile.title, "Profile Title")
        XCTAssertEqual(profile.xcodeLabel, "Profile Scene")
        XCTAssertEqual(profile.viewController?.customClass, "ProfileViewController")
        XCTAssertEqual(profile.viewController?.customModule, "App")
        XCTAssertEqual(profile.viewControllerID, "vc1-aa-001")
        XCTAssertEqual(profile.topLayoutGuideID, "top-aa-001")
        XCTAssertEqual(profile.bottomLayoutGuideID, "bot-aa-001")
        XCTAssertEqual(profile.viewController?.simulatedMetrics.screenType, "retina4")
        XCTAssertEqual(profile.canvasSize, Size(width: 600, height: 600))
        guard case .layoutGuide(let guide)? = profile.item(withID: "top-aa-001") else { return XCTFail("guide") }
        XCTAssertEqual(guide.kind, .topLayoutGuide)
        XCTAssertEqual(guide.ownerViewID, "root-aa-01")

        let embedded = try XCTUnwrap(doc.scene(named: "vc2-aa-001"))
        XCTAssertEqual(embedded.viewController?.simulatedMetrics.isFreeform, true)
        XCTAssertEqual(embedded.canvasSize, Size(width: 560, height: 200))
        XCTAssertEqual(embedded.title, "Embedded Controller")

        let nav = try XCTUnwrap(doc.scene(named: "nav-aa-001"))
        XCTAssertEqual(nav.viewController?.elementName, "navigationController")
        XCTAssertNil(nav.rootView)
        XCTAssertEqual(nav.installed(for: .pad), nav)
    }

    func testConstraints() throws {
        let scene = try XCTUnwrap(Fixture.load("Variations.storyboard").scene(named: "Profile"))
        let c03 = try XCTUnwrap(scene.constraint(withID: "c03-aa-001"))
        XCTAssertTrue(c03.firstItemIsImplicit)
        XCTAssertEqual(c03.firstItem, "root-aa-01")
        XCTAssertEqual(c03.firstAttribute, .trailingMargin)
        XCTAssertEqual(scene.constraint(withID: "c05-aa-001")?.secondAttribute, .centerXWithinMargins)
        XCTAssertEqual(scene.constraint(withID: "c06-aa-001")?.multiplier, 0.5)
        let c08 = try XCTUnwrap(scene.constraint(withID: "c08-aa-001"))
        XCTAssertEqual(c08.firstAttribute, .firstBaseline)
        XCTAssertEqual(c08.secondAttribute, .lastBaseline)
        XCTAssertEqual(c08.relation, .greaterThanOrEqual)
        XCTAssertEqual(c08.constant, -4)
        XCTAssertEqual(c08.priority, 250)
        XCTAssertFalse(c08.isRequired)
        XCTAssertEqual(c08.identifier, "spinner below")
        let c09 = try XCTUnwrap(scene.constraint(withID: "c09-aa-001"))
        XCTAssertEqual(c09.relation, .lessThanOrEqual)
        XCTAssertEqual(c09.multiplier, 0.5)
        XCTAssertEqual(c09.secondAttribute, .centerYWithinMargins)
        XCTAssertEqual(scene.constraint(withID: "c10-aa-001")?.secondAttribute, .leftMargin)
        let c11 = try XCTUnwrap(scene.constraint(withID: "c11-aa-001"))
        XCTAssertNil(c11.secondItem)
        XCTAssertEqual(c11.secondAttribute, .notAnAttribute)
        XCTAssertEqual(c11.constant, 100)
        XCTAssertEqual(scene.constraint(withID: "c13-aa-001")?.secondAttribute, .lastBaseline)
        let aspect = try XCTUnwrap(scene.constraint(withID: "asp-aa-001"))
        XCTAssertEqual(aspect.multiplier, 4.0 / 3.0, accuracy: 1e-12)
        XCTAssertEqual(aspect.ownerID, "img-aa-001")
        XCTAssertEqual(aspect.firstItem, "img-aa-001")
        XCTAssertEqual(aspect.secondItem, "img-aa-001")
        XCTAssertEqual(aspect.source.file, Fixture.path("Variations.storyboard"))
        XCTAssertEqual(aspect.source.line, 50)
        XCTAssertEqual(aspect.source.column, 45)
    }

    func testViewsOfVariationsStoryboard() throws {
        let root = try XCTUnwrap(Fixture.load("Variations.storyboard").scene(named: "Profile")?.rootView)
        XCTAssertEqual(root.subviews.map(\.elementName),
                       ["label", "stackView", "activityIndicatorView", "view", "containerView"])
        let labelView = root.subviews[0]
        guard case .label(let label) = labelView.kind else { return XCTFail("label") }
        XCTAssertEqual(label.font, .system(size: 17, weight: .bold))
        XCTAssertEqual(label.numberOfLines, 0)
        XCTAssertEqual(label.lineBreakMode, .byWordWrapping)
        XCTAssertEqual(label.textAlignment, .center)
        XCTAssertEqual(label.textColor, .rgb(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5, colorSpace: .calibratedRGB))
        XCTAssertFalse(labelView.properties.isOpaque)
        XCTAssertEqual(labelView.properties.contentMode, .left)
        XCTAssertEqual(labelView.properties.contentPriorities,
                       IBContentPriorities(horizontalHugging: 251, verticalHugging: 251, verticalCompressionResistance: 751))

        let stackView = root.subviews[1]
        guard case .stackView(let stack) = stackView.kind else { return XCTFail("stack") }
        XCTAssertEqual(stack.axis, .vertical)
        XCTAssertEqual(stack.alignment, .firstBaseline)
        XCTAssertEqual(stack.distribution, .fillEqually)
        XCTAssertTrue(stack.isBaselineRelativeArrangement)
        XCTAssertFalse(stack.isLayoutMarginsRelativeArrangement)
        XCTAssertEqual(stackView.subviews.map(\.elementName), ["button", "switch", "imageView"])

        guard case .button(let button) = stackView.subviews[0].kind else { return XCTFail("button") }
        XCTAssertEqual(button.buttonType, .system)
        XCTAssertEqual(button.title, "Follow")
        XCTAssertEqual(button.states.map(\.state), [.normal, .highlighted, .disabled])
        XCTAssertEqual(button.state(.normal)?.titleColor, .white(0, alpha: 1, colorSpace: .calibratedWhite))
        XCTAssertEqual(button.state(.highlighted)?.title, "Following")
        XCTAssertEqual(button.state(.disabled)?.image, "lock")
        XCTAssertEqual(button.font, .custom(CustomFont(name: "Avenir-Heavy", family: "Avenir", size: 15, weight: .bold)))

        guard case .switch(let toggle) = stackView.subviews[1].kind else { return XCTFail("switch") }
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(toggle.onTintColor, .rgb(red: 0, green: 0.5, blue: 1, alpha: 1, colorSpace: .calibratedRGB))

        let imageView = stackView.subviews[2]
        guard case .imageView(let image) = imageView.kind else { return XCTFail("image") }
        XCTAssertEqual(image.image, "avatar")
        XCTAssertEqual(imageView.properties.contentMode, .scaleAspectFit)
        XCTAssertEqual(imageView.frame?.size, Size(width: 64, height: 48))

        let spinner = root.subviews[2]
        guard case .activityIndicatorView(let indicator) = spinner.kind else { return XCTFail("activity indicator") }
        XCTAssertEqual(indicator.style, "gray")
        XCTAssertEqual(spinner.id, "spn-aa-001")
        XCTAssertEqual(spinner.frame, Rect(x: 290, y: 200, width: 20, height: 20))
        XCTAssertEqual(spinner.properties.contentPriorities.horizontalHugging, 750)

        let pad = root.subviews[3]
        XCTAssertNil(pad.properties.placeholderIntrinsicWidth)
        XCTAssertEqual(pad.properties.placeholderIntrinsicHeight, 44)
        XCTAssertEqual(pad.arrangedSubviews, [])
        XCTAssertEqual(stackView.arrangedSubviews.map(\.id), ["btn-aa-001", "swt-aa-001", "img-aa-001"])

        guard case .containerView(let container) = root.subviews[4].kind else { return XCTFail("container") }
        XCTAssertEqual(container.embeddedViewControllerID, "vc2-aa-001")
    }

    func testSafeAreaStoryboard() throws {
        let doc = try Fixture.load("SafeArea.storyboard")
        XCTAssertTrue(doc.usesSafeAreas)
        XCTAssertEqual(doc.device, IBCanvasDevice(id: "retina6_1", orientation: "portrait"))
        XCTAssertNil(doc.systemVersion)
        let scene = try XCTUnwrap(doc.initialScene)
        XCTAssertNil(scene.topLayoutGuideID)
        XCTAssertEqual(scene.safeAreaLayoutGuideID, "sfa-bb-001")
        XCTAssertEqual(scene.canvasSize, Size(width: 414, height: 896))
        let root = try XCTUnwrap(scene.rootView)
        XCTAssertEqual(root.properties.semanticContentAttribute, .forceRightToLeft)
        XCTAssertFalse(root.properties.insetsLayoutMarginsFromSafeArea)
        XCTAssertEqual(root.properties.backgroundColor, .system(name: "systemBackgroundColor", legacyName: nil))
        XCTAssertEqual(doc.resolvedColor(.system(name: "systemBackgroundColor", legacyName: nil)),
                       .white(1, alpha: 1, colorSpace: .genericGamma22Gray))
        let r01 = try XCTUnwrap(scene.constraint(withID: "r01-bb-001"))
        guard case .layoutGuide(let safe)? = scene.item(withID: r01.secondItem ?? "") else { return XCTFail("guide") }
        XCTAssertEqual(safe.kind, .safeArea)
        XCTAssertEqual(safe.ownerViewID, "root-bb-01")

        let scrollView = root.subviews[0]
        guard case .scrollView(let scroll) = scrollView.kind else { return XCTFail("scroll") }
        XCTAssertEqual(scroll.contentLayoutGuideID, "cgd-bb-001")
        XCTAssertEqual(scroll.frameLayoutGuideID, "fgd-bb-001")
        XCTAssertEqual(scroll.contentInsetAdjustmentBehavior, .never)
        XCTAssertFalse(scroll.showsHorizontalScrollIndicator)
        XCTAssertTrue(scroll.showsVerticalScrollIndicator)
        XCTAssertTrue(scrollView.properties.clipsToBounds)
        XCTAssertEqual(scrollView.layoutGuides.map(\.kind), [.content, .frame])
        XCTAssertEqual(scrollView.constraints.count, 5)

        let stackView = scrollView.subviews[0]
        guard case .stackView(let stack) = stackView.kind else { return XCTFail("stack") }
        XCTAssertEqual(stack.alignment, .center)
        XCTAssertEqual(stack.spacing, 12)
        XCTAssertTrue(stack.isLayoutMarginsRelativeArrangement)
        XCTAssertEqual(stackView.properties.layoutMargins, .fixed(EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)))

        let arranged = stackView.subviews
        guard case .textField(let field) = arranged[0].kind else { return XCTFail("field") }
        XCTAssertEqual(field.text, "Ada")
        XCTAssertEqual(field.placeholder, "Name")
        XCTAssertEqual(field.borderStyle, .line)
        XCTAssertEqual(field.textAlignment, .right)
        XCTAssertEqual(field.minimumFontSize, 9)
        XCTAssertEqual(field.font, .system(size: 14, weight: .semibold))
        XCTAssertEqual(arranged[0].properties.contentPriorities.horizontalHugging, 248)
        XCTAssertNil(arranged[0].properties.contentPriorities.verticalHugging)

        guard case .textView(let textView) = arranged[1].kind else { return XCTFail("text view") }
        XCTAssertEqual(textView.text, "Lorem ipsum & dolor.")
        XCTAssertFalse(textView.isScrollEnabled)
        XCTAssertFalse(textView.isEditable)
        XCTAssertEqual(textView.font, .preferred(.body))
        XCTAssertEqual(textView.textColor, .system(name: "labelColor", legacyName: nil))
        XCTAssertEqual(doc.resolvedColor(try XCTUnwrap(textView.textColor)), .white(0, alpha: 1, colorSpace: .genericGamma22Gray))

        let box = arranged[2]
        XCTAssertTrue(box.properties.isHidden)
        XCTAssertEqual(box.properties.alpha, 0.5)
        XCTAssertTrue(box.properties.clipsToBounds)
        XCTAssertFalse(box.properties.isOpaque)
        XCTAssertEqual(box.properties.contentMode, .redraw)
        XCTAssertTrue(box.properties.preservesSuperviewLayoutMargins)
        XCTAssertTrue(box.properties.layoutMarginsFollowReadableWidth)
        XCTAssertEqual(box.properties.tag, 7)
        XCTAssertEqual(box.properties.backgroundColor,
                       .rgb(red: 1, green: 0.5, blue: 0.25, alpha: 1, colorSpace: .displayP3))
        XCTAssertEqual(box.properties.tintColor, .named("AccentColor"))
        XCTAssertEqual(doc.resolvedColor(.named("AccentColor")),
                       .rgb(red: 0, green: 0.47843137254901963, blue: 1, alpha: 1, colorSpace: .sRGB))
        XCTAssertEqual(box.properties.layoutMargins,
                       .directional(DirectionalEdgeInsets(top: 4, leading: 24, bottom: 4, trailing: 8)))
        XCTAssertNil(box.properties.autoresizingMask)

        guard case .label(let caption) = arranged[3].kind else { return XCTFail("caption") }
        XCTAssertEqual(caption.font, .preferred(.caption1))
        XCTAssertEqual(caption.textAlignment, .left)
        XCTAssertEqual(textView.textAlignment, .natural)
        XCTAssertTrue(caption.adjustsFontForContentSizeCategory)
        XCTAssertEqual(caption.textColor, .white(0.33, alpha: 1, colorSpace: .genericGamma22Gray))
    }

    func testXib() throws {
        let doc = try Fixture.load("Cell.xib")
        XCTAssertEqual(doc.kind, .xib)
        XCTAssertEqual(doc.scenes.map(\.id), ["crd-cc-001", "bdg-cc-001", "cel-cc-001"])
        XCTAssertEqual(doc.resources.imageSizes, ["star": Size(width: 128, height: 124)])
        let row = try XCTUnwrap(doc.scene(named: "Row")?.rootView)
        var cell = IBTableViewCell()
        cell.rowHeight = 44
        XCTAssertEqual(row.kind, .tableViewCell(cell))
        XCTAssertEqual(row.allViews.map(\.elementName), ["tableViewCell", "tableViewCellContentView", "label"])
        XCTAssertEqual(row.allConstraints.map(\.ownerID), ["cv0-cc-001"])
        XCTAssertEqual(doc.scene(named: "Card")?.id, "crd-cc-001")
        XCTAssertEqual(doc.scene(named: "Badge")?.viewSimulatedMetrics.screenType, "retina47")
        let card = try XCTUnwrap(doc.scene(named: "Card"))
        XCTAssertNil(card.viewController)
        XCTAssertEqual(card.title, "Card")
        XCTAssertEqual(card.viewSimulatedMetrics.isFreeform, true)
        XCTAssertEqual(card.viewSimulatedMetrics.statusBar, "none")
        XCTAssertEqual(card.canvasSize, Size(width: 320, height: 120))
        let root = try XCTUnwrap(card.rootView)
        XCTAssertEqual(root.customClass, "CardView")
        XCTAssertEqual(root.properties.autoresizingMask,
                       [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin])
        XCTAssertEqual(root.properties.layoutMargins, .fixed(EdgeInsets(top: 8, left: 12, bottom: 8, right: 12)))
        guard case .imageView(let icon) = root.subviews[0].kind else { return XCTFail("icon") }
        XCTAssertEqual(icon.image, "star")
        XCTAssertEqual(icon.imageCatalog, "system")
        XCTAssertEqual(doc.resources.images.first?.catalog, "system")
        guard case .button(let button) = root.subviews[1].kind else { return XCTFail("button") }
        XCTAssertEqual(button.buttonType, .custom)
        XCTAssertEqual(button.title, "Tap\nme")
        XCTAssertEqual(button.contentHorizontalAlignment, .leading)
        XCTAssertEqual(button.contentEdgeInsets, EdgeInsets(top: 2, left: 4, bottom: 8, right: 6))
        XCTAssertEqual(root.subviews[2].kind, .unknown(element: "mapView"))
        XCTAssertEqual(root.subviews[2].properties.backgroundColor,
                       .rgb(red: 0.1, green: 0.2, blue: 0.3, alpha: 1, colorSpace: .sRGB))
        let x02 = try XCTUnwrap(card.constraint(withID: "x02-cc-001"))
        XCTAssertEqual(x02.firstItem, "crd-cc-001")
        XCTAssertTrue(x02.firstItemIsImplicit)
        XCTAssertEqual(card.constraint(withID: "x03-cc-001")?.firstAttribute, .firstBaseline)
        let badge = try XCTUnwrap(doc.scene(named: "Badge")?.rootView)
        XCTAssertEqual(badge.properties.autoresizingMask, [.flexibleRightMargin, .flexibleBottomMargin])
        XCTAssertTrue(badge.properties.translatesAutoresizingMaskIntoConstraints)
    }
}
