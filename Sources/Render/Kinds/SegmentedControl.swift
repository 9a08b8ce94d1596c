import Layout
import Raster
import Typesetting

/// What a UISegmentedControl draws.
struct SegmentedControlSpec: Sendable {
    var titles: [TextSpec]
    /// The selected segment's title in its medium face.
    var selectedTitle: TextSpec?
    var selectedIndex: Int?
    /// Segments as wide as their titles instead of equal.
    var apportionsByContent: Bool
    var track: PixelColor
    var selected: PixelColor
    var divider: PixelColor
    /// Light appearance: the selected segment casts a shadow.
    var shadows: Bool
    /// Right-to-left: the first segment is the rightmost.
    var mirrored: Bool
}

extension Painter {
    /// iOS 13+ segmented control: a rounded grey track (radius 9), the selected segment a
    /// raised white rounded rectangle inset 2 pt (radius 7) with a soft shadow, 1-pt dividers
    /// (16 pt tall) between unselected neighbours, titles centred in 13-pt regular (the
    /// selected one medium), tail-truncated to their segment.
    mutating func drawSegmentedControl(_ spec: SegmentedControlSpec, in frame: PointRect) {
        canvas.fill(roundedRect(frame, radius: min(9, frame.height / 2)), color: tinted(spec.track))
        let segments = segmentFrames(spec, in: frame)
        guard !segments.isEmpty else { return }
        for i in 1..<max(1, segments.count) where spec.selectedIndex != i && spec.selectedIndex != i - 1 {
            let x = spec.mirrored ? segments[i].maxX : segments[i].minX
            let h = min(16, frame.height - 8)
            guard h > 0 else { continue }
            canvas.fill(pixelRect(PointRect(x: x - 0.5, y: frame.midY - h / 2, width: 1, height: h)), color: tinted(spec.divider))
        }
        if let s = spec.selectedIndex, segments.indices.contains(s) {
            let knob = segments[s].insetBy(top: 2, left: 2, bottom: 2, right: 2)
            if knob.width > 0, knob.height > 0 {
                drawRaisedShape(roundedRect(knob, radius: min(7, knob.height / 2)), fill: spec.selected, shadows: spec.shadows)
            }
        }
        for (i, r) in segments.enumerated() {
            let title = i == spec.selectedIndex ? (spec.selectedTitle ?? spec.titles[i]) : spec.titles[i]
            let box = r.insetBy(top: 0, left: 6, bottom: 0, right: 6)
            guard !title.text.isEmpty, box.width > 0 else { continue }
            let layout = layoutText(title, width: box.width, numberOfLines: 1, lineBreakMode: .byTruncatingTail, alignment: .center)
            canvas.save()
            canvas.clip(to: pixelRect(r))
            drawText(layout, x: box.minX, y: centredTop(height: layout.height, in: box), color: title.color)
            canvas.restore()
        }
    }

    /// Each segment's rectangle, in segment order (right to left when mirrored).
    func segmentFrames(_ spec: SegmentedControlSpec, in frame: PointRect) -> [PointRect] {
        let n = spec.titles.count
        guard n > 0, frame.width > 0 else { return [] }
        var weights = spec.titles.map { _ in 1.0 }
        if spec.apportionsByContent {
            weights = spec.titles.map { layoutText($0, width: nil, numberOfLines: 1).width + 20 }
        }
        let total = weights.reduce(0, +)
        guard total > 0 else { return [] }
        var out: [PointRect] = []
        var x = 0.0
        for w in weights {
            let width = frame.width * w / total
            let left = spec.mirrored ? frame.maxX - x - width : frame.minX + x
            out.append(PointRect(x: left, y: frame.minY, width: width, height: frame.height))
            x += width
        }
        return out
    }
}

extension SceneBuilder {
    /// The titles in their fonts; the selected segment white on the light grey track, a lighter
    /// grey in dark mode.
    func spec(_ s: SegmentedControlProperties, _ n: ViewNode) -> SegmentedControlSpec {
        let dark = environment.appearance == .dark
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
            shadows: !dark, mirrored: direction(n) == .rightToLeft)
    }
}
