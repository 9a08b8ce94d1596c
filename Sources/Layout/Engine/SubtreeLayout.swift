/// How the root of a subtree laid out on its own is sized: a width and a height, each either
/// required or only preferred at the fitting-size level (at most one of them fitting).
struct RootSizing: Hashable, Sendable {
    var size: Size
    var widthPriority: LayoutPriority = .required
    var heightPriority: LayoutPriority
    var safeAreaInsets: EdgeInsets
    var systemMargins: EdgeInsets
}

/// The height a subtree is given when it is laid out on its own.
public enum SubtreeHeight: Hashable, Sendable {
    /// `systemLayoutSizeFitting` with a `fittingSizeLevel` height: as short as its required
    /// constraints and its content's compression resistance allow.
    case fitting
    /// A required height.
    case fixed(Double)
}

/// Lays out one subtree (a table cell, a collection view cell, a header view) on its own, as
/// UIKit's `systemLayoutSizeFitting(_:withHorizontalFittingPriority: .required,
/// verticalFittingPriority:)` does: the subtree's top view becomes the root, its width is
/// required and its height is fixed or fitting. Only the subtree's own constraints take part;
/// the caller adds the ones its container imposes (a cell's content view edges) to the
/// extracted tree first. The result's frames are in the subtree root's coordinates.
public struct SubtreeLayout {
    public let environment: Environment
    public let measurer: any TextMeasuring
    /// Safe-area insets given to the subtree's root (a cell in a landscape table: the table's
    /// leading and trailing ones); zero by default.
    public var safeAreaInsets: EdgeInsets = .zero

    public init(environment: Environment, measurer: any TextMeasuring) {
        self.environment = environment
        self.measurer = measurer
    }

    /// Lays out `subtree` at `width` with the given height rule. The root's size in the result
    /// is the fitting size (`.fitting`) or `width` × the fixed height.
    public func layOut(_ subtree: ViewTree, width: Double, height: SubtreeHeight) -> LayoutResult {
        var engine = LayoutEngine(tree: subtree, environment: environment, measurer: measurer)
        engine.reportsAmbiguity = false
        let fixed: Double
        let priority: LayoutPriority
        switch height {
        case .fitting: fixed = 0; priority = .fittingSizeLevel
        case .fixed(let h): fixed = h; priority = .required
        }
        engine.rootSizing = RootSizing(size: Size(width: width, height: fixed), heightPriority: priority,
                                       safeAreaInsets: safeAreaInsets, systemMargins: .zero)
        return engine.layout()
    }

    /// The fitting height of `subtree` at `width` (the root's laid-out height), rounded to the pixel grid.
    public func fittingHeight(_ subtree: ViewTree, width: Double) -> Double {
        let result = layOut(subtree, width: width, height: .fitting)
        return result[subtree.root]?.frame.height ?? 0
    }

    /// Lays out `subtree` at a required `height` with its width at the fitting-size level
    /// (`systemLayoutSizeFitting` with a required height): as narrow as its required constraints
    /// and its content's compression resistance allow.
    public func layOut(_ subtree: ViewTree, fittingWidthAtHeight height: Double) -> LayoutResult {
        var engine = LayoutEngine(tree: subtree, environment: environment, measurer: measurer)
        engine.reportsAmbiguity = false
        engine.rootSizing = RootSizing(size: Size(width: 0, height: height), widthPriority: .fittingSizeLevel,
                                       heightPriority: .required, safeAreaInsets: safeAreaInsets, systemMargins: .zero)
        return engine.layout()
    }

    /// The fitting width of `subtree` at `height` (the root's laid-out width).
    public func fittingWidth(_ subtree: ViewTree, height: Double) -> Double {
        layOut(subtree, fittingWidthAtHeight: height)[subtree.root]?.frame.width ?? 0
    }
}

extension LayoutEngine {
    /// The root's safe-area insets: the environment's, or the subtree sizing's.
    var rootSafeAreaInsets: EdgeInsets { rootSizing?.safeAreaInsets ?? environment.safeAreaInsets }
    /// The root's system minimum margins: the environment's, or none for a subtree.
    var rootSystemMargins: EdgeInsets { rootSizing?.systemMargins ?? environment.rootLayoutMargins }
}
