import Layout

// The recipe keys of the everyday controls (docs/recipes.md).

extension ProgressViewStyle: RecipeEnum {
    public static let valueDescription = "a progress view style"
}

extension ActivityIndicatorStyle: RecipeEnum {
    public static let valueDescription = "an activity indicator style"
}

extension Decoders {
    static let optionalColor: ViewClassKey.Decode<Color?> = { (c, n, p) throws(RecipeError) in try c.color(n, p).layoutColor }
    static let value: ViewClassKey.Decode<Double> = number(in: -1_000_000...1_000_000, what: "a value")
    static func count(_ what: String) -> ViewClassKey.Decode<Int> {
        { (c, n, p) throws(RecipeError) in try c.integer(n, p, in: 0...1_000, what: what) }
    }
    /// An array of strings (segment titles).
    static let strings: ViewClassKey.Decode<[String]> = { (c, n, p) throws(RecipeError) in
        guard let items = n.arrayValue else {
            throw c.error(.invalidValue, "expected an array of strings, found \(n.kindDescription)", path: p, node: n)
        }
        var out: [String] = []
        for (i, item) in items.enumerated() { out.append(try c.string(item, p.appending(i))) }
        return out
    }
}

extension ViewClassKeys {
    static let segmentedControl: [ViewClassKey] = [
        .field("segments", \SegmentedControlProperties.segments, Decoders.strings),
        .field("selectedSegmentIndex", \SegmentedControlProperties.selectedSegmentIndex) { (c, n, p) throws(RecipeError) in
            try c.integer(n, p, in: -1...1_000, what: "a segment index (-1 = none)")
        },
        .field("apportionsSegmentWidthsByContent", \SegmentedControlProperties.apportionsSegmentWidthsByContent, Decoders.bool),
        .field("selectedSegmentTintColor", \SegmentedControlProperties.selectedSegmentTintColor, Decoders.optionalColor),
    ]

    static let slider: [ViewClassKey] = [
        .field("value", \SliderProperties.value, Decoders.value),
        .field("minimumValue", \SliderProperties.minimumValue, Decoders.value),
        .field("maximumValue", \SliderProperties.maximumValue, Decoders.value),
        .field("minimumTrackTintColor", \SliderProperties.minimumTrackTintColor, Decoders.optionalColor),
        .field("maximumTrackTintColor", \SliderProperties.maximumTrackTintColor, Decoders.optionalColor),
    ]

    static let stepper: [ViewClassKey] = [
        .field("value", \StepperProperties.value, Decoders.value),
        .field("minimumValue", \StepperProperties.minimumValue, Decoders.value),
        .field("maximumValue", \StepperProperties.maximumValue, Decoders.value),
        .field("wraps", \StepperProperties.wraps, Decoders.bool),
    ]

    static let progressView: [ViewClassKey] = [
        .field("progress", \ProgressViewProperties.progress, Decoders.number(in: 0...1, what: "a progress")),
        .field("progressViewStyle", \ProgressViewProperties.style, Decoders.choice(ProgressViewStyle.self)),
        .field("progressTintColor", \ProgressViewProperties.progressTintColor, Decoders.optionalColor),
        .field("trackTintColor", \ProgressViewProperties.trackTintColor, Decoders.optionalColor),
    ]

    static let activityIndicator: [ViewClassKey] = [
        .field("style", \ActivityIndicatorProperties.style, Decoders.choice(ActivityIndicatorStyle.self)),
        .field("animating", \ActivityIndicatorProperties.isAnimating, Decoders.bool),
        .field("hidesWhenStopped", \ActivityIndicatorProperties.hidesWhenStopped, Decoders.bool),
        .field("color", \ActivityIndicatorProperties.color, Decoders.optionalColor),
    ]

    static let pageControl: [ViewClassKey] = [
        .field("numberOfPages", \PageControlProperties.numberOfPages, Decoders.count("a number of pages")),
        .field("currentPage", \PageControlProperties.currentPage, Decoders.count("a page index")),
        .field("hidesForSinglePage", \PageControlProperties.hidesForSinglePage, Decoders.bool),
        .field("pageIndicatorTintColor", \PageControlProperties.pageIndicatorTintColor, Decoders.optionalColor),
        .field("currentPageIndicatorTintColor", \PageControlProperties.currentPageIndicatorTintColor, Decoders.optionalColor),
    ]
}
