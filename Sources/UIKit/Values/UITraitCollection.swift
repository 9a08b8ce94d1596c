import Layout
import Typesetting

/// `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

/// `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}

/// `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight, rightToLeft
}

/// `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// `UIContentSizeCategory` (Dynamic Type sizes).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge =
        UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    static let table: [(UIContentSizeCategory, ContentSizeCategory)] = [
        (.extraSmall, .extraSmall), (.small, .small), (.medium, .medium), (.large, .large), (.extraLarge, .extraLarge),
        (.extraExtraLarge, .extraExtraLarge), (.extraExtraExtraLarge, .extraExtraExtraLarge),
        (.accessibilityMedium, .accessibilityMedium), (.accessibilityLarge, .accessibilityLarge),
        (.accessibilityExtraLarge, .accessibilityExtraLarge), (.accessibilityExtraExtraLarge, .accessibilityExtraExtraLarge),
        (.accessibilityExtraExtraExtraLarge, .accessibilityExtraExtraExtraLarge),
    ]

    /// Typesetting's category (Large for `unspecified`).
    public var category: ContentSizeCategory { Self.table.first { $0.0 == self }?.1 ?? .large }

    init(_ category: ContentSizeCategory) { self = Self.table.first { $0.1 == category }?.0 ?? .large }

    public var isAccessibilityCategory: Bool { category >= .accessibilityMedium }
}

/// `UITraitCollection`: the traits a view is laid out with. Traits left unspecified take the
/// screen's when a snapshot is made.
public final class UITraitCollection: @unchecked Sendable, Equatable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let displayScale: CGFloat

    public convenience init() {
        self.init(style: .unspecified, category: .unspecified, horizontal: .unspecified, vertical: .unspecified,
                  direction: .unspecified, scale: 0)
    }

    init(style: UIUserInterfaceStyle, category: UIContentSizeCategory, horizontal: UIUserInterfaceSizeClass,
         vertical: UIUserInterfaceSizeClass, direction: UITraitEnvironmentLayoutDirection, scale: CGFloat) {
        userInterfaceStyle = style; preferredContentSizeCategory = category
        horizontalSizeClass = horizontal; verticalSizeClass = vertical
        layoutDirection = direction; displayScale = scale
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, category: .unspecified, horizontal: .unspecified, vertical: .unspecified,
                  direction: .unspecified, scale: 0)
    }

    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(style: .unspecified, category: preferredContentSizeCategory, horizontal: .unspecified,
                  vertical: .unspecified, direction: .unspecified, scale: 0)
    }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, category: .unspecified, horizontal: horizontalSizeClass, vertical: .unspecified,
                  direction: .unspecified, scale: 0)
    }

    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, category: .unspecified, horizontal: .unspecified, vertical: verticalSizeClass,
                  direction: .unspecified, scale: 0)
    }

    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(style: .unspecified, category: .unspecified, horizontal: .unspecified, vertical: .unspecified,
                  direction: layoutDirection, scale: 0)
    }

    public convenience init(displayScale: CGFloat) {
        self.init(style: .unspecified, category: .unspecified, horizontal: .unspecified, vertical: .unspecified,
                  direction: .unspecified, scale: displayScale)
    }

    /// The traits of every collection, later ones' specified traits winning.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func pick<T: Equatable>(_ key: (UITraitCollection) -> T, _ unset: T) -> T {
            traitCollections.map(key).last { $0 != unset } ?? unset
        }
        self.init(style: pick(\.userInterfaceStyle, .unspecified), category: pick(\.preferredContentSizeCategory, .unspecified),
                  horizontal: pick(\.horizontalSizeClass, .unspecified), vertical: pick(\.verticalSizeClass, .unspecified),
                  direction: pick(\.layoutDirection, .unspecified), scale: pick(\.displayScale, 0))
    }

    /// The traits of the screen a layout runs on (light, Large, an iPhone's size classes by default).
    nonisolated(unsafe) public static var current = UITraitCollection(
        style: .light, category: .large, horizontal: .compact, vertical: .regular, direction: .leftToRight, scale: 2)

    func with(userInterfaceStyle style: UIUserInterfaceStyle) -> UITraitCollection {
        UITraitCollection(traitsFrom: [self, UITraitCollection(userInterfaceStyle: style)])
    }

    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return UITraitCollection(traitsFrom: [self, other]) == self
    }

    public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool {
        a.userInterfaceStyle == b.userInterfaceStyle && a.preferredContentSizeCategory == b.preferredContentSizeCategory
            && a.horizontalSizeClass == b.horizontalSizeClass && a.verticalSizeClass == b.verticalSizeClass
            && a.layoutDirection == b.layoutDirection && a.displayScale == b.displayScale
    }

    /// The traits of a Layout environment.
    convenience init(_ e: Environment) {
        let sizes = e.sizeClass
        func size(_ s: SizeClass) -> UIUserInterfaceSizeClass { s == .regular ? .regular : .compact }
        self.init(style: e.appearance == .dark ? .dark : .light, category: UIContentSizeCategory(e.contentSizeCategory),
                  horizontal: size(sizes.horizontal), vertical: size(sizes.vertical),
                  direction: e.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight, scale: CGFloat(e.scale))
    }
}

/// `UIAccessibilityTraits`.
public struct UIAccessibilityTraits: OptionSet, Sendable {
    public var rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
}
