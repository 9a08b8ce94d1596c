import Layout
import Typesetting

/// Turns a recipe into Layout's model: a `ViewTree` with every view, its UIKit properties and
/// the recipe's constraints.
///
/// ```swift
/// let document = try RecipeDocument.load(path: "Snapshots/recipes/simple-stack-view.json")
/// let built = try RecipeBuilder(images: loader).build(document, for: environment)
/// let result = layout(built.tree, in: environment, measurer: measurer)
/// ```
///
/// What the builder decides (the recipe decoder has already checked names, notation and
/// attribute legality; nothing here parses text again):
/// - The tree: `subviews` are added in order, then a stack's `arrangedSubviews` (UIKit adds
///   arranged views as subviews after the existing ones). Unnamed views are named after their
///   JSON path so dumps and messages can point at them; the root is called by its name or `root`.
/// - Recipe properties left out keep Layout's (UIKit's code-created) defaults.
/// - `Superview` is the superview of the constraint's other item; `Top/Bottom Layout Guide` are
///   the view controller's; `Safe Area` is the root view's safe-area guide.
/// - `Standard` (uikit-behavior §1.3): 20 between a view and an edge of its superview, 8 between
///   siblings and between a view and a layout guide (the top/bottom layout guide, safe area,
///   margins). VFL `|-` already arrives as margin attributes from the decoder.
/// - `readableContentGuide` is built from the margins guide: same top/bottom, centred, as wide
///   as the margins but at most 672 points (UIKit's readable width at the default text size).
/// - Stack `spacing: "system"` is 8 (`UIStackView.spacingUseSystem` between standard views).
/// - Images: a file's size in points is its pixel size over its scale (`@2x`/`@3x` in the file
///   name, else 1, decided by the decoder); generated images have their size in points.
public struct RecipeBuilder {
    /// Where image pixel sizes come from.
    public var images: any RecipeImageLoading

    public init(images: any RecipeImageLoading) {
        self.images = images
    }

    /// UIKit's readable content width at the default content size (points).
    public static let readableContentWidth = 672.0
    /// Interface Builder's standard spacing between siblings (and to a layout guide).
    public static let standardSiblingSpacing = 8.0
    /// Interface Builder's standard spacing between a view and its superview's edge.
    public static let standardSuperviewSpacing = 20.0

    /// Resolves `document` for the environment's traits and builds its view tree.
    public func build(_ document: RecipeDocument, for environment: Layout.Environment) throws(RecipeError) -> BuiltRecipe {
        try build(document, for: environment, knownImages: [:])
    }

    /// `build` with images already measured (a deferred collection item's).
    func build(_ document: RecipeDocument, for environment: Layout.Environment,
               knownImages: [RecipeImageSource: ImageReference]) throws(RecipeError) -> BuiltRecipe {
        let resolved = document.resolved(for: Traits(environment))
        var state = BuildState(document: resolved, environment: environment, images: images)
        state.knownImages = knownImages
        try state.addRoot()
        try state.prepareReadableGuides()
        try state.addConstraints()
        let barred: Layout.Environment
        do throws(TreeError) {
            barred = try resolved.bars.install(in: &state.tree, environment: environment)
            for w in state.tree.barImageWarnings() { state.warn(w) }
        } catch {
            throw RecipeError(.invalidValue, "the bars cannot be added to the view tree (\(error))")
        }
        return BuiltRecipe(name: resolved.name, file: resolved.file, snapshot: resolved.snapshot, tree: state.tree, environment: barred, viewIDs: state.ids,
                           guideIDs: state.guideIDs,
                           images: state.imageList, imageSources: state.measuredImages,
                           constraintSources: state.constraintSources, warnings: state.warnings)
    }
}

