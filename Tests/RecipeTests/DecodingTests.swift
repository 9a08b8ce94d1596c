import XCTest
import Layout
@testable import Recipe
import Typesetting

final class DecodingTests: XCTestCase {
    func testEveryCommonKey() throws {
        let doc = try decode(recipe(views: """
            { "view": "V", "backgroundColor": "systemBlue", "hidden": true, "alpha": 0.5, "cornerRadius": 6,
              "borderWidth": 1, "borderColor": "#FF000080", "clipsToBounds": true, "tintColor": {"white": 0.5, "alpha": 1},
              "layoutMargins": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4},
              "preservesSuperviewLayoutMargins": true, "insetsLayoutMarginsFromSafeArea": false,
              "hugging": "low", "compressionResistance": {"vertical": "required"},
              "intrinsicContentSize": {"width": 100, "height": "none"}, "semanticContentAttribute": "forceRightToLeft",
              "comment": "ignored" },
            { "view": "W", "layoutMargins": 12 },
            { "view": "X", "layoutMargins": {"left": 5, "right": 6} }
            """))
        let p = try XCTUnwrap(doc.view(named: "V")).properties
        XCTAssertEqual(p.backgroundColor, RecipeColor(red: 0, green: 122 / 255, blue: 1, name: "systemBlue"))
        XCTAssertEqual(p.isHidden, true)
        XCTAssertEqual(p.alpha, 0.5)
        XCTAssertEqual(p.cornerRadius, 6)
        XCTAssertEqual(p.borderWidth, 1)
        XCTAssertEqual(p.borderColor, RecipeColor(red: 1, green: 0, blue: 0, alpha: 128 / 255))
        XCTAssertEqual(p.clipsToBounds, true)
        XCTAssertEqual(p.tintColor, RecipeColor(white: 0.5))
        XCTAssertEqual(p.layoutMargins, .directional(DirectionalEdgeInsetsSpec(top: 1, leading: 2, bottom: 3, trailing: 4)))
        XCTAssertEqual(p.preservesSuperviewLayoutMargins, true)
        XCTAssertEqual(p.insetsLayoutMarginsFromSafeArea, false)
        XCTAssertEqual(p.contentHugging, priorities(horizontal: 250, vertical: 250))
        XCTAssertEqual(p.compressionResistance, priorities(horizontal: nil, vertical: 1000))
        XCTAssertEqual(p.intrinsicContentSize, IntrinsicSizeSpec(width: .points(100), height: .noIntrinsicMetric))
        XCTAssertEqual(p.semanticContentAttribute, .forceRightToLeft)
        XCTAssertEqual(doc.view(named: "W")?.properties.layoutMargins, .edges(EdgeInsetsSpec(all: 12)))
        XCTAssertEqual(doc.view(named: "X")?.properties.layoutMargins, .edges(EdgeInsetsSpec(left: 5, right: 6)))
    }

