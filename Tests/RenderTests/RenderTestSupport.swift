import Foundation
import Layout
import Raster
@testable import Render
import Typesetting
import XCTest

/// Shared fonts: opening them once keeps the tests fast.
enum Fixtures {
    static let typesetter: Typesetter = {
        do { return try Typesetter() } catch { fatalError("fonts: \(error)") }
    }()
}

/// A small tree built with explicit frames (autoresizing-mask constraints), laid out with the
/// real typesetter and rendered.
struct TestScene {
    var tree = ViewTree(rootName: "Root")
    var environment: Environment

    init(width: Double, height: Double, scale: Double, os: OSVersion = .current) {
        environment = Environment(device: .custom(width: width, height: height, scale: scale), osVersion: os)
    }

    var root: ViewID { tree.root }

    @discardableResult
    mutating func add(_ kind: ViewKind, _ name: String, _ frame: Rect, in parent: ViewID? = nil,
                      _ configure: (inout ViewNode) -> Void = { _ in }) throws -> ViewID {
        let id = try tree.addView(kind, name: name, to: parent ?? tree.root)
        var node = tree[id]
        node.autoresizingFrame = frame
        configure(&node)
        tree[id] = node
        return id
    }

    func layoutResult() -> LayoutResult {
        layout(tree, in: environment, measurer: TypesetterMeasurer(typesetter: Fixtures.typesetter))
    }

    func render(_ options: RenderOptions = RenderOptions(), images: ImageSource = .none) throws -> Bitmap {
        try Renderer(typesetter: Fixtures.typesetter, images: images).render(layoutResult(), options: options)
    }
}

extension Color {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
}

extension Bitmap {
    /// The straight colour at (x, y) as an (r, g, b, a) tuple for compact assertions.
    func rgba(_ x: Int, _ y: Int) -> [Int] {
        guard let c = color(x: x, y: y) else { return [] }
        return [Int(c.r), Int(c.g), Int(c.b), Int(c.a)]
    }
}

/// Writes a PNG into `$RENDER_DEMO_DIR` when that variable is set (for looking at scenes).
func writeDemo(_ bitmap: Bitmap, _ name: String) {
    guard let dir = ProcessInfo.processInfo.environment["RENDER_DEMO_DIR"], !dir.isEmpty else { return }
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    try? PNG.write(bitmap, to: dir + "/" + name + ".png")
}

func assertColor(_ got: [Int], _ want: [Int], tolerance: Int = 0, _ message: String = "",
                 file: StaticString = #filePath, line: UInt = #line) {
    let ok = got.count == want.count && zip(got, want).allSatisfy { abs($0 - $1) <= tolerance }
    XCTAssertTrue(ok, "got \(got), want \(want) ±\(tolerance) \(message)", file: file, line: line)
}
