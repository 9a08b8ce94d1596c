/// The traits a screen is shown with, which decide the variants of both input formats (a
/// recipe's `when`, a storyboard's size-class `<variation>`s): both size classes (without
/// `unspecified`: a device always has one), the orientation and the appearance.
public struct Traits: Sendable, Hashable {
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    public var orientation: Orientation
    public var appearance: Appearance

    public init(horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass, orientation: Orientation,
                appearance: Appearance = .light) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.orientation = orientation
        self.appearance = appearance
    }

    /// The traits an environment shows: its device's size classes in its orientation, its
    /// orientation and its appearance.
    public init(_ environment: Environment) {
        let classes = environment.sizeClass
        self.init(horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical,
                  orientation: environment.orientation, appearance: environment.appearance)
    }

    /// An iPhone in portrait: compact width, regular height.
    public static let phonePortrait = Traits(horizontalSizeClass: .compact, verticalSizeClass: .regular, orientation: .portrait)
    /// A (non-Plus/Max) iPhone in landscape: compact width, compact height.
    public static let phoneLandscape = Traits(horizontalSizeClass: .compact, verticalSizeClass: .compact, orientation: .landscape)
    /// A Plus / Max iPhone in landscape: regular width, compact height.
    public static let phonePlusLandscape = Traits(horizontalSizeClass: .regular, verticalSizeClass: .compact, orientation: .landscape)
    /// An iPad full screen in portrait (landscape has the same size classes): regular width,
    /// regular height.
    public static let pad = Traits(horizontalSizeClass: .regular, verticalSizeClass: .regular, orientation: .portrait)
}
