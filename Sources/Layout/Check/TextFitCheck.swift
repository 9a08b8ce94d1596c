/// The `truncation` rule: a label, classic button title or text field whose text does not fit
/// the box it is drawn in. One-line text is measured unwrapped and compared with the box's
/// width as the layout solved it, before frames were rounded to pixels, which is the width the
/// text is drawn in (`truncated: needs 312 pt, has 240 pt`); wrapping text is measured at the
/// box's width and compared with its `numberOfLines` (`truncated: needs 3 lines, has 2`) and,
/// for more than one line, with the label's height, which drops the lines that do not fit
/// (`truncated: needs 61 pt high for 3 lines, has 40 pt`). A one-line label is drawn whole
/// however low its frame: it is reported when squeezed by more than `SqueezeReport.threshold`,
/// as the layout's squeeze warning is. A one-line label that shrinks its text to fit
/// (`adjustsFontSizeToFitWidth`) is reported only when it would have to shrink below its
/// `minimumScaleFactor` (`autoshrinks below its minimum: needs 0.52, minimum 0.75 ...`). Text
/// views scroll and are not judged.
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
                                         autoshrink: Self.autoshrink(v.node.kind), slack: slack) else { continue }
            out.append(LayoutFinding(rule: .truncation, view: v.id, viewName: v.node.name, detail: detail))
        }
        return out
    }

    /// What the text lacks in its box, or nil when it fits.
    private func shortfall(_ framed: FramedText, solvedWidth: Double, autoshrink: Double?, slack: Double) -> String? {
        let p = LayoutFinding.points
        var request = framed.request
        if request.numberOfLines == 1 {
            request.maxWidth = nil
            let m = measurer.measure(request)
            if m.width > solvedWidth + 1e-6 { return truncated(needs: m.width, has: solvedWidth, autoshrink: autoshrink) }
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

    /// One-line text wider than its box: truncated, unless the label shrinks it that far.
    private func truncated(needs: Double, has: Double, autoshrink minimum: Double?) -> String? {
        let p = LayoutFinding.points
        guard let minimum else { return "truncated: needs \(p(needs)) pt, has \(p(has)) pt" }
        let scale = has / needs
        guard scale < minimum else { return nil }
        let two = { (v: Double) in String((v * 100).rounded(.down) / 100) }
        return "autoshrinks below its minimum: needs \(two(scale)), minimum \(two(minimum)) (needs \(p(needs)) pt, has \(p(has)) pt)"
    }

    /// A label's `autoshrinkMinimumScale`.
    static func autoshrink(_ kind: ViewKind) -> Double? {
        if case .label(let l) = kind { return l.autoshrinkMinimumScale }
        return nil
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
