import Foundation
import Layout
import Typesetting
import XCTest
import InterfaceBuilder

/// Hostile and careless input (issue 16): each of these once trapped, overflowed the stack or
/// took quadratic time; now each loads or fails with a located error. Limits: docs/limits.md.
final class HostileInputTests: XCTestCase {
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="8191" useAutolayout="YES">
        """

    /// A storyboard whose root view holds `count` views nested one in another (`count` = 1: the
    /// root view alone), one opening tag a line and no indentation, so that the element at depth
    /// d starts at line d + 1, column 1. `innermost` goes inside the deepest view.
    func nestedViews(_ count: Int, innermost: String = "") -> [UInt8] {
        var lines = [Self.header, "<scenes>", "<scene sceneID=\"s-1\">", "<objects>",
                     "<viewController id=\"vc-1\" sceneMemberID=\"viewController\">",
                     "<view key=\"view\" contentMode=\"scaleToFill\" id=\"v0\">"]
        for i in 1..<max(count, 1) {
            lines += ["<subviews>", "<view contentMode=\"scaleToFill\" id=\"v\(i)\">"]
        }
        lines.append(innermost)
        for i in stride(from: max(count, 1) - 1, through: 0, by: -1) {
            let size = 600 - 2 * i
            lines.append("<rect key=\"frame\" x=\"\(i == 0 ? 0 : 1)\" y=\"\(i == 0 ? 0 : 1)\" width=\"\(size)\" height=\"\(size)\"/>")
            lines.append("</view>")
            guard i > 0 else { break }
            lines.append("</subviews>")
            lines.append("""
                <constraints>
                <constraint firstItem="v\(i)" firstAttribute="leading" secondItem="v\(i - 1)" secondAttribute="leading" constant="1" id="l\(i)"/>
                <constraint firstItem="v\(i)" firstAttribute="top" secondItem="v\(i - 1)" secondAttribute="top" constant="1" id="t\(i)"/>
                <constraint firstItem="v\(i - 1)" firstAttribute="trailing" secondItem="v\(i)" secondAttribute="trailing" constant="1" id="r\(i)"/>
                <constraint firstItem="v\(i - 1)" firstAttribute="bottom" secondItem="v\(i)" secondAttribute="bottom" constant="1" id="b\(i)"/>
                </constraints>
                """)
        }
        lines += ["</viewController>", "</objects>", "</scene>", "</scenes>", "</document>"]
        return Array(lines.joined(separator: "\n").utf8)
    }

    /// The error `bytes` fail with (the test fails when they load).
    func failure(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> IBError? {
        do {
            _ = try IBDocument.parse(bytes, path: "Hostile.storyboard")
            XCTFail("expected an error", file: file, line: line)
            return nil
        } catch {
            XCTAssertTrue(error.description.hasPrefix("Hostile.storyboard:"), error.description, file: file, line: line)
            return error
        }
    }

    func assertMalformed(_ bytes: [UInt8], at expected: (Int, Int), saying words: String,
                         file: StaticString = #filePath, line: UInt = #line) {
        guard let error = failure(bytes, file: file, line: line) else { return }
        guard case .malformedXML(let l, let message) = error else { return XCTFail("\(error)", file: file, line: line) }
        XCTAssertEqual([l.line, l.column], [expected.0, expected.1], error.description, file: file, line: line)
        XCTAssertTrue(message.contains(words), error.description, file: file, line: line)
    }

    func assertRefused(_ bytes: [UInt8], at expected: (Int, Int), saying words: String,
                       file: StaticString = #filePath, line: UInt = #line) {
        guard let error = failure(bytes, file: file, line: line) else { return }
        guard case .refused(let l, let reason) = error else { return XCTFail("\(error)", file: file, line: line) }
        XCTAssertEqual([l.line, l.column], [expected.0, expected.1], error.description, file: file, line: line)
        XCTAssertTrue(reason.contains(words), error.description, file: file, line: line)
    }

    /// `text` as bytes with `byte` in place of its first `~`.
    func bytes(_ text: String, replacingMarkWith byte: UInt8) -> [UInt8] {
        var b = Array(text.utf8)
        if let i = b.firstIndex(of: UInt8(ascii: "~")) { b[i] = byte }
        return b
    }

    // MARK: invalid UTF-8 (FoundationXML trapped on these)

    func testInvalidUTF8InAnElementName() {
        let xml = String(decoding: nestedViews(2), as: UTF8.self)
            .replacingOccurrences(of: "<view contentMode=\"scaleToFill\" id=\"v1\">", with: "<vi~w contentMode=\"scaleToFill\" id=\"v1\">")
        assertMalformed(bytes(xml, replacingMarkWith: 0xC3), at: (9, 4), saying: "invalid UTF-8 (byte 0xC3) in an element name")
    }

    func testInvalidUTF8InAnAttributeName() {
        let xml = String(decoding: nestedViews(2), as: UTF8.self)
            .replacingOccurrences(of: "<view contentMode=\"scaleToFill\" id=\"v1\">", with: "<view content~ode=\"scaleToFill\" id=\"v1\">")
        assertMalformed(bytes(xml, replacingMarkWith: 0xFF), at: (9, 14), saying: "invalid UTF-8 (byte 0xFF) in an attribute name")
    }

    func testInvalidUTF8InAClosingTagAndAValue() {
        assertMalformed(bytes("<document a=\"x\"></docu~ent>", replacingMarkWith: 0x80), at: (1, 23),
                        saying: "in a closing tag's element name")
        assertMalformed(bytes("<document a=\"~\"/>", replacingMarkWith: 0xE0), at: (1, 14), saying: "in an attribute value")
        // Overlong and surrogate forms are not UTF-8 either.
        assertMalformed([0x3C, 0x61, 0x3E, 0xC0, 0xAF, 0x3C, 0x2F, 0x61, 0x3E], at: (1, 4), saying: "byte 0xC0) in text")
        assertMalformed([0x3C, 0x61, 0x3E, 0xED, 0xA0, 0x80, 0x3C, 0x2F, 0x61, 0x3E], at: (1, 4), saying: "byte 0xED) in text")
    }

    func testTwentyNineByteXibWithAComment() {
        let xib = bytes("<!--~--><document></document>", replacingMarkWith: 0xFE)
        XCTAssertEqual(xib.count, 29)
        assertMalformed(xib, at: (1, 5), saying: "invalid UTF-8 (byte 0xFE) in a comment")
    }

    func testNulByteAndUTF16AreNamed() {
        assertMalformed(bytes("<document>~</document>", replacingMarkWith: 0), at: (1, 11), saying: "a NUL byte in text")
        assertMalformed([0xFF, 0xFE, 0x3C, 0x00], at: (1, 1), saying: "UTF-16")
    }

    // MARK: depth

    func testThousandEightyNestedViewsAreRefused() {
        // The element at depth 257 (the limit is 256) is a <subviews>, on line 258.
        assertRefused(nestedViews(1_080), at: (258, 1), saying: "nested deeper than 256 levels")
    }

    func testTwoHundredThousandNestedUnknownElementsAreRefused() {
        var xml = Array((Self.header + "\n").utf8)
        for _ in 0..<200_000 { xml += Array("<a>\n".utf8) }
        for _ in 0..<200_000 { xml += Array("</a>".utf8) }
        xml += Array("</document>".utf8)
        // <document> is depth 1 on line 2; the 256th <a> (depth 257) starts line 258.
        assertRefused(xml, at: (258, 1), saying: "nested deeper than 256 levels")
    }

    /// At the depth limit a document loads and goes through every later pass (outline,
    /// size classes, Layout's mapping and layout); one element deeper is refused.
    func testDepthLimitLoadsAndLaysOutOnePastIsRefused() throws {
        // 125 views: the deepest at depth 254, its runtime attributes at 255 and 256.
        let atLimit = "<userDefinedRuntimeAttributes>\n<userDefinedRuntimeAttribute type=\"number\" keyPath=\"k\">\n"
        let doc = try IBDocument.parse(nestedViews(125, innermost: atLimit + "</userDefinedRuntimeAttribute>\n</userDefinedRuntimeAttributes>"),
                                       path: "Deep.storyboard")
        let scene = try XCTUnwrap(doc.initialScene)
        XCTAssertEqual(scene.allViews.count, 125)
        XCTAssertTrue(scene.installed(for: .phonePortrait).outline().contains("v124"))
        let environment = IBLayoutBuilder.canvasEnvironment(for: scene, in: doc)
        let built = try IBLayoutBuilder().build(scene, of: doc, for: environment)
        let result = layout(built.tree, in: built.environment, measurer: try TypesetterMeasurer())
        let deepest = try XCTUnwrap(built.viewIDs["v124"].flatMap { result[$0]?.frame })
        XCTAssertEqual(deepest.size.width, 600 - 2 * 124, accuracy: 0.001)

        let past = atLimit + "<real key=\"value\" value=\"1\"/>\n</userDefinedRuntimeAttribute>\n</userDefinedRuntimeAttributes>"
        assertRefused(nestedViews(125, innermost: past), at: (258, 1), saying: "nested deeper than 256 levels (the limit")
    }

    // MARK: width, entities, size

    func testTwoHundredThousandAttributesAreRefusedInLinearTime() {
        var xml = Array((Self.header + "\n<scenes ").utf8)
        for i in 0..<200_000 { xml += Array("a\(i)=\"\" ".utf8) }
        xml += Array("/>\n</document>".utf8)
        assertRefused(xml, at: (3, 1), saying: "more than 256 attributes")
    }

    func testBillionLaughsIsRefused() {
        var dtd = "<!DOCTYPE document [\n<!ENTITY lol \"lol\">\n"
        for i in 1...9 {
            let previous = i == 1 ? "lol" : "lol\(i - 1)"
            dtd += "<!ENTITY lol\(i) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        let xml = "<?xml version=\"1.0\"?>\n" + dtd + "]>\n<document type=\"&lol9;\"/>"
        assertRefused(Array(xml.utf8), at: (2, 1), saying: "<!DOCTYPE> declaration")
    }

    func testExternalEntityIsRefused() {
        let xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE document [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>\n<document>&xxe;</document>"
        assertRefused(Array(xml.utf8), at: (2, 1), saying: "no entity is declared, loaded or expanded")
        // Without a DTD an entity reference is simply undefined.
        assertMalformed(Array("<document>&xxe;</document>".utf8), at: (1, 16), saying: "&xxe; is not an entity XML defines")
    }

    func testDocumentOverTheSizeLimitIsRefused() throws {
        let head = Array((Self.header + "\n").utf8), tail = Array("</document>\n".utf8)
        let padding = 64 * 1024 * 1024 - head.count - tail.count + 1
        let xml = head + [UInt8](repeating: UInt8(ascii: " "), count: padding) + tail
        assertRefused(xml, at: (1, 1), saying: "more than the limit of 67108864 bytes (64 MiB)")

        // A file is refused by its size before it is read: a sparse 100 MB file.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID()).storyboard").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(head)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 100_000_000)
        try handle.close()
        XCTAssertThrowsError(try IBDocument.load(contentsOf: path)) { error in
            guard case IBError.refused(let l, let reason) = error else { return XCTFail("\(error)") }
            XCTAssertEqual([l.line, l.column], [1, 1])
            XCTAssertTrue(reason.contains("100000000 bytes"), reason)
        }
    }

    /// FoundationXML called a well-formed 10.2 MB storyboard "malformed" (libxml2's 10 MB
    /// look-ahead limit for a buffer read at once). libxml2 2.9 also stops a pull parse from
    /// memory with "Huge input lookup" when a long start tag ends a file over 10 MB; read in
    /// chunks, a 12 MB one loads.
    func testTwelveMegabyteStoryboardLoads() throws {
        let comment = "<!-- " + String(repeating: "x", count: 995) + " -->\n"
        let longTag = "<resources " + (0..<100).map { "a\($0)=\"1\"" }.joined(separator: " ") + "/>\n"
        var xml = String(decoding: nestedViews(2), as: UTF8.self)
        let scenes = try XCTUnwrap(xml.range(of: "<scenes>"))
        xml.insert(contentsOf: String(repeating: comment, count: 12_000), at: scenes.lowerBound)
        let end = try XCTUnwrap(xml.range(of: "</document>"))
        xml.insert(contentsOf: longTag, at: end.lowerBound)
        XCTAssertGreaterThan(xml.utf8.count, 12_000_000)
        let doc = try IBDocument.parse(Array(xml.utf8), path: "Big.storyboard")
        XCTAssertEqual(doc.initialScene?.allViews.count, 2)
    }

    /// Long attribute values are clipped in messages, never echoed whole (a 1 MB reference was
    /// printed in full, once per place that named it).
    func testLongAttributeValuesAreClippedInErrors() throws {
        let long = String(repeating: "q", count: 1 << 20)
        let constraint = "<constraints><constraint firstItem=\"\(long)\" firstAttribute=\"top\" secondItem=\"v0\" "
            + "secondAttribute=\"top\" id=\"c1\"/></constraints>"
        var xml = String(decoding: nestedViews(1), as: UTF8.self)
        let end = try XCTUnwrap(xml.range(of: "</view>"))
        xml.insert(contentsOf: constraint, at: end.lowerBound)
        guard let error = failure(Array(xml.utf8)) else { return }
        guard case .danglingReference = error else { return XCTFail("\(error)") }
        XCTAssertLessThan(error.description.utf8.count, 400, String(error.description.prefix(400)))
        XCTAssertTrue(error.description.contains("…\" (1048576 bytes)"), String(error.description.prefix(400)))
    }

    func testLongAttributeValuesAreClippedInWarnings() throws {
        let long = String(repeating: "w", count: 1 << 20)
        let xml = String(decoding: nestedViews(1), as: UTF8.self)
            .replacingOccurrences(of: "contentMode=\"scaleToFill\" id=\"v0\"", with: "contentMode=\"\(long)\" id=\"v0\"")
        XCTAssertTrue(xml.contains(long))
        let doc = try IBDocument.parse(Array(xml.utf8), path: "Long.storyboard")
        let messages = doc.warnings.map(\.message)
        XCTAssertFalse(messages.isEmpty)
        for m in messages { XCTAssertLessThan(m.utf8.count, 400, String(m.prefix(400))) }
        XCTAssertTrue(messages.contains { $0.contains("(1048576 bytes)") }, "\(messages.map { $0.prefix(200) })")
    }
}
