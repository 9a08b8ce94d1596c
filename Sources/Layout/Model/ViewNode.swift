/// Identifies a view in a `ViewTree` (its index in the tree's node array).
public struct ViewID: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public var rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static func < (a: ViewID, b: ViewID) -> Bool { a.rawValue < b.rawValue }
    public var description: String { "v\(rawValue)" }
}

/// Identifies a user-created layout guide (UILayoutGuide) in a `ViewTree`.
public struct GuideID: Hashable, Comparable, Codable, Sendable {
    public var rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static func < (a: GuideID, b: GuideID) -> Bool { a.rawValue < b.rawValue }
}

/// `UISemanticContentAttribute`. UIKit lays out `playback` and `spatial` content left to right
/// in every language, like `forceLeftToRight`.
public enum SemanticContentAttribute: String, Hashable, Codable, Sendable, CaseIterable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft

    /// The layout direction the attribute forces, nil for `unspecified` (the environment's).
    public var forcedDirection: LayoutDirection? {
        switch self {
        case .unspecified: return nil
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }
}

/// A border drawn inside the bounds (CALayer border).
public struct Border: Hashable, Codable, Sendable {
    public var width: Double
    public var color: Color
    public init(width: Double, color: Color) { self.width = width; self.color = color }
}

/// One view of the tree: common UIView properties plus its kind. Stored properties are ordered
/// to pack without padding, and the rarely set ones live out of line (`ViewNodeExtras`): a
/// large tree holds one node per view, and its layout result one copy more.
public struct ViewNode: Hashable, Sendable {
    public internal(set) var id: ViewID
    /// Name for diagnostics and dumps, e.g. "First Name Text Field". Unique names read best.
    public var name: String
    public var kind: ViewKind
    public internal(set) var subviews: [ViewID]
    public var backgroundColor: Color?
    public var alpha: Double
    public var cornerRadius: Double
    public var contentHugging: AxisPriorities
    public var compressionResistance: AxisPriorities
    private var extras: ViewNodeExtras.Storage
    public internal(set) var superview: ViewID?
    private var hiddenFlag: Bool
    /// `clipsToBounds` (`layer.masksToBounds`).
    public var clipsToBounds: Bool
    public var preservesSuperviewLayoutMargins: Bool
    public var insetsLayoutMarginsFromSafeArea: Bool
    public var semanticContentAttribute: SemanticContentAttribute

    /// `isHidden`; also true for a view whose kind hides itself (a stopped activity indicator
    /// that hides when stopped), whatever was set.
    public var isHidden: Bool {
        get { hiddenFlag || kind.hidesItself }
        set { hiddenFlag = newValue }
    }
    public var border: Border? {
        get { extras.value?.border }
        set { extras.modify { $0.border = newValue } }
    }
    /// The layer's shadow (`layer.shadow…`); nil = Core Animation's defaults (opacity 0: none).
    public var shadow: LayerShadow? {
        get { extras.value?.shadow }
        set { extras.modify { $0.shadow = newValue } }
    }
    /// `directionalLayoutMargins`; nil = UIKit's default: 0 for a stack view, else 8 (0 from iOS 27.1).
    public var layoutMargins: DirectionalEdgeInsets? {
        get { extras.value?.layoutMargins }
        set { extras.modify { $0.layoutMargins = newValue } }
    }
    /// When set, the view keeps this frame (in its superview) through required
    /// `NSAutoresizingMaskLayoutConstraint`s (translatesAutoresizingMaskIntoConstraints).
    public var autoresizingFrame: Rect? {
        get { extras.value?.autoresizingFrame }
        set { extras.modify { $0.autoresizingFrame = newValue } }
    }
    /// Tint colour (buttons, switches); nil = inherited / system default.
    public var tintColor: Color? {
        get { extras.value?.tintColor }
        set { extras.modify { $0.tintColor = newValue } }
    }
    /// The frame (in its superview) a document was designed at. When set, stays at
    /// `LayoutPriority.designFrameStay`, below every constraint, keep whatever the constraints
    /// leave free at that frame, as Interface Builder's canvas does (its engine starts from the
    /// stored frames). Nil (the default, and always on a device) adds nothing.
    public var designFrame: Rect? {
        get { extras.value?.designFrame }
        set { extras.modify { $0.designFrame = newValue } }
    }
    /// A plain view's intrinsic content size (`IntrinsicSizeOverride`); nil = none, UIView's.
    /// Read for `.view` nodes only: other kinds measure their own content.
    public var intrinsicSizeOverride: IntrinsicSizeOverride? {
        get { extras.value?.intrinsicSizeOverride }
        set { extras.modify { $0.intrinsicSizeOverride = newValue } }
    }
    /// What the document or recipe sets for VoiceOver; nil = UIKit's defaults for the kind.
    public var accessibility: AccessibilityProperties? {
        get { extras.value?.accessibility }
        set { extras.modify { $0.accessibility = newValue } }
    }

    init(id: ViewID, name: String, kind: ViewKind) {
        self.id = id; self.name = name; self.kind = kind
        superview = nil; subviews = []
        backgroundColor = nil; hiddenFlag = false; alpha = 1; cornerRadius = 0
        clipsToBounds = false; preservesSuperviewLayoutMargins = false
        insetsLayoutMarginsFromSafeArea = true
        let p = kind.defaultPriorities
        contentHugging = p.hugging; compressionResistance = p.resistance
        semanticContentAttribute = .unspecified
        extras = ViewNodeExtras.Storage()
    }

    /// Stack properties when the view is a stack view.
    public var stack: StackViewProperties? {
        if case .stackView(let s) = kind { return s }
        return nil
    }
}

/// A UILayoutGuide added to a view.
public struct LayoutGuideNode: Hashable, Codable, Sendable {
    public let id: GuideID
    public var name: String
    public let owningView: ViewID
}
