/// An enumeration spelled in recipes exactly as its UIKit case name (`fillEqually`,
/// `aspectFit`, `firstBaseline`): the raw value is the JSON spelling.
public protocol RecipeEnum: CaseIterable, RawRepresentable, Sendable, Hashable where RawValue == String {
    /// What a value of this type is, for error messages ("a stack alignment").
    static var valueDescription: String { get }
}

extension RecipeEnum {
    /// All JSON spellings, in declaration order.
    public static var spellings: [String] { allCases.map(\.rawValue) }
}

/// `NSLayoutConstraint.Axis` (a stack view's axis).
public enum Axis: String, RecipeEnum {
    case horizontal, vertical
    public static let valueDescription = "an axis"
}

/// `UIStackView.Alignment`. `leading`/`top` and `trailing`/`bottom` are UIKit's aliases and
/// are kept distinct here so a recipe reads back as written; the mapping treats each pair alike.
public enum StackAlignment: String, RecipeEnum {
    case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
    public static let valueDescription = "a stack alignment"
}

/// `UIStackView.Distribution`.
public enum StackDistribution: String, RecipeEnum {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    public static let valueDescription = "a stack distribution"
}

/// `UIView.ContentMode`, all thirteen cases.
public enum ContentMode: String, RecipeEnum {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
    public static let valueDescription = "a content mode"
}

/// `NSTextAlignment`.
public enum TextAlignment: String, RecipeEnum {
    case left, center, right, justified, natural
    public static let valueDescription = "a text alignment"
}

/// `NSLineBreakMode`.
public enum LineBreakMode: String, RecipeEnum {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
    public static let valueDescription = "a line break mode"
}

/// `UIButton.ButtonType` (the types a layout snapshot distinguishes).
public enum ButtonType: String, RecipeEnum {
    case system, roundedRect, custom
    public static let valueDescription = "a button type"
}

/// `UITextField.BorderStyle`.
public enum TextBorderStyle: String, RecipeEnum {
    case none, line, bezel, roundedRect
    public static let valueDescription = "a text field border style"
}

/// `UISemanticContentAttribute` (the cases that affect layout direction).
public enum SemanticContentAttribute: String, RecipeEnum {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
    public static let valueDescription = "a semantic content attribute"
}

/// `UIFont.Weight`.
public enum FontWeight: String, RecipeEnum {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    public static let valueDescription = "a font weight"
}

/// `UIFont.TextStyle` (Dynamic Type styles).
public enum TextStyle: String, RecipeEnum {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote
    case caption1, caption2, extraLargeTitle, extraLargeTitle2
    public static let valueDescription = "a text style"
}
