import Layout

// Recipe spellings of the bars' enumerations (docs/recipes.md, "Navigation bar, tab bar, toolbar").

extension SystemBarItem: RecipeEnum {
    public static let valueDescription = "a system bar button item"
}

extension BarBackground: RecipeEnum {
    public static let valueDescription = "a bar background"
}
