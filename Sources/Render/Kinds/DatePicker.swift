import Layout
import Raster
import Typesetting

/// A UIDatePicker resolved for drawing.
struct DatePickerSpec: Sendable {
    var style: DatePickerStyle
    /// The capsules' texts (compact) or the one line shown in the wheels' selection band.
    var texts: [TextSpec]
    var fill: PixelColor
    /// The wheels' and inline placeholder's frame and band colours.
    var frameColor: PixelColor
    var bandFill: PixelColor
    var rightToLeft: Bool
}

extension Painter {
    /// UIDatePicker. Compact (iOS 14+): one rounded capsule per part (date, then time), each its
    /// text + 11 points a side, in a grey fill with corner radius 6, 6 points apart, starting at
    /// the leading edge and centred vertically; the text in the label colour. Wheels and inline
    /// (not drawn as iOS draws them): a framed box with the wheels' selection band across its
    /// middle showing the date.
    mutating func drawDatePicker(_ spec: DatePickerSpec, in frame: PointRect) {
        switch spec.style {
        case .compact, .automatic:
            drawCompactDatePicker(spec, in: frame)
        case .wheels, .inline:
            let hairline = max(1, (0.5 * scale).rounded())
            canvas.strokeBorder(RoundedRect(rect: pixelRect(frame), radius: 0), width: hairline, color: tinted(spec.frameColor))
            let band = PointRect(x: frame.minX + 8, y: frame.midY - 17, width: max(0, frame.width - 16), height: 34)
            guard band.width > 0 else { return }
            canvas.fill(roundedRect(band, radius: 8), color: tinted(spec.bandFill))
            guard let text = spec.texts.first else { return }
            let layout = layoutText(text, width: band.width, numberOfLines: 1, lineBreakMode: .byTruncatingTail,
                                    alignment: .center)
            drawText(layout, x: band.minX, y: centredTop(height: layout.height, in: band), color: text.color)
        }
    }

    private mutating func drawCompactDatePicker(_ spec: DatePickerSpec, in frame: PointRect) {
        let layouts = spec.texts.map { layoutText($0, width: nil, numberOfLines: 1) }
        let pad = DatePickerProperties.capsuleHorizontalPadding, gap = DatePickerProperties.capsuleGap
        let widths = layouts.map { ($0.width * scale).rounded(.up) / scale + 2 * pad }
        let heights = layouts.map { ($0.height * scale).rounded(.up) / scale + 2 * DatePickerProperties.capsuleVerticalPadding }
        var x = spec.rightToLeft ? frame.maxX : frame.minX
        for (i, layout) in layouts.enumerated() {
            let w = widths[i], h = min(heights[i], frame.height)
            if spec.rightToLeft { x -= w }
            let capsule = PointRect(x: x, y: frame.midY - h / 2, width: w, height: h)
            canvas.fill(roundedRect(capsule, radius: DatePickerProperties.capsuleCornerRadius), color: tinted(spec.fill))
            let content = capsule.insetBy(top: 0, left: pad, bottom: 0, right: pad)
            drawText(layout, x: content.minX, y: centredTop(height: layout.height, in: capsule), color: spec.texts[i].color)
            x = spec.rightToLeft ? x - gap : x + w + gap
        }
    }
}

extension SceneBuilder {
    /// The capsules' texts (compact) or the one line of the wheels' band, in this appearance's colours.
    func spec(_ p: DatePickerProperties, _ n: ViewNode) -> DatePickerSpec {
        let style = p.resolvedStyle
        let texts: [String]
        switch style {
        case .compact, .automatic: texts = p.compactTexts
        case .wheels, .inline:
            texts = [p.mode == .countDownTimer ? "1 hour 0 min" : p.compactTexts.joined(separator: "  ")]
        }
        let specs = texts.map {
            TextSpec(text: $0, font: font(.system(17)), color: system(nil, .label), numberOfLines: 1, alignment: .left)
        }
        return DatePickerSpec(style: style, texts: specs, fill: system(nil, .tertiarySystemFill), frameColor: system(nil, .separator),
                              bandFill: system(nil, .quaternarySystemFill), rightToLeft: direction(n) == .rightToLeft)
    }
}
