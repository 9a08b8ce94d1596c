/// Intrinsic content of the everyday controls (iOS 13+ metrics; sources in docs/layout.md,
/// "Controls"): a segmented control is as tall as `SegmentedControlProperties.height` and as
/// wide as its segments, its titles giving it a baseline; the others have fixed sizes or a
/// fixed height only, and no text (their baselines are their top and bottom edges).
extension IntrinsicSizer {
    func controlContent(of kind: ViewKind, rtl: Bool) -> IntrinsicContent {
        switch kind {
        case .segmentedControl(let s):
            return segmentedContent(s, rtl: rtl)
        case .slider:
            return IntrinsicContent(width: nil, height: SliderProperties.height, text: nil)
        case .stepper:
            return IntrinsicContent(width: StepperProperties.size.width, height: StepperProperties.size.height, text: nil)
        case .progressView(let p):
            return IntrinsicContent(width: nil, height: p.style == .bar ? ProgressViewProperties.barHeight
                                        : ProgressViewProperties.height, text: nil)
        case .activityIndicator(let a):
            return IntrinsicContent(width: a.style.size.width, height: a.style.size.height, text: nil)
        case .pageControl(let p):
            return IntrinsicContent(width: p.intrinsicWidth, height: PageControlProperties.height, text: nil)
        default:
            return .none
        }
    }

    /// Segments side by side with a divider between two: each as wide as the widest title
    /// (measured in the selected segment's medium face, the wider one) plus padding, or as its
    /// own title with `apportionsSegmentWidthsByContent`. The text block is one title line
    /// centred in the height, so the control's baseline is its titles'.
    func segmentedContent(_ s: SegmentedControlProperties, rtl: Bool) -> IntrinsicContent {
        typealias P = SegmentedControlProperties
        let widths = s.segments.map { title in
            PixelGrid.ceil(measurer.measure(request(title, P.selectedTitleFont, maxWidth: nil, lines: 1, rtl: rtl)).width,
                           scale: scale) + 2 * P.titlePadding
        }
        let dividers = Double(max(0, s.segments.count - 1)) * P.dividerWidth
        let width = s.apportionsSegmentWidthsByContent ? widths.reduce(0, +) + dividers
            : Double(widths.count) * (widths.max() ?? 0) + dividers
        let sample = s.segments.first { !$0.isEmpty } ?? "X"
        let m = measurer.measure(request(sample, P.titleFont, maxWidth: nil, lines: 1, rtl: rtl, lineMetrics: .font))
        return IntrinsicContent(width: width, height: P.height, text: m, textPlacement: .centered(insetTop: 0, insetBottom: 0))
    }
}