/// The mutable state of one build.
struct BuildState {
    let document: RecipeDocument
    let environment: Layout.Environment
    let images: any RecipeImageLoading
    var tree: ViewTree
    var ids: [String: ViewID] = [:]
    var guideIDs: [String: GuideID] = [:]
    var idsByPath: [JSONPath: ViewID] = [:]
    var imageList: [ImageReference] = []
    var constraintSources: [ConstraintSource] = []
    var warnings: [String] = []
    var readableGuides: [ViewID: GuideID] = [:]
    /// Images measured before the views that show them are built (deferred table rows').
    var knownImages: [RecipeImageSource: ImageReference] = [:]
    /// Every image measured for the tree (`imageList`), by the recipe source it was measured from.
    var measuredImages: [RecipeImageSource: ImageReference] = [:]

    init(document: RecipeDocument, environment: Layout.Environment, images: any RecipeImageLoading) {
        self.document = document
        self.environment = environment
        self.images = images
        tree = ViewTree(rootName: document.root.name ?? "root")
    }

    var file: String? { document.file }

    /// Lists an image the tree shows (once, in tree order) and remembers where it was measured
    /// from.
    mutating func record(_ reference: ImageReference, from source: RecipeImageSource) {
        measuredImages[source] = reference
        if !imageList.contains(reference) { imageList.append(reference) }
    }

    /// An error at a view (or one of its properties).
    func error(_ kind: RecipeError.Problem, _ message: String, at view: ViewSpec, key: String? = nil) -> RecipeError {
        RecipeError(kind, message, file: file, path: key.map { view.path.appending($0) } ?? view.path,
                    location: view.location)
    }

    mutating func warn(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }

    // MARK: views

    mutating func addRoot() throws(RecipeError) {
        let root = document.root
        // Room for every view, and a few for the bars; a table's rows are built on their own.
        let count = root.builtViewCount
        tree.reserveCapacity(count + count / 32 + 16)
        let id = tree.root
        if let name = root.name { ids[name] = id }
        idsByPath[root.path] = id
        try apply(root, to: id)
        try addChildren(of: root, id: id)
    }

    mutating func addChildren(of spec: ViewSpec, id: ViewID) throws(RecipeError) {
        for guide in spec.layoutGuides {
            do throws(TreeError) {
                guideIDs[guide.name] = try tree.addLayoutGuide(name: guide.name, to: id)
            } catch {
                throw RecipeError(.invalidValue, "cannot add the layout guide: \(error)", file: file, path: guide.path,
                                  location: guide.location)
            }
        }
        let deferred = deferredRows(of: spec)
        for i in spec.subviews.indices {
            if deferred.contains(i) { try measureImages(of: spec.subviews[i]); continue }
            try addView(spec.subviews[i], to: id, arranged: false)
        }
        for child in spec.arrangedSubviews {
            try addView(child, to: id, arranged: true)
        }
        if case .tableView = spec.kind { linkTable(spec, id, deferred: deferred) }
        // Custom spacing after arranged views (needs the arranged list complete).
        for child in spec.arrangedSubviews {
            guard let after = child.properties.customSpacingAfter, let childID = viewID(of: child) else { continue }
            do throws(TreeError) {
                try tree.setCustomSpacing(after, after: childID, in: id)
            } catch {
                throw self.error(.invalidValue, "cannot set the custom spacing: \(error)", at: child, key: "customSpacingAfter")
            }
        }
    }

    func viewID(of spec: ViewSpec) -> ViewID? { idsByPath[spec.path] }

    mutating func addView(_ spec: ViewSpec, to parent: ViewID, arranged: Bool) throws(RecipeError) {
        let kind = try layoutKind(of: spec)
        let name = spec.name ?? spec.path.description
        let id: ViewID
        do throws(TreeError) {
            id = arranged ? try tree.addArrangedView(kind, name: name, to: parent) : try tree.addView(kind, name: name, to: parent)
        } catch {
            throw self.error(.invalidValue, "cannot add \(quoted(name)) to the view tree: \(error)", at: spec)
        }
        if let n = spec.name { ids[n] = id }
        idsByPath[spec.path] = id
        try apply(spec, to: id)
        try addChildren(of: spec, id: id)
    }

