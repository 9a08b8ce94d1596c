import Layout
import Typesetting

// The recipe spelling of each enumeration of the model a recipe can set (docs/recipes.md).

extension Layout.Axis: RecipeEnum {
    public static let valueDescription = "an axis"
}

/// `leading`/`top` and `trailing`/`bottom` are UIKit's aliases (one value each); recipes may
/// write either, and messages list all eight.
extension StackAlignment: RecipeEnum {
    public static let valueDescription = "a stack alignment"
    public static let recipeSpellings: [(spelling: String, value: StackAlignment)] = [
        ("fill", .fill), ("leading", .leading), ("top", .leading), ("firstBaseline", .firstBaseline),
        ("center", .center), ("trailing", .trailing), ("bottom", .trailing), ("lastBaseline", .lastBaseline),
    ]
}

extension StackDistribution: RecipeEnum {
    public static let valueDescription = "a stack distribution"
}

/// All thirteen `UIView.ContentMode` cases.
extension ContentMode: RecipeEnum {
    public static let valueDescription = "a content mode"
    /// The Cookbook's attribute tables write "Aspect Fit"; `aspectFit`/`aspectFill` are accepted.
    public static let aliases: [(spelling: String, value: ContentMode)] = [
        ("aspectFit", .scaleAspectFit), ("aspectFill", .scaleAspectFill),
    ]
}

/// `NSTextAlignment`, in UIKit's order.
extension Typesetting.TextAlignment: RecipeEnum {
    public static let valueDescription = "a text alignment"
    public static let recipeSpellings: [(spelling: String, value: Typesetting.TextAlignment)] = [
        ("left", .left), ("center", .center), ("right", .right), ("justified", .justified), ("natural", .natural),
    ]
}

extension LineBreakMode: RecipeEnum {
    public static let valueDescription = "a line break mode"
}

/// The button types a recipe may write (Interface Builder's info and disclosure types are
/// not recipe spellings).
extension ButtonType: RecipeEnum {
    public static let valueDescription = "a button type"
    public static let recipeSpellings: [(spelling: String, value: ButtonType)] = [
        ("system", .system), ("roundedRect", .roundedRect), ("custom", .custom),
    ]
}

extension TextBorderStyle: RecipeEnum {
    public static let valueDescription = "a text field border style"
}

extension SemanticContentAttribute: RecipeEnum {
    public static let valueDescription = "a semantic content attribute"
}

/// `UIFont.Weight`: all nine UIKit weights, each drawn with its own instance of the system
/// font (`FontWeight(name:)`).
extension FontWeight: RecipeEnum {
    public static let valueDescription = "a font weight"
    public static let recipeSpellings: [(spelling: String, value: FontWeight)] =
        ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
            .map { ($0, FontWeight(name: $0) ?? .regular) }
}

/// `UIFont.TextStyle`, in UIKit's order; visionOS's `extraLargeTitle`/`extraLargeTitle2` have
/// no iOS size table and draw as the nearest iOS style, `largeTitle`.
extension TextStyle: RecipeEnum {
    public static let valueDescription = "a text style"
    public static let recipeSpellings: [(spelling: String, value: TextStyle)] = [
        ("largeTitle", .largeTitle), ("title1", .title1), ("title2", .title2), ("title3", .title3),
        ("headline", .headline), ("subheadline", .subheadline), ("body", .body), ("callout", .callout),
        ("footnote", .footnote), ("caption1", .caption1), ("caption2", .caption2),
        ("extraLargeTitle", .largeTitle), ("extraLargeTitle2", .largeTitle),
    ]
}
