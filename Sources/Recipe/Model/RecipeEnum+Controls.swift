import Layout

// Recipe spellings of the visual effect view's and buttons' enums: UIKit's case names
// (docs/recipes.md). The controls' enums are spelled through their property tables
// (`UIKitChoice`, Layout).

extension BlurStyle: RecipeEnum { public static let valueDescription = "a blur style" }
extension ButtonConfigurationStyle: RecipeEnum { public static let valueDescription = "a button configuration style" }
extension ButtonCornerStyle: RecipeEnum { public static let valueDescription = "a button corner style" }
extension ButtonSize: RecipeEnum { public static let valueDescription = "a button size" }
extension ButtonImagePlacement: RecipeEnum { public static let valueDescription = "an image placement" }
extension ControlContentHorizontalAlignment: RecipeEnum {
    public static let valueDescription = "a content horizontal alignment"
}
extension ControlContentVerticalAlignment: RecipeEnum {
    public static let valueDescription = "a content vertical alignment"
}
extension SymbolScale: RecipeEnum { public static let valueDescription = "a symbol scale" }
extension SymbolRenderingMode: RecipeEnum { public static let valueDescription = "a symbol rendering mode" }