    func testEveryViewKindAndKey() throws {
        let doc = try decode(recipe(views: """
            { "label": "L", "text": "Hi", "font": "system 17 semibold", "textColor": "secondaryLabel", "textAlignment": "natural",
              "numberOfLines": 0, "lineBreakMode": "byTruncatingMiddle", "preferredMaxLayoutWidth": 200 },
            { "button": "B", "type": "roundedRect", "title": "Go", "titleColor": "white", "font": {"size": 15, "weight": "bold"},
              "contentEdgeInsets": {"top": 4, "left": 8, "bottom": 4, "right": 8}, "tintColor": "systemRed" },
            { "image": "I", "source": {"checker": ["white", "lightGray"], "width": 40, "height": 30, "cellSize": 5}, "contentMode": "bottomRight" },
            { "image": "I2", "source": {"solid": "systemGreen", "width": 10, "height": 20} },
            { "image": "I3", "source": "pics/photo@2x.png" },
            { "textField": "TF", "borderStyle": "bezel", "text": "t", "placeholder": "p", "font": {"style": "caption2"},
              "textColor": "label", "textAlignment": "right" },
            { "textView": "TV", "text": "long", "font": "title1", "textColor": "darkText", "textAlignment": "justified",
              "scrollingEnabled": false, "textContainerInset": 8, "lineFragmentPadding": 0 },
            { "view": "Fixed", "frame": {"x": 10, "y": 20, "width": 30, "height": 40} },
            { "switch": "SW", "on": true, "onTintColor": "systemGreen", "thumbTintColor": "white" },
            { "scrollView": "SC", "contentOffset": {"x": 0, "y": 40}, "contentInset": {"top": 20} },
            { "stack": "ST", "axis": "horizontal", "alignment": "lastBaseline", "distribution": "equalCentering", "spacing": "system",
              "isBaselineRelativeArrangement": true, "isLayoutMarginsRelativeArrangement": true,
              "subviews": [ { "view": "Plain" }, { "guide": "Spacer" } ],
              "arrangedSubviews": [ { "view": "Arranged", "customSpacingAfter": 20 }, { "switch": null } ] }
            """))
        let l = try XCTUnwrap(doc.view(named: "L")?.label)
        XCTAssertEqual(l.text, "Hi")
        XCTAssertEqual(l.font, .system(size: 17, weight: .semibold))
        XCTAssertEqual(l.textColor, named("secondaryLabel"))
        XCTAssertEqual(l.textAlignment, .natural)
        XCTAssertEqual(l.numberOfLines, 0)
        XCTAssertEqual(l.lineBreakMode, .byTruncatingMiddle)
        XCTAssertEqual(l.preferredMaxLayoutWidth, 200)
        let b = try XCTUnwrap(doc.view(named: "B"))
        XCTAssertEqual(b.button?.type, .roundedRect)
        XCTAssertEqual(b.button?.title, "Go")
        XCTAssertEqual(b.button?.tintColor, named("white"))
        XCTAssertEqual(b.button?.font, .system(size: 15, weight: .bold))
        XCTAssertEqual(b.button?.contentEdgeInsets, EdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
        XCTAssertEqual(b.properties.tintColor?.name, "systemRed")
        XCTAssertEqual(doc.view(named: "I")?.properties.imageSource,
                       .checker(first: RecipeColor.named("white")!, second: RecipeColor.named("lightGray")!, size: SizeSpec(width: 40, height: 30), cellSize: 5))
        XCTAssertEqual(doc.view(named: "I")?.imageView?.contentMode, .bottomRight)
        XCTAssertEqual(doc.view(named: "I2")?.properties.imageSource, .solid(color: RecipeColor.named("systemGreen")!, size: SizeSpec(width: 10, height: 20)))
        XCTAssertEqual(doc.view(named: "I3")?.properties.imageSource, .file(path: "pics/photo@2x.png", resolvedPath: "/recipes/pics/photo@2x.png", scale: 2))
        let tf = try XCTUnwrap(doc.view(named: "TF")?.textField)
        XCTAssertEqual(tf.borderStyle, .bezel)
        XCTAssertEqual(tf.text, "t")
        XCTAssertEqual(tf.placeholder, "p")
        XCTAssertEqual(tf.font, .preferred(.caption2))
        XCTAssertEqual(tf.textAlignment, .right)
        let tv = try XCTUnwrap(doc.view(named: "TV")?.textView)
        XCTAssertEqual(tv.isScrollEnabled, false)
        XCTAssertEqual(tv.textContainerInset, EdgeInsets(all: 8))
        XCTAssertEqual(tv.font, .preferred(.title1))
        XCTAssertEqual(doc.view(named: "TV")?.properties.textViewAlignment, .justified)
        XCTAssertEqual(tv.lineFragmentPadding, 0)
        XCTAssertEqual(doc.view(named: "Fixed")?.properties.frame, RectSpec(x: 10, y: 20, width: 30, height: 40))
        let sw = try XCTUnwrap(doc.view(named: "SW")?.switchControl)
        XCTAssertEqual(sw.isOn, true)
        XCTAssertEqual(sw.onTintColor, named("systemGreen"))
        XCTAssertEqual(doc.view(named: "SC")?.scrollView?.contentOffset, Point(x: 0, y: 40))
        XCTAssertEqual(doc.view(named: "SC")?.scrollView?.contentInset, EdgeInsets(top: 20))
        let st = try XCTUnwrap(doc.view(named: "ST"))
        XCTAssertEqual(st.stackView?.axis, .horizontal)
        XCTAssertEqual(st.stackView?.alignment, .lastBaseline)
        XCTAssertEqual(st.stackView?.distribution, .equalCentering)
        XCTAssertEqual(st.stackView?.spacing, 8)
        XCTAssertEqual(st.stackView?.isBaselineRelativeArrangement, true)
        XCTAssertEqual(st.stackView?.isLayoutMarginsRelativeArrangement, true)
        XCTAssertEqual(st.subviews.map(\.name), ["Plain"])
        XCTAssertEqual(st.layoutGuides.map(\.name), ["Spacer"])
        XCTAssertEqual(st.arrangedSubviews.count, 2)
        XCTAssertEqual(st.arrangedSubviews[0].properties.customSpacingAfter, 20)
        XCTAssertNil(st.arrangedSubviews[1].name)
        XCTAssertEqual(st.arrangedSubviews[1].typeKey, "switch")
        XCTAssertEqual(st.arrangedSubviews[1].path.description, "root.subviews[10].arrangedSubviews[1]")
    }

    func testColours() throws {
        func colour(_ json: String) throws -> RecipeColor? {
            try decode(recipe(views: "{ \"view\": \"V\", \"backgroundColor\": \(json) }")).view(named: "V")?.properties.backgroundColor
        }
        XCTAssertEqual(try colour("\"#336699\""), RecipeColor(red: 0.2, green: 0.4, blue: 0.6))
        XCTAssertEqual(try colour("{\"red\": 1, \"green\": 0.5, \"blue\": 0, \"alpha\": 0.25}"), RecipeColor(red: 1, green: 0.5, blue: 0, alpha: 0.25))
        XCTAssertEqual(try colour("\"clear\"")?.alpha, 0)
        XCTAssertEqual(try colour("\"systemGroupedBackground\""), RecipeColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, name: "systemGroupedBackground"))
        XCTAssertEqual(try colour("\"lightGray\"")?.red, 2.0 / 3.0)
        // Names are unique.
        XCTAssertEqual(Set(RecipeColor.named.map(\.name)).count, RecipeColor.named.count)
        let e = decodeError(recipe(views: "{ \"view\": \"V\", \"backgroundColor\": \"lightGrey\" }"))
        XCTAssertTrue(e?.message.hasPrefix("unknown colour \"lightGrey\"; did you mean \"lightGray\"?") == true, e?.message ?? "")
        XCTAssertEqual(decodeError(recipe(views: "{ \"view\": \"V\", \"backgroundColor\": \"#12345\" }"))?.message,
                       "invalid hex colour \"#12345\"; expected #RRGGBB or #RRGGBBAA")
        XCTAssertEqual(decodeError(recipe(views: "{ \"view\": \"V\", \"backgroundColor\": {\"white\": 2} }"))?.message,
                       "2 is out of range; expected white in 0...1")
    }

