import Foundation
import XCTest
import Layout
@testable import Recipe
import Typesetting

/// The repository root (three levels above this file).
let repositoryRoot: String = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// Decodes `json` as a recipe named test.json (image files not checked).
func decode(_ json: String, file: String = "test.json") throws(RecipeError) -> RecipeDocument {
    try RecipeDocument.decode(text: json, file: file, baseDirectory: "/recipes", checkImageFiles: false)
}

/// A recipe with `views` as the root's subviews and `constraints`.
func recipe(views: String, constraints: String = "[]", extra: String = "") -> String {
    """
    {
      "name": "Test",\(extra)
      "root": { "subviews": [\(views)] },
      "constraints": \(constraints)
    }
    """
}

/// The error decoding `json` throws; fails the test if it decodes.
func decodeError(_ json: String, file: StaticString = #filePath, line: UInt = #line) -> RecipeError? {
    do {
        _ = try decode(json)
        XCTFail("expected an error", file: file, line: line)
        return nil
    } catch {
        return error
    }
}

/// The single constraint a one-constraint recipe over views A, B (and a stack S, scroll view SV) decodes to.
func constraint(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> ConstraintSpec? {
    let json = recipe(views: standardViews, constraints: "[\(jsonString(text))]")
    do {
        let doc = try decode(json)
        XCTAssertEqual(doc.constraints.count, 1, file: file, line: line)
        return doc.constraints.first
    } catch {
        XCTFail("\(error)", file: file, line: line)
        return nil
    }
}

/// The constraints a recipe over the standard views decodes to for one constraint entry (raw JSON).
func constraints(_ entry: String, extra: String = "", file: StaticString = #filePath, line: UInt = #line) -> [ConstraintSpec] {
    let json = recipe(views: standardViews, constraints: "[\(entry)]", extra: extra)
    do {
        return try decode(json).constraints
    } catch {
        XCTFail("\(error)", file: file, line: line)
        return []
    }
}

/// The error for one constraint string over the standard views.
func constraintError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> RecipeError? {
    decodeError(recipe(views: standardViews, constraints: "[\(jsonString(text))]"), file: file, line: line)
}

let standardViews = """
{ "view": "A" }, { "view": "B" }, { "label": "First Name Label" }, { "textField": "Middle Name Text Field" },
{ "stack": "S", "arrangedSubviews": [ { "view": "C" } ] },
{ "scrollView": "SV", "subviews": [ { "view": "Content" } ] },
{ "guide": "G" }
"""

/// `text` as a JSON string literal.
func jsonString(_ text: String) -> String {
    var out = "\""
    for c in text.unicodeScalars {
        switch c {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        default: out.unicodeScalars.append(c)
        }
    }
    return out + "\""
}

/// A view's class properties in Layout's model, by class (nil for another class).
extension ViewSpec {
    var label: LabelProperties? { kind[LabelProperties.self] }
    var button: ButtonProperties? { kind[ButtonProperties.self] }
    var imageView: ImageViewProperties? { kind[ImageViewProperties.self] }
    var textField: TextFieldProperties? { kind[TextFieldProperties.self] }
    var textView: TextViewProperties? { kind[TextViewProperties.self] }
    var switchControl: SwitchProperties? { kind[SwitchProperties.self] }
    var scrollView: ScrollViewProperties? { kind[ScrollViewProperties.self] }
    var stackView: StackViewProperties? { kind[StackViewProperties.self] }
}

/// A priority patch writing the given axes (as the decoder makes it).
func priorities(horizontal: Float? = nil, vertical: Float? = nil) -> Patch<AxisPriorities> {
    var patch = Patch(AxisPriorities.patchBase)
    if let horizontal { patch.set("horizontal", \.horizontal, LayoutPriority(horizontal)) }
    if let vertical { patch.set("vertical", \.vertical, LayoutPriority(vertical)) }
    return patch
}

/// A named colour in Layout's model.
func named(_ name: String) -> Color? { RecipeColor.named(name)?.layoutColor }
