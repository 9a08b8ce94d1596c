import Foundation
import XCTest
@testable import Typesetting

/// Apple's SF Pro in a font folder (`--fonts`, `SNAPSHOT_FONTS`) is the system font, with
/// Apple's tracking and nothing else changed. Apple's fonts are never committed: the shipped
/// Inter file, copied under SF Pro's file names, stands in for them here.
final class BringYourOwnSFTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sfpro-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A typesetter whose first font folder holds the shipped Inter file under each of `names`.
    private func typesetter(with names: [String]) throws -> Typesetter {
        let shipped = try XCTUnwrap(Typesetter.defaultFontDirectories().last)
        for name in names {
            try FileManager.default.copyItem(atPath: shipped + "/" + SystemFont.standInFile,
                                             toPath: folder.appendingPathComponent(name).path)
        }
        return try Typesetter(fontDirectories: [folder.path] + Typesetter.defaultFontDirectories())
    }

    func testStaticFilesAreTheSystemFontTrackedAndUncorrected() throws {
        let t = try typesetter(with: ["SF-Pro-Text-Regular.otf"])
        let regular = t.face(for: .regular)
        XCTAssertEqual(t.faceNames[regular.index], "SF-Pro-Text-Regular")
        XCTAssertEqual(t.face(for: .bold), regular, "a weight the folder lacks takes the nearest one's file")
        XCTAssertEqual(t.face(for: .regular, size: 34), regular, "a cut the folder lacks takes the other's")
        // The file (Inter's default instance) by name is untracked: at 12 pt (no tracking) the
        // system font measures the same, at 17 pt each of the 8 glyphs is 0.43 pt tighter; the
        // stand-in's per-weight correction is not applied to SF Pro.
        func width(_ font: Font) -> Double { t.layout("Settings", font: font).lines[0].width }
        XCTAssertEqual(width(.system(size: 12)), width(Font(size: 12, name: "Inter-Regular")), accuracy: 1e-9)
        XCTAssertEqual(width(.system(size: 17)), width(Font(size: 17, name: "Inter-Regular")) - 8 * 0.43, accuracy: 1e-9)
        XCTAssertEqual(t.metrics(for: .system(size: 17)).lineHeight, 2444.0 / 2048 * 17, accuracy: 1e-9)
    }

    func testTextAndDisplayFilesSplitAtTwentyPoints() throws {
        let t = try typesetter(with: ["SF-Pro-Text-Regular.otf", "SF-Pro-Display-Regular.otf", "SF-Pro-Text-Bold.otf"])
        XCTAssertEqual(t.faceNames[t.face(for: .regular, size: 19).index], "SF-Pro-Text-Regular")
        XCTAssertEqual(t.faceNames[t.face(for: .regular, size: 20).index], "SF-Pro-Display-Regular")
        XCTAssertEqual(t.faceNames[t.face(for: .heavy, size: 17).index], "SF-Pro-Text-Bold")
        XCTAssertEqual(t.faceNames[t.face(for: .bold, size: 28).index], "SF-Pro-Display-Regular",
                       "the display cut's nearest weight before the text cut's")
    }

    func testTheVariableFontGivesEveryWeightAndBothCuts() throws {
        let t = try typesetter(with: ["SF-Pro.ttf"])
        let faces = FontWeight.allCases.map { t.face(for: $0) }
        XCTAssertEqual(Set(faces).count, 9)
        XCTAssertEqual(Set(faces.map { t.faceNames[$0.index] }), ["SF-Pro"])
        XCTAssertEqual(t.resolve(.system(size: 17)).postScriptName, "SFProText-Regular")
        XCTAssertEqual(t.resolve(.system(size: 28, weight: .bold)).postScriptName, "SFProDisplay-Bold")
        let regular = t.layout("Settings", font: .system(size: 17)).lines[0].width
        let bold = t.layout("Settings", font: .system(size: 17, weight: .bold)).lines[0].width
        XCTAssertGreaterThan(bold, regular)
    }

    func testWithoutSFProTheStandInDraws() throws {
        let t = try typesetter(with: ["SF-Pro-Rounded-Regular.otf"])
        XCTAssertEqual(t.resolve(.system(size: 17)).postScriptName, "Inter-Regular")
        XCTAssertEqual(t.faceNames[t.face(for: .regular).index], "InterVariable")
    }
}