    func testErrorPathAndLineColumn() throws {
        let json = """
        {
          "name": "T",
          "root": { "subviews": [
            { "stack": "S", "arrangedSubviews": [
              { "label": "A" },
              { "label": "B" },
              { "button": "C", "titel": "Edit" }
            ] }
          ] }
        }
        """
        let e = try XCTUnwrap(decodeError(json))
        XCTAssertEqual(e.kind, .unknownKey("titel", suggestion: "title"))
        XCTAssertEqual(e.description, """
            test.json:7:24: error: root.subviews[0].arrangedSubviews[2].titel: unknown key "titel" in a button; did you mean "title"?
                      { "button": "C", "titel": "Edit" }
                                       ^~~~~~~
            """)
    }

    func testContentModeAcceptsCookbookShortForms() throws {
        let fit = try decode(recipe(views: "{ \"image\": \"I\", \"contentMode\": \"aspectFit\", \"source\": {\"solid\": \"red\", \"width\": 1, \"height\": 1} }"))
        XCTAssertEqual(fit.view(named: "I")?.imageView?.contentMode, .scaleAspectFit)
        let fill = try decode(recipe(views: "{ \"image\": \"I\", \"contentMode\": \"aspectFill\", \"source\": {\"solid\": \"red\", \"width\": 1, \"height\": 1} }"))
        XCTAssertEqual(fill.view(named: "I")?.imageView?.contentMode, .scaleAspectFill)
    }

