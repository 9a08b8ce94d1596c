import Typesetting

/// The text a view draws in its final frame, as a request whose `maxWidth` is the width of the
/// box the text is drawn in: a label's frame, a classic button's frame minus its content
/// insets, a text field's frame minus its 7-pt text insets, a text view's text container.
/// Paragraphs take their own direction, as UIKit draws them (`TextRequest.naturalParagraphs`).
struct FramedText {
    var request: TextRequest
    /// A label's frame height: a multi-line label shorter than its text shows the lines that
    /// fit (nil for the other views).
    var labelHeight: Double?

    /// The width of the box the text is drawn in.
    var boxWidth: Double { request.maxWidth ?? 0 }
}

extension IntrinsicSizer {
    /// A text field's text inset from each side, on bordered styles.
    static let textFieldTextInset = 7.0

    /// The text `node` draws in `frame` (its final frame), or nil when it draws none of its own
    /// this way (no text, or a kind whose painter lays out its own titles).
    func framedText(of node: ViewNode, frame: Rect, rtl: Bool) -> FramedText? {
        switch node.kind {
        case .label(let l) where !l.text.isEmpty:
            let r = framed(l.text, l.font, width: frame.width, lines: l.numberOfLines, mode: l.lineBreakMode,
                           alignment: l.textAlignment, rtl: rtl, lineMetrics: l.font.labelLineMetrics)
            return FramedText(request: r, labelHeight: frame.height)
        case .button(let b) where b.configuration == nil && !b.title.isEmpty:
            let i = b.contentEdgeInsets
            return FramedText(request: framed(b.title, b.font, width: frame.width - i.left - i.right, lines: 1,
                                              mode: .byTruncatingMiddle, alignment: .center, rtl: rtl))
        case .textField(let f):
            return framedFieldText(f, frame: frame, rtl: rtl)
        case .textView(let t) where !t.text.isEmpty:
            let i = t.textContainerInset
            let width = max(1, frame.width - i.left - i.right - 2 * t.lineFragmentPadding)
            return FramedText(request: framed(t.text, t.font, width: width, lines: 0, mode: .byWordWrapping,
                                              alignment: .natural, rtl: rtl))
        default:
            return nil
        }
    }

    /// A text field's text (or placeholder) on one line, tail-truncated in the text rect.
    private func framedFieldText(_ f: TextFieldProperties, frame: Rect, rtl: Bool) -> FramedText? {
        let shown = f.text.isEmpty ? f.placeholder : f.text
        let inset = f.borderStyle == .none ? 0 : Self.textFieldTextInset
        let width = frame.width - 2 * inset
        guard !shown.isEmpty, width > 0 else { return nil }
        return FramedText(request: framed(shown, f.font, width: width, lines: 1, mode: .byTruncatingTail,
                                          alignment: f.textAlignment, rtl: rtl))
    }

    private func framed(_ text: String, _ font: FontDescriptor, width: Double, lines: Int, mode: LineBreakMode,
                        alignment: TextAlignment, rtl: Bool, lineMetrics: LineMetrics = .tallestFace) -> TextRequest {
        var r = request(text, font, maxWidth: max(0, width), lines: lines, mode: mode, alignment: alignment, rtl: rtl,
                        lineMetrics: lineMetrics)
        r.naturalParagraphs = true
        return r
    }
}
