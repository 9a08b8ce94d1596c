import Typesetting

/// Device orientation.
public enum Orientation: String, Hashable, Codable, Sendable, CaseIterable { case portrait, landscape }

/// User-interface layout direction.
public enum LayoutDirection: String, Hashable, Codable, Sendable, CaseIterable { case leftToRight, rightToLeft }

/// The iOS version whose behaviour the layout imitates where UIKit changed between versions
/// (docs/layout.md, "version switch"): root margins and safe area (11), stack hidden-item
/// mechanics (11+ modern, see `StackArrangement`), plain-view default margins (0 from 27.1).
public struct OSVersion: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public init(_ major: Int, _ minor: Int = 0) { self.major = major; self.minor = minor }
    public static func < (a: OSVersion, b: OSVersion) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
    public var description: String { "\(major).\(minor)" }
    /// The default: iOS 17.0, a current iOS before the 27.1 margin change.
    public static let current = OSVersion(17, 0)
}

/// Which arranged view of a `fill` stack moves when hugging or compression-resistance
/// priorities tie. Apple's `UIStackView.Distribution.fill` documentation resizes tied views
/// "based on their index in the arrangedSubviews array" without saying which end moves; the
/// choice is docs/layout.md's "D7 fill ties".
///
/// The default, `earlierItemMoves`, follows the UIStackView tutorial seed: "if all views have
/// the same (lowest hugging) priority, the first view is expanded", and tied items are
/// stretched or compressed "by arrangement order". So the first tied item in
/// `arrangedSubviews` order takes all the slack, and, reading arrangement order the same way
/// for shrinking, the first tied item absorbs an overflow (down to 0; beyond that the other
/// tied items share the rest).
public enum FillTieBreak: String, Hashable, Codable, Sendable {
    /// The first tied item (in `arrangedSubviews` order) stretches or shrinks (the default).
    case earlierItemMoves
    /// The last tied item stretches or shrinks.
    case laterItemMoves
    /// No tie-break: the layout is ambiguous, as Xcode reports it.
    case none
}

/// Everything outside the view tree that changes a layout.
public struct Environment: Hashable, Sendable {
    public var device: Device
    public var orientation: Orientation
    public var osVersion: OSVersion
    public var layoutDirection: LayoutDirection
    public var contentSizeCategory: ContentSizeCategory
    /// Nil = the device's own (status bar hidden on iPhone in landscape).
    public var statusBarHidden: Bool?
    /// Height of a navigation bar under the status bar (0 = none); 44 portrait / 32 iPhone landscape.
    public var navigationBarHeight: Double
    /// Height of a tab bar / toolbar at the bottom (0 = none).
    public var bottomBarHeight: Double
    /// Overrides the pixel scale of the device.
    public var scaleOverride: Double?
    /// Which tied item of a fill stack stretches when the stack is longer than its items
    /// (lowest hugging priority tied); also used for shrinking unless `fillShrinkTieBreak` is set.
    public var fillTieBreak: FillTieBreak = .earlierItemMoves
    /// Which tied item of a fill stack shrinks when the items overflow the stack (lowest
    /// compression resistance tied); nil = the same as `fillTieBreak`.
    public var fillShrinkTieBreak: FillTieBreak? = nil
    /// Light or dark (`UITraitCollection.userInterfaceStyle`): which value system colours take.
    public var appearance: Appearance = .light
    /// Whether tables lay out every row (`render --full-content`) rather than only the rows
    /// inside their frame.
    public var laysOutAllTableRows = false
    /// Whether every item of a collection view is laid out (`render --full-content`), not only
    /// the items in view.
    public var laysOutEveryCollectionItem = false
    /// Points added to the screen's height (`rootSize`): `render --full-content` lays a screen
    /// out again this much taller, so scroll views pinned to it show their whole content and
    /// what is pinned to the bottom follows. 0 = the device's own screen.
    public var extraRootHeight: Double = 0
    /// Whether the root is a plain view (a collection view cell laid out on its own), whose
    /// margins are its own or a view's default, rather than a view controller's root view.
    public var rootIsPlainView = false
    /// The shown view controller's `additionalSafeAreaInsets`, added to the root's safe area on
    /// every edge (iOS 11 and later; UIKit code's controllers: docs/uikit.md).
    public var additionalSafeAreaInsets: EdgeInsets = .zero

    public init(device: Device = .iPhone8, orientation: Orientation = .portrait, osVersion: OSVersion = .current,
                layoutDirection: LayoutDirection = .leftToRight, contentSizeCategory: ContentSizeCategory = .large,
                statusBarHidden: Bool? = nil, navigationBarHeight: Double = 0, bottomBarHeight: Double = 0,
                scaleOverride: Double? = nil) {
        self.device = device; self.orientation = orientation; self.osVersion = osVersion
        self.layoutDirection = layoutDirection; self.contentSizeCategory = contentSizeCategory
        self.statusBarHidden = statusBarHidden; self.navigationBarHeight = navigationBarHeight
        self.bottomBarHeight = bottomBarHeight; self.scaleOverride = scaleOverride
    }

