import XCTest
@testable import InterfaceBuilder

/// Each limit of `XMLLimits` (docs/limits.md), at small values: the last value allowed loads,
/// one more is refused at the element or file that goes past it.
final class XMLLimitsTests: XCTestCase {
    func parse(_ xml: String, _ limits: XMLLimits) throws(IBError) -> XMLElementNode {
        try XMLTreeBuilder.parse(Array(xml.utf8), path: "L.xib", limits: limits)
    }

    func assertRefused(_ xml: String, _ limits: XMLLimits, at expected: (Int, Int), saying words: String,
                       file: StaticString = #filePath, line: UInt = #line) {
        do {
            _ = try parse(xml, limits)
            XCTFail("expected a refusal", file: file, line: line)
        } catch {
            guard case .refused(let l, let reason) = error else { return XCTFail("\(error)", file: file, line: line) }
            XCTAssertEqual([l.line, l.column], [expected.0, expected.1], error.description, file: file, line: line)
            XCTAssertTrue(reason.contains(words), error.description, file: file, line: line)
        }
    }

    func testStandardLimits() {
        let standard = XMLLimits.standard
        XCTAssertEqual([standard.maxFileBytes, standard.maxDepth, standard.maxAttributesPerElement, standard.maxElements],
                       [67_108_864, 256, 256, 2_000_000])
    }

    func testDepth() throws {
        let limits = XMLLimits(maxDepth: 3)
        XCTAssertEqual(try parse("<a>\n <b>\n  <c/>\n </b>\n</a>", limits).children.first?.children.first?.name, "c")
        assertRefused("<a>\n <b>\n  <c>\n   <d/>\n  </c>\n </b>\n</a>", limits, at: (4, 4),
                      saying: "elements nested deeper than 3 levels")
    }

    func testElementCount() throws {
        let limits = XMLLimits(maxElements: 4)
        XCTAssertEqual(try parse("<a><b/><b/><b/></a>", limits).children.count, 3)
        assertRefused("<a><b/><b/><b/>\n<b/></a>", limits, at: (2, 1), saying: "more than 4 elements in one file")
    }

    func testAttributeCount() throws {
        let limits = XMLLimits(maxAttributesPerElement: 2)
        XCTAssertEqual(try parse("<a x='1' y=\"2\"><b z='>'/></a>", limits).attributes, ["x": "1", "y": "2"])
        assertRefused("<a x='1'>\n  <b x='1' y='2' z='3'/></a>", limits, at: (2, 3), saying: "more than 2 attributes")
        // Quotes in text, comments and processing instructions are not attributes.
        XCTAssertNoThrow(try parse("<?xml version='1.0' encoding='UTF-8'?><!-- 'a' 'b' 'c' --><a>'1' '2' '3'</a>", limits))
    }

    func testFileSize() throws {
        let limits = XMLLimits(maxFileBytes: 10)
        XCTAssertEqual(try parse("<abcdefg/>", limits).name, "abcdefg")
        assertRefused("<abcdefgh/>", limits, at: (1, 1), saying: "the file is 11 bytes, more than the limit of 10 bytes for")
    }
}
