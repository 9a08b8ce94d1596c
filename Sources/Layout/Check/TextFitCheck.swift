/// The `truncation` rule: a label, classic button title or text field whose text does not fit
/// the box it is drawn in. One-line text is measured unwrapped and compared with the box's
/// width as the layout solved it, before frames were rounded to pixels, which is the width the
/// text is drawn in (`truncated: needs 312 pt, has 240 pt`); wrapping text is measured at the
/// box's width and compared with its `numberOfLines` (`truncated: needs 3 lines, has 2`) and,
/// for more than one line, with the label's height, which drops the lines that do not fit
/// (`truncated: needs 61 pt high for 3 lines, has 40 pt`). A one-line label is drawn whole
/// however low its frame: it is reported when squeezed by more than `SqueezeReport.threshold`,
/// as the layout's squeeze warning is. Text views scroll and are not judged.
struct TextFitCheck {
    let scope: CheckScope
    let measurer: any TextMeasuring

    func findings() -> [LayoutFinding] {
        let environment = scope.result.environment
        let sizer = IntrinsicSizer(measurer: measurer, environment: environment)
        let slack = 0.5 / environment.scale
        let rtl = environment.layoutDirection == .rightToLeft
        var out: [LayoutFinding] = []
        for entry in scope.entries {
            let v = entry.view
            if case .textView = v.node.kind { continue }
            guard let framed = sizer.framedText(of: v.node, frame: v.frame, rtl: rtl),
                  let detail = shortfall(framed, solvedWidth: framed.boxWidth + v.solvedFrame.width - v.frame.width,
                                         slack: slack) else { continue }
            out.append(LayoutFinding(rule: .truncation, view: v.id, viewName: v.node.name, detail: detail))
        }
        return out
    }

    /// What the text lacks in its box, or nil when it fits.
    private func shortfall(_ framed: FramedText, solvedWidth: Double, slack: Double) -> String? {
        let p = LayoutFinding.points
        var request = framed.request
        if request.numberOfLines == 1 {
            request.maxWidth = nil
            let m = measurer.measure(request)
            if m.width > solvedWidth + 1e-6 { return "truncated: needs \(p(m.width)) pt, has \(p(solvedWidth)) pt" }
            return clipped(m, framed, slack: slack)
        }
        let lines = request.numberOfLines
        request.numberOfLines = 0
        request.lineBreakMode = .byWordWrapping
        let m = measurer.measure(request)
        if lines > 0 && m.lineCount > lines {
            return "truncated: needs \(m.lineCount) lines, has \(lines) (at \(p(framed.boxWidth)) pt wide)"
        }
        return clipped(m, framed, slack: slack)
    }

    /// A label whose text is taller than its frame: lines dropped, or one line squeezed.
    private func clipped(_ m: TextMeasurement, _ framed: FramedText, slack: Double) -> String? {
        guard let height = framed.labelHeight else { return nil }
        let p = LayoutFinding.points
        if m.lineCount > 1, m.height > height + slack {
            return "truncated: needs \(p(m.height)) pt high for \(m.lineCount) lines, has \(p(height)) pt"
        }
        guard m.lineCount <= 1, m.height - height > SqueezeReport.threshold else { return nil }
        return "squeezed: needs \(p(m.height)) pt high, has \(p(height)) pt"
    }
}
