import XCTest
@testable import Recipe

/// A long `repeat` of views is decoded in two halves on two threads (`decodeCopies`): the
/// document, and the error of a recipe that has one, are those of decoding every copy in order.
final class SplitRepeatTests: XCTestCase {
    private func decode(_ json: String, limits: RecipeLimits, split: Bool) -> Result<RecipeDocument, RecipeError> {
        Result { () throws(RecipeError) -> RecipeDocument in
            try RecipeDocument.decodeOnThisThread(text: json, file: "t.json", baseDirectory: "/", checkImageFiles: false,
                                                  limits: limits, splitsRepeats: split)
        }
    }

    /// A stack of `copies` copies of `template` over `items` (or a count).
    private func recipe(_ template: String, items: [String]? = nil, copies: Int = 0) -> String {
        let rep = items.map { "[" + $0.map { "\"\($0)\"" }.joined(separator: ",") + "]" } ?? String(copies)
        return #"{"name":"r","root":{"subviews":[{"stack":"S","arrangedSubviews":[{"repeat":"# + rep
            + #","template":"# + template + "}]}]}}"
    }

    private func assertSameOutcome(_ json: String, limits: RecipeLimits = .standard, file: StaticString = #filePath, line: UInt = #line) {
        let split = decode(json, limits: limits, split: true), inOrder = decode(json, limits: limits, split: false)
        switch (split, inOrder) {
        case (.success(let a), .success(let b)): XCTAssertEqual(a, b, file: file, line: line)
        case (.failure(let a), .failure(let b)): XCTAssertEqual(a, b, file: file, line: line)
        default: XCTFail("split: \(split), in order: \(inOrder)", file: file, line: line)
        }
    }

    func testLongRepeatDecodesInOrder() throws {
        let count = DecodeContext.splitCopyCount * 3 + 1
        let json = recipe(#"{"stack":"Row {index}","axis":"horizontal","arrangedSubviews":[{"label":"Date {index}","text":"{item}"},{"button":"B{index0}","title":"x"}]}"#,
                          items: (1...count).map { "item \($0)" })
        assertSameOutcome(json)
        let doc = try decode(json, limits: .standard, split: true).get()
        let rows = try XCTUnwrap(doc.view(named: "S")).arrangedSubviews
        XCTAssertEqual(rows.map(\.name), (1...count).map { "Row \($0)" })
        XCTAssertEqual(doc.view(named: "Date \(count)")?.label?.text, "item \(count)")
        XCTAssertEqual(rows.last?.arrangedSubviews.last?.name, "B\(count - 1)")
    }

    /// Copies 100 and 200 (one in each half) are invalid: the first in order is reported.
    func testTheFirstErrorInOrderIsReported() {
        var items = (1...300).map { "L\($0)" }
        items[99] = " bad"
        items[199] = "1bad"
        let json = recipe(#"{"label":"{item}"}"#, items: items)
        assertSameOutcome(json)
        guard case .failure(let e) = decode(json, limits: .standard, split: true) else { return XCTFail("expected an error") }
        XCTAssertTrue(e.message.hasSuffix("(in copy 100 of the repeat)"), e.message)
    }

    /// Each half alone stays within the expansion budget; together they pass it.
    func testHalvesThatTogetherPassTheBudgetAreRefusedAsInOrder() throws {
        let long = String(repeating: "x", count: 200)
        let json = recipe(#"{"label":null,"text":"{index}"# + long + #""}"#, copies: 300)
        var limits = RecipeLimits.standard
        // 300 copies spend ~64,000; each half ~32,000.
        limits.fileSize = 3_000
        assertSameOutcome(json, limits: limits)
        guard case .failure(let e) = decode(json, limits: limits, split: true) else { return XCTFail("expected an error") }
        XCTAssertEqual(e.kind, .limitExceeded("file-size"))
        limits.fileSize = 5_000
        assertSameOutcome(json, limits: limits)
        XCTAssertNoThrow(try decode(json, limits: limits, split: true).get())
    }

    /// A short repeat inside a split one is decoded within its half; a split inside a short
    /// repeat still splits.
    func testNestedRepeats() {
        let inner = #"{"view":null,"subviews":[{"repeat":3,"template":{"label":null,"text":"{index}"}}]}"#
        assertSameOutcome(recipe(inner, copies: 200))
        let outer = #"{"view":null,"subviews":[{"repeat":200,"template":{"label":null,"text":"{index}"}}]}"#
        assertSameOutcome(recipe(outer, copies: 3))
    }
}
