import Layout
import SnapshotKit
import SnapshotTesting

extension Snapshotting where Value == SnapshotSubject, Format == String {
    /// The layout report of the subject on an iPhone 8 in portrait: what
    /// `snapshot layout --format json` prints (frames, baselines, constraints, conflicts,
    /// ambiguity, warnings), compared line by line.
    public static var layout: Snapshotting { .layout() }

    /// The layout report on `device` in `orientation`.
    public static func layout(device: SnapshotDevice = .iPhone8, orientation: ScreenOrientation = .portrait) -> Snapshotting {
        layout(screen: ScreenChoice(device: device, orientation: orientation, scale: nil))
    }

    /// The layout report on any screen SnapshotKit can describe.
    public static func layout(screen: ScreenChoice) -> Snapshotting {
        Snapshotting(pathExtension: "json", diffing: SimplySnapshotting<String>.lines.diffing) { subject in
            do throws(SnapshotError) {
                return try SnapshotRendering.layoutJSON(of: subject, on: screen)
            } catch {
                FailureReporting.fail("\(subject): \(error.message)")
                return "error: \(error.message)\n"
            }
        }
    }
}
