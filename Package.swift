// swift-tools-version:6.0
// snapshot: lays out iOS-style view trees the way UIKit's Auto Layout and UIStackView do,
// and draws them to PNG. Module boundaries follow docs/ARCHITECTURE.md.
import PackageDescription

let package = Package(
    name: "snapshot",
    platforms: [.macOS(.v13)],
    products: [
    ],
    dependencies: [
    ],
    targets: [
        // Interface Builder import: .storyboard / .xib XML into a typed document model.
        .target(name: "InterfaceBuilder"),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder"],
                    exclude: ["Fixtures"]),
    ]
)
