import Foundation
import XCTest
@testable import Typesetting

/// Fonts by name from the font folders, italic faces and the synthetic oblique.
final class FontResolutionTests: XCTestCase {
    func testPostScriptAndFamilyNames() throws {
        let t = try Typesetter()
        let inter = t.resolve(Font(size: 17, name: "Inter-Regular"))
        XCTAssertEqual(inter.postScriptName, "Inter-Regular")
        XCTAssertEqual(inter.family, "Inter")
        XCTAssertFalse(inter.isMissing)
        XCTAssertFalse(inter.isSyntheticOblique)
        XCTAssertEqual(t.resolve(Font(size: 17, name: "inter-regular")).postScriptName, "Inter-Regular",
                       "PostScript names match without regard to case")
        // A family name picks the member nearest the weight.
        XCTAssertEqual(t.resolve(Font(size: 17, weight: .bold, name: "Noto Sans Hebrew")).postScriptName, "NotoSansHebrew-Regular")
        // Interface Builder's family= is tried when the name is not found.
        XCTAssertEqual(t.resolve(Font(size: 17, name: "Futura-Light", family: "Inter")).postScriptName, "Inter-Regular")
    }

    func testTheSystemFontsFileByNameIsTheSystemFontOfThatWeight() throws {
        let t = try Typesetter()
        // Its variable instances by PostScript name, and its family at a weight: the system font's
        // instance, tracked like it (the catalog knows only the file's default instance).
        for name in ["Inter-SemiBold", "inter-semibold"] {
            let r = t.resolve(Font(size: 17, name: name))
            XCTAssertEqual(r.postScriptName, "Inter-SemiBold")
            XCTAssertFalse(r.isMissing)
        }
        XCTAssertEqual(t.resolve(Font(size: 22, weight: .semibold, name: "Inter")).postScriptName, "InterDisplay-SemiBold")
        let italic = t.resolve(Font(size: 17, weight: .bold, name: "Inter", isItalic: true))
        XCTAssertEqual(italic.postScriptName, "Inter-Bold")
        XCTAssertTrue(italic.isSyntheticOblique)
        let named = t.layout("Settings", font: Font(size: 17, weight: .semibold, name: "Inter"))
        let system = t.layout("Settings", font: .system(size: 17, weight: .semibold))
        XCTAssertEqual(named.lines[0].width, system.lines[0].width)
    }

    func testNamedFontsShapeWithTheirFace() throws {
        let t = try Typesetter()
        let hebrew = t.layout("שלום", font: Font(size: 17, name: "NotoSansHebrew-Regular"))
        XCTAssertEqual(t.faceNames[hebrew.lines[0].glyphs[0].face.index], "NotoSansHebrew-Regular")
        XCTAssertEqual(t.metrics(for: Font(size: 17, name: "NotoSansHebrew-Regular")).ascender,
                       t.layout("שלום", font: Font(size: 17, name: "NotoSansHebrew-Regular"), lineMetrics: .font).lines[0].ascent,
                       accuracy: 1e-9)
    }

    func testMissingFontsFallBackToTheSystemFontOfTheirWeight() throws {
        let t = try Typesetter()
        let missing = t.resolve(Font(size: 17, weight: .semibold, name: "Acme-Medium", family: "Acme"))
        XCTAssertTrue(missing.isMissing)
        XCTAssertEqual(missing.postScriptName, "Inter-SemiBold")
        XCTAssertEqual(t.layout("Futura", font: Font(size: 17, weight: .semibold, name: "Acme-Medium")).width,
                       t.layout("Futura", font: .system(size: 17, weight: .semibold)).width)
        // Apple's private names are the system font, never missing.
        let system = t.resolve(Font(size: 17, name: ".AppleSystemUIFont"))
        XCTAssertFalse(system.isMissing)
        XCTAssertEqual(system.postScriptName, "Inter-Regular")
    }

    func testFontFoldersComeInOrder() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let shipped = try XCTUnwrap(Typesetter.defaultFontDirectories().last)
        try FileManager.default.copyItem(atPath: shipped + "/InterVariable.ttf", toPath: dir.path + "/Copy.ttf")
        let t = try Typesetter(fontDirectories: [dir.path] + Typesetter.defaultFontDirectories())
        let layout = t.layout("a", font: Font(size: 17, name: "Inter-Regular"))
        XCTAssertEqual(t.faceNames[layout.lines[0].glyphs[0].face.index], "Copy", "the first folder's face wins")
    }

    func testItalicIsASyntheticObliqueOfTheUprightFace() throws {
        let t = try Typesetter()
        let italic = Font(size: 40, weight: .bold, isItalic: true)
        let resolved = t.resolve(italic)
        XCTAssertTrue(resolved.isSyntheticOblique, "the shipped fonts have no italic face")
        XCTAssertEqual(resolved.postScriptName, "InterDisplay-Bold", "40 pt draws with the display cut")
        // Same advances, slanted glyphs: the top of an "l" moves right by slant × height.
        let upright = t.layout("l", font: Font(size: 40, weight: .bold))
        let slanted = t.layout("l", font: italic)
        XCTAssertEqual(upright.width, slanted.width)
        let a = t.glyphMask(upright.lines[0].glyphs[0], scale: 1, subpixel: 0)
        let b = t.glyphMask(slanted.lines[0].glyphs[0], scale: 1, subpixel: 0)
        XCTAssertEqual(a.height, b.height)
        XCTAssertGreaterThan(b.width, a.width + Int(Double(a.height) * Font.obliqueSlant) - 2)
        func firstInk(_ m: GlyphMask, row: Int) -> Int { (0..<m.width).first { m.coverage[row * m.width + $0] > 128 } ?? -1 }
        let shiftTop = (firstInk(b, row: 1) + b.left) - (firstInk(a, row: 1) + a.left)
        let shiftBottom = (firstInk(b, row: b.height - 2) + b.left) - (firstInk(a, row: a.height - 2) + a.left)
        XCTAssertEqual(Double(shiftTop - shiftBottom), Double(a.height - 3) * Font.obliqueSlant, accuracy: 2)
    }
}

final class NamedFontFallbackTests: XCTestCase {
    /// Characters a font by name lacks come from the system font first, as Core Text cascades.
    func testNamedFontFallsBackToTheSystemFont() throws {
        let t = try Typesetter()
        let hebrew = Font(size: 17, name: "NotoSansHebrew-Regular")
        let mixed = t.layout("שלום abc", font: hebrew)
        let faces = Set(mixed.lines[0].glyphs.map { t.faceNames[$0.face.index] })
        XCTAssertEqual(faces, ["NotoSansHebrew-Regular", "InterVariable"], "Latin from the system font")
        // The system font's own fallbacks are unchanged: Hebrew in the system font uses Noto.
        let system = t.layout("שלום abc", font: .system(size: 17))
        XCTAssertEqual(Set(system.lines[0].glyphs.map { t.faceNames[$0.face.index] }), ["NotoSansHebrew-Regular", "InterVariable"])
    }
}
