import XCTest
@testable import Recipe
import Layout

final class JSONReaderTests: XCTestCase {
    func parse(_ text: String) throws(RecipeError) -> JSONNode { try JSONReader.parse(text, file: "j.json") }

    func testKeyOrderAndPositions() throws {
        let node = try parse("{\n  \"b\": 1,\n  \"a\": [true, null, \"x\"],\n  \"é\": {\"z\": -1.5e2}\n}")
        let members = try XCTUnwrap(node.objectValue)
        XCTAssertEqual(members.map(\.key), ["b", "a", "é"])
        XCTAssertEqual(members[0].keyLocation, SourceLocation(line: 2, column: 3, offset: 4))
        XCTAssertEqual(members[1].value.location.line, 3)
        XCTAssertEqual(members[1].value.location.column, 8)
        XCTAssertEqual(members[1].value.arrayValue?[2].location.column, 21)
        XCTAssertEqual(members[2].value.objectValue?[0].value.numberValue, -150)
        // Columns count characters, not bytes: "é" is one column.
        XCTAssertEqual(members[2].value.location.column, 8)
    }

    func testStringsAndEscapes() throws {
        let node = try parse(#"["a\"b\\c\/\n\t\u00e9\ud83c\udf38", "plain 花"]"#)
        let items = try XCTUnwrap(node.arrayValue)
        XCTAssertEqual(items[0].stringValue, "a\"b\\c/\n\té🌸")
        XCTAssertFalse(items[0].verbatim)
        XCTAssertEqual(items[1].stringValue, "plain 花")
        XCTAssertTrue(items[1].verbatim)
    }

    func testSyntaxErrors() {
        func message(_ text: String) -> String {
            do {
                _ = try parse(text)
                return "no error"
            } catch {
                return "\(error.location.map { "\($0)" } ?? "-") \(error.message)"
            }
        }
        XCTAssertEqual(message("{\"a\": 1,}"), "1:9 trailing comma before \"}\"; JSON does not allow it")
        XCTAssertEqual(message("[1, 2,]"), "1:7 trailing comma before \"]\"; JSON does not allow it")
        XCTAssertEqual(message("{\"a\" 1}"), "1:6 expected \":\" after the key \"a\"")
        XCTAssertEqual(message("{'a': 1}"), "1:2 unexpected \"'\"; expected a key in double quotes")
        XCTAssertEqual(message("[01]"), "1:2 invalid number: JSON numbers have no leading zeros")
        XCTAssertEqual(message("\n  [tru]"), "2:4 invalid literal; expected \"true\"")
        XCTAssertEqual(message("\"abc"), "1:1 unterminated string that starts at 1:1; expected a closing \"")
        XCTAssertEqual(message("{} x"), "1:4 unexpected text after the end of the JSON value; expected the end of the file")
        XCTAssertEqual(message(""), "1:1 unexpected end of file; expected a value (object, array, string, number, true, false or null)")
        XCTAssertEqual(message("[\"\\x\"]"), "1:4 invalid escape \\\"x\"; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
        XCTAssertEqual(message("[\"\\ud800\"]"), "1:9 lone UTF-16 high surrogate \\ud800; expected a \\uDC00...\\uDFFF low surrogate to follow")
        XCTAssertEqual(message("1e999"), "1:1 number 1e999 is out of range")
        XCTAssertEqual(message(String(repeating: "[", count: 300)), "1:257 JSON nested deeper than 256 levels, the depth limit (the most allowed: deeper nesting could overflow the stack)")
    }

    func testSyntaxErrorInRecipeHasExcerpt() throws {
        let e = try XCTUnwrap(decodeError("{\n  \"name\": \"T\",\n  \"root\": {},\n}"))
        XCTAssertEqual(e.description, """
            test.json:4:1: error: trailing comma before "}"; JSON does not allow it
                }
                ^
            """)
    }

    func testPathDescription() {
        let p = JSONPath([.key("root"), .key("subviews"), .index(0), .key("arrangedSubviews"), .index(2), .key("odd key")])
        XCTAssertEqual(p.description, "root.subviews[0].arrangedSubviews[2][\"odd key\"]")
        XCTAssertEqual(JSONPath().description, "(top level)")
    }
}
