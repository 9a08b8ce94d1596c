import Layout
import Typesetting

/// What a recipe sets on a view besides its class's fields (those are the view's
/// `Patch<ViewKind>`): the `UIView` / `CALayer` properties every view has, and the few
/// class properties Layout's model has no field for. Every field is optional: nil means
/// "not set in the recipe", i.e. keep UIKit's default (which the Layout module owns).
public struct ViewProperties: Sendable, Hashable {
    public var backgroundColor: RecipeColor?
    /// `isHidden`.
    public var isHidden: Bool?
    /// 0...1.
    public var alpha: Double?
    /// `layer.cornerRadius`.
    public var cornerRadius: Double?
    /// `layer.borderWidth`.
    public var borderWidth: Double?
    /// `layer.borderColor`.
    public var borderColor: RecipeColor?
    /// `clipsToBounds`, also written `masksToBounds` (`layer.masksToBounds`).
    public var clipsToBounds: Bool?
    /// `layer.shadowColor`, `shadowOpacity`, `shadowOffset`, `shadowRadius`.
    public var shadow: LayerShadowSpec? {
        get { if case .some(let s)? = shadowStorage { return s }; return nil }
        set { shadowStorage = newValue.map { .some($0) } }
    }
    /// The shadow behind one pointer: the decoder's recursion over nested views keeps copies of
    /// these properties in every frame, and a debug build's stack must still hold the deepest
    /// nesting the limits allow.
    private var shadowStorage: Boxed<LayerShadowSpec>?
    public var tintColor: RecipeColor?
    /// `accessibilityLabel`, `accessibilityHint`, traits, `isAccessibilityElement`, ... (kept
    /// behind one pointer, as the shadow is).
    public var accessibility: AccessibilityProperties? {
        get { if case .some(let a)? = accessibilityStorage { return a }; return nil }
        set { accessibilityStorage = newValue.map { .some($0) } }
    }
    private var accessibilityStorage: Boxed<AccessibilityProperties>?
    public var layoutMargins: LayoutMarginsSpec?
    public var preservesSuperviewLayoutMargins: Bool?
    public var insetsLayoutMarginsFromSafeArea: Bool?
    /// `setContentHuggingPriority(_:for:)` per axis (keys `horizontal`, `vertical`).
    public var contentHugging: Patch<AxisPriorities>?
    /// `setContentCompressionResistancePriority(_:for:)` per axis.
    public var compressionResistance: Patch<AxisPriorities>?
    /// An override of `intrinsicContentSize`.
    public var intrinsicContentSize: IntrinsicSizeSpec?
    public var semanticContentAttribute: SemanticContentAttribute?
    /// For an arranged subview: `stack.setCustomSpacing(_:after: thisView)`.
    public var customSpacingAfter: Double?
    /// A fixed frame in the superview's coordinates: the view keeps
    /// `translatesAutoresizingMaskIntoConstraints = true` with this frame (nil: Auto Layout only).
    public var frame: RectSpec?

    // Class properties that are not fields of Layout's model.

    /// An image view's `source`: the builder measures it into `ImageViewProperties.imageName`
    /// and `imageSize`.
    public var imageSource: RecipeImageSource?
    /// A text view's `textAlignment`, as written (the builder sets `TextViewProperties.textAlignment`
    /// from it; kept here so variants can patch it).
    public var textViewAlignment: TextAlignment?
    /// A switch's `thumbTintColor` (Layout draws the thumb white; the builder says so).
    public var thumbTintColor: RecipeColor?
    /// An image view's or button's `systemImage` (an SF Symbol name; drawn as a placeholder),
    /// its `symbolScale` and an image view's `symbolPointSize` (17 by default; a button's
    /// symbol takes its title font's size).
    public var systemImage: String?
    public var symbolScale: SymbolScale?
    public var symbolPointSize: Double?
    /// A symbol object's (`{"system": ...}`) `weight`, `textStyle` and `renderingMode`.
    public var symbolWeight: FontWeight?
    public var symbolTextStyle: TextStyle?
    public var symbolRenderingMode: SymbolRenderingMode?
    /// A `collection`'s cells, header and footer (nil elsewhere).
    public var collectionItems: CollectionItemsSpec?

    public init() {}

    /// `self` with every field `patch` sets replaced (per axis for priorities and intrinsic size).
    public func merging(_ patch: ViewProperties) -> ViewProperties {
        var r = self
        r.backgroundColor = patch.backgroundColor ?? backgroundColor
        r.isHidden = patch.isHidden ?? isHidden
        r.alpha = patch.alpha ?? alpha
        r.cornerRadius = patch.cornerRadius ?? cornerRadius
        r.borderWidth = patch.borderWidth ?? borderWidth
        r.borderColor = patch.borderColor ?? borderColor
        r.clipsToBounds = patch.clipsToBounds ?? clipsToBounds
        r.shadow = patch.shadow.map { shadow?.merging($0) ?? $0 } ?? shadow
        r.tintColor = patch.tintColor ?? tintColor
        r.accessibility = patch.accessibility ?? accessibility
        r.layoutMargins = patch.layoutMargins ?? layoutMargins
        r.preservesSuperviewLayoutMargins = patch.preservesSuperviewLayoutMargins ?? preservesSuperviewLayoutMargins
        r.insetsLayoutMarginsFromSafeArea = patch.insetsLayoutMarginsFromSafeArea ?? insetsLayoutMarginsFromSafeArea
        r.contentHugging = Self.merged(contentHugging, patch.contentHugging)
        r.compressionResistance = Self.merged(compressionResistance, patch.compressionResistance)
        if let size = patch.intrinsicContentSize {
            let base = intrinsicContentSize ?? IntrinsicSizeSpec()
            r.intrinsicContentSize = IntrinsicSizeSpec(width: size.width ?? base.width, height: size.height ?? base.height)
        }
        r.semanticContentAttribute = patch.semanticContentAttribute ?? semanticContentAttribute
        r.customSpacingAfter = patch.customSpacingAfter ?? customSpacingAfter
        r.frame = patch.frame ?? frame
        r.imageSource = patch.imageSource ?? imageSource
        r.textViewAlignment = patch.textViewAlignment ?? textViewAlignment
        r.thumbTintColor = patch.thumbTintColor ?? thumbTintColor
        r.systemImage = patch.systemImage ?? systemImage
        r.symbolScale = patch.symbolScale ?? symbolScale
        r.symbolPointSize = patch.symbolPointSize ?? symbolPointSize
        r.symbolWeight = patch.symbolWeight ?? symbolWeight
        r.symbolTextStyle = patch.symbolTextStyle ?? symbolTextStyle
        r.symbolRenderingMode = patch.symbolRenderingMode ?? symbolRenderingMode
        r.collectionItems = patch.collectionItems ?? collectionItems
        return r
    }

    private static func merged(_ base: Patch<AxisPriorities>?, _ patch: Patch<AxisPriorities>?) -> Patch<AxisPriorities>? {
        guard let patch else { return base }
        return base.map { $0.merging(patch) } ?? patch
    }
}

extension AxisPriorities {
    /// What a priority patch starts from (its unwritten axes are never read: the builder lays
    /// only the written ones over the view's own priorities).
    static let patchBase = AxisPriorities(250, 250)
}
