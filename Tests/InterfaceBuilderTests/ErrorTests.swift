import XCTest
import InterfaceBuilder
import Layout

/// Typed errors with file, line:column and the element / id; warnings for unknown values.
final class ErrorTests: XCTestCase {
    /// A minimal storyboard around the given root-view body.
    func storyboard(_ body: String, constraints: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="8191">
            <scenes>
                <scene sceneID="s-1">
                    <objects>
                        <viewController id="vc-1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <subviews>
        \(body)
                                </subviews>
                                <constraints>
        \(constraints)
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func expectError(_ xml: String, _ check: (IBError) -> Void, file: StaticString = #filePath, line: UInt = #line) {
        do {
            _ = try Fixture.parse(xml, path: "Broken.storyboard")
            XCTFail("expected an error", file: file, line: line)
        } catch {
            check(error)
            XCTAssertTrue(error.description.hasPrefix("Broken.storyboard"), error.description, file: file, line: line)
        }
    }

    func testMinimalStoryboardLoads() throws {
        let doc = try Fixture.parse(storyboard("<view contentMode=\"scaleToFill\" id=\"a\"/>"))
        XCTAssertEqual(doc.scenes.first?.allViews.count, 2)
        XCTAssertFalse(doc.usesAutoLayout)
    }

    func testMalformedXML() {
        let xml = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n    <view id=\"a\">\n  </objects>\n</document>\n"
        expectError(xml) { error in
            guard case .malformedXML(let where_, let message) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(where_.file, "Broken.storyboard")
            XCTAssertEqual(where_.line, 5, error.description)
            XCTAssertGreaterThan(where_.column, 0)
            XCTAssertFalse(message.isEmpty)
        }
    }

    /// FoundationXML said "NSXMLParserErrorDomain error 76"; the message says what is wrong.
    func testMalformedXMLSaysWhatAndWhere() {
        let cases: [(xml: String, line: Int, column: Int, message: String)] = [
            ("<document>\n  <objects>\n    <view id=\"a\">\n  </objects>\n</document>\n", 4, 13,
             "</objects> closes <view>, which is open since line 3"),
            ("<document>\n  <objects>\n", 3, 1, "the file ends inside <objects>, which is open since line 2"),
            ("<document a=\"1\" a=\"2\"/>", 1, 22, "the attribute a appears twice in one element"),
            ("<document a=1/>", 1, 13, "an attribute value that does not start with \" or '"),
            ("<document/><x/>", 1, 12, "there is more after the root element's end tag"),
            ("hello", 1, 1, "the file holds no XML element"),
            ("", 1, 1, "the file holds no XML element"),
            ("<document>&nbsp;</document>", 1, 17, "&nbsp; is not an entity XML defines (only &amp; &lt; &gt; &quot; &apos; and character references are read)"),
        ]
        for c in cases {
            expectError(c.xml) { error in
                XCTAssertEqual(error, .malformedXML(SourceLocation(file: "Broken.storyboard", line: c.line, column: c.column),
                                                    message: c.message))
            }
        }
    }

    func testDanglingConstraintItem() {
        let xml = storyboard("<view contentMode=\"scaleToFill\" id=\"a\"/>",
                             constraints: "<constraint firstItem=\"a\" firstAttribute=\"top\" secondItem=\"ghost\" secondAttribute=\"top\" id=\"c-1\"/>")
        expectError(xml) { error in
            guard case .danglingReference(let where_, let element, let id, let attribute, let reference) = error else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(element, "constraint")
            XCTAssertEqual(id, "c-1")
            XCTAssertEqual(attribute, "secondItem")
            XCTAssertEqual(reference, "ghost")
            XCTAssertEqual(where_.line, 13)
            XCTAssertTrue(error.description.hasPrefix("Broken.storyboard:13:1:"), error.description)
            print("example error:", error)
            XCTAssertTrue(error.description.contains("ghost"))
            XCTAssertTrue(error.description.contains("c-1"))
        }
    }

    func testDanglingFirstItemAndMask() {
        expectError(storyboard("", constraints: "<constraint firstItem=\"nobody\" firstAttribute=\"width\" constant=\"3\" id=\"c-1\"/>")) { error in
            guard case .danglingReference(_, _, _, "firstItem", "nobody") = error else { return XCTFail("\(error)") }
        }
        let masked = storyboard("""
            <view contentMode="scaleToFill" id="a">
                <variation key="default"><mask key="constraints"><exclude reference="missing-c"/></mask></variation>
            </view>
            """)
        expectError(masked) { error in
            guard case .danglingReference(_, "variation", "a", _, "missing-c") = error else { return XCTFail("\(error)") }
        }
        expectError(storyboard("", constraints: "")
            .replacingOccurrences(of: "toolsVersion=\"8191\"", with: "toolsVersion=\"8191\" initialViewController=\"zz\"")) { error in
            guard case .danglingReference(_, "document", nil, "initialViewController", "zz") = error else {
                return XCTFail("\(error)")
            }
        }
    }

    func testMissingAndInvalidAttributes() {
        expectError(storyboard("<view contentMode=\"scaleToFill\"/>")) { error in
            guard case .missingAttribute(let where_, "view", nil, "id") = error else { return XCTFail("\(error)") }
            XCTAssertEqual(where_.line, 10)
        }
        expectError(storyboard("<view alpha=\"half\" id=\"a\"/>")) { error in
            guard case .invalidValue(_, "view", "a", "alpha", "half") = error else { return XCTFail("\(error)") }
        }
        expectError(storyboard("<view hidden=\"maybe\" id=\"a\"/>")) { error in
            guard case .invalidValue(_, "view", "a", "hidden", "maybe") = error else { return XCTFail("\(error)") }
        }
        expectError(storyboard("<view id=\"a\"/>", constraints: "<constraint firstItem=\"a\" firstAttribute=\"middle\" id=\"c-1\"/>")) { error in
            guard case .invalidValue(_, "constraint", "c-1", "firstAttribute", "middle") = error else { return XCTFail("\(error)") }
        }
        expectError(storyboard("<view id=\"a\"/>", constraints: "<constraint firstItem=\"a\" firstAttribute=\"width\" secondItem=\"a\" secondAttribute=\"height\" multiplier=\"1:0\" id=\"c-1\"/>")) { error in
            guard case .invalidValue(_, "constraint", "c-1", "multiplier", "1:0") = error else { return XCTFail("\(error)") }
        }
        expectError(storyboard("<view id=\"a\"/>", constraints: "<constraint firstItem=\"a\" firstAttribute=\"width\" constant=\"1\" priority=\"1001\" id=\"c-1\"/>")) { error in
            guard case .invalidValue(_, "constraint", "c-1", "priority", "1001") = error else { return XCTFail("\(error)") }
        }
        expectError(storyboard("<view id=\"a\"/>", constraints: "<constraint firstItem=\"a\" firstAttribute=\"width\" relation=\"about\" constant=\"1\" id=\"c-1\"/>")) { error in
            guard case .invalidValue(_, "constraint", "c-1", "relation", "about") = error else { return XCTFail("\(error)") }
        }
        expectError(storyboard("<view id=\"a\"/>", constraints: "<constraint firstItem=\"a\" firstAttribute=\"width\" secondItem=\"a\" id=\"c-1\"/>")) { error in
            guard case .missingAttribute(_, "constraint", "c-1", "secondAttribute") = error else { return XCTFail("\(error)") }
        }
        expectError(storyboard("<label id=\"l\"><fontDescription key=\"fontDescription\" type=\"system\"/></label>")) { error in
            guard case .missingAttribute(_, "fontDescription", _, "pointSize") = error else { return XCTFail("\(error)") }
        }
        // A property override in a variation is checked at load time too.
        expectError(storyboard("<view id=\"a\"><variation key=\"widthClass=compact\" alpha=\"x\"/></view>")) { error in
            guard case .invalidValue(_, "view", "a", "alpha", "x") = error else { return XCTFail("\(error)") }
        }
    }

    func testReferenceToAnObjectNotReadIsAWarning() throws {
        let doc = try Fixture.parse(storyboard("""
            <tableView id="t">
                <view key="backgroundView" id="hdr"/>
                <constraints>
                    <constraint firstItem="hdr" firstAttribute="height" constant="40" id="c-h"/>
                    <constraint firstAttribute="width" constant="100" id="c-w"/>
                </constraints>
            </tableView>
            """))
        let scene = try XCTUnwrap(doc.scenes.first)
        XCTAssertEqual(scene.allConstraints.map(\.id), ["c-h", "c-w"])
        XCTAssertEqual(doc.warnings.count, 1)
        XCTAssertTrue(doc.warnings[0].message.contains("\"hdr\""), doc.warnings[0].message)
        XCTAssertEqual(doc.warnings[0].location.line, 13)
        XCTAssertEqual(scene.installed(for: .pad).allConstraints.map(\.id), ["c-w"])
    }

    func testDuplicateID() {
        expectError(storyboard("<view id=\"a\"/><label id=\"a\"/>")) { error in
            guard case .duplicateID(_, "label", "a") = error else { return XCTFail("\(error)") }
        }
    }

    func testNotADocument() {
        expectError("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"/>\n") { error in
            guard case .notAnInterfaceBuilderDocument(let where_, "plist") = error else { return XCTFail("\(error)") }
            XCTAssertEqual(where_.line, 2)
        }
        expectError("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"/>") { error in
            guard case .notAnInterfaceBuilderDocument = error else { return XCTFail("\(error)") }
        }
    }

    func testUnreadableFile() {
        XCTAssertThrowsError(try IBDocument.load(contentsOf: "/nonexistent/x.storyboard")) { error in
            guard case IBError.unreadableFile(let path, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(path, "/nonexistent/x.storyboard")
        }
    }

    func testUnknownValuesWarnAndFallBack() throws {
        let doc = try Fixture.parse(storyboard("""
            <stackView axis="diagonal" alignment="baseline" id="s" futureAttribute="1">
                <futureElement key="whatever"/>
            </stackView>
            <label contentMode="wobble" id="l"><fontDescription key="fontDescription" style="UICTFontTextStyleTitle9"/></label>
            <view id="v"><variation key="widthClass=compact-gamut=P3"/></view>
            """))
        let views = try XCTUnwrap(doc.scenes.first?.rootView?.subviews)
        guard case .stackView(let stack) = views[0].kind else { return XCTFail("stack") }
        XCTAssertEqual(stack.axis, .horizontal)
        XCTAssertEqual(stack.alignment, .lastBaseline)
        XCTAssertEqual(views[1].properties.contentMode, .scaleToFill)
        guard case .label(let label) = views[1].kind else { return XCTFail("label") }
        XCTAssertEqual(label.font, .preferred(.body))
        XCTAssertEqual(doc.warnings.count, 4, doc.warnings.description)
        XCTAssertTrue(doc.warnings[0].description.contains("axis=\"diagonal\""), doc.warnings[0].description)
        XCTAssertTrue(doc.warnings.allSatisfy { $0.location.file == "inline.storyboard" })
    }

    /// Archived spellings read as Layout's values; an unknown one warns with the XML spelling
    /// of the default (`tailTruncation`, not the Swift case name).
    func testSpellingsAndTheirWarnings() throws {
        let doc = try Fixture.parse(storyboard("""
            <stackView alignment="top" id="s1"/>
            <stackView alignment="bottom" id="s2"/>
            <label lineBreakMode="byWordWrapping" id="l1"/>
            <label lineBreakMode="wordWrap" textAlignment="natural" id="l2"/>
            <button buttonType="roundedRect" lineBreakMode="clip" id="b1"/>
            """))
        let views = try XCTUnwrap(doc.scenes.first?.rootView?.subviews)
        guard case .stackView(let top) = views[0].kind, case .stackView(let bottom) = views[1].kind,
              case .label(let unknown) = views[2].kind, case .label(let wrapped) = views[3].kind,
              case .button(let button) = views[4].kind else { return XCTFail("kinds") }
        XCTAssertEqual(top.alignment, .leading)
        XCTAssertEqual(bottom.alignment, .trailing)
        XCTAssertEqual(unknown.lineBreakMode, .byTruncatingTail)
        XCTAssertEqual(wrapped.lineBreakMode, .byWordWrapping)
        XCTAssertEqual(wrapped.textAlignment, .natural)
        XCTAssertEqual(button.buttonType, .system)
        XCTAssertEqual(button.lineBreakMode, .byClipping)
        XCTAssertEqual(doc.warnings.map(\.message),
                       ["label lineBreakMode=\"byWordWrapping\" is not known; using \"tailTruncation\""])
    }
}
