import Foundation
import FuzzSupport
import Layout
import Recipe
import SnapshotKit

/// Recipe JSON: decode, and when it decodes, build and lay out on one device. Errors are
/// expected; a trap, a hang or a memory blow-up is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecipe(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: FuzzInput.bytes(data, size), as: UTF8.self)
    guard let document = try? RecipeDocument.decode(text: text, file: "fuzz.json", checkImageFiles: false) else { return 0 }
    FuzzLayout.layOut(document)
    return 0
}

enum FuzzLayout {
    nonisolated(unsafe) static var pipeline: SnapshotPipeline? = try? SnapshotPipeline()

    static func layOut(_ document: RecipeDocument) {
        guard let pipeline, let environment = try? ScreenChoice().environment(recipeSettings: document.snapshot),
              let built = try? pipeline.build(document, for: environment) else { return }
        _ = pipeline.layout(built)
    }
}

/// The entry point SwiftPM links the executable to: libFuzzer, running the target above.
@_cdecl("fuzz_recipe_main")
public func fuzz_recipe_main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzDriver.run(fuzzRecipe)
}
