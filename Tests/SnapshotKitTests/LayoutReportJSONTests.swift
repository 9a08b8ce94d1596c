import Foundation
import Layout
import SnapshotKit
import XCTest

/// `snapshot layout --format json` is written by `JSONOutput` / `LayoutDumpWriter`; it must stay
/// the bytes Foundation's `JSONEncoder` gave for the Codable reports (the reference, kept here
/// only), for recipes and Interface Builder scenes.
final class LayoutReportJSONTests: XCTestCase {
    func reference<T: Encodable>(_ value: T) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return [UInt8](try encoder.encode(value)) + [UInt8(ascii: "\n")]
    }

    func assertSameBytes(_ ours: [UInt8], _ theirs: [UInt8], _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        guard ours != theirs else { return }
        let i = zip(ours, theirs).prefix { $0 == $1 }.count
        let context = { (b: [UInt8]) in String(decoding: b[max(0, i - 80)..<min(b.count, i + 80)], as: UTF8.self) }
        XCTFail("\(what): first difference at byte \(i):\n--- ours\n\(context(ours))\n--- JSONEncoder\n\(context(theirs))",
                file: file, line: line)
    }

    func testRecipeReportsAreTheBytesJSONEncoderGave() throws {
        let pipeline = try XCTUnwrap(sharedPipeline, "cannot open the fonts")
        let cases: [(String, ScreenChoice)] = [
            ("dynamic-stack-view", ScreenChoice()),
            ("dynamic-stack-view-scrolling", ScreenChoice(device: "iphone-x", orientation: .landscape)),
            ("nested-stack-views", ScreenChoice(device: "ipad")),
            ("contacts-table", ScreenChoice()),
            ("photo-grid", ScreenChoice(device: "iphone-se")),
            ("scroll-view", ScreenChoice()),
        ]
        for (recipe, screen) in cases {
            let snapshot = try pipeline.layOut(.recipe(path: seedRecipe(recipe)), on: screen)
            guard case .recipe(let built) = snapshot.built else { return XCTFail("\(recipe) is not a recipe") }
            let report = LayoutReport(built: built, result: snapshot.result)
            assertSameBytes(try snapshot.layoutJSON(), try reference(report), recipe)
        }
    }

    func testInterfaceBuilderReportIsTheBytesJSONEncoderGave() throws {
        let pipeline = try XCTUnwrap(sharedPipeline, "cannot open the fonts")
        let path = repositoryRoot + "/Tests/InterfaceBuilderTests/Fixtures/Mapping.storyboard"
        let images = repositoryRoot + "/Tests/InterfaceBuilderTests/Fixtures/Images"
        for device in ["interface-builder", "iphone-8"] {
            let input = SnapshotInput.interfaceBuilder(path: path, scene: nil, imageFolders: [images])
            let snapshot = try pipeline.layOut(input, on: ScreenChoice(device: device))
            guard case .scene(let built) = snapshot.built else { return XCTFail("not a scene") }
            let report = IBLayoutReport(file: path, built: built, result: snapshot.result)
            XCTAssertGreaterThan(report.views.count, 10)
            assertSameBytes(try snapshot.layoutJSON(), try reference(report), device)
        }
    }
}
