/// UIPageControl properties.
public struct PageControlProperties: Hashable, Sendable {
    public var numberOfPages: Int
    public var currentPage: Int
    /// `hidesForSinglePage`: no dots (and no intrinsic size) for one page.
    public var hidesForSinglePage: Bool
    /// `pageIndicatorTintColor`; nil = the system's (tertiary label grey).
    public var pageIndicatorTintColor: Color?
    /// `currentPageIndicatorTintColor`; nil = the system's (label colour).
    public var currentPageIndicatorTintColor: Color?

    public init(numberOfPages: Int = 0, currentPage: Int = 0, hidesForSinglePage: Bool = false,
                pageIndicatorTintColor: Color? = nil, currentPageIndicatorTintColor: Color? = nil) {
        self.numberOfPages = numberOfPages; self.currentPage = currentPage; self.hidesForSinglePage = hidesForSinglePage
        self.pageIndicatorTintColor = pageIndicatorTintColor
        self.currentPageIndicatorTintColor = currentPageIndicatorTintColor
    }

    /// The number of dots shown (none for a single page that hides).
    public var visibleDots: Int {
        let n = max(0, min(numberOfPages, 1_000))
        return hidesForSinglePage && n <= 1 ? 0 : n
    }

    /// Dot diameter, the distance from one dot's centre to the next, the padding around the
    /// row of dots and the height (iOS 14+; docs/layout.md, "Controls").
    public static let dotDiameter = 7.0
    public static let dotPitch = 16.0
    public static let sidePadding = 12.0
    public static let height = 26.0

    /// Intrinsic width for the visible dots (0 when none).
    public var intrinsicWidth: Double {
        let n = visibleDots
        return n == 0 ? 0 : Double(n) * Self.dotPitch + 2 * Self.sidePadding - (Self.dotPitch - Self.dotDiameter)
    }
}

extension PageControlProperties: ViewKindProperties {
    public init?(_ kind: ViewKind) { guard case .pageControl(let p) = kind else { return nil }; self = p }
    public var kind: ViewKind { .pageControl(self) }
}

extension IntrinsicSizer {
    /// As wide as the visible dots, `PageControlProperties.height` tall; no text.
    func content(of p: PageControlProperties, rtl: Bool) -> IntrinsicContent {
        IntrinsicContent(width: p.intrinsicWidth, height: PageControlProperties.height, text: nil)
    }
}

extension PageControlProperties: UIKitClass {
    public static let uikitDefault = PageControlProperties()
    public static let recipeKey = "pageControl"
    public static let interfaceBuilderElement: String? = "pageControl"
    public static let properties: [UIKitProperty<Self>] = [
        UIKitProperty("numberOfPages", .integer(\.numberOfPages, range: 0...1_000, what: "a number of pages")),
        UIKitProperty("currentPage", .integer(\.currentPage, range: 0...1_000, what: "a page index")),
        UIKitProperty("hidesForSinglePage", .bool(\.hidesForSinglePage)),
        UIKitProperty("pageIndicatorTintColor", .color(\.pageIndicatorTintColor)),
        UIKitProperty("currentPageIndicatorTintColor", .color(\.currentPageIndicatorTintColor)),
    ]
}

extension PageControlProperties: ViewKindConcerns {
    var accessibilityDefaults: AccessibilityDefaults {
        .control(value: "page \(currentPage + 1) of \(numberOfPages)", traits: [.adjustable])
    }
    var checkRole: CheckRole { .textOrControl }
}
