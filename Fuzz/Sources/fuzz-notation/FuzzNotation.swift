import FuzzSupport
import Recipe

/// Cookbook constraint notation (`A.Leading = Superview.LeadingMargin + 8 @750`), reached as a
/// constraint string of a recipe.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNotation(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: FuzzInput.bytes(data, size), as: UTF8.self)
    _ = try? RecipeDocument.decode(text: FuzzInput.recipe(constraint: "{\"constraint\": \(FuzzInput.jsonString(text))}"),
                                   file: "fuzz.json", checkImageFiles: false)
    return 0
}

/// The entry point SwiftPM links the executable to: libFuzzer, running the target above.
@_cdecl("fuzz_notation_main")
public func fuzz_notation_main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzDriver.run(fuzzNotation)
}
