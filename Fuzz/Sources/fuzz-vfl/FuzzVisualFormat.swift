import FuzzSupport
import Recipe

/// The Visual Format Language (`H:|-[A(>=50)]-(m)-[B]-|`), reached as a recipe's
/// `{"visualFormat": ...}` with the metric `m` and an alignment option.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVisualFormat(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: FuzzInput.bytes(data, size), as: UTF8.self)
    _ = try? RecipeDocument.decode(text: FuzzInput.recipe(constraint: "{\"visualFormat\": \(FuzzInput.jsonString(text)), \"options\": [\"alignAllTop\"]}"),
                                   file: "fuzz.json", checkImageFiles: false)
    return 0
}

/// The entry point SwiftPM links the executable to: libFuzzer, running the target above.
@_cdecl("fuzz_vfl_main")
public func fuzz_vfl_main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzDriver.run(fuzzVisualFormat)
}
