import Foundation
import XCTest
@testable import InterfaceBuilder

/// An image set that holds a PDF or SVG is not "not found" (issue 34, item 4): the warning names
/// the vector file, which is not drawn yet, and a name with no set at all is still not found.
final class VectorAssetMessageTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "ib-vector-\(UUID().uuidString)"
        for set in ["Group/check", "logo"] {
            let dir = folder + "/Assets.xcassets/\(set).imageset"
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        }
        let svg = #"{ "images": [ { "idiom": "universal", "filename": "check.svg" } ], "properties": { "preserves-vector-representation": true } }"#
        try Data(svg.utf8).write(to: URL(fileURLWithPath: folder + "/Assets.xcassets/Group/check.imageset/Contents.json"))
        let pdf = #"{ "images": [ { "idiom": "universal", "filename": "Logo.PDF" } ] }"#
        try Data(pdf.utf8).write(to: URL(fileURLWithPath: folder + "/Assets.xcassets/logo.imageset/Contents.json"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func testVectorSetsAreNamedNotMissing() {
        let finder = IBImageFinder(directories: [folder])
        XCTAssertNil(finder.find("check", scale: 2), "no PNG to draw")
        XCTAssertEqual(finder.vectorFile("check"), "check.svg", "found in a group, breadth first")
        XCTAssertEqual(IBImageFinder(directories: [folder + "/Assets.xcassets"]).vectorFile("logo"), "Logo.PDF")
        XCTAssertNil(finder.vectorFile("nothing"))
    }

    func testTheWarningNamesTheVectorFile() {
        let finder = IBImageFinder(directories: [folder])
        XCTAssertEqual(finder.describeMissing("check"), #"image "check" is a vector asset (check.svg), which snapshot does not draw yet"#)
        XCTAssertEqual(finder.describeMissing("nothing"), #"image "nothing" not found"#)
    }
}
