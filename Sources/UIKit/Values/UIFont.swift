import Layout
import Typesetting

/// `UIFont`: the system font at a size and weight, a Dynamic Type text style, or a font by name.
open class UIFont: @unchecked Sendable, Equatable {
    /// `UIFont.Weight`, with UIKit's raw values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
        var fontWeight: FontWeight { FontWeight(uiKitWeight: Double(rawValue)) }
    }

    /// `UIFont.TextStyle`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        var style: Typesetting.TextStyle {
            let table: [TextStyle: Typesetting.TextStyle] = [
                .largeTitle: .largeTitle, .title1: .title1, .title2: .title2, .title3: .title3, .headline: .headline,
                .body: .body, .callout: .callout, .subheadline: .subheadline, .footnote: .footnote,
                .caption1: .caption1, .caption2: .caption2,
            ]
            return table[self] ?? .body
        }
    }

    /// The font as Layout's model names it.
    let descriptor: FontDescriptor

    init(_ descriptor: FontDescriptor) { self.descriptor = descriptor }

    /// A font by PostScript or family name (found in the font folders when drawn).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.init(.custom(CustomFont(name: fontName, size: Double(fontSize))))
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(.system(size: Double(fontSize), weight: weight.fontWeight))
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(.custom(CustomFont(size: Double(fontSize), isItalic: true)))
    }

    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The Dynamic Type font of a text style, sized by the content-size category when laid out.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(.preferred(style.style)) }

    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }

    /// The point size at the default content size (Large).
    public var pointSize: CGFloat { CGFloat(descriptor.nominalSize) }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        switch descriptor {
        case .system(_, let w): return UIFont(.system(size: Double(fontSize), weight: w))
        case .preferred(let s): return UIFont(.custom(CustomFont(size: Double(fontSize), weight: s.weight)))
        case .custom(var c): c.size = Double(fontSize); c.textStyle = nil; return UIFont(.custom(c))
        }
    }

    /// The font as a custom description (traits and scaling can be added to it).
    var customFont: CustomFont {
        switch descriptor {
        case .system(let size, let weight): return CustomFont(size: size, weight: weight)
        case .preferred(let style): return .textStyle(style)
        case .custom(let c): return c
        }
    }

    public static func == (a: UIFont, b: UIFont) -> Bool { a.descriptor == b.descriptor }
}

/// `UIFontMetrics`: scales a custom font with Dynamic Type like a text style.
public struct UIFontMetrics: Sendable {
    let style: UIFont.TextStyle

    public static let `default` = UIFontMetrics(forTextStyle: .body)

    public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle }

    /// `font`, scaled at layout by the content-size category as the text style scales.
    public func scaledFont(for font: UIFont) -> UIFont {
        var c = font.customFont
        c.textStyle = style.style
        return UIFont(.custom(c))
    }

    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font)
    }

    /// `value` scaled from Large to the current content size's scale of the style.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        let category = UITraitCollection.current.preferredContentSizeCategory.category
        let base = style.style.pointSize(at: .large)
        return base > 0 ? value * CGFloat(style.style.pointSize(at: category) / base) : value
    }
}