    /// The common `UIView` properties.
    mutating func apply(_ spec: ViewSpec, to id: ViewID) throws(RecipeError) {
        var node = tree[id]
        let p = spec.properties
        if let c = p.backgroundColor { node.backgroundColor = c.layoutColor }
        if let h = p.isHidden { node.isHidden = h }
        if let a = p.alpha { node.alpha = a }
        if let r = p.cornerRadius { node.cornerRadius = r }
        if p.borderWidth != nil || p.borderColor != nil {
            // CALayer defaults: width 0, colour opaque black.
            node.border = Border(width: p.borderWidth ?? 0, color: p.borderColor?.layoutColor ?? .black)
        }
        if let c = p.clipsToBounds { node.clipsToBounds = c }
        if let a = p.accessibility { node.accessibility = a }
        if let s = p.shadow { node.shadow = s.layerShadow }
        if let t = p.tintColor { node.tintColor = t.layoutColor }
        if let s = p.semanticContentAttribute { node.semanticContentAttribute = s }
        if let m = p.layoutMargins {
            node.layoutMargins = margins(m, isRoot: id == tree.root, semantic: node.semanticContentAttribute)
        }
        if let f = p.frame {
            // translatesAutoresizingMaskIntoConstraints with a fixed frame in the superview.
            node.autoresizingFrame = Layout.Rect(x: f.x, y: f.y, width: f.width, height: f.height)
        }
        if let v = p.preservesSuperviewLayoutMargins { node.preservesSuperviewLayoutMargins = v }
        if let v = p.insetsLayoutMarginsFromSafeArea { node.insetsLayoutMarginsFromSafeArea = v }
        if let h = p.contentHugging { node.contentHugging = h.applied(to: node.contentHugging) }
        if let r = p.compressionResistance { node.compressionResistance = r.applied(to: node.compressionResistance) }
        tree[id] = node
        if let size = p.intrinsicContentSize {
            applyIntrinsicSize(size, spec: spec, id: id)
        }
    }

    /// An `intrinsicContentSize` override: for a plain view (which has none of its own) it is
    /// the view's intrinsic content (`ViewNode.intrinsicSizeOverride`), so it gets UIKit's
    /// compression resistance and hugging at the view's priorities and a `fillProportionally`
    /// stack shares its length by it. For other view classes an override is reported as
    /// unsupported. `"none"` on an axis is `noIntrinsicMetric`, as is an axis left out.
    mutating func applyIntrinsicSize(_ size: IntrinsicSizeSpec, spec: ViewSpec, id: ViewID) {
        guard case .view = spec.kind else {
            warn("\(spec.path): intrinsicContentSize overrides are supported on plain views only; ignored on a \(spec.typeKey)")
            return
        }
        func points(_ metric: IntrinsicMetric?) -> Double? {
            if case .points(let s)? = metric { return s }
            return nil
        }
        tree[id].intrinsicSizeOverride = IntrinsicSizeOverride(width: points(size.width), height: points(size.height))
    }

    /// Layout stores directional margins; `layoutMargins` (left/right) become leading/trailing
    /// for the view's layout direction. An edge the recipe leaves out keeps UIKit's default: the
    /// plain-view default for the iOS version, or for the root 0 (the root's margins are the
    /// larger of its own plus the safe area and the system minimum, so 0 keeps the system one).
    func margins(_ m: LayoutMarginsSpec, isRoot: Bool, semantic: Layout.SemanticContentAttribute) -> DirectionalEdgeInsets {
        let d = isRoot ? 0 : environment.defaultViewMargins
        switch m {
        case .directional(let e):
            return DirectionalEdgeInsets(top: e.top ?? d, leading: e.leading ?? d, bottom: e.bottom ?? d, trailing: e.trailing ?? d)
        case .edges(let e):
            let rtl = (semantic.forcedDirection ?? environment.layoutDirection) == .rightToLeft
            let left = e.left ?? d, right = e.right ?? d
            return DirectionalEdgeInsets(top: e.top ?? d, leading: rtl ? right : left, bottom: e.bottom ?? d,
                                         trailing: rtl ? left : right)
        }
    }

}