    func testDidYouMeanForEnumsAndKeys() {
        XCTAssertEqual(decodeError(recipe(views: "{ \"stack\": \"S\", \"distribution\": \"fillEqualy\" }"))?.message,
                       "unknown stack distribution \"fillEqualy\"; did you mean \"fillEqually\"?; expected one of fill, fillEqually, fillProportionally, equalSpacing, equalCentering")
        XCTAssertTrue(decodeError(recipe(views: "{ \"image\": \"I\", \"contentMode\": \"scaleAspectFitt\" }"))?.message.contains("did you mean \"scaleAspectFit\"") == true)
        XCTAssertEqual(decodeError(recipe(views: "{ \"stack\": \"S\", \"alignment\": \"First Baseline\" }"))?.message.contains("did you mean \"firstBaseline\"?"), true)
        XCTAssertEqual(decodeError(recipe(views: "{ \"switch\": \"S\", \"onTint\": \"red\" }"))?.kind, .unknownKey("onTint", suggestion: "onTintColor"))
        XCTAssertEqual(decodeError(recipe(views: "{ \"lable\": \"S\" }"))?.message,
                       "a view needs a type key whose value is its name: one of "
                       + (RecipeViewTypes.all.map(\.key) + ["guide"]).map { "\"\($0)\"" }.joined(separator: ", ")
                       + "; did you mean \"lable\" → \"label\"?")
        XCTAssertEqual(decodeError("{\"nmae\": \"T\", \"root\": {}}")?.kind, .unknownKey("nmae", suggestion: "name"))
        XCTAssertEqual(decodeError(recipe(views: "{ \"label\": \"L\", \"font\": \"bdy\" }"))?.message.contains("did you mean \"body\"?"), true)
    }

    func testDuplicatesAndNames() throws {
        let e = try XCTUnwrap(decodeError(recipe(views: "{ \"view\": \"A\" }, { \"stack\": \"S\", \"arrangedSubviews\": [ { \"label\": \"A\" } ] }")))
        XCTAssertEqual(e.kind, .duplicateName("A", firstPath: JSONPath([.key("root"), .key("subviews"), .index(0)])))
        XCTAssertEqual(e.path?.description, "root.subviews[1].arrangedSubviews[0]")
        XCTAssertTrue(e.message.contains("also used at root.subviews[0]"), e.message)
        XCTAssertEqual(decodeError(recipe(views: "{ \"view\": \"A\" }, { \"guide\": \"A\" }"))?.kind,
                       .duplicateName("A", firstPath: JSONPath([.key("root"), .key("subviews"), .index(0)])))
        XCTAssertEqual(decodeError(recipe(views: "{ \"view\": \"Superview\" }"))?.kind, .reservedName("Superview"))
        XCTAssertEqual(decodeError(recipe(views: "{ \"view\": \"A.B\" }"))?.kind, .invalidValue)
        XCTAssertEqual(decodeError(recipe(views: "{ \"view\": \"2nd\" }"))?.kind, .invalidValue)
        XCTAssertEqual(decodeError("{\"name\": \"T\", \"root\": {\"view\": \"R\", \"view\": \"S\"}}")?.kind, .duplicateKey("view"))
        XCTAssertEqual(decodeError(recipe(views: "{ \"view\": \"A\", \"label\": \"B\" }"))?.message, "a view has exactly one type key; found \"view\" and \"label\"")
    }

