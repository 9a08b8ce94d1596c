import Layout

/// A decoded, validated recipe: a view tree and its constraints, in UIKit vocabulary.
///
/// Decode with `RecipeDocument.load(path:)` or `RecipeDocument.decode(text:file:baseDirectory:)`;
/// resolve trait variants with `resolved(for:)` before building views.
public struct RecipeDocument: Sendable, Hashable {
    /// The recipe's title (`"Simple Stack View"`).
    public var name: String
    /// What the recipe shows.
    public var description: String?
    /// The view controller's root view.
    public var root: ViewSpec
    /// All constraints, flattened (VFL strings expand to several), in file order.
    public var constraints: [ConstraintSpec]
    /// The document's `metrics` (names usable in VFL strings).
    public var metrics: [String: Double]
    /// The recipe file as given (nil when decoded from a string without a name).
    public var file: String?
    /// The folder relative image paths were resolved against.
    public var baseDirectory: String
    /// The optional `"snapshot"` settings for golden-image tests (devices, orientations,
    /// layout direction, Dynamic Type size, tolerance); nil when the recipe has none.
    public var snapshot: SnapshotSettings?
    /// The screen's `navigationBar`, `tabBar` and `toolbar` (empty when the recipe has none).
    public var bars: ScreenBars = ScreenBars()
    /// The `"strings"` table: translations by language (docs/localization.md).
    public var strings: [String: RecipeStrings] = [:]

    public init(name: String, description: String? = nil, root: ViewSpec, constraints: [ConstraintSpec] = [],
                metrics: [String: Double] = [:], file: String? = nil, baseDirectory: String = ".",
                snapshot: SnapshotSettings? = nil) {
        self.name = name
        self.description = description
        self.root = root
        self.constraints = constraints
        self.metrics = metrics
        self.file = file
        self.baseDirectory = baseDirectory
        self.snapshot = snapshot
    }

    /// Every view, depth first from the root.
    public var allViews: [ViewSpec] { root.allViews }

    /// The view called `name`, if any.
    public func view(named name: String) -> ViewSpec? {
        allViews.first { $0.name == name }
    }

    /// The superview of the view called `name` (nil for the root or an unknown name).
    public func superview(ofViewNamed name: String) -> ViewSpec? {
        func search(_ view: ViewSpec) -> ViewSpec? {
            for child in view.subviews + view.arrangedSubviews {
                if child.name == name { return view }
                if let found = search(child) { return found }
            }
            return nil
        }
        return search(root)
    }

    /// The view that owns the layout guide called `name` (what `Superview` means for a guide).
    public func owningView(ofGuideNamed name: String) -> ViewSpec? {
        allViews.first { $0.layoutGuides.contains { $0.name == name } }
    }
}
