import Foundation
import GoldenTesting
import SnapshotKit

/// What the strategies ask of SnapshotKit: a subject laid out on a screen, drawn to PNG or
/// dumped as the layout report.
enum SnapshotRendering {
    /// PNG bytes of the subject, and the recipe's own `snapshot.tolerance` (nil for a scene or
    /// a recipe without one).
    static func png(of subject: SnapshotSubject, on screen: ScreenChoice) throws(SnapshotError) -> ([UInt8], Tolerance?) {
        try SharedPipeline.shared.withPipeline { pipeline throws(SnapshotError) in
            let laidOut = try pipeline.layOut(subject.input, on: screen)
            let bitmap = try pipeline.render(laidOut)
            var tolerance: Tolerance?
            if case .recipe(let built) = laidOut.built, let t = built.snapshot?.tolerance {
                tolerance = GoldenSuite.tolerance(t)
            }
            return (try SnapshotPipeline.encodePNG(bitmap), tolerance)
        }
    }

    /// The layout report (`snapshot layout --format json`), with paths in the subject's folder
    /// written as the test wrote them (`file`, and warnings that quote a location), so the
    /// report does not depend on where the checkout lives.
    static func layoutJSON(of subject: SnapshotSubject, on screen: ScreenChoice) throws(SnapshotError) -> String {
        let bytes = try SharedPipeline.shared.withPipeline { pipeline throws(SnapshotError) in
            try pipeline.layOut(subject.input, on: screen).layoutJSON()
        }
        return relativePaths(String(decoding: bytes, as: UTF8.self), of: subject)
    }

    /// `json` with the absolute folder of the subject's file replaced by the folder the test
    /// named (`Fixtures/`, `../../Snapshots/recipes/`, or nothing).
    static func relativePaths(_ json: String, of subject: SnapshotSubject) -> String {
        let absolute = URL(fileURLWithPath: subject.input.path).deletingLastPathComponent().path + "/"
        let shown = subject.displayPath.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .map { $0 + "/" }.joined()
        guard absolute != shown, !absolute.contains("\\"), !absolute.contains("\"") else { return json }
        return json.replacingOccurrences(of: absolute, with: shown)
    }
}
