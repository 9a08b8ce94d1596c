import Layout
import Typesetting

/// `<visualEffectView>` (UIVisualEffectView). Its `contentView` is read as its one subview.
public struct IBVisualEffectView: Hashable, Sendable {
    /// `<blurEffect style=>` (also inside `<vibrancyEffect>`); nil = no effect.
    public var blurStyle: String?
    /// True for a `<vibrancyEffect>` (drawn as its blur style).
    public var isVibrancy = false
    public init() {}
}

/// `<preferredSymbolConfiguration>` or an `<imageReference symbolScale= pointSize=>`: how large an
/// SF Symbol is drawn.
public struct IBSymbolConfiguration: Hashable, Sendable {
    /// `pointSize=`, or the size of the configuration's `<fontDescription>`.
    public var pointSize: Double?
    /// The configuration's text style font (`configurationType="font"`).
    public var font: FontDescriptor?
    /// `scale=` / `symbolScale=` (small, medium, large; absent = default).
    public var scale: SymbolScale?
    /// `weight=` (ultraLight ... black; absent = the font's, else regular).
    public var weight: FontWeight?
    /// An `<imageReference renderingMode=>` (automatic, template, original).
    public var renderingMode: SymbolRenderingMode?
    public init() {}

    /// `self` with every value `other` sets replaced.
    public func merging(_ other: IBSymbolConfiguration) -> IBSymbolConfiguration {
        var s = self
        s.pointSize = other.pointSize ?? pointSize
        s.font = other.font ?? font
        s.scale = other.scale ?? scale
        s.weight = other.weight ?? weight
        s.renderingMode = other.renderingMode ?? renderingMode
        return s
    }
}

/// `<buttonConfiguration key="configuration">` (iOS 15 `UIButton.Configuration`): what Layout's
/// `ButtonConfiguration` models, read straight into it, and what the element writes beside it:
/// the style as written (for the builder's warning), the title, subtitle and image (the
/// builder sets them on the button), and the base colours as written (resolved against the
/// document and the appearance by the builder).
public struct IBButtonConfigurationElement: Hashable, Sendable {
    /// Style, corner style, size, image placement and padding, content insets and title font,
    /// as Layout models them; the base colours are the builder's to resolve.
    public var configuration = ButtonConfiguration()
    /// `style=` as written (`plain`, `gray`, `tinted`, `filled`, `borderedProminent`, ...).
    public var style: String = "plain"
    public var title: String?
    public var subtitle: String?
    /// `image=` or `<imageReference key="image" image= catalog=>`.
    public var image: String?
    public var imageCatalog: String?
    public var symbol = IBSymbolConfiguration()
    public var baseForegroundColor: IBColor?
    public var baseBackgroundColor: IBColor?
    public init() {}

    /// Xcode's style names (its SwiftUI-like ones read as UIKit's four).
    public static let styles: [String: ButtonConfigurationStyle] = [
        "plain": .plain, "gray": .gray, "tinted": .tinted, "filled": .filled, "borderless": .plain,
        "bordered": .gray, "borderedTinted": .tinted, "borderedProminent": .filled,
    ]

    /// Whether `style` is one of Xcode's names (else it is drawn as plain).
    public var isStyleKnown: Bool { Self.styles[style] != nil }
}
