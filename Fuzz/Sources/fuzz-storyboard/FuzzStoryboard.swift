import FuzzSupport
import InterfaceBuilder
import SnapshotKit

/// Storyboard / xib XML: parse, and when it parses, build and lay out the first scene with a
/// view on Interface Builder's canvas.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoryboard(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let document = try? IBDocument.parse(FuzzInput.bytes(data, size), path: "fuzz.storyboard"),
          let pipeline = FuzzPipeline.shared,
          let scene = try? SnapshotPipeline.scene(nil, in: document),
          let environment = try? ScreenChoice(device: "interface-builder").environment(for: scene, in: document)
    else { return 0 }
    _ = try? pipeline.layOut(scene, of: document, imageFolders: [], environment: environment)
    return 0
}

enum FuzzPipeline {
    nonisolated(unsafe) static var shared: SnapshotPipeline? = try? SnapshotPipeline()
}

/// The entry point SwiftPM links the executable to: libFuzzer, running the target above.
@_cdecl("fuzz_storyboard_main")
public func fuzz_storyboard_main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzDriver.run(fuzzStoryboard)
}
