import Foundation
import Layout
import SnapshotKit
import SnapshotTesting
@_spi(SnapshotHost) import UIKit

extension Snapshotting where Value == UIView, Format == SnapshotImage {
    /// The view drawn at its frame's size (its fitting size when it has none).
    public static var image: Snapshotting { .image() }

    /// swift-snapshot-testing's spelling: the view at `size` (nil: its frame's), with `traits`
    /// (appearance, Dynamic Type size, layout direction); `precision` below 1 allows that share
    /// of pixels to differ. `drawHierarchyInKeyWindow` and `perceptualPrecision` are accepted.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        UIKitStrategy.image(precision: precision) { view in
            UIKitSubject(screen: UIKitScreen.environment(nil, traits: traits)) {
                if let size { view.frame.size = size }
                if view.frame.size == .zero { view.frame.size = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) }
                return view
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == SnapshotImage {
    /// The controller on an iPhone 8 in portrait.
    public static var image: Snapshotting { .image(on: .iPhone8) }

    /// The controller's view (its navigation and tab bars) on a device preset, with `traits`.
    public static func image(on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        UIKitStrategy.image(precision: precision) { controller in
            var config = config
            if let size { config.device = .custom(width: Double(size.width), height: Double(size.height)); config.size = size }
            let screen = UIKitScreen.environment(config, traits: traits)
            return UIKitSubject(screen: screen) { controller.hostedView(on: screen) }
        }
    }

    /// The controller on a screen of `size` (an iPhone 8 without one).
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        image(on: .iPhone8, precision: precision, perceptualPrecision: perceptualPrecision, size: size, traits: traits)
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The hierarchy as UIKit's `recursiveDescription` prints it, without addresses.
    public static var recursiveDescription: Snapshotting {
        UIKitStrategy.text { view in UIKitSubject(screen: LayoutHost.screen) { view } } describe: { RecursiveDescription.text($0) }
    }

    /// Each view's name, class and frame in the root's coordinates, then the layout's warnings.
    public static var layout: Snapshotting {
        UIKitStrategy.text { view in UIKitSubject(screen: LayoutHost.screen) { view } } describe: { RecursiveDescription.layout($0) }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The shown view's hierarchy as UIKit's `recursiveDescription` prints it.
    public static var recursiveDescription: Snapshotting {
        UIKitStrategy.text { c in UIKitSubject(screen: LayoutHost.screen) { c.hostedView(on: LayoutHost.screen) } }
            describe: { RecursiveDescription.text($0) }
    }

    /// Each view's frame on an iPhone 8, then the layout's warnings.
    public static var layout: Snapshotting {
        UIKitStrategy.text { c in UIKitSubject(screen: Environment()) { c.hostedView(on: Environment()) } }
            describe: { RecursiveDescription.layout($0) }
    }
}
