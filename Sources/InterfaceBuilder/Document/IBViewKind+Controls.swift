import Layout

/// `<segmentedControl>` (UISegmentedControl).
public struct IBSegmentedControl: Hashable, Sendable {
    /// The `<segments>`' titles, in order ("" for an image segment).
    public var segmentTitles: [String] = []
    /// How many segments show an image (`<segment image=...>`; images are not drawn).
    public var imageSegmentCount: Int = 0
    /// `selectedSegmentIndex=` (absent = -1, none).
    public var selectedSegmentIndex: Int = -1
    /// `apportionsSegmentWidthsByContent="YES"`.
    public var apportionsSegmentWidthsByContent: Bool = false
    public var selectedSegmentTintColor: IBColor?
    public init() {}
}

/// `<slider>` (UISlider).
public struct IBSlider: Hashable, Sendable {
    /// `value=` (absent = 0), `minValue=` (absent = 0), `maxValue=` (absent = 1).
    public var value: Double = 0
    public var minimumValue: Double = 0
    public var maximumValue: Double = 1
    public var minimumTrackTintColor: IBColor?
    public var maximumTrackTintColor: IBColor?
    public var thumbTintColor: IBColor?
    /// `minimumValueImage=` / `maximumValueImage=` (not drawn).
    public var minimumValueImage: String?
    public var maximumValueImage: String?
    public init() {}
}

/// `<stepper>` (UIStepper).
public struct IBStepper: Hashable, Sendable {
    /// `value=`, `minimumValue=` (absent = 0), `maximumValue=` (absent = 100), `wraps="YES"`.
    public var value: Double = 0
    public var minimumValue: Double = 0
    public var maximumValue: Double = 100
    public var wraps: Bool = false
    public init() {}
}

/// `<progressView>` (UIProgressView).
public struct IBProgressView: Hashable, Sendable {
    /// `progress=` (absent = 0).
    public var progress: Double = 0
    /// `progressViewStyle=` (absent = default).
    public var style: ProgressViewStyle = .default
    public var progressTintColor: IBColor?
    public var trackTintColor: IBColor?
    public init() {}
}

/// `<activityIndicatorView>` (UIActivityIndicatorView).
public struct IBActivityIndicatorView: Hashable, Sendable {
    /// `style=`: `medium` / `large` (Xcode 11+), or the older `gray`, `white` (medium) and
    /// `whiteLarge` (large), as written (absent = medium).
    public var style: String = "medium"
    /// `animating="YES"`.
    public var isAnimating: Bool = false
    /// `hidesWhenStopped=` (absent = YES).
    public var hidesWhenStopped: Bool = true
    /// `<color key="color">`.
    public var color: IBColor?
    public init() {}
}

/// `<pageControl>` (UIPageControl).
public struct IBPageControl: Hashable, Sendable {
    /// `numberOfPages=` (absent = 0), `currentPage=` (absent = 0), `hidesForSinglePage="YES"`.
    public var numberOfPages: Int = 0
    public var currentPage: Int = 0
    public var hidesForSinglePage: Bool = false
    public var pageIndicatorTintColor: IBColor?
    public var currentPageIndicatorTintColor: IBColor?
    public init() {}
}
