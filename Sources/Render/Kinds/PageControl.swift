import Layout
import Raster

/// What a UIPageControl draws.
struct PageControlSpec: Sendable {
    var dots: Int
    var current: Int
    var dot: PixelColor
    var currentDot: PixelColor
    /// Right-to-left: the first page is the rightmost dot.
    var mirrored: Bool
}

extension Painter {
    /// iOS 14+ page control: a row of 7-pt dots 16 pt apart centred in the frame, the current
    /// page's in the current colour (label), the others in the indicator colour (tertiary label).
    mutating func drawPageControl(_ spec: PageControlSpec, in frame: PointRect) {
        guard spec.dots > 0 else { return }
        let d = 7.0, pitch = 16.0
        let rowWidth = Double(spec.dots - 1) * pitch + d
        let x0 = frame.midX - rowWidth / 2
        for i in 0..<spec.dots {
            let slot = spec.mirrored ? spec.dots - 1 - i : i
            let r = PointRect(x: x0 + Double(slot) * pitch, y: frame.midY - d / 2, width: d, height: d)
            canvas.fill(RoundedRect.capsule(in: pixelRect(r)), color: tinted(i == spec.current ? spec.currentDot : spec.dot))
        }
    }
}

extension SceneBuilder {
    /// The visible dots, the current one clamped to them.
    func spec(_ p: PageControlProperties, _ n: ViewNode) -> PageControlSpec {
        PageControlSpec(dots: p.visibleDots, current: max(0, min(p.currentPage, p.visibleDots - 1)),
                        dot: system(p.pageIndicatorTintColor, .tertiaryLabel),
                        currentDot: system(p.currentPageIndicatorTintColor, .label),
                        mirrored: direction(n) == .rightToLeft)
    }
}
