import Typesetting

/// The iOS 15 `UIButton.Configuration` styles (`plain()`, `gray()`, `tinted()`, `filled()`).
/// Interface Builder's `bordered`, `borderedTinted`, `borderedProminent` and `borderless` read as
/// gray, tinted, filled and plain.
public enum ButtonConfigurationStyle: String, Hashable, Sendable, CaseIterable {
    case plain, gray, tinted, filled
}

/// `UIButton.Configuration.CornerStyle`.
public enum ButtonCornerStyle: String, Hashable, Sendable, CaseIterable {
    case dynamic, fixed, small, medium, large, capsule
}

/// `UIButton.Configuration.Size` (`buttonSize`).
public enum ButtonSize: String, Hashable, Sendable, CaseIterable {
    case mini, small, medium, large
}

/// `NSDirectionalRectEdge` of `imagePlacement`: where the image sits relative to the title.
public enum ButtonImagePlacement: String, Hashable, Sendable, CaseIterable {
    case leading, trailing, top, bottom
}

/// `UIControl.ContentHorizontalAlignment`: where a classic button puts its image and title.
public enum ControlContentHorizontalAlignment: String, Hashable, Sendable, CaseIterable {
    case center, left, right, fill, leading, trailing
}

/// `UIControl.ContentVerticalAlignment`.
public enum ControlContentVerticalAlignment: String, Hashable, Sendable, CaseIterable {
    case center, top, bottom, fill
}

/// A button's `UIButton.Configuration` (iOS 15+): how it sizes and draws its content instead of
/// the classic title/image/insets. Nil fields take the style's and size's defaults.
public struct ButtonConfiguration: Hashable, Sendable {
    public var style: ButtonConfigurationStyle
    public var cornerStyle: ButtonCornerStyle
    public var size: ButtonSize
    public var imagePlacement: ButtonImagePlacement
    /// Space between image and title (`imagePadding`, 0 by default as in UIKit).
    public var imagePadding: Double
    /// `contentInsets` (nil = the size's default, `defaultInsets(for:)`).
    public var contentInsets: DirectionalEdgeInsets?
    /// `titleTextAttributesTransformer`'s / Interface Builder's `titleFontDescription` (nil = the
    /// size's text style, `defaultFont(for:)`).
    public var titleFont: FontDescriptor?
    /// `baseForegroundColor` / `baseBackgroundColor` (nil = from the tint colour).
    public var baseForegroundColor: Color?
    public var baseBackgroundColor: Color?

    public init(style: ButtonConfigurationStyle = .plain, cornerStyle: ButtonCornerStyle = .dynamic,
                size: ButtonSize = .medium, imagePlacement: ButtonImagePlacement = .leading, imagePadding: Double = 0,
                contentInsets: DirectionalEdgeInsets? = nil, titleFont: FontDescriptor? = nil,
                baseForegroundColor: Color? = nil, baseBackgroundColor: Color? = nil) {
        self.style = style; self.cornerStyle = cornerStyle; self.size = size; self.imagePlacement = imagePlacement
        self.imagePadding = imagePadding; self.contentInsets = contentInsets; self.titleFont = titleFont
        self.baseForegroundColor = baseForegroundColor; self.baseBackgroundColor = baseBackgroundColor
    }

    /// The content insets a configuration gets for its size: medium 7 above and below, 12 each
    /// side (every `buttonConfiguration` of the ib-corpus is its title's pixel-rounded line
    /// height + 14 tall and its title + 24 wide); small 5/10, mini 3/8, large 14/20 (our
    /// choice, from screenshots).
    public static func defaultInsets(for size: ButtonSize) -> DirectionalEdgeInsets {
        switch size {
        case .mini: return DirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
        case .small: return DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: return DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: return DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
    }

    /// The title font for a size: body (17 pt at the default content size) for medium and large,
    /// subheadline for small, footnote for mini.
    public static func defaultFont(for size: ButtonSize) -> FontDescriptor {
        switch size {
        case .mini: return .preferred(.footnote)
        case .small: return .preferred(.subheadline)
        case .medium, .large: return .preferred(.body)
        }
    }

    public var resolvedInsets: DirectionalEdgeInsets { contentInsets ?? Self.defaultInsets(for: size) }
    public var resolvedFont: FontDescriptor { titleFont ?? Self.defaultFont(for: size) }

    /// The background's corner radius for a height: `dynamic` is 6 for medium buttons (4 mini
    /// and small, 8 large), `small` 4, `medium` 8, `large` 12, `capsule` half the height,
    /// `fixed` 6. Measured from screenshots of iOS 17; docs/render.md.
    public func cornerRadius(height: Double) -> Double {
        switch cornerStyle {
        case .dynamic:
            switch size {
            case .mini, .small: return 4
            case .medium: return 6
            case .large: return 8
            }
        case .fixed: return 6
        case .small: return 4
        case .medium: return 8
        case .large: return 12
        case .capsule: return height / 2
        }
    }
}