    func testStructuralErrors() {
        XCTAssertEqual(decodeError("{\"root\": {}}")?.kind, .missingKey("name"))
        XCTAssertEqual(decodeError("{\"name\": \"T\"}")?.kind, .missingKey("root"))
        XCTAssertEqual(decodeError("[]")?.message, "expected a recipe (a JSON object), found an array")
        XCTAssertEqual(decodeError(recipe(views: "{ \"view\": \"A\", \"customSpacingAfter\": 4 }"))?.message,
                       "\"customSpacingAfter\" applies only to a stack view's arranged subviews")
        XCTAssertEqual(decodeError(recipe(views: "{ \"stack\": \"S\", \"arrangedSubviews\": [ { \"guide\": \"G\" } ] }"))?.message,
                       "a layout guide cannot be an arranged subview; put it in the stack's \"subviews\"")
        XCTAssertEqual(decodeError(recipe(views: "{ \"view\": \"A\", \"arrangedSubviews\": [] }"))?.kind, .unknownKey("arrangedSubviews", suggestion: "subviews"))
        XCTAssertEqual(decodeError(recipe(views: "{ \"view\": \"A\", \"alpha\": 2 }"))?.message, "2 is out of range; expected an alpha in 0...1")
        XCTAssertEqual(decodeError(recipe(views: "{ \"view\": \"A\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 5} }"))?.kind, .missingKey("height"))
        XCTAssertEqual(decodeError("{\"name\": \"T\", \"root\": {\"frame\": {\"x\": 0, \"y\": 0, \"width\": 5, \"height\": 5}}}")?.kind, .unknownKey("frame", suggestion: nil))
        XCTAssertEqual(decodeError(recipe(views: "{ \"view\": \"A\", \"hugging\": 1001 }"))?.kind, .invalidValue)
        XCTAssertEqual(decodeError(recipe(views: "{ \"label\": \"A\", \"numberOfLines\": 1.5 }"))?.kind, .invalidValue)
        XCTAssertEqual(decodeError(recipe(views: "{ \"view\": \"A\", \"layoutMargins\": {\"left\": 1, \"leading\": 2} }"))?.message,
                       "layout margins mix \"left\" with leading/trailing; use either left/right or leading/trailing")
        XCTAssertEqual(decodeError(recipe(views: "{ \"image\": \"A\", \"source\": \"a.jpg\" }"))?.message,
                       "image \"a.jpg\" is not a .png, .svg or .pdf file; recipes use PNG images and SVG or PDF vector images")
        XCTAssertEqual(decodeError(recipe(views: "{ \"label\": \"A\", \"font\": \"system big\" }"))?.message,
                       "invalid font \"system big\"; expected \"system SIZE\" or \"system SIZE WEIGHT\" (e.g. \"system 17 semibold\")")
    }

    /// The excerpt of a value error is its own source line (the text is split into lines only
    /// when an error needs it), with the caret under the value.
    func testValueErrorExcerptIsItsSourceLine() {
        let json = ["{", "  \"name\": \"T\",", "  \"root\": { \"view\": \"Root\",",
                    "    \"alpha\": 2 } }"].joined(separator: "\n")
        let e = decodeError(json)
        XCTAssertEqual(e?.location?.line, 4)
        XCTAssertEqual(e?.excerpt, RecipeError.Excerpt(text: "    \"alpha\": 2 } }", column: 14, length: 1))
    }

    func testMissingImageFileIsAnError() {
        let json = recipe(views: "{ \"image\": \"I\", \"source\": \"missing.png\" }")
        XCTAssertThrowsError(try RecipeDocument.decode(text: json, file: "t.json", baseDirectory: "/nonexistent")) { error in
            XCTAssertTrue("\(error)".contains("image file \"missing.png\" not found"), "\(error)")
        }
    }

    func testRepeat() throws {
        let doc = try decode(recipe(views: """
            { "stack": "S", "arrangedSubviews": [
              { "repeat": 3, "template": { "label": "Row {index}", "text": "Item {index0}" } },
              { "repeat": ["x", "y"], "template": { "button": "B {item}", "title": "{item}!" } }
            ] }
            """, constraints: "[{ \"repeat\": 2, \"constraints\": [\"Row {index}.Height = 44\"] }]"))
        let stack = try XCTUnwrap(doc.view(named: "S"))
        XCTAssertEqual(stack.arrangedSubviews.map(\.name), ["Row 1", "Row 2", "Row 3", "B x", "B y"])
        XCTAssertEqual(doc.view(named: "Row 3")?.label?.text, "Item 2")
        XCTAssertEqual(doc.view(named: "B y")?.button?.title, "y!")
        XCTAssertEqual(doc.constraints.map(\.description), ["Row 1.Height = 44", "Row 2.Height = 44"])
        let e = decodeError(recipe(views: "{ \"stack\": \"S\", \"arrangedSubviews\": [ { \"repeat\": 2, \"template\": { \"label\": \"Same\" } } ] }"))
        XCTAssertEqual(e?.kind, .duplicateName("Same", firstPath: JSONPath([.key("root"), .key("subviews"), .index(0), .key("arrangedSubviews"), .index(0), .key("template")])))
        XCTAssertEqual(decodeError(recipe(views: "{ \"view\": \"V\", \"subviews\": [ { \"repeat\": 2, \"template\": { \"label\": \"L{index}\", \"txt\": 1 } } ] }"))?.message,
                       "unknown key \"txt\" in a label; did you mean \"text\"? (in copy 1 of the repeat)")
    }

