import XCTest
@testable import Typesetting

/// `FontFileMapping`: a font file is mapped once, whoever opens it (a typesetter and its twin,
/// FreeType and HarfBuzz); a missing one is not mapped (its face is then opened by path, for
/// FreeType's own error).
final class FontFileMappingTests: XCTestCase {
    func testAFileIsMappedOnce() throws {
        let t = try typesetter()
        _ = t.layout("Mapped", font: .system(size: 17))
        let twin = try XCTUnwrap(t.twin())
        _ = twin.layout("Mapped", font: .system(size: 17))
        let face = try XCTUnwrap(t.faceNames.first)
        let path = try XCTUnwrap(Typesetter.defaultFontDirectories().lazy
            .map { $0 + "/" + face + ".ttf" }.first { FileManager.default.fileExists(atPath: $0) })
        let blob = try XCTUnwrap(FontFileMapping.blob(path))
        XCTAssertEqual(blob, FontFileMapping.blob(path), "the same mapping every time")
        let bytes = try XCTUnwrap(FontFileMapping.bytes(of: blob))
        XCTAssertEqual(bytes.count, try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    }

    func testAMissingFileIsNotMapped() {
        XCTAssertNil(FontFileMapping.blob("/nonexistent/missing.ttf"))
    }
}
