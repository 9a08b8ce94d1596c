import Layout
import Raster
import Typesetting

/// The everyday controls' draw specs: colours resolved against the environment's appearance
/// (`SystemColor`) and the inherited tint.
extension SceneBuilder {
    func controlKind(of n: ViewNode, tint: Color?) -> DrawKind {
        let tintColor = pixel(n.tintColor ?? tint ?? SystemColor.systemBlue.color(in: environment))
        let mirrored = direction(n) == .rightToLeft
        switch n.kind {
        case .segmentedControl(let s):
            return .segmentedControl(segmentedSpec(s, mirrored: mirrored))
        case .slider(let s):
            return .slider(SliderSpec(fraction: s.fraction,
                                      minimumTrack: s.minimumTrackTintColor.map(pixel) ?? tintColor,
                                      maximumTrack: system(s.maximumTrackTintColor, .systemFill),
                                      mirrored: mirrored))
        case .stepper(let s):
            return .stepper(StepperSpec(decrementEnabled: s.isDecrementEnabled, incrementEnabled: s.isIncrementEnabled,
                                        fill: system(nil, .tertiarySystemFill), divider: system(nil, .opaqueSeparator),
                                        glyph: system(nil, .label), disabledGlyph: system(nil, .tertiaryLabel),
                                        mirrored: mirrored))
        case .progressView(let p):
            let track = p.style == .bar ? p.trackTintColor.map(pixel) : system(p.trackTintColor, .systemFill)
            return .progressView(ProgressSpec(fraction: p.fraction, isBar: p.style == .bar, track: track,
                                              fill: p.progressTintColor.map(pixel) ?? tintColor,
                                              mirrored: mirrored))
        case .activityIndicator(let a):
            return .activityIndicator(ActivityIndicatorSpec(style: a.style, color: system(a.color, .secondaryLabel)))
        case .pageControl(let p):
            return .pageControl(PageControlSpec(dots: p.visibleDots,
                                                current: max(0, min(p.currentPage, p.visibleDots - 1)),
                                                dot: system(p.pageIndicatorTintColor, .tertiaryLabel),
                                                currentDot: system(p.currentPageIndicatorTintColor, .label),
                                                mirrored: mirrored))
        default:
            return .plain
        }
    }

    private func segmentedSpec(_ s: SegmentedControlProperties, mirrored: Bool) -> SegmentedControlSpec {
        let dark = environment.appearance == .dark
        // The selected segment is white on the light grey track, a lighter grey in dark mode.
        let selected = system(s.selectedSegmentTintColor, dark ? .systemGray2 : .systemBackground)
        let label = system(nil, .label)
        func title(_ text: String, _ font: FontDescriptor) -> TextSpec {
            TextSpec(text: text, font: self.font(font), color: label, numberOfLines: 1,
                     lineBreakMode: .byTruncatingTail, alignment: .center, direction: .natural)
        }
        return SegmentedControlSpec(
            titles: s.segments.map { title($0, SegmentedControlProperties.titleFont) },
            selectedTitle: s.selectedIndex.map { title(s.segments[$0], SegmentedControlProperties.selectedTitleFont) },
            selectedIndex: s.selectedIndex, apportionsByContent: s.apportionsSegmentWidthsByContent,
            track: system(nil, .tertiarySystemFill), selected: selected, divider: system(nil, .opaqueSeparator),
            shadows: !dark, mirrored: mirrored)
    }

    /// An explicit colour, else the system colour in this appearance.
    private func system(_ explicit: Color?, _ fallback: SystemColor) -> PixelColor {
        if let explicit { return pixel(explicit) }
        return pixel(fallback.color(in: environment))
    }
}
