import Layout

extension ProgressViewStyle: IBEnum {}

/// Reading the everyday controls: `<segmentedControl>`, `<slider>`, `<stepper>`,
/// `<progressView>`, `<activityIndicatorView>` and `<pageControl>`.
extension IBDocumentReader {
    /// The kind of a control element, nil when the element is not one of these.
    mutating func control(_ node: XMLElementNode) throws(IBError) -> IBViewKind? {
        switch node.name {
        case "segmentedControl": return .segmentedControl(try segmentedControl(node))
        case "slider": return .slider(try slider(node))
        case "stepper":
            var s = IBStepper()
            s.value = try number(node, "value", default: 0)
            s.minimumValue = try number(node, "minimumValue", default: 0)
            s.maximumValue = try number(node, "maximumValue", default: 100)
            s.wraps = try bool(node, "wraps", default: false)
            return .stepper(s)
        case "progressView":
            var p = IBProgressView()
            p.progress = try number(node, "progress", default: 0)
            p.style = enumeration(node, "progressViewStyle", default: ProgressViewStyle.default)
            p.progressTintColor = try color(in: node, key: "progressTintColor")
            p.trackTintColor = try color(in: node, key: "trackTintColor")
            return .progressView(p)
        case "activityIndicatorView":
            var a = IBActivityIndicatorView()
            a.style = node["style"] ?? "medium"
            a.isAnimating = try bool(node, "animating", default: false)
            a.hidesWhenStopped = try bool(node, "hidesWhenStopped", default: true)
            a.color = try color(in: node, key: "color")
            return .activityIndicatorView(a)
        case "pageControl":
            var p = IBPageControl()
            p.numberOfPages = try integer(node, "numberOfPages", default: 0)
            p.currentPage = try integer(node, "currentPage", default: 0)
            p.hidesForSinglePage = try bool(node, "hidesForSinglePage", default: false)
            p.pageIndicatorTintColor = try color(in: node, key: "pageIndicatorTintColor")
            p.currentPageIndicatorTintColor = try color(in: node, key: "currentPageIndicatorTintColor")
            return .pageControl(p)
        default:
            return nil
        }
    }

    mutating func segmentedControl(_ node: XMLElementNode) throws(IBError) -> IBSegmentedControl {
        var s = IBSegmentedControl()
        for segment in node.child(named: "segments")?.children(named: "segment") ?? [] {
            s.segmentTitles.append(segment["title"] ?? "")
            if segment["image"] != nil { s.imageSegmentCount += 1 }
        }
        s.selectedSegmentIndex = try integer(node, "selectedSegmentIndex", default: -1)
        s.apportionsSegmentWidthsByContent = try bool(node, "apportionsSegmentWidthsByContent", default: false)
        s.selectedSegmentTintColor = try color(in: node, key: "selectedSegmentTintColor")
        return s
    }

    mutating func slider(_ node: XMLElementNode) throws(IBError) -> IBSlider {
        var s = IBSlider()
        s.value = try number(node, "value", default: 0)
        s.minimumValue = try number(node, "minValue", default: 0)
        s.maximumValue = try number(node, "maxValue", default: 1)
        s.minimumTrackTintColor = try color(in: node, key: "minimumTrackTintColor")
        s.maximumTrackTintColor = try color(in: node, key: "maximumTrackTintColor")
        s.thumbTintColor = try color(in: node, key: "thumbTintColor")
        s.minimumValueImage = node["minimumValueImage"]
        s.maximumValueImage = node["maximumValueImage"]
        return s
    }
}
