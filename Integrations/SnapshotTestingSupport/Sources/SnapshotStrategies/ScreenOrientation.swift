import Layout
import SnapshotKit

/// Portrait or landscape: Layout's `Orientation`, the one orientation of the `snapshot`
/// command, the golden suite and these strategies.
public typealias ScreenOrientation = Layout.Orientation

extension ScreenChoice {
    /// The choice of a device and an orientation; everything else as the recipe says.
    init(device: SnapshotDevice, orientation: ScreenOrientation, scale: Double?) {
        self.init(device: device.name, orientation: orientation, scale: scale)
    }
}
