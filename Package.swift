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
        // Recipe: JSON recipe decoding/validation, Cookbook constraint notation, VFL.
        .target(name: "Recipe"),
        .testTarget(name: "RecipeTests", dependencies: ["Recipe"], exclude: ["Fixtures"]),
    ]
)
