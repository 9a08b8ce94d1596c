import Layout
import UIKit

/// swift-snapshot-testing's `ViewImageConfig`: a device's screen (size, safe area) and traits,
/// for `.image(on: .iPhone8)`. Each preset is laid out as the device of Layout's table with the
/// same screen, or as a device made from the preset's own size and safe area.
public struct ViewImageConfig: Sendable {
    /// The preset's orientation.
    public enum Orientation: Sendable { case landscape, portrait }

    public var safeArea: UIEdgeInsets
    public var size: CGSize?
    public var traits: UITraitCollection
    /// The screen the configuration is laid out on.
    var device: Device?
    var orientation: Layout.Orientation = .portrait

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    init(_ device: Device, _ orientation: Orientation, traits: UITraitCollection = .init()) {
        let landscape = orientation == .landscape
        let s = device.portraitSize, inset = landscape ? device.safeAreaLandscape : device.safeAreaPortrait
        self.init(safeArea: UIEdgeInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right),
                  size: landscape ? CGSize(width: s.height, height: s.width) : CGSize(width: s.width, height: s.height),
                  traits: traits)
        self.device = device
        self.orientation = landscape ? .landscape : .portrait
    }

    /// A phone of `width` × `height` whose safe area is `top`/`bottom` in portrait and `side` in landscape.
    static func notchedPhone(_ name: String, _ width: Double, _ height: Double, top: Double, side: Double,
                             scale: Double = 3) -> Device {
        Device(name: name, displayName: name, portraitSize: Layout.Size(width: width, height: height), scale: scale, isPad: false,
               statusBarHeight: top, safeAreaPortrait: EdgeInsets(top: top, left: 0, bottom: 34, right: 0),
               safeAreaLandscape: EdgeInsets(top: 0, left: side, bottom: 21, right: side),
               sizeClassPortrait: (.compact, .regular), sizeClassLandscape: (width >= 414 ? .regular : .compact, .compact),
               rootSideMargin: width >= 414 ? 20 : 16)
    }

    /// A pad of `width` × `height` with a status bar of `top` and, when `bottom` > 0, a home indicator.
    static func pad(_ name: String, _ width: Double, _ height: Double, top: Double, bottom: Double) -> Device {
        Device(name: name, displayName: name, portraitSize: Layout.Size(width: width, height: height), scale: 2, isPad: true,
               statusBarHeight: top, safeAreaPortrait: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
               safeAreaLandscape: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
               sizeClassPortrait: (.regular, .regular), sizeClassLandscape: (.regular, .regular), rootSideMargin: 20)
    }
}
