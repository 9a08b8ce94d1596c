import Foundation
import XCTest
@testable import Layout
import LayoutTestSupport

/// `JSONOutput` and `LayoutDumpWriter` against the reference they replace: Foundation's
/// `JSONEncoder` with the reports' options. Every comparison is of bytes.
final class JSONOutputTests: XCTestCase {
    /// The reference: what the reports printed before `JSONOutput` (a test-only encoder).
    func reference<T: Encodable>(_ value: T, escapesSlashes: Bool = false) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = escapesSlashes ? [.prettyPrinted, .sortedKeys] : [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return [UInt8](try encoder.encode(value))
    }

    func assertSameBytes(_ ours: [UInt8], _ theirs: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        guard ours != theirs else { return }
        let i = zip(ours, theirs).prefix { $0 == $1 }.count
        let context = { (b: [UInt8]) in String(decoding: b[max(0, i - 80)..<min(b.count, i + 80)], as: UTF8.self) }
        XCTFail("first difference at byte \(i):\n--- ours\n\(context(ours))\n--- JSONEncoder\n\(context(theirs))", file: file, line: line)
    }

    static let awkwardNumbers: [Double] = [
        0, -0.0, 1, -1, 2.5, -2.5, 150.28125, 0.1, 0.3, 1.0 / 3, 2.0 / 3, -1.0 / 3, 0.5, 1e-5, 1e-4, 0.001, .leastNonzeroMagnitude,
        2.2250738585072014e-308, 1.7976931348623157e308, -1.7976931348623157e308, 1e14 + 0.5, 999_999_999_999_999,
        999_999_999_999_999.9, 1e15, -1e15, 1e15 + 1, 1e16, 9_007_199_254_740_992, 9_007_199_254_740_994, 1e17,
        123_456_789_012_345_680, 1e20, -1e20, 1e21, 1e22, 1e100, 4_294_967_296, Double(Int32.max), Double(Int64.max),
        0.1 + 0.2, 100.000001, 37.666666666666664, 12.345e-10,
    ]

    func testNumbersAreWrittenAsJSONEncoderWritesDoubles() throws {
        var rng = SplitMix(seed: 17)
        var numbers = Self.awkwardNumbers
        for _ in 0..<5_000 {
            let magnitude = Double(rng.next() % 60) - 30
            let v = Double(bitPattern: rng.next())
            numbers.append(v.isFinite ? v : Double(rng.next() % 1_000_000) * pow(10, magnitude) / 7)
            numbers.append((Double(rng.next() % 200_000) - 100_000) / 8)   // pixel-grid values
        }
        var out = JSONOutput()
        out.beginArray()
        for n in numbers { out.number(n) }
        out.endArray()
        assertSameBytes(try out.finished(), try reference(numbers))
    }

    func testNonFiniteNumbersFail() {
        for bad in [Double.nan, .infinity, -.infinity] {
            var out = JSONOutput()
            out.beginArray()
            out.number(1)
            out.number(bad)
            out.endArray()
            XCTAssertThrowsError(try out.finished())
        }
    }

    static let awkwardStrings: [String] = [
        "", "plain", "a/b//c", "q\"uote", "back\\slash", "\u{0}\u{1}\u{7}\u{8}\u{9}\u{a}\u{b}\u{c}\u{d}\u{e}\u{1f}\u{20}",
        "\u{7f}DEL", "é e\u{301} ü 😀 👩‍👩‍👧 \u{2028}\u{2029} \u{feff}", "日本語", "<>&'", "tab\tend\n", "\\/\"\\u0000",
    ]

