import Layout

// The recipe spelling of the table enumerations (docs/recipes.md, "Tables").

extension TableViewStyle: RecipeEnum {
    public static let valueDescription = "a table style"
}

extension TableSeparatorStyle: RecipeEnum {
    public static let valueDescription = "a separator style"
}

/// `default` is UIKit's name of the basic style; `rightDetail`, `leftDetail` Interface Builder's.
extension TableViewCellStyle: RecipeEnum {
    public static let valueDescription = "a cell style"
    public static let aliases: [(spelling: String, value: TableViewCellStyle)] = [
        ("default", .basic), ("rightDetail", .value1), ("leftDetail", .value2),
    ]
}

extension TableViewCellAccessory: RecipeEnum {
    public static let valueDescription = "an accessory type"
}

extension TableViewCellSelectionStyle: RecipeEnum {
    public static let valueDescription = "a selection style"
}
