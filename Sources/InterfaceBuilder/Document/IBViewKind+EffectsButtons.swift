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

/// `<buttonConfiguration key="configuration">` (iOS 15 `UIButton.Configuration`).
public struct IBButtonConfiguration: Hashable, Sendable {
    /// `style=` as written (`plain`, `gray`, `tinted`, `filled`, `borderedProminent`, ...).
    public var style: String = "plain"
    public var title: String?
    public var subtitle: String?
    /// `image=` or `<imageReference key="image" image= catalog=>`.
    public var image: String?
    public var imageCatalog: String?
    public var symbol = IBSymbolConfiguration()
    /// `imagePlacement=` (leading, trailing, top, bottom).
    public var imagePlacement: String?
    public var imagePadding: Double?
    /// `cornerStyle=` (dynamic, fixed, small, medium, large, capsule).
    public var cornerStyle: String?
    /// `buttonSize=` (mini, small, medium, large).
    public var buttonSize: String?
    /// `<fontDescription key="titleFontDescription">`.
    public var titleFont: FontDescriptor?
    public var baseForegroundColor: IBColor?
    public var baseBackgroundColor: IBColor?
    /// `<directionalEdgeInsets key="contentInsets">`.
    public var contentInsets: DirectionalEdgeInsets?
    public init() {}
}
