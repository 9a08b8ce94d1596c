import Layout

/// How a recipe's table keeps its rows before the tree exists (docs/recipes.md, "Tables"): a
/// row is a cell `ViewSpec` among the table spec's `subviews`, and the `ViewID`s in the
/// decoded properties are positions, which `RecipeBuilder` replaces with the built views' ids:
/// - a table's `TableSection.rows`: indices into the table spec's `subviews`;
/// - a cell's `contentView` (position 0) and `accessoryView` (position 1): indices into the
///   cell spec's `subviews`; its `textLabel`, `detailTextLabel`, `imageView`: indices into the
///   content view spec's `subviews`.
/// Keeping them in the kind leaves `ViewSpec` as small as it was (deeply nested recipes decode
/// on the stack).
enum TableSpecPositions {
    /// The position of a cell's content view among its subviews.
    static let contentView = ViewID(0)
    /// The position of a cell's accessory view among its subviews.
    static let accessoryView = ViewID(1)
}
