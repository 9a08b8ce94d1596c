import Foundation
import Layout
import XCTest
@testable import InterfaceBuilder

/// An image set that holds a PDF or SVG, and a symbol set, is found through the finder's vector
/// measure (issue 30, item 3), with the set's template rendering; without a measure, or when
/// the file cannot be measured, the warning names the vector file and why, never "not found";
/// a name with no set at all is still not found.
final class VectorAssetMessageTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "ib-vector-\(UUID().uuidString)"
        let sets = [
            "Group/check.imageset": #"{ "images": [ { "idiom": "universal", "filename": "check.svg" } ], "properties": { "preserves-vector-representation": true, "template-rendering-intent": "template" } }"#,
            "logo.imageset": #"{ "images": [ { "idiom": "universal", "filename": "Logo.PDF" } ] }"#,
            "star.symbolset": #"{ "symbols": [ { "idiom": "universal", "filename": "star.svg" } ] }"#,
            "ipad.imageset": #"{ "images": [ { "idiom": "ipad", "filename": "ipad.pdf" } ] }"#,
        ]
        for (set, contents) in sets {
            let dir = folder + "/Assets.xcassets/\(set)"
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: URL(fileURLWithPath: dir + "/Contents.json"))
        }
        for file in ["Group/check.imageset/check.svg", "logo.imageset/Logo.PDF", "star.symbolset/star.svg", "ipad.imageset/ipad.pdf"] {
            XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/Assets.xcassets/" + file, contents: Data("x".utf8)))
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// A measure that gives every file 10 x 8 points, except `Logo.PDF`, which it cannot read.
    let measure: IBImageFinder.VectorMeasure = { path in
        path.hasSuffix("Logo.PDF") ? .failure(IBImageFinder.VectorProblem("not a readable PDF")) : .success(Size(width: 10, height: 8))
    }

    func testVectorSetsAreFoundWithTheirSizeAndRendering() throws {
        let finder = IBImageFinder(directories: [folder], vectorSize: measure)
        let check = try XCTUnwrap(finder.find("check", scale: 2), "found in a group, breadth first")
        XCTAssertTrue(check.path.hasSuffix("Group/check.imageset/check.svg"), check.path)
        XCTAssertEqual(check.pointSize, Size(width: 10, height: 8))
        XCTAssertTrue(check.isTemplate, "template-rendering-intent: template")
        let star = try XCTUnwrap(finder.find("star", scale: 3))
        XCTAssertTrue(star.path.hasSuffix("star.symbolset/star.svg"))
        XCTAssertTrue(star.isTemplate, "a symbol is a template unless its set says original")
        XCTAssertNil(finder.find("logo", scale: 2), "unreadable")
        XCTAssertNil(finder.find("ipad", scale: 2), "an iPad-only file is not an iPhone's")
        XCTAssertNil(finder.find("nothing", scale: 2))
    }

    func testTheWarningNamesTheVectorFileAndWhy() {
        let finder = IBImageFinder(directories: [folder], vectorSize: measure)
        XCTAssertEqual(finder.describeMissing("logo"), #"image "logo" is a vector asset (Logo.PDF) that cannot be drawn: not a readable PDF"#)
        XCTAssertEqual(IBImageFinder(directories: [folder + "/Assets.xcassets"]).describeMissing("check"),
                       #"image "check" is a vector asset (check.svg) that cannot be drawn: vector images are not drawn here"#)
        XCTAssertEqual(finder.describeMissing("nothing"), #"image "nothing" not found"#)
    }

    /// A colour set beside the image sets, with dark and high-contrast appearances, keeps its
    /// any-appearance and dark values (high-contrast variants are not drawn).
    func testColourSetsWithAppearancesKeepWorking() throws {
        let set = folder + "/Assets.xcassets/Group/Accent.colorset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        func entry(_ red: String, _ appearances: String) -> String {
            #"{ "idiom": "universal", "color": { "color-space": "srgb", "components": { "red": "\#(red)", "green": "0", "blue": "0", "alpha": "1" } }\#(appearances) }"#
        }
        let dark = #"{ "appearance": "luminosity", "value": "dark" }"#, high = #"{ "appearance": "contrast", "value": "high" }"#
        let entries = [entry("0.2", ""), entry("0.4", #", "appearances": [\#(high)]"#), entry("0.6", #", "appearances": [\#(dark)]"#),
                       entry("0.8", #", "appearances": [\#(dark), \#(high)]"#)]
        try #"{ "colors": [\#(entries.joined(separator: ", "))] }"#.write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
        let found = try XCTUnwrap(IBImageFinder(directories: [folder], vectorSize: measure).findColor("Accent"))
        XCTAssertEqual(found.light?.red ?? 0, 0.2, accuracy: 1e-9)
        XCTAssertEqual(found.dark?.red ?? 0, 0.6, accuracy: 1e-9)
    }
}
