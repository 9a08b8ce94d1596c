import Layout

// Recipe spellings of the search bar's, date picker's, visual effect view's and buttons' enums:
// UIKit's case names (docs/recipes.md).

extension SearchBarStyle: RecipeEnum { public static let valueDescription = "a search bar style" }
extension DatePickerMode: RecipeEnum { public static let valueDescription = "a date picker mode" }
extension DatePickerStyle: RecipeEnum { public static let valueDescription = "a date picker style" }
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
