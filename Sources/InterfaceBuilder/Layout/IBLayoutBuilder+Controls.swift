import Layout

/// The everyday controls' properties to Layout's `ViewKind`.
extension IBBuildState {
    mutating func controlKind(of view: IBView) -> Layout.ViewKind? {
        switch view.kind {
        case .segmentedControl(let p):
            if p.imageSegmentCount > 0 {
                warn("\(view.source): <segmentedControl id=\"\(view.id)\">: segment images are not drawn")
            }
            return .segmentedControl(SegmentedControlProperties(
                segments: p.segmentTitles, selectedSegmentIndex: p.selectedSegmentIndex,
                apportionsSegmentWidthsByContent: p.apportionsSegmentWidthsByContent,
                selectedSegmentTintColor: p.selectedSegmentTintColor.map { color($0, at: view) }))
        case .slider(let p):
            if p.thumbTintColor != nil || p.minimumValueImage != nil || p.maximumValueImage != nil {
                warn("\(view.source): <slider id=\"\(view.id)\">: the thumb colour and value images are not drawn")
            }
            return .slider(SliderProperties(value: p.value, minimumValue: p.minimumValue, maximumValue: p.maximumValue,
                                            minimumTrackTintColor: p.minimumTrackTintColor.map { color($0, at: view) },
                                            maximumTrackTintColor: p.maximumTrackTintColor.map { color($0, at: view) }))
        case .stepper(let p):
            return .stepper(StepperProperties(value: p.value, minimumValue: p.minimumValue,
                                              maximumValue: p.maximumValue, wraps: p.wraps))
        case .progressView(let p):
            return .progressView(ProgressViewProperties(progress: p.progress, style: p.style,
                                                        progressTintColor: p.progressTintColor.map { color($0, at: view) },
                                                        trackTintColor: p.trackTintColor.map { color($0, at: view) }))
        case .activityIndicatorView(let p):
            return .activityIndicator(activityIndicator(p, of: view))
        case .pageControl(let p):
            return .pageControl(PageControlProperties(
                numberOfPages: p.numberOfPages, currentPage: p.currentPage, hidesForSinglePage: p.hidesForSinglePage,
                pageIndicatorTintColor: p.pageIndicatorTintColor.map { color($0, at: view) },
                currentPageIndicatorTintColor: p.currentPageIndicatorTintColor.map { color($0, at: view) }))
        default:
            return nil
        }
    }

    /// The pre-iOS 13 styles are medium or large with a colour: `gray` the system grey,
    /// `white` and `whiteLarge` white (an explicit `color` wins).
    private mutating func activityIndicator(_ p: IBActivityIndicatorView, of view: IBView) -> ActivityIndicatorProperties {
        var a = ActivityIndicatorProperties(isAnimating: p.isAnimating, hidesWhenStopped: p.hidesWhenStopped)
        switch p.style {
        case "medium", "gray": a.style = .medium
        case "large": a.style = .large
        case "white": a.style = .medium; a.color = .white
        case "whiteLarge": a.style = .large; a.color = .white
        default:
            warn("\(view.source): <activityIndicatorView id=\"\(view.id)\">: style \"\(p.style)\" is not known; drawn medium")
        }
        if let c = p.color { a.color = color(c, at: view) }
        return a
    }
}
