import FuzzSupport
import Raster

/// PNG images: the header reader, then libpng's decoder through Raster (what `render` runs
/// on a recipe's or storyboard's images) when the header's size is small.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    guard let header = try? PNG.size(ofHeader: Array(bytes.prefix(24))),
          header.width * header.height <= 4_000_000 else { return 0 }
    if let bitmap = try? PNG.decode(bytes) {
        precondition(bitmap.width == header.width && bitmap.height == header.height, "the header's size differs from the decoded size")
    }
    return 0
}

/// The entry point SwiftPM links the executable to: libFuzzer, running the target above.
@_cdecl("fuzz_png_main")
public func fuzz_png_main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzDriver.run(fuzzPNG)
}
