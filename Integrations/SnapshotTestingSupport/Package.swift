// swift-tools-version:6.0
// SnapshotStrategies: swift-snapshot-testing strategies that lay out and draw recipes and
// storyboard scenes with SnapshotKit (docs/swift-testing.md), and views and view controllers
// built in code against the `UIKit` product (docs/uikit.md). A package of its own so that the
// main build does not resolve or compile swift-snapshot-testing.
import PackageDescription

let package = Package(
    name: "SnapshotTestingSupport",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "SnapshotStrategies", targets: ["SnapshotStrategies"]),
    ],
    dependencies: [
        // The repository root: SnapshotKit and the modules it shows in its API.
        .package(name: "snapshot", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(name: "SnapshotStrategies", dependencies: [
            .product(name: "SnapshotKit", package: "snapshot"),
            .product(name: "GoldenTesting", package: "snapshot"),
            .product(name: "Raster", package: "snapshot"),
            .product(name: "Layout", package: "snapshot"),
            .product(name: "Render", package: "snapshot"),
            .product(name: "UIKit", package: "snapshot"),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        .testTarget(name: "SnapshotStrategiesTests", dependencies: [
            "SnapshotStrategies",
            .product(name: "Raster", package: "snapshot"),
            .product(name: "UIKit", package: "snapshot"),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__", "Fixtures"]),
    ]
)