    func testStringsAndKeysAreEscapedAndSortedAsJSONEncoderDoes() throws {
        var rng = SplitMix(seed: 5)
        var strings = Self.awkwardStrings
        let pool: [Unicode.Scalar] = (0..<0x30).compactMap(Unicode.Scalar.init) + ["/", "\\", "\"", "é", "\u{301}", "€", "😀", "A", "a", "Z", "_", "~", "\u{7f}", "\u{80}", "\u{ff}"]
        for _ in 0..<500 {
            var s = String.UnicodeScalarView()
            for _ in 0..<(rng.next() % 12) { s.append(pool[Int(rng.next() % UInt64(pool.count))]) }
            strings.append(String(s))
        }
        var dictionary: [String: [String]] = [:]
        for (i, s) in strings.enumerated() { dictionary[s, default: []].append(strings[(i * 7) % strings.count]) }
        for escapesSlashes in [false, true] {
            var out = JSONOutput(escapesSlashes: escapesSlashes)
            out.beginObject()
            for (key, values) in dictionary.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
                out.key(key)
                out.strings(values)
            }
            out.endObject()
            assertSameBytes(try out.finished(), try reference(dictionary, escapesSlashes: escapesSlashes))
        }
    }

    struct Nested: Encodable {
        var empty: [Int] = []
        var emptyObject: [String: Int] = [:]
        var flag = true
        var nested: [[String: [Double]]] = [["a": [], "b": [1, -0.0]], [:]]
    }

    func testEmptyContainersAndNesting() throws {
        var out = JSONOutput()
        out.beginObject()
        out.key("empty"); out.beginArray(); out.endArray()
        out.key("emptyObject"); out.beginObject(); out.endObject()
        out.key("flag"); out.bool(true)
        out.key("nested")
        out.beginArray()
        out.beginObject()
        out.key("a"); out.beginArray(); out.endArray()
        out.key("b"); out.numbers(1, -0.0)
        out.endObject()
        out.beginObject(); out.endObject()
        out.endArray()
        out.endObject()
        assertSameBytes(try out.finished(), try reference(Nested()))
    }

    /// The Codable dump as the writer streams it, slashes kept as the reports keep them.
    func streamedDump(_ r: LayoutResult) throws -> [UInt8] {
        var out = JSONOutput()
        LayoutDumpWriter(r).writeDump(into: &out)
        return try out.finished()
    }

    /// Streaming hands over chunks of at least the chunk size at each `drain()` (the views
    /// writer drains between its stretches of views), and the chunks with the last one are the
    /// bytes the buffered writer gives.
    func testStreamedChunksAreTheBufferedBytes() throws {
        let r = layout(try largeTree(), in: plainEnvironment(), measurer: GridTextMeasurer())
        var chunks: [[UInt8]] = []
        var out = JSONOutput(streamingTo: { chunks.append($0) }, chunkSize: 256)
        LayoutDumpWriter(r).writeDump(into: &out)
        let last = try out.finished(newline: true)
        XCTAssertGreaterThan(chunks.count, 3, "the dump should have gone out in several chunks")
        XCTAssertTrue(chunks.allSatisfy { $0.count >= 256 }, "a chunk went out before it was full")
        assertSameBytes(chunks.flatMap { $0 } + last, try streamedDump(r) + [UInt8(ascii: "\n")])
    }

    /// The views of a large tree are written in stretches on two threads and joined: still the
    /// bytes JSONEncoder gives, across stretch boundaries, including views whose entry is left
    /// out (a name given twice keeps the later view's entry).
    func testDumpWriterMatchesTheCodableDumpOfALargeTree() throws {
        let r = layout(try largeTree(), in: plainEnvironment(), measurer: GridTextMeasurer())
        assertSameBytes(try streamedDump(r), try reference(r.dump))
    }

    /// 1,700 boxes in a column (more than three stretches of the views writer).
    private func largeTree() throws -> ViewTree {
        var tree = ViewTree(rootName: "root")
        var previous = tree.root
        for i in 0..<1_700 {
            // every 97th view takes the name of the one before it: the earlier entry is left out
            let name = i % 97 == 96 ? "Box \(i - 1)" : "Box \(i)"
            let v = try tree.addView(.view, name: name, to: tree.root)
            try tree.addConstraint(LayoutConstraint(.view(v), .leading, .equal, .view(tree.root), .leading, constant: Double(i % 7)))
            try tree.addConstraint(LayoutConstraint(.view(v), .top, .equal, .view(previous), .top, constant: 2))
            try tree.addConstraint(LayoutConstraint(.view(v), .width, .equal, constant: 10))
            try tree.addConstraint(LayoutConstraint(.view(v), .height, .equal, constant: 1))
            previous = v
        }
        return tree
    }

    /// Parts written apart join with the separators one writer would have put, an empty part
    /// adding nothing.
    func testPartsJoinAsOneWriterWritesThem() throws {
        var whole = JSONOutput()
        whole.beginObject()
        for k in ["a", "b", "c"] { whole.key(k); whole.number(1) }
        whole.endObject()
        var joined = JSONOutput()
        joined.beginObject()
        var first = JSONOutput(partAt: joined.position)
        let empty = JSONOutput(partAt: joined.position)
        var second = JSONOutput(partAt: joined.position)
        first.key("a"); first.number(1)
        second.key("b"); second.number(1)
        second.key("c"); second.number(1)
        joined.append(empty)
        joined.append(first)
        joined.append(empty)
        joined.append(second)
        joined.endObject()
        assertSameBytes(try joined.finished(), try whole.finished())
    }

    func testDumpWriterMatchesTheCodableDumpOfTheCookbook() throws {
        let s = try Cookbook.simple()
        let r = layout(s.tree, in: Environment(device: .iPhone8), measurer: GridTextMeasurer())
        assertSameBytes(try streamedDump(r), try reference(r.dump))
    }

    /// Names that need escaping, repeated names (and one that collides with a generated
    /// `Name #id`), fractional and huge constants, a multiplier, a conflict, an ambiguous view
    /// and a scroll view's content size and offset.
    func testDumpWriterMatchesTheCodableDumpOfAwkwardTrees() throws {
        var tree = ViewTree(rootName: "root/\"top\"")
        let scroll = try tree.addView(.scrollView(ScrollViewProperties(contentOffset: Point(x: 0, y: 10.5))), name: "Scroll", to: tree.root)
        let a = try tree.addView(.view, name: "Box", to: scroll)
        _ = try tree.addView(.view, name: "Box #4", to: scroll)   // the name the next Box is given
        let c = try tree.addView(.view, name: "Box", to: tree.root)
        let d = try tree.addView(label("x"), name: "é\tlabel\u{1}/😀", to: tree.root)
        for v in [scroll, a, c] {
            try tree.addConstraint(LayoutConstraint(.view(v), .leading, .equal, .view(tree.root), .leading, constant: 1.0 / 3))
            try tree.addConstraint(LayoutConstraint(.view(v), .top, .equal, .view(tree.root), .top, constant: -0.0))
            try tree.addConstraint(LayoutConstraint(.view(v), .width, .equal, .view(tree.root), .width, multiplier: 0.333333,
                                                    constant: -2.5, priority: LayoutPriority(999.5)))
            try tree.addConstraint(LayoutConstraint(.view(v), .height, constant: 20.25))
        }
        try tree.addConstraint(LayoutConstraint(.view(c), .height, .lessThanOrEqual, constant: 1e20, identifier: "huge/\"id\""))
        XCTAssertEqual(c.rawValue, 4)
        try tree.addConstraint(LayoutConstraint(.view(a), .width, constant: 100))
        try tree.addConstraint(LayoutConstraint(.view(a), .width, constant: 50.5, identifier: "conflict"))
        try tree.addConstraint(LayoutConstraint(.view(d), .leading, .equal, .view(c), .trailing, constant: 8))
        let r = layout(tree, in: plainEnvironment(width: 333.3, height: 600), measurer: GridTextMeasurer())
        XCTAssertFalse(r.conflicts.isEmpty, "the tree should have a conflict")
        XCTAssertFalse(r.ambiguities.isEmpty, "the label should be ambiguous")
        XCTAssertTrue(r.constraints(of: c).contains { $0.contains(".height <= 1e+20") }, "\(r.constraints(of: c))")
        XCTAssertEqual(Set(r.uniqueNames.values).count, r.uniqueNames.count - 1, "two views share the name Box #4")
        assertSameBytes(try streamedDump(r), try reference(r.dump))
        assertSameBytes([UInt8](try r.jsonData()), try reference(r.dump, escapesSlashes: true))
    }
}
