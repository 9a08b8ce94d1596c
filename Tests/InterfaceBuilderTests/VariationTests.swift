import XCTest
import InterfaceBuilder
import Layout

/// Size-class variations of Fixtures/Variations.storyboard resolved for the four trait pairs.
final class VariationTests: XCTestCase {
    var scene: IBScene!

    override func setUpWithError() throws {
        scene = try XCTUnwrap(Fixture.load("Variations.storyboard").scene(named: "Profile"))
    }

    func ids(_ s: IBScene) -> [String] { s.allConstraints.map(\.id) }

    func testParsedVariations() throws {
        let root = try XCTUnwrap(scene.rootView)
        XCTAssertEqual(root.variations.map(\.key.description),
                       ["default", "heightClass=regular-widthClass=regular", "widthClass=compact", "heightClass=compact"])
        XCTAssertEqual(root.variations[0].subviews.excluded, ["pad-aa-001"])
        XCTAssertEqual(root.variations[0].constraints.excluded, ["c07-aa-001", "c10-aa-001", "c11-aa-001"])
        XCTAssertEqual(root.variations[1].constraints.included, ["c10-aa-001", "c11-aa-001"])
        XCTAssertEqual(root.variations[1].key, IBVariationKey(condition: TraitCondition(horizontalSizeClass: .regular, verticalSizeClass: .regular)))
        let label = try XCTUnwrap(root.view(withID: "lbl-aa-001"))
        XCTAssertEqual(label.variations.first?.overriddenProperties, ["fontDescription"])
        let stack = try XCTUnwrap(root.view(withID: "stk-aa-001"))
        XCTAssertEqual(stack.variations.first?.overriddenProperties, ["axis"])
        let c04 = try XCTUnwrap(scene.constraint(withID: "c04-aa-001"))
        XCTAssertEqual(c04.variations.count, 2)
        XCTAssertEqual(c04.variations[1].overriddenProperties, ["constant", "priority"])
        XCTAssertEqual(c04.variations[1].priority, 750)
        // The unresolved scene keeps everything, including the placeholder.
        XCTAssertEqual(scene.allConstraints.count, 15)
        XCTAssertEqual(scene.allViews.count, 9)
    }

    func testIPhonePortrait() throws {
        let s = scene.installed(for: .phonePortrait)
        XCTAssertNil(s.rootView?.view(withID: "pad-aa-001"))
        XCTAssertEqual(ids(s), ["c01-aa-001", "c02-aa-001", "c03-aa-001", "c04-aa-001", "c05-aa-001",
                                "c07-aa-001", "c08-aa-001", "c09-aa-001", "c12-aa-001", "asp-aa-001"])
        XCTAssertEqual(s.constraint(withID: "c04-aa-001")?.constant, 8)
        XCTAssertEqual(s.constraint(withID: "c04-aa-001")?.priority, 1000)
        guard case .label(let label) = s.rootView?.view(withID: "lbl-aa-001")?.kind else { return XCTFail("label") }
        XCTAssertEqual(label.font, .system(size: 12, weight: .light))
        XCTAssertEqual(label.text, "Two\nlines")
        guard case .stackView(let stack) = s.rootView?.view(withID: "stk-aa-001")?.kind else { return XCTFail("stack") }
        XCTAssertEqual(stack.axis, .vertical)
        XCTAssertTrue(s.allViews.allSatisfy { $0.variations.isEmpty })
        XCTAssertTrue(s.allConstraints.allSatisfy { $0.variations.isEmpty })
    }

    func testIPad() throws {
        let s = scene.installed(for: .pad)
        XCTAssertNotNil(s.rootView?.view(withID: "pad-aa-001"))
        XCTAssertEqual(ids(s), ["c01-aa-001", "c02-aa-001", "c03-aa-001", "c04-aa-001", "c05-aa-001", "c06-aa-001",
                                "c08-aa-001", "c09-aa-001", "c10-aa-001", "c11-aa-001", "c12-aa-001", "c13-aa-001",
                                "asp-aa-001"])
        // widthClass=regular (constant 30, priority 750), then the more specific wR hR (constant 40).
        let c04 = try XCTUnwrap(s.constraint(withID: "c04-aa-001"))
        XCTAssertEqual(c04.constant, 40)
        XCTAssertEqual(c04.priority, 750)
        guard case .label(let label) = s.rootView?.view(withID: "lbl-aa-001")?.kind else { return XCTFail("label") }
        XCTAssertEqual(label.font, .system(size: 17, weight: .bold))
    }

