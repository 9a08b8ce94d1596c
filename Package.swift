// swift-tools-version:6.0
// snapshot: lays out iOS-style view trees the way UIKit's Auto Layout and UIStackView do,
// and draws them to PNG. Module boundaries follow docs/ARCHITECTURE.md.
import PackageDescription

let package = Package(
    name: "snapshot",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "GoldenTesting", targets: ["GoldenTesting"]),
    ],
    dependencies: [
    ],
    targets: [
        // libpng behind a small C wrapper that owns setjmp/longjmp (see docs/raster.md).
        .target(
            name: "CPNG",
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z")]
        ),
        .target(name: "Raster", dependencies: ["CPNG"]),
        .executableTarget(name: "raster-tool", dependencies: ["Raster"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        .target(name: "GoldenTesting", dependencies: ["Raster"]),
        .testTarget(name: "GoldenTestingTests", dependencies: ["GoldenTesting", "Raster"]),
    ]
)
