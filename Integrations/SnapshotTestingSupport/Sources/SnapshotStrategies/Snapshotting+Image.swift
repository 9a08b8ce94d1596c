import Foundation
import Layout
import SnapshotKit
import SnapshotTesting

extension Snapshotting where Value == SnapshotSubject, Format == SnapshotImage {
    /// The subject drawn on an iPhone 8 in portrait, compared pixel by pixel (`Diffing.pixels`).
    public static var image: Snapshotting { .image() }

    /// The subject drawn on `device` in `orientation` (at `scale` pixels per point; nil: the
    /// device's), compared under `tolerance` (nil: the recipe's `snapshot.tolerance`, else exact).
    public static func image(device: SnapshotDevice = .iPhone8, orientation: ScreenOrientation = .portrait,
                             scale: Double? = nil, tolerance: Tolerance? = nil) -> Snapshotting {
        let screen = ScreenChoice(device: device, orientation: orientation, scale: scale)
        return image(screen: screen, label: "\(device.name)-\(orientation.rawValue)", tolerance: tolerance)
    }

    /// The subject drawn on any screen SnapshotKit can describe (Dynamic Type size, layout
    /// direction, iOS version, status bar). `label` follows the subject's name in the names of
    /// the diff images.
    public static func image(screen: ScreenChoice, label: String = "screen", tolerance: Tolerance? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .pixels(tolerance: tolerance)) { subject in
            let name = "\(subject.name)-\(label)"
            do throws(SnapshotError) {
                let (png, recipeTolerance) = try SnapshotRendering.png(of: subject, on: screen)
                return SnapshotImage(png: Data(png), name: name, tolerance: recipeTolerance)
            } catch {
                FailureReporting.fail("\(subject): \(error.message)")
                return SnapshotImage(png: Data(), name: name, failure: error.message)
            }
        }
    }
}