    /// One repeat mechanism for subviews, arranged subviews, constraint groups, table rows and
    /// collection items: a list of objects of strings gives each copy fields (`{key}`), and
    /// `{item}` is the copy's number, as for a count.
    func testRepeatWithFields() throws {
        let doc = try decode(recipe(views: """
            { "stack": "S", "arrangedSubviews": [
              { "repeat": [ { "id": "wifi", "title": "Wi-Fi" }, { "id": "bt", "title": "Bluetooth" } ],
                "template": { "label": "Title {id}", "text": "{title} ({item}/{index0})" } }
            ], "subviews": [
              { "repeat": [ { "n": "A" } ], "template": { "view": "Box {n}", "subviews": [ { "label": "In {n} {index}" } ] } }
            ] }
            """, constraints: """
            [{ "repeat": [ { "id": "wifi", "h": "44" }, { "id": "bt", "h": "30" } ], "constraints": ["Title {id}.Height = {h}"] }]
            """))
        let stack = try XCTUnwrap(doc.view(named: "S"))
        XCTAssertEqual(stack.arrangedSubviews.map(\.name), ["Title wifi", "Title bt"])
        XCTAssertEqual(doc.view(named: "Title bt")?.label?.text, "Bluetooth (2/1)")
        XCTAssertNotNil(doc.view(named: "In A 1"))
        XCTAssertEqual(doc.constraints.map(\.description), ["Title wifi.Height = 44", "Title bt.Height = 30"])
        let mixed = decodeError(recipe(views: """
            { "view": "V", "subviews": [ { "repeat": [ { "a": "1" }, "b" ], "template": { "label": "L{a}" } } ] }
            """))
        XCTAssertEqual(mixed?.message, "expected an object of strings (the fields of a copy), found the string \"b\"")
        let notString = decodeError(recipe(views: """
            { "view": "V", "subviews": [ { "repeat": [ { "a": 1 } ], "template": { "label": "L{a}" } } ] }
            """))
        XCTAssertEqual(notString?.path, JSONPath([.key("root"), .key("subviews"), .index(0), .key("subviews"), .index(0), .key("repeat"),
                                                  .index(0), .key("a")]))
    }

    func testObjectForm() throws {
        let list = constraints("""
            {"first": "A", "firstAttribute": "top", "relation": ">=", "second": "B", "secondAttribute": "bottom",
             "multiplier": 1, "constant": 8, "priority": 750, "identifier": "gap"},
            {"first": "A", "firstAttribute": "width", "constant": 44},
            {"first": "Content", "firstAttribute": "Top", "second": "SV.contentLayoutGuide", "secondAttribute": "Top", "constant": "standard"},
            {"constraint": "A.Leading = B.Leading", "identifier": "align", "when": "wR"}
            """)
        XCTAssertEqual(list.count, 4)
        XCTAssertEqual(list[0].description, "A.Top >= B.Bottom + 8 @750")
        XCTAssertEqual(list[0].identifier, "gap")
        XCTAssertEqual(list[0].source.notation, .object)
        XCTAssertEqual(list[1].description, "A.Width = 44")
        XCTAssertEqual(list[2].secondItem, .systemGuide(.contentLayoutGuide, owner: .view("Content".isEmpty ? "" : "SV")))
        XCTAssertEqual(list[2].constant, .standard(sign: 1))
        XCTAssertEqual(list[3].identifier, "align")
        XCTAssertEqual(list[3].condition, TraitCondition(horizontalSizeClass: .regular))
        XCTAssertEqual(decodeError(recipe(views: standardViews, constraints: "[{\"first\": \"A\", \"firstAttribute\": \"top\", \"second\": \"B\", \"secondAttribute\": \"height\"}]"))?.kind, .illegalConstraint)
        XCTAssertEqual(decodeError(recipe(views: standardViews, constraints: "[{\"first\": \"A\", \"firstAttribute\": \"topp\"}]"))?.message,
                       "unknown attribute \"topp\"; did you mean \"top\"?; expected one of left, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins")
        XCTAssertEqual(decodeError(recipe(views: standardViews, constraints: "[{\"first\": \"A\", \"firstAttribute\": \"top\", \"secondItem\": \"B\"}]"))?.kind,
                       .unknownKey("secondItem", suggestion: "second"))
    }
}
