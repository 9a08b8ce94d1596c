import Layout

/// The view classes a recipe can contain: the JSON key that introduces each, with the class's
/// properties at Layout's (UIKit's code-created) defaults, in documentation order.
public enum RecipeViewTypes {
    public static let all: [(key: String, template: ViewKind)] = [
        ("view", .view),
        ("label", .label(LabelProperties(text: ""))),
        ("button", .button(ButtonProperties(title: ""))),
        ("image", .imageView(ImageViewProperties(imageName: nil, imageSize: nil))),
        ("textField", .textField(TextFieldProperties())),
        ("textView", .textView(TextViewProperties(text: ""))),
        ("switch", .switch(SwitchProperties())),
        ("scrollView", .scrollView(ScrollViewProperties())),
        ("stack", .stackView(StackViewProperties())),
    ] + ViewKind.uikitClasses.map { (key: $0.recipeKey, template: $0.uikitDefault.kind) } + [
        ("visualEffectView", .visualEffectView(VisualEffectViewProperties())),
        ("table", .tableView(TableViewProperties())),
        ("collection", .collectionView(CollectionViewProperties())),
    ]

    /// The JSON key of a kind's class (`"image"` for an image view): the key of its entry in
    /// `all`, `"view"` for a class no recipe key introduces. (A switch: searching `all` by class
    /// name was a third of checking a large recipe's names.)
    public static func key(of kind: ViewKind) -> String {
        if let uikitClass = kind.uikitClass { return uikitClass.recipeKey }
        return switch kind {
        case .label: "label"
        case .button: "button"
        case .imageView: "image"
        case .textField: "textField"
        case .textView: "textView"
        case .switch: "switch"
        case .scrollView: "scrollView"
        case .stackView: "stack"
        case .visualEffectView: "visualEffectView"
        case .tableView: "table"
        case .collectionView: "collection"
        default: "view"  // plain views, cells, bars (and the classes above, read through tables)
        }
    }
}

/// Property overrides that apply only when `condition` matches the traits being rendered.
public struct ViewVariant: Sendable, Hashable {
    public var condition: TraitCondition
    /// Common properties to override (nil fields: no change).
    public var properties: ViewProperties
    /// Class-specific properties to override, over the same class as the view's content.
    public var content: Patch<ViewKind>
    public var path: JSONPath
    public var location: SourceLocation
}

/// A `UILayoutGuide` owned by a view (JSON: `{"guide": "Name"}` among `subviews`).
public struct LayoutGuideSpec: Sendable, Hashable {
    public var name: String
    /// The guide exists only when this matches (nil: always).
    public var condition: TraitCondition?
    public var path: JSONPath
    /// The position of the guide's name string.
    public var location: SourceLocation
}

/// One view of the recipe's tree.
public struct ViewSpec: Sendable, Hashable {
    /// Unique within the recipe; constraints refer to the view by it. nil for unnamed views.
    public var name: String?
    /// Common `UIView` properties.
    public var properties: ViewProperties
    /// The view's class and the class's properties the recipe writes, in Layout's model.
    public var content: Patch<ViewKind>
    /// Plain subviews (`addSubview`), in order (back to front).
    public var subviews: [ViewSpec]
    /// For stack views: `arrangedSubviews`, in order (added after `subviews`, so in front).
    public var arrangedSubviews: [ViewSpec]
    /// Layout guides owned by this view.
    public var layoutGuides: [LayoutGuideSpec]
    /// The view exists only when this matches (nil: always).
    public var condition: TraitCondition?
    /// Trait-dependent overrides, applied in order (a later one wins).
    public var variants: [ViewVariant]
    /// Where the view is in the JSON.
    public var path: JSONPath
    /// The position of the view's `{`.
    public var location: SourceLocation
    /// The position of the view's name string (nil for the type-less root or an unnamed view).
    public var nameLocation: SourceLocation?

    /// The view's class with its properties (Layout's defaults where the recipe writes none).
    public var kind: ViewKind { content.value }

    /// The JSON key of the view's class (`"label"`, `"image"`, `"stack"`).
    public var typeKey: String { RecipeViewTypes.key(of: kind) }

    /// The name, or the JSON path for an unnamed view (for messages).
    public var displayName: String { name ?? path.description }

    public init(name: String?, properties: ViewProperties = ViewProperties(), content: Patch<ViewKind>,
                subviews: [ViewSpec] = [], arrangedSubviews: [ViewSpec] = [], layoutGuides: [LayoutGuideSpec] = [],
                condition: TraitCondition? = nil, variants: [ViewVariant] = [],
                path: JSONPath = JSONPath(), location: SourceLocation = SourceLocation(line: 1, column: 1, offset: 0)) {
        self.name = name
        self.properties = properties
        self.content = content
        self.subviews = subviews
        self.arrangedSubviews = arrangedSubviews
        self.layoutGuides = layoutGuides
        self.condition = condition
        self.variants = variants
        self.path = path
        self.location = location
    }

    /// The number of views the builder adds for this view and its descendants, not counting a
    /// table's rows (most are built later, one by one, or not at all).
    var builtViewCount: Int {
        guard !isTable else { return 1 }
        var count = 1
        // Indices, not elements: a view is large and copying each one would cost more.
        for i in subviews.indices { count += subviews[i].builtViewCount }
        for i in arrangedSubviews.indices { count += arrangedSubviews[i].builtViewCount }
        return count
    }

    private var isTable: Bool {
        if case .tableView = content.value { return true }
        return false
    }

    /// This view and all its descendants, depth first (subviews before arranged subviews).
    public var allViews: [ViewSpec] {
        var result: [ViewSpec] = [self]
        for child in subviews { result += child.allViews }
        for child in arrangedSubviews { result += child.allViews }
        return result
    }
}
