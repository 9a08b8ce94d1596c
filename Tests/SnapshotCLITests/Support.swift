import Foundation
import Layout
import Recipe
import SnapshotCLI
import SnapshotKit
import XCTest

/// The repository root (Tests/SnapshotCLITests/Support.swift → ../..).
let repositoryRoot: String = {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
}()

func seedRecipe(_ name: String) -> String {
    repositoryRoot + "/Snapshots/recipes/" + name + ".json"
}

/// One pipeline (fonts opened once) for the whole test run.
nonisolated(unsafe) let sharedPipeline: SnapshotPipeline? = try? SnapshotPipeline()

/// A seed recipe laid out through the same code path as `snapshot layout`.
func layOut(_ recipe: String, device: String = "iphone-8", orientation: String = "portrait",
            file: StaticString = #filePath, line: UInt = #line) throws -> (BuiltRecipe, LayoutResult) {
    let pipeline = try XCTUnwrap(sharedPipeline, "cannot open the fonts", file: file, line: line)
    let options = try EnvironmentOptions.parse(["--device", device, "--orientation", orientation])
    let environment = try options.environment()
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

/// Runs the built `snapshot` executable; returns (status, stdout, stderr).
func runSnapshot(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> (Int32, Data, String) {
    let binary = productsDirectory.appendingPathComponent("snapshot")
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
        XCTFail("the snapshot executable is not built at \(binary.path); run swift build --build-tests", file: file, line: line)
        throw CocoaError(.fileNoSuchFile)
    }
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: repositoryRoot)
    // stderr goes to a file so that neither pipe can fill up while the other is read.
    let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errURL) }
    let out = Pipe()
    let errHandle = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = errHandle
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try errHandle.close()
    let errData = (try? Data(contentsOf: errURL)) ?? Data()
    return (process.terminationStatus, outData, String(decoding: errData, as: UTF8.self))
}

/// Where SwiftPM put the products (the folder of the test bundle).
var productsDirectory: URL {
    #if os(macOS)
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
    }
    return Bundle.main.bundleURL
    #else
    return Bundle.main.bundleURL
    #endif
}
