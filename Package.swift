// swift-tools-version:6.0
// snapshot: lays out iOS-style view trees the way UIKit's Auto Layout and UIStackView do,
// and draws them to PNG. Module boundaries follow docs/ARCHITECTURE.md.
import PackageDescription

let package = Package(
    name: "snapshot",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .executable(name: "bench-solver", targets: ["bench-solver"]),
        .executable(name: "solver-fuzz", targets: ["solver-fuzz"]),
    ],
    dependencies: [
    ],
    targets: [
        .target(name: "ConstraintSolver"),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
        .executableTarget(name: "bench-solver", dependencies: ["ConstraintSolver"]),
        .executableTarget(name: "solver-fuzz", dependencies: ["ConstraintSolver"]),
    ]
)
