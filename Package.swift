// swift-tools-version:6.0
// snapshot: lays out iOS-style view trees the way UIKit's Auto Layout and UIStackView do,
// and draws them to PNG. Module boundaries follow docs/ARCHITECTURE.md.
import PackageDescription

let package = Package(
    name: "snapshot",
    platforms: [.macOS(.v13)],
    products: [
        // The libraries an integrator depends on (by version: no library target uses unsafe
        // flags): recipes and storyboards in, a laid-out tree, pixels and PNG out.
        .library(name: "SnapshotKit", targets: ["SnapshotKit"]),
        .library(name: "Recipe", targets: ["Recipe"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Render", targets: ["Render"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "VectorImages", targets: ["VectorImages"]),
        .library(name: "Typesetting", targets: ["Typesetting"]),
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .library(name: "GoldenTesting", targets: ["GoldenTesting"]),
        // UIKit's API for building and laying out screens in code, on Layout's model and engine
        // (Linux only: on Apple platforms the real UIKit is there; docs/uikit.md).
        .library(name: "UIKit", targets: ["UIKit"]),
        // The command line (scripts/install puts it and the fonts under a prefix).
        .executable(name: "snapshot", targets: ["snapshot"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Interface Builder import: .storyboard / .xib XML into a typed document model.
        // Its Layout mapping (IBLayoutBuilder) turns a scene into Layout's view tree.
        // Its XML layer (XMLTreeBuilder) parses with libxml2's SAX2 interface, under limits of its
        // own (docs/limits.md).
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .target(name: "InterfaceBuilder", dependencies: ["CLibXML2", "Layout", "Typesetting"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "Layout", "Typesetting"],
                    exclude: ["Fixtures"]),
        // libpng behind a small C wrapper that owns setjmp/longjmp, and libdeflate compressing the
        // image data in parallel parts (see docs/raster.md).
        .target(
            name: "CPNG",
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z"), .linkedLibrary("deflate")]
        ),
        // Pixel loops are 20-50x slower unoptimised: scripts/test runs the suite in release
        // (with testability), since unsafe flags (-O in debug) would bar depending on the package.
        .target(name: "Raster", dependencies: ["CPNG", "CFileSync"]),
        .target(name: "CFileSync"),
        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        // Vector images (docs/render.md, "Vector images"): SVG through librsvg, PDF through
        // Poppler's GLib interface, both drawn by cairo, behind a small C wrapper (CVectorImages).
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        .systemLibrary(name: "CPopplerGlib", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"])]),
        .target(name: "CVectorImages", dependencies: ["CRsvg", "CPopplerGlib"]),
        .target(name: "VectorImages", dependencies: ["CVectorImages", "Raster"]),
        .testTarget(name: "VectorImagesTests", dependencies: ["VectorImages", "Raster"], exclude: ["Fixtures"]),
        // GoldenTesting names a case's screen with Layout's orientation, direction and appearance.
        .target(name: "GoldenTesting", dependencies: ["Raster", "Layout"]),
        .testTarget(name: "GoldenTestingTests", dependencies: ["GoldenTesting", "Raster", "Layout"]),
        // Text stack (docs/text.md): FreeType + HarfBuzz + ICU behind Typesetting.
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev"])]),
        .target(name: "CICU", linkerSettings: [.linkedLibrary("icuuc")]),
        // The shipped fonts (Fonts/, see its README) and the icons drawn for SF Symbol names
        // (Fonts/Symbols) as resources, so every build of a binary or test runner linking
        // Typesetting has them beside it; scripts/install copies them too.
        .target(name: "SnapshotFonts", path: "Fonts", exclude: ["README.md"], resources: [
            .copy("InterVariable.ttf"), .copy("DroidSansFallback.ttf"), .copy("NotoSansArabicUI-Regular.ttf"),
            .copy("NotoSansHebrew-Regular.ttf"), .copy("NotoColorEmoji-Common.ttf"),
            .copy("OFL.txt"), .copy("DroidSansFallback-LICENSE.txt"), .copy("Noto-LICENSE.txt"),
            .copy("NotoColorEmoji-LICENSE.txt"), .copy("Families"), .copy("Scripts"), .copy("Emoji"),
            .copy("Symbols"),
        ]),
        .target(name: "Typesetting", dependencies: ["CFreeType", "CHarfBuzz", "CICU", "SnapshotFonts"]),
        .testTarget(name: "TypesettingTests", dependencies: ["Typesetting"], exclude: ["Coverage"]),
        // Layout (docs/layout.md): view model, stack views, layout pass, diagnostics.
        .target(name: "Layout", dependencies: ["ConstraintSolver", "Typesetting"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Typesetting", "LayoutTestSupport"]),
        // Test doubles for Layout (GridTextMeasurer), shared by tests and the layout benchmark.
        .target(name: "LayoutTestSupport", dependencies: ["Layout"], path: "Tests/LayoutTestSupport"),
        .target(name: "ConstraintSolver"),
        // UIKit (docs/uikit.md): UIView, constraints, stack views, controls and view controllers
        // as classes that build Layout's ViewTree and read frames back from its layout pass.
        .target(name: "UIKit", dependencies: ["Layout", "Typesetting", "_Testing_UIKit"]),
        // Empty: the cross-import overlay Swift Testing names for files importing Testing and UIKit.
        .target(name: "_Testing_UIKit"),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "Layout", "SnapshotKit"]),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
        // Render (docs/render.md): paints a laid-out tree the way iOS draws it.
        .target(name: "Render", dependencies: ["Layout", "Typesetting", "Raster"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "Layout", "Typesetting", "Raster"]),
        // Recipe: JSON recipe decoding/validation, Cookbook constraint notation, VFL.
        .target(name: "Recipe", dependencies: ["Layout", "Typesetting"]),
        .testTarget(name: "RecipeTests", dependencies: ["Recipe"], exclude: ["Fixtures"]),
        // SnapshotKit: the input (recipe / storyboard scene) → layout → render → PNG pipeline, its
        // typed errors, the layout report and the golden suite; no ArgumentParser.
        .target(name: "SnapshotKit", dependencies: [
            "Recipe", "Layout", "Render", "Raster", "Typesetting", "GoldenTesting", "InterfaceBuilder", "VectorImages",
        ]),
        // The command line: SnapshotCLI holds the commands (options, output, exit statuses) over
        // SnapshotKit; `snapshot` is its thin entry point.
        .target(name: "SnapshotCLI", dependencies: [
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            "SnapshotKit", "Recipe", "Layout", "Render", "Raster", "GoldenTesting",
        ]),
        .executableTarget(name: "snapshot", dependencies: [
            "SnapshotCLI", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            "Recipe", "Layout", "Render", "Raster",
        ],
        // The release command links the Swift runtime and Foundation statically: it starts
        // ~10-20 ms faster (no relocation of libFoundation), at the price of a larger binary.
        // (Modules compiled against the shared Foundation carry no autolink entries for its
        // static dependencies, so they are named here; FoundationXML, used by InterfaceBuilder,
        // needs its CF shim and libxml2.)
        linkerSettings: [.unsafeFlags([
            "-static-stdlib", "-Xlinker", "--start-group",
            "-lFoundation", "-lFoundationInternationalization", "-lFoundationEssentials", "-lCoreFoundation",
            "-l_FoundationICU", "-l_FoundationCShims", "-l_FoundationCollections", "-lswiftSynchronization",
            "-lswiftDispatch", "-ldispatch", "-lBlocksRuntime", "-lswift_RegexParser", "-lswift_StringProcessing",
            "-lFoundationXML", "-l_CFXMLInterface", "-lxml2",
            "-Xlinker", "--end-group",
        ], .when(platforms: [.linux], configuration: .release))]),
        // The pipeline's tests (SnapshotKit as a library); the commands' own tests run `snapshot`.
        .testTarget(name: "SnapshotKitTests", dependencies: ["SnapshotKit", "Recipe", "Layout", "Render", "Raster", "Typesetting",
                                                     "GoldenTesting", "LayoutTestSupport"]),
        .testTarget(name: "SnapshotCLITests", dependencies: ["SnapshotCLI", "SnapshotKit", "Recipe", "Layout", "Render", "Raster"]),
        // The golden suite (every recipe × device × orientation against Snapshots/goldens) and
        // pipeline sensitivity checks; see docs/golden-testing.md.
        .testTarget(name: "GoldenSuiteTests", dependencies: ["SnapshotKit", "SnapshotCLI", "GoldenTesting", "Raster", "Recipe"]),

        // Developer tools: benchmarks (run by scripts/bench-*) and the drivers of the reference
        // checks (scripts/checks/*). Not products; they live in Tools/<name>, out of Sources/.
        .executableTarget(name: "bench-solver", dependencies: ["ConstraintSolver"], path: "Tools/bench-solver"),
        .executableTarget(name: "bench-text", dependencies: ["Typesetting"], path: "Tools/bench-text"),
        .executableTarget(name: "bench-layout", dependencies: ["Layout", "LayoutTestSupport"], path: "Tools/bench-layout"),
        .executableTarget(name: "bench-render", dependencies: ["SnapshotKit", "Recipe", "Layout", "Render", "Raster"],
                          path: "Tools/bench-render"),
        .executableTarget(name: "fuzz-solver", dependencies: ["ConstraintSolver"], path: "Tools/fuzz-solver"),
        .executableTarget(name: "measure-text", dependencies: ["Typesetting"], path: "Tools/measure-text"),
        .executableTarget(name: "raster-tool", dependencies: ["Raster"], path: "Tools/raster-tool"),
    ]
)
