import Foundation
import XCTest
import Layout
@testable import Recipe
import Typesetting

/// The JSON reader against Foundation's JSONSerialization (an independent reader) on every
/// recipe and fixture, and the reader's string fast/slow paths, paths and duplicate keys.
final class ReaderReferenceTests: XCTestCase {
    /// Every JSON file of the recipe corpus and the fixtures.
    func corpus() -> [String] {
        var files: [String] = []
        for dir in ["/Snapshots/recipes", "/Tests/RecipeTests/Fixtures"] {
            guard let e = FileManager.default.enumerator(atPath: repositoryRoot + dir) else { continue }
            while let f = e.nextObject() as? String {
                if f.hasSuffix(".json") { files.append(repositoryRoot + dir + "/" + f) }
            }
        }
        return files.sorted()
    }

    /// `node` and Foundation's value agree (strings, numbers, booleans, nulls, order-free objects).
    func assertSame(_ node: JSONNode, _ reference: Any, _ where_: String) {
        switch node.value {
        case .null: XCTAssertTrue(reference is NSNull, where_)
        case .bool(let b): XCTAssertEqual((reference as? NSNumber)?.boolValue, b, where_)
        case .number(let d, _): XCTAssertEqual((reference as? NSNumber)?.doubleValue, d, where_)
        case .string(let s): XCTAssertEqual(reference as? String, s, where_)
        case .array(let items):
            guard let list = reference as? [Any], list.count == items.count else { return XCTFail("array at \(where_)") }
            for (i, item) in items.enumerated() { assertSame(item, list[i], "\(where_)[\(i)]") }
        case .object(let members):
            guard let dict = reference as? [String: Any], dict.count == members.count else { return XCTFail("object at \(where_)") }
            for m in members {
                guard let value = dict[m.key] else { return XCTFail("key \(m.key) at \(where_)") }
                assertSame(m.value, value, "\(where_).\(m.key)")
            }
        }
    }