    /// Points per pixel inverse: 2 or 3.
    public var scale: Double { scaleOverride ?? device.scale }

    /// The root view's size (the screen in this orientation).
    public var rootSize: Size {
        let p = device.portraitSize
        let extra = extraRootHeight.isFinite ? max(extraRootHeight, 0) : 0
        return orientation == .portrait ? Size(width: p.width, height: p.height + extra)
            : Size(width: p.height, height: p.width + extra)
    }

    /// (horizontal, vertical) size classes.
    public var sizeClass: (horizontal: SizeClass, vertical: SizeClass) {
        orientation == .portrait ? device.sizeClassPortrait : device.sizeClassLandscape
    }

    /// Whether the status bar shows: hidden on iPhone in landscape (iOS 8+).
    public var isStatusBarVisible: Bool {
        if let hidden = statusBarHidden { return !hidden }
        return device.isPad || orientation == .portrait
    }

    var statusBarLength: Double { isStatusBarVisible ? device.statusBarHeight : 0 }

    /// Root safe-area insets; zero before iOS 11 (no safe area then).
    public var safeAreaInsets: EdgeInsets {
        guard osVersion >= OSVersion(11) else { return .zero }
        var s = orientation == .portrait ? device.safeAreaPortrait : device.safeAreaLandscape
        if !isStatusBarVisible && s.top <= device.statusBarHeight && !hasSensorHousing { s.top = 0 }
        if isStatusBarVisible { s.top = max(s.top, device.statusBarHeight) }
        s.top += navigationBarHeight + additionalSafeAreaInsets.top
        s.bottom = max(s.bottom, 0) + bottomBarHeight + additionalSafeAreaInsets.bottom
        s.left += additionalSafeAreaInsets.left
        s.right += additionalSafeAreaInsets.right
        return s
    }

    private var hasSensorHousing: Bool { device.safeAreaPortrait.bottom > 0 }

    /// Length of the top layout guide: from iOS 11 the safe area's top inset (UIKit derives the
    /// deprecated guides from the safe area: 44 under an iPhone X's sensor housing, bars
    /// included); before, status bar + navigation bar (0 in iPhone landscape).
    public var topLayoutGuideLength: Double {
        osVersion >= OSVersion(11) ? safeAreaInsets.top : statusBarLength + navigationBarHeight
    }
    /// Length of the bottom layout guide: from iOS 11 the safe area's bottom inset (the home
    /// indicator's 34 on an iPhone X, bottom bars included); before, the bottom bar height.
    public var bottomLayoutGuideLength: Double { osVersion >= OSVersion(11) ? safeAreaInsets.bottom : bottomBarHeight }

    /// The root view's effective layout margins (physical sides).
    /// - iOS < 11: top/bottom 0, sides = the device's 16/20.
    /// - iOS 11+: sides = 16/20 plus the safe-area side inset (additive rather than the larger
    ///   of the two, as `insetsLayoutMarginsFromSafeArea` does for any view; docs/layout.md,
    ///   "safe area + margins");
    ///   top/bottom = the safe-area insets (system minimum top/bottom margins are 0).
    public var rootLayoutMargins: EdgeInsets {
        let side = device.rootSideMargin
        guard osVersion >= OSVersion(11) else { return EdgeInsets(top: 0, left: side, bottom: 0, right: side) }
        let s = safeAreaInsets
        return EdgeInsets(top: s.top, left: side + s.left, bottom: s.bottom, right: side + s.right)
    }

    /// The readable content guide's width cap: 672 at the Large size (measured on a landscape
    /// iPad: https://useyourloaf.com/blog/readable-content-guides/); for another category,
    /// which no source gives, scaled by the body font size (body size / 17 × 672; docs/layout.md,
    /// "readable content guide").
    public var readableContentWidth: Double {
        (Font.preferred(.body, category: contentSizeCategory).size / 17 * 672).rounded()
    }

    /// Default margins of a plain (non-root) view: 8, or 0 from iOS 27.1 (Apple's iOS & iPadOS
    /// 27.2 release notes,
    /// https://developer.apple.com/documentation/ios-ipados-release-notes/ios-ipados-27_2-release-notes).
    public var defaultViewMargins: Double { osVersion >= OSVersion(27, 1) ? 0 : 8 }

    /// Whether stack views use the iOS 9/10 hidden-item mechanics (required hiding, halved gaps).
    public var usesLegacyStackHiding: Bool { osVersion < OSVersion(11) }
}
