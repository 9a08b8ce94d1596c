import Foundation
import XCTest
import InterfaceBuilder
import Layout

/// Loads every `.storyboard` / `.xib` under the folder named by the environment variable
/// `IB_IMPORT_CORPUS` (an out-of-repo collection of real documents) and resolves each scene for
/// the four trait pairs. Skipped when the variable is not set.
final class CorpusTests: XCTestCase {
    func testCorpusLoads() throws {
        guard let dir = ProcessInfo.processInfo.environment["IB_IMPORT_CORPUS"], !dir.isEmpty else {
            throw XCTSkip("set IB_IMPORT_CORPUS to a folder of storyboards / xibs to run this check")
        }
        let files = (FileManager.default.enumerator(atPath: dir)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
            .sorted()
        XCTAssertFalse(files.isEmpty, "no documents under \(dir)")
        var views = 0, constraints = 0, warnings = 0
        for file in files {
            do {
                let doc = try IBDocument.load(contentsOf: dir + "/" + file)
                warnings += doc.warnings.count
                for w in doc.warnings { print(w) }
                for scene in doc.scenes {
                    views += scene.allViews.count
                    constraints += scene.allConstraints.count
                    for traits in [Traits.phonePortrait, .phoneLandscape, .phonePlusLandscape, .pad] {
                        let installed = scene.installed(for: traits)
                        XCTAssertLessThanOrEqual(installed.allConstraints.count, scene.allConstraints.count)
                    }
                }
            } catch {
                XCTFail("\(error)")
            }
        }
        print("corpus: \(files.count) documents, \(views) views, \(constraints) constraints, \(warnings) warnings")
    }
}
