/// The view classes a recipe can contain, with the JSON key that introduces each.
public enum ViewKind: String, Sendable, Hashable, CaseIterable {
    /// `UIView`, JSON `"view"`.
    case view
    /// `UILabel`, JSON `"label"`.
    case label
    /// `UIButton`, JSON `"button"`.
    case button
    /// `UIImageView`, JSON `"image"`.
    case imageView = "image"
    /// `UITextField`, JSON `"textField"`.
    case textField
    /// `UITextView`, JSON `"textView"`.
    case textView
    /// `UISwitch`, JSON `"switch"`.
    case `switch`
    /// `UIScrollView`, JSON `"scrollView"`.
    case scrollView
    /// `UIStackView`, JSON `"stack"`.
    case stackView = "stack"

    /// The key that introduces a view of this kind in JSON.
    public var jsonKey: String { rawValue }
}

/// The class-specific properties of a view; the case is the view's class.
public enum ViewContent: Sendable, Hashable {
    case view
    case label(LabelProperties)
    case button(ButtonProperties)
    case imageView(ImageViewProperties)
    case textField(TextFieldProperties)
    case textView(TextViewProperties)
    case `switch`(SwitchProperties)
    case scrollView(ScrollViewProperties)
    case stackView(StackViewProperties)

    public var kind: ViewKind {
        switch self {
        case .view: return .view
        case .label: return .label
        case .button: return .button
        case .imageView: return .imageView
        case .textField: return .textField
        case .textView: return .textView
        case .switch: return .switch
        case .scrollView: return .scrollView
        case .stackView: return .stackView
        }
    }

    /// `self` with the fields `patch` sets replaced; a patch of another kind changes nothing
    /// (the decoder never produces one).
    public func merging(_ patch: ViewContent) -> ViewContent {
        switch (self, patch) {
        case (.label(let a), .label(let b)): return .label(a.merging(b))
        case (.button(let a), .button(let b)): return .button(a.merging(b))
        case (.imageView(let a), .imageView(let b)): return .imageView(a.merging(b))
        case (.textField(let a), .textField(let b)): return .textField(a.merging(b))
        case (.textView(let a), .textView(let b)): return .textView(a.merging(b))
        case (.switch(let a), .switch(let b)): return .switch(a.merging(b))
        case (.scrollView(let a), .scrollView(let b)): return .scrollView(a.merging(b))
        case (.stackView(let a), .stackView(let b)): return .stackView(a.merging(b))
        default: return self
        }
    }
}

/// Property overrides that apply only when `condition` matches the traits being rendered.
public struct ViewVariant: Sendable, Hashable {
    public var condition: TraitCondition
    /// Common properties to override (nil fields: no change).
    public var properties: ViewProperties
    /// Class-specific properties to override, same case as the view's content.
    public var content: ViewContent
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
    /// The view's class and its class-specific properties.
    public var content: ViewContent
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

    /// The view's class.
    public var kind: ViewKind { content.kind }

    /// The name, or the JSON path for an unnamed view (for messages).
    public var displayName: String { name ?? path.description }

    public init(name: String?, properties: ViewProperties = ViewProperties(), content: ViewContent,
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

    /// This view and all its descendants, depth first (subviews before arranged subviews).
    public var allViews: [ViewSpec] {
        var result: [ViewSpec] = [self]
        for child in subviews { result += child.allViews }
        for child in arrangedSubviews { result += child.allViews }
        return result
    }

    /// The view's label properties if it is a label (likewise for the other accessors).
    public var label: LabelProperties? { if case .label(let p) = content { return p } else { return nil } }
    public var button: ButtonProperties? { if case .button(let p) = content { return p } else { return nil } }
    public var imageView: ImageViewProperties? { if case .imageView(let p) = content { return p } else { return nil } }
    public var textField: TextFieldProperties? { if case .textField(let p) = content { return p } else { return nil } }
    public var textView: TextViewProperties? { if case .textView(let p) = content { return p } else { return nil } }
    public var switchControl: SwitchProperties? { if case .switch(let p) = content { return p } else { return nil } }
    public var scrollView: ScrollViewProperties? { if case .scrollView(let p) = content { return p } else { return nil } }
    public var stackView: StackViewProperties? { if case .stackView(let p) = content { return p } else { return nil } }
}
