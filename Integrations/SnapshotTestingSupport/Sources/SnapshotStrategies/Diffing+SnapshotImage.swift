import Foundation
import GoldenTesting
import Raster
import SnapshotTesting

extension Diffing where Value == SnapshotImage {
    /// Compares the decoded pixels of two PNGs with GoldenTesting's comparison (the rules of
    /// `snapshot test`): under `tolerance`, else the actual image's own (the recipe's
    /// `snapshot.tolerance`), else exactly. A failure says how many pixels differ and where, and
    /// writes a diff image and a side-by-side image (reference | actual | diff) to
    /// `$SNAPSHOT_ARTIFACTS/SnapshotStrategies/` (default: the temporary folder).
    public static func pixels(tolerance: Tolerance? = nil) -> Diffing {
        .diff(
            toData: { $0.png },
            fromData: { SnapshotImage(png: $0) },
            diffV2: { reference, actual in
                ImageDiff(reference: reference, actual: actual, tolerance: tolerance ?? actual.tolerance ?? .exact).run()
            }
        )
    }
}

/// One comparison of an actual image with its reference.
struct ImageDiff {
    var reference: SnapshotImage
    var actual: SnapshotImage
    var tolerance: Tolerance

    /// nil when the images match; else the failure message and the diff images.
    func run() -> (String, [DiffAttachment])? {
        if let failure = actual.failure { return ("could not draw \(actual.name): \(failure)", []) }
        if reference.png == actual.png { return nil }
        let expected: Bitmap, drawn: Bitmap
        do throws(RasterError) {
            expected = try PNG.decode([UInt8](reference.png))
        } catch {
            return ("the reference is not a PNG this package can read (\(error)); record it again", [])
        }
        do throws(RasterError) {
            drawn = try PNG.decode([UInt8](actual.png))
        } catch {
            return ("the snapshot is not a readable PNG: \(error)", [])
        }
        let result = ImageComparison.compare(expected: expected, actual: drawn, tolerance: tolerance)
        if result.passed { return nil }
        return failure(result, expected: expected, actual: drawn)
    }

    private func failure(_ result: GoldenTesting.ComparisonResult, expected: Bitmap, actual drawn: Bitmap) -> (String, [DiffAttachment]) {
        let diff = DiffImage.make(expected: expected, actual: drawn, tolerance: tolerance)
        let sideBySide = DiffImage.sideBySide(expected: expected, actual: drawn, diff: diff)
        var message = "\(actual.name): \(result)"
        var attachments: [DiffAttachment] = []
        for (suffix, image) in [("diff", diff), ("side-by-side", sideBySide)] {
            guard let bytes = try? PNG.encode(image) else { continue }
            let data = Data(bytes)
            let name = "\(actual.name).\(suffix).png"
            attachments.append(.data(data, name: name))
            FailureReporting.attach(data, named: name)
            if let path = Self.writeArtifact(data, named: name) { message += "\n\(suffix): \(path)" }
        }
        return (message, attachments)
    }

    /// Writes a diff image under `$SNAPSHOT_ARTIFACTS/SnapshotStrategies/`; nil if it cannot.
    static func writeArtifact(_ data: Data, named name: String) -> String? {
        let root = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let folder = URL(fileURLWithPath: root, isDirectory: true).appendingPathComponent("SnapshotStrategies")
        let file = folder.appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: file, options: .atomic)
            return file.path
        } catch {
            return nil
        }
    }
}
