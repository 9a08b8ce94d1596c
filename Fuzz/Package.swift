// swift-tools-version:6.0
// libFuzzer targets for the inputs `snapshot` reads (issue 16): recipe JSON, Cookbook constraint
// notation, the Visual Format Language, storyboard/xib XML and PNG images; and generators of
// storyboards with segue graphs and of recipes with many conflicting constraints (issue 35). A package of its own
// that depends on the main one by path, so that the main build never pays for it. Build and
// run through `scripts/fuzz TARGET SECONDS` (it builds in release with `-sanitize=fuzzer`).
import PackageDescription

let fuzzTarget: (String, [Target.Dependency]) -> Target = { name, dependencies in
    // `-parse-as-library`: no Swift `main`; the entry SwiftPM links to (`fuzz_x_main`) is
    // defined with `@_cdecl` and hands over to libFuzzer (`FuzzDriver`).
    .executableTarget(name: name, dependencies: ["FuzzSupport"] + dependencies,
                      swiftSettings: [.unsafeFlags(["-parse-as-library"])])
}

let package = Package(
    name: "snapshot-fuzz",
    dependencies: [.package(name: "snapshot", path: "..")],
    targets: [
        .target(name: "FuzzSupport"),
        fuzzTarget("fuzz-recipe", [.product(name: "SnapshotKit", package: "snapshot")]),
        fuzzTarget("fuzz-notation", [.product(name: "SnapshotKit", package: "snapshot")]),
        fuzzTarget("fuzz-vfl", [.product(name: "SnapshotKit", package: "snapshot")]),
        fuzzTarget("fuzz-storyboard", [.product(name: "SnapshotKit", package: "snapshot")]),
        fuzzTarget("fuzz-png", [.product(name: "Raster", package: "snapshot")]),
        fuzzTarget("fuzz-segues", [.product(name: "SnapshotKit", package: "snapshot")]),
        fuzzTarget("fuzz-conflicts", [.product(name: "SnapshotKit", package: "snapshot")]),
    ]
)
