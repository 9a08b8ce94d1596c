import Layout

/// The kind of a layout guide.
public enum IBLayoutGuideKind: Hashable, Sendable {
    /// `viewControllerLayoutGuide type="top"` (Xcode 7-8 `topLayoutGuide`).
    case topLayoutGuide
    /// `viewControllerLayoutGuide type="bottom"`.
    case bottomLayoutGuide
    /// `<viewLayoutGuide key="safeArea">` (Xcode 9+ `safeAreaLayoutGuide`).
    case safeArea
    /// `<viewLayoutGuide key="keyboard">` (`keyboardLayoutGuide`).
    case keyboard
    /// A scroll view's `contentLayoutGuide`.
    case content
    /// A scroll view's `frameLayoutGuide`.
    case frame
    /// Another `viewLayoutGuide` key.
    case other(String)
}

/// A layout guide constraints may refer to.
public struct IBLayoutGuide: Hashable, Sendable {
    public var id: String
    public var kind: IBLayoutGuideKind
    /// The view that owns it: the root view for view-controller guides.
    public var ownerViewID: String
    public var source: SourceLocation
    public init(id: String, kind: IBLayoutGuideKind, ownerViewID: String, source: SourceLocation) {
        self.id = id
        self.kind = kind
        self.ownerViewID = ownerViewID
        self.source = source
    }
}

/// One view element and its subtree.
public struct IBView: Hashable, Sendable {
    public var id: String
    public var kind: IBViewKind
    /// `customClass=` (a UIView subclass name), `customModule=`.
    public var customClass: String?
    public var customModule: String?
    /// `userLabel=` (the name shown in Interface Builder's outline).
    public var userLabel: String?
    /// `key=` when the element is a keyed property of its parent (`view` for a root view).
    public var key: String?
    /// `<rect key="frame">`: the frame Interface Builder computed on its canvas.
    public var frame: Rect?
    public var properties: IBViewProperties {
        get { boxedProperties.value }
        set { boxedProperties.value = newValue }
    }
    /// The properties behind one reference (`IBBoxed`): several hundred bytes, which the views
    /// of a document with equal values share (`shareProperties`).
    private var boxedProperties: IBBoxed<IBViewProperties>
    /// Subviews, in document (z) order. For a stack view: its arranged subviews.
    public var subviews: [IBView]
    /// The `<constraints>` this view owns.
    public var constraints: [IBConstraint]
    /// `<viewLayoutGuide>`s (safe area, keyboard, scroll content/frame guides) of this view.
    public var layoutGuides: [IBLayoutGuide]
    /// Size-class variations written on this view (masks of its constraints and subviews,
    /// property overrides).
    public var variations: [IBViewVariation]
    /// Where the element is.
    public var source: SourceLocation
    /// The element without its subviews / constraints / variations (internal: re-read under
    /// property variations).
    var rawProperties: XMLElementNode? {
        get { boxedRawProperties?.value }
        set { boxedRawProperties = newValue.map(IBBoxed.init) }
    }
    private var boxedRawProperties: IBBoxed<XMLElementNode>?

    public init(id: String, kind: IBViewKind, customClass: String? = nil, customModule: String? = nil,
                userLabel: String? = nil, key: String? = nil, frame: Rect? = nil,
                properties: IBViewProperties = IBViewProperties(), subviews: [IBView] = [],
                constraints: [IBConstraint] = [], layoutGuides: [IBLayoutGuide] = [],
                variations: [IBViewVariation] = [], source: SourceLocation) {
        self.id = id
        self.kind = kind
        self.customClass = customClass
        self.customModule = customModule
        self.userLabel = userLabel
        self.key = key
        self.frame = frame
        self.boxedProperties = IBBoxed(properties)
        self.subviews = subviews
        self.constraints = constraints
        self.layoutGuides = layoutGuides
        self.variations = variations
        self.source = source
        self.boxedRawProperties = nil
    }

    /// Takes the box of `boxes` that holds the same properties, adding its own when none does,
    /// so that views with equal properties (the cells of a long table) hold one copy.
    mutating func shareProperties(_ boxes: inout Set<IBBoxed<IBViewProperties>>) {
        boxedProperties = boxes.insert(boxedProperties).memberAfterInsert
    }

    /// The XML tag name of the element.
    public var elementName: String { kind.elementName }

    /// A stack view's arranged subviews (all its subviews, in order); empty for other views.
    public var arrangedSubviews: [IBView] {
        if case .stackView = kind { return subviews }
        return []
    }

    /// The safe-area layout guide of this view, if the document declares one.
    public var safeAreaLayoutGuide: IBLayoutGuide? {
        layoutGuides.first { $0.kind == .safeArea }
    }

    /// This view and all its descendants, depth first in document order. Each is a copy of a
    /// view of several hundred bytes: to look at every view, `forEachView` copies none.
    public var allViews: [IBView] {
        var result: [IBView] = []
        forEachView { result.append($0) }
        return result
    }

    /// Calls `body` with this view and each descendant, depth first in document order, in
    /// place: no view is copied (the subviews are reached by index, not iterated as copies),
    /// so a walk over a table of 100,000 cells costs no memory.
    public func forEachView<E: Error>(_ body: (IBView) throws(E) -> Void) throws(E) {
        try body(self)
        for i in subviews.indices { try subviews[i].forEachView(body) }
    }

    /// Every constraint owned by this view or a descendant, in document order.
    public var allConstraints: [IBConstraint] {
        var result: [IBConstraint] = []
        forEachView { result += $0.constraints }
        return result
    }

    /// The descendant (or self) with the id.
    public func view(withID id: String) -> IBView? {
        if self.id == id { return self }
        for s in subviews {
            if let found = s.view(withID: id) { return found }
        }
        return nil
    }

    /// A name for messages and placeholder boxes: userLabel, else customClass, else the tag.
    public var displayName: String {
        userLabel ?? customClass ?? elementName
    }
}
