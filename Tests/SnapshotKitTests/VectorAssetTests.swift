import Foundation
import InterfaceBuilder
import Layout
import Raster
import Render
import SnapshotKit
import XCTest

/// Asset-catalog image sets holding an SVG or a PDF, and `.symbolset` custom symbols, are drawn
/// at the device's scale (issue 30, item 3): sized as their document, tinted when their set asks
/// for template rendering; a name with no set is still "not found", and no set that exists in a
/// format snapshot draws is ever called so.
final class VectorAssetTests: XCTestCase {
    /// A 10 x 10 pt SVG: a black square over its right half.
    static let halfSquare = ##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect x="5" width="5" height="10" fill="#000"/></svg>"##
    /// A symbol template whose regular-medium glyph is a black square one cap height wide.
    static let symbol = """
        <svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><g id="Guides">
        <line id="Baseline-M" x1="0" y1="170.46" x2="400" y2="170.46" stroke="#27aae1"/><line id="Capline-M" x1="0" y1="100" x2="400" y2="100" stroke="#27aae1"/>
        </g><g id="Symbols"><g id="Regular-M" transform="translate(100 100)"><rect width="70.46" height="70.46"/></g>
        <g id="Black-S" transform="translate(300 100)"><rect width="50" height="50" fill="#00f"/></g></g></svg>
        """
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701">
            <objects>
                <view id="root">
                    <rect key="frame" x="0.0" y="0.0" width="160" height="40"/>
                    <subviews>
                        \(imageView("tick", x: 0))
                        \(imageView("plain", x: 30))
                        \(imageView("logo", x: 60))
                        \(imageView("star", x: 90))
                        \(imageView("absent", x: 130))
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <color key="tintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </view>
            </objects>
        </document>
        """

    static func imageView(_ name: String, x: Int) -> String {
        """
        <imageView userInteractionEnabled="NO" contentMode="topLeft" image="\(name)" id="\(name)">
            <rect key="frame" x="\(x)" y="0" width="25" height="25"/>
        </imageView>
        """
    }

    /// A folder with the xib and a catalog: `tick` (SVG, template), `plain` (the same SVG,
    /// original), `logo` (the PDF fixture, 10 x 8 pt), `star` (a custom symbol).
    func folder() throws -> String {
        let dir = NSTemporaryDirectory() + "vector-assets-\(UUID().uuidString)"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        let catalog = dir + "/Assets.xcassets"
        func set(_ name: String, _ file: String, _ properties: String = "") throws -> String {
            let folder = catalog + "/Group/\(name)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let key = name.hasSuffix(".symbolset") ? "symbols" : "images"
            try #"{ "\#(key)": [ { "idiom": "universal", "filename": "\#(file)" } ]\#(properties) }"#
                .write(toFile: folder + "/Contents.json", atomically: true, encoding: .utf8)
            return folder + "/" + file
        }
        let template = #", "properties": { "template-rendering-intent": "template", "preserves-vector-representation": true }"#
        try Self.halfSquare.write(toFile: try set("tick.imageset", "tick.svg", template), atomically: true, encoding: .utf8)
        try Self.halfSquare.write(toFile: try set("plain.imageset", "plain.SVG"), atomically: true, encoding: .utf8)
        let pdf = repositoryRoot + "/Tests/VectorImagesTests/Fixtures/shapes.pdf"
        try FileManager.default.copyItem(atPath: pdf, toPath: try set("logo.imageset", "logo.pdf"))
        try Self.symbol.write(toFile: try set("star.symbolset", "star.svg"), atomically: true, encoding: .utf8)
        try Self.xib.write(toFile: dir + "/Icons.xib", atomically: true, encoding: .utf8)
        return dir
    }

    func render(scale: Double) throws -> (IBBuiltScene, LayoutResult, Bitmap) {
        let pipeline = try XCTUnwrap(sharedPipeline)
        let dir = try folder()
        let document = try SnapshotPipeline.loadInterfaceBuilderDocument(at: dir + "/Icons.xib")
        let scene = try SnapshotPipeline.scene(nil, in: document)
        let environment = try ScreenChoice(device: "160x40@\(Int(scale))").environment()
        let (built, result) = try pipeline.layOut(scene, of: document, imageFolders: [], environment: environment)
        return (built, result, try pipeline.render(built, result))
    }

    func testVectorSetsAreSizedAsTheirDocumentsAndNotWarned() throws {
        let (built, _, _) = try render(scale: 2)
        let sizes = Dictionary(uniqueKeysWithValues: built.images.compactMap { i in i.name.map { ($0, i.pointSize) } })
        XCTAssertEqual(sizes["tick"], Size(width: 10, height: 10))
        XCTAssertEqual(sizes["plain"], Size(width: 10, height: 10))
        XCTAssertEqual(sizes["logo"], Size(width: 10, height: 8))
        let star = try XCTUnwrap(sizes["star"] ?? nil)
        XCTAssertEqual(star.width, 0.7046 * 17, accuracy: 0.001, "the regular-medium glyph at 17 pt")
        XCTAssertEqual(built.warnings.count, 1, "\(built.warnings)")
        XCTAssertTrue(built.warnings[0].contains(#"image "absent" not found"#), "\(built.warnings)")
        XCTAssertFalse(built.warnings.joined().contains("vector asset"))
    }

    func testTheyDrawSharpAtTwoAndThreeTimesTintedWhenTemplate() throws {
        for scale in [2, 3] {
            let (_, _, bitmap) = try render(scale: Double(scale))
            func colour(_ x: Double, _ y: Double) -> [UInt8] {
                let p = bitmap.color(x: Int(x * Double(scale)), y: Int(y * Double(scale)))
                return [p?.r ?? 1, p?.g ?? 1, p?.b ?? 1]
            }
            XCTAssertEqual(colour(2, 5), [255, 255, 255], "@\(scale)x: the SVG's empty half")
            XCTAssertEqual(colour(7, 5), [255, 0, 0], "@\(scale)x: template: the tint colour")
            XCTAssertEqual(colour(37, 5), [0, 0, 0], "@\(scale)x: original: its own black")
            XCTAssertEqual(colour(62, 2), [255, 0, 0], "@\(scale)x: the PDF's red square")
            XCTAssertEqual(colour(62.5, 6.5), [0, 255, 0], "@\(scale)x: the PDF's green circle")
            XCTAssertEqual(colour(96, 6), [255, 0, 0], "@\(scale)x: a symbol is a template: the tint colour")
            XCTAssertEqual(colour(110, 6), [255, 255, 255], "@\(scale)x: the symbol's other glyphs are not drawn")
            // Sharp: the SVG's edge at 5 pt falls between two pixels, with nothing in between.
            XCTAssertEqual(colour(5 - 0.5 / Double(scale), 5), [255, 255, 255], "@\(scale)x")
            XCTAssertEqual(colour(5 + 0.5 / Double(scale), 5), [255, 0, 0], "@\(scale)x")
        }
    }

    /// Recipes take `.svg` and `.pdf` sources, sized as their documents and drawn at the
    /// render's scale; one that cannot be read is an error at its source.
    func testRecipeSourcesAreVectorImages() throws {
        let pipeline = try XCTUnwrap(sharedPipeline)
        let dir = try folder()
        try FileManager.default.copyItem(atPath: repositoryRoot + "/Tests/VectorImagesTests/Fixtures/shapes.svg", toPath: dir + "/shapes.svg")
        try FileManager.default.copyItem(atPath: repositoryRoot + "/Tests/VectorImagesTests/Fixtures/shapes.pdf", toPath: dir + "/Shapes.PDF")
        try "not a PDF".write(toFile: dir + "/broken.pdf", atomically: true, encoding: .utf8)
        func recipe(_ source: String) -> String {
            #"{"name": "v", "root": {"backgroundColor": "white", "subviews": [{"image": "Art", "source": "\#(source)", "contentMode": "topLeft"}]}, "#
                + #""constraints": ["Art.Leading = Superview.Leading", "Art.Top = Superview.Top"]}"#
        }
        for (source, scale) in [("shapes.svg", 2.0), ("Shapes.PDF", 3.0)] {
            try recipe(source).write(toFile: dir + "/v.json", atomically: true, encoding: .utf8)
            let environment = try ScreenChoice(device: "100x100@\(Int(scale))").environment()
            let (built, result) = try pipeline.layoutRecipe(at: dir + "/v.json", environment: environment)
            XCTAssertEqual(result.frame("Art").size, Size(width: 10, height: 8), source)
            let bitmap = try pipeline.render(built, result)
            let red = bitmap.color(x: Int(3 * scale), y: Int(3 * scale))
            XCTAssertEqual(red, PixelColor(r: 255, g: 0, b: 0), source)
            XCTAssertEqual(bitmap.color(x: Int(3 * scale), y: Int(0.5 * scale)), .white, source)
        }
        try recipe("broken.pdf").write(toFile: dir + "/v.json", atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try pipeline.layoutRecipe(at: dir + "/v.json", environment: Layout.Environment())) { error in
            XCTAssertTrue("\(error)".contains(#"cannot read the image "broken.pdf": not a readable PDF"#), "\(error)")
        }
    }

    /// A circle `size` points wide, filling its document: the same drawing at any size.
    static func circle(_ size: Int) -> String {
        let r = Double(size) * 0.4, c = Double(size) / 2
        return ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(size)" height="\##(size)"><circle cx="\##(c)" cy="\##(c)" r="\##(r)" fill="#00f"/></svg>"##
    }

    /// Renders one image view of `source` at `frame` (points) with `mode` on a white 120 x 120 screen.
    func renderImageView(_ source: String, in dir: String, mode: String, frame: (Int, Int, Int, Int),
                         scale: Double = 2, threads: Int? = nil) throws -> Bitmap {
        let pipeline = try XCTUnwrap(sharedPipeline)
        let (x, y, w, h) = frame
        let recipe = #"{"name": "v", "root": {"backgroundColor": "white", "subviews": [{"image": "Art", "source": "\#(source)", "#
            + #""contentMode": "\#(mode)"}]}, "constraints": ["Art.Leading = Superview.Leading + \#(x)", "#
            + #""Art.Top = Superview.Top + \#(y)", "Art.Width = \#(w)", "Art.Height = \#(h)"]}"#
        try recipe.write(toFile: dir + "/v.json", atomically: true, encoding: .utf8)
        let environment = try ScreenChoice(device: "120x120@\(Int(scale))").environment()
        let (built, result) = try pipeline.layoutRecipe(at: dir + "/v.json", environment: environment)
        return try pipeline.render(built, result, options: RenderOptions(threads: threads))
    }

    /// A vector image is drawn at the size it is shown at, not drawn at its document's size and
    /// resampled (issue 30, item 3): a 24-pt circle filling a 96-pt image view has exactly the
    /// pixels of a 96-pt circle shown at its own size, whatever the content mode that scales it,
    /// and in parallel bands the same bytes as in one.
    func testAVectorImageIsDrawnAtTheSizeItIsShownAt() throws {
        let dir = try folder()
        try Self.circle(24).write(toFile: dir + "/small.svg", atomically: true, encoding: .utf8)
        try Self.circle(96).write(toFile: dir + "/large.svg", atomically: true, encoding: .utf8)
        let reference = try renderImageView("large.svg", in: dir, mode: "topLeft", frame: (12, 12, 96, 96))
        for mode in ["scaleToFill", "scaleAspectFit", "scaleAspectFill"] {
            let scaled = try renderImageView("small.svg", in: dir, mode: mode, frame: (12, 12, 96, 96))
            XCTAssertEqual(zip(scaled.pixels, reference.pixels).filter { $0 != $1 }.count, 0, "\(mode): bytes differing")
        }
        let fractional = try renderImageView("small.svg", in: dir, mode: "scaleAspectFit", frame: (10, 10, 101, 77), scale: 3)
        let banded = try renderImageView("small.svg", in: dir, mode: "scaleAspectFit", frame: (10, 10, 101, 77), scale: 3, threads: 4)
        XCTAssertTrue(banded.pixels == fractional.pixels, "bands share one drawing")
        // Sharp: across the circle's top edge at its centre column, 77 pt tall at 3x, at most one
        // pixel is partly covered (a resampled 24-pt drawing blurs it over three or more).
        let column = Int((10 + 101.0 / 2) * 3)
        let partial = (30...60).filter { y in
            let p = fractional.color(x: column, y: y) ?? .white
            return p != .white && p != PixelColor(r: 0, g: 0, b: 255)
        }
        XCTAssertLessThanOrEqual(partial.count, 1, "\(partial)")
    }
}
