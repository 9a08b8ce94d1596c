import Foundation
import XCTest

/// The repository root (Tests/SnapshotCLITests/Support.swift → ../..).
let repositoryRoot: String = {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
}()

func seedRecipe(_ name: String) -> String {
    repositoryRoot + "/Snapshots/recipes/" + name + ".json"
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