    func testIPhoneLandscapeWidthBeatsHeight() throws {
        let s = scene.installed(for: .phoneLandscape)
        // heightClass=compact includes c06 / excludes c07; widthClass=compact does the opposite
        // and applies later.
        XCTAssertNil(s.constraint(withID: "c06-aa-001"))
        XCTAssertNotNil(s.constraint(withID: "c07-aa-001"))
        guard case .stackView(let stack) = s.rootView?.view(withID: "stk-aa-001")?.kind else { return XCTFail("stack") }
        XCTAssertEqual(stack.axis, .horizontal)
        XCTAssertEqual(stack.alignment, .firstBaseline)
        XCTAssertEqual(stack.spacing, 8)
    }

    func testIPhonePlusLandscape() throws {
        let s = scene.installed(for: .phonePlusLandscape)
        XCTAssertNotNil(s.constraint(withID: "c06-aa-001"))
        XCTAssertNil(s.constraint(withID: "c07-aa-001"))
        XCTAssertNil(s.rootView?.view(withID: "pad-aa-001"))
        XCTAssertEqual(s.constraint(withID: "c04-aa-001")?.constant, 30)
        XCTAssertEqual(s.constraint(withID: "c04-aa-001")?.priority, 750)
    }

    func testPlaceholderConstraintRemoved() throws {
        XCTAssertEqual(scene.constraint(withID: "phd-aa-001")?.isPlaceholder, true)
        for traits in [Traits.phonePortrait, .phoneLandscape, .phonePlusLandscape, .pad] {
            XCTAssertNil(scene.installed(for: traits).constraint(withID: "phd-aa-001"))
        }
    }

    func testTraitConditionKeys() {
        XCTAssertEqual(IBVariationKey(key: "default"), .any)
        let c = IBVariationKey(key: "heightClass=compact-widthClass=regular")
        XCTAssertEqual(c.condition.horizontalSizeClass, .regular)
        XCTAssertEqual(c.condition.verticalSizeClass, .compact)
        XCTAssertTrue(c.matches(.phonePlusLandscape))
        XCTAssertFalse(c.matches(.pad))
        let odd = IBVariationKey(key: "widthClass=compact-gamut=P3")
        XCTAssertEqual(odd.unrecognized, ["gamut=P3"])
        XCTAssertFalse(odd.matches(.phonePortrait))
    }
}

final class OutlineTests: XCTestCase {
    func testOutlineOfResolvedScene() throws {
        let scene = try XCTUnwrap(Fixture.load("Variations.storyboard").scene(named: "Profile"))
        let text = scene.installed(for: .pad).outline()
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "scene scn-aa-001 \"Profile Title\" (viewController vc1-aa-001, ProfileViewController)")
        XCTAssertTrue(lines.contains("  canvas 600x600"), text)
        XCTAssertTrue(lines.contains("    view pad-aa-001 \"Pad Only\" (20, 230, 560, 100)"), text)
        XCTAssertTrue(lines.contains("    [c01-aa-001] \"Title\".top == topLayoutGuide.bottom + 20"), text)
        XCTAssertTrue(lines.contains("    [c04-aa-001] stackView#stk-aa-001.top == \"Title\".bottom + 40 @750"), text)
        XCTAssertTrue(lines.contains("    [c08-aa-001] activityIndicatorView#spn-aa-001.firstBaseline >= stackView#stk-aa-001.lastBaseline - 4 @250"), text)
        XCTAssertTrue(lines.contains("    [asp-aa-001] imageView#img-aa-001.width == imageView#img-aa-001.height × 1.3333333333333333"), text)
        XCTAssertEqual(scene.installed(for: .pad).outline(), text, "deterministic")
        XCTAssertEqual(scene.constraint(withID: "c11-aa-001")?.description, "[c11-aa-001] pad-aa-001.height == 100")
        XCTAssertTrue(scene.outline().contains("variations: default, heightClass=regular-widthClass=regular"))
    }
}
