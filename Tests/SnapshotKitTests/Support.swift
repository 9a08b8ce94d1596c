import Foundation
import Layout
import Recipe
import SnapshotKit
import XCTest

/// The repository root (Tests/SnapshotKitTests/Support.swift → ../..).
let repositoryRoot: String = {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
}()

func seedRecipe(_ name: String) -> String {
    repositoryRoot + "/Snapshots/recipes/" + name + ".json"
}

/// One pipeline (fonts opened once) for the whole test run.
nonisolated(unsafe) let sharedPipeline: SnapshotPipeline? = try? SnapshotPipeline()

/// A seed recipe laid out through the same code path as `snapshot layout`.
func layOut(_ recipe: String, device: String = "iphone-8", orientation: Layout.Orientation = .portrait,
            file: StaticString = #filePath, line: UInt = #line) throws -> (BuiltRecipe, LayoutResult) {
    let pipeline = try XCTUnwrap(sharedPipeline, "cannot open the fonts", file: file, line: line)
    let environment = try ScreenChoice(device: device, orientation: orientation).environment()
    return try pipeline.layoutRecipe(at: seedRecipe(recipe), environment: environment)
}

extension LayoutResult {
    /// The frame of the view called `name` (fails the test when missing).
    func frame(_ name: String, file: StaticString = #filePath, line: UInt = #line) -> Rect {
        guard let v = self[name] else {
            XCTFail("no view named \(name)", file: file, line: line)
            return .zero
        }
        return v.frame
    }
}

func assertClose(_ a: Double, _ b: Double, accuracy: Double = 1e-6, _ message: @autoclosure () -> String = "",
                 file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a, b, accuracy: accuracy, message(), file: file, line: line)
}

/// `frame` lies inside `bounds` (with a small tolerance).
func assertInside(_ frame: Rect, _ bounds: Rect, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
    let e = 1e-6
    XCTAssertTrue(frame.minX >= bounds.minX - e && frame.maxX <= bounds.maxX + e
                  && frame.minY >= bounds.minY - e && frame.maxY <= bounds.maxY + e,
                  "\(what) \(frame) is not inside \(bounds)", file: file, line: line)
}