    func testCorpusMatchesFoundation() throws {
        let files = corpus()
        XCTAssertGreaterThan(files.count, 20)
        var checked = 0
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            guard let reference = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) else { continue }
            // Duplicate keys (Foundation keeps one) are rejected later, by the decoder.
            guard let node = try? JSONReader.parse(text, file: file) else { continue }
            assertSame(node, reference, file)
            checked += 1
        }
        XCTAssertGreaterThan(checked, 20)
    }

    func testEscapedAndPlainStringsAgree() throws {
        // The same text written plainly, with escapes, and mixing both around non-ASCII.
        let node = try JSONReader.parse(#"["Stack 花 🌸 é", "Stack \u82b1 \ud83c\udf38 \u00e9", "St\u0061ck 花 🌸 \u00e9", "\u0000\"", ""]"#, file: nil)
        let items = try XCTUnwrap(node.arrayValue)
        XCTAssertEqual(items.map(\.stringValue), ["Stack 花 🌸 é", "Stack 花 🌸 é", "Stack 花 🌸 é", "\u{0}\"", ""])
        XCTAssertEqual(items.map(\.verbatim), [true, false, false, false, true])
        // Columns after a plain non-ASCII string count scalars; after an escaped one, source characters.
        XCTAssertEqual(items[1].location, SourceLocation(line: 1, column: 17, offset: 22))
        XCTAssertEqual(items[2].location.column, 53)
        XCTAssertEqual(items[3].location.column, 78)
        XCTAssertEqual(items[4].location.column, 90)
    }

    func testStringErrorsAfterPlainPrefix() {
        func message(_ text: String) -> String {
            do {
                _ = try JSONReader.parse(text, file: nil)
                return "no error"
            } catch {
                return "\(error.location.map { "\($0)" } ?? "-") \(error.message)"
            }
        }
        XCTAssertEqual(message("[\"花 ab\tc\"]"), "1:7 control character in a string; escape it as \\u0009")
        XCTAssertEqual(message("[\"花\nb\"]"), "1:4 line break inside a string (unterminated string that starts at 1:2?); write \\n for a line break")
        XCTAssertEqual(message("[\"ab\\"), "1:6 unterminated escape sequence")
        XCTAssertEqual(message("[\"ab\\u00e9 花"), "1:2 unterminated string that starts at 1:2; expected a closing \"")
        XCTAssertEqual(message("{\"a\": 1, \"b\": 2e+1, \"c\": -0.5E-3, \"d\": 1.5e}"), "1:40 invalid number; expected a digit in the exponent")
    }

    func testDuplicateKeyNamesTheFirstOccurrence() {
        let e = decodeError("{\"name\": \"T\", \"root\": {\"backgroundColor\": \"red\", \"alpha\": 1, \"alpha\": 0.5, \"backgroundColor\": \"blue\"}}")
        XCTAssertEqual(e?.kind, .duplicateKey("alpha"))
        XCTAssertEqual(e?.message, "duplicate key \"alpha\" (first at 1:50)")
        XCTAssertEqual(e?.location?.column, 62)
        XCTAssertEqual(e?.path, JSONPath([.key("root"), .key("alpha")]))
    }

    func testPathsBuiltStepwiseEqualPathsFromComponents() {
        let built = JSONPath().appending("root").appending("subviews").appending(0).appending("odd key")
        let direct = JSONPath([.key("root"), .key("subviews"), .index(0), .key("odd key")])
        XCTAssertEqual(built, direct)
        XCTAssertEqual(built.hashValue, direct.hashValue)
        XCTAssertEqual(built.components, direct.components)
        XCTAssertNotEqual(built, JSONPath().appending("root").appending("subviews").appending(1).appending("odd key"))
        XCTAssertNotEqual(built, JSONPath([.key("root"), .key("subviews"), .index(0)]))
        XCTAssertEqual(JSONPath(), JSONPath([]))
        var changed = built
        changed.components.removeLast()
        XCTAssertEqual(changed, JSONPath([.key("root"), .key("subviews"), .index(0)]))
        XCTAssertEqual(built.description, "root.subviews[0][\"odd key\"]")
        var dumped = ""
        dump(JSONPath([.index(3)]), to: &dumped)
        XCTAssertTrue(dumped.contains("components: 1 element"), dumped)
    }

    /// Key matching skips byte-length mismatches only for ASCII keys against ASCII names, so
    /// every key table the decoder matches against must be ASCII.
    func testKeyTablesAreASCIIAndMatchingKeepsCanonicalEquivalence() throws {
        var tables: [[String]] = [RecipeDocument.topLevelKeys, DecodeContext.groupKeys, DecodeContext.textKeys,
                                  DecodeContext.visualFormatKeys, DecodeContext.objectKeys, ViewKeys.typeKeys,
                                  RecipeDocument.snapshotKeys, RecipeDocument.toleranceKeys]
        for type in RecipeViewTypes.all { tables.append(ViewKeys.allowed(for: type.key)) }
        for key in tables.joined() { XCTAssertTrue(key.utf8.allSatisfy { $0 < 0x80 }, key) }
        // A non-ASCII key canonically equal to an ASCII name still matches it (KELVIN SIGN is K),
        // and an escaped ASCII key (ASCII-ness not recorded) matches as well.
        let node = try JSONReader.parse(#"{"\u212A": 1, "K": 2, "a\u0062": 3, "ab": 4, "K": 5}"#, file: nil)
        let members = try XCTUnwrap(node.objectValue)
        XCTAssertEqual(members.map(\.keyIsASCII), [false, true, false, true, false])
        XCTAssertTrue(members[4].hasKey("K"))
        XCTAssertTrue(members[1].hasSameKey(as: members[4]))
        XCTAssertTrue(members[0].hasKey("K"))
        XCTAssertTrue(members[0].hasSameKey(as: members[1]))
        XCTAssertTrue(members[2].hasKey("ab"))
        XCTAssertTrue(members[2].hasSameKey(as: members[3]))
        XCTAssertFalse(members[3].hasKey("abc"))
        XCTAssertFalse(members[3].hasKey("ac"))
        XCTAssertEqual(decodeError("{\"name\": \"T\", \"root\": {\"alpha\": 1, \"alph\\u0061\": 0.5}}")?.kind, .duplicateKey("alpha"))
    }
}
