import Layout
import SnapshotKit

/// Portrait or landscape.
public enum ScreenOrientation: String, Hashable, Sendable, CaseIterable {
    case portrait, landscape

    var layoutOrientation: Layout.Orientation { self == .landscape ? .landscape : .portrait }
}

extension ScreenChoice {
    /// The choice of a device and an orientation; everything else as the recipe says.
    init(device: SnapshotDevice, orientation: ScreenOrientation, scale: Double?) {
        self.init(device: device.name, orientation: orientation.layoutOrientation, scale: scale)
    }
}
