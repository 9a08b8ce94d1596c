import Typesetting

/// A view's intrinsic content ([ALG] Anatomy of a Constraint; docs/layout.md): its size per axis (nil = noIntrinsicMetric), the text
/// it shows and where that text sits, so baselines can be written as linear expressions.
struct IntrinsicContent: Sendable {
    var width: Double?
    var height: Double?
    /// The measured text (label text, button title, field text or placeholder, text view text).
    var text: TextMeasurement?
    /// How the text block is placed vertically inside the view.
    var textPlacement: TextPlacement = .none
    /// The width the text was wrapped at (multi-line labels, text views), nil when it was
    /// measured unwrapped: whether `text`'s lines are those of the final frame
    /// (`LayoutEngine.textLayouts`).
    var wrapWidth: Double? = nil

    enum TextPlacement: Sendable {
        case none
        /// Centred between `insetTop` and `insetBottom` (labels, buttons, fields).
        case centered(insetTop: Double, insetBottom: Double)
        /// Top-aligned at `insetTop` (text views).
        case top(insetTop: Double)
    }

    static let none = IntrinsicContent(width: nil, height: nil, text: nil)
}

/// Computes intrinsic content: UIKit's documented sizes ([ALG]: image views their image, text
/// views with scrolling disabled their text, plain views and stacks none) and, where UIKit
/// documents none, these choices (docs/layout.md, "Choices where UIKit is undocumented"):
/// - Empty label: 0×0 (its baseline is still computed from the font).
/// - Label size: measured width and height, each rounded up to the pixel grid; lines measured
///   with the font's own line box for a fixed-size font (`FontDescriptor.labelLineMetrics`).
/// - Multi-line label (`numberOfLines != 1`): wraps at `preferredMaxLayoutWidth` if set, else at
///   the width solved in the previous pass (two-pass height-for-width); its intrinsic *width*
///   stays the unwrapped text width (capped by `preferredMaxLayoutWidth`) so passes converge.
/// - Classic button: title width + image width + content insets; height = the larger of the title
///   line height rounded up to a whole point and the image height, + insets. While the insets are
///   all zero a title gets UIKit's implicit 12 (6 above, 6 below): 30 for a 15 pt title (17.9 →
///   18), 33 for 17 pt (20.29 → 21); non-zero insets replace that padding. Without an image
///   the title is at least 30 wide; no title and no image is an empty title line: 30×30 at
///   15 pt, + insets replacing the padding. Image only: the image's width, the larger of its
///   height and the line height (`buttonContent`).
/// - Text field: width = text (or placeholder) width + 7 on each side for bordered styles;
///   height for roundedRect/bezel/line = max(30, ⌈line height⌉ + 13), i.e. 30 for 14 pt
///   (Xcode 7/8-era storyboards) and 34 for 17 pt, and at least 34 for a rounded rect from
///   iOS 13; borderless = the line height. The line
///   height is the font's, not the text's: a fallback face (Arabic, Thai) does not grow the
///   field unless the font is a text style (`textFieldLineHeight`). An empty field centres its
///   font's line for its baseline.
/// - Switch 49×31 (the alignment rect of its 51×31 frame). Image view = image size in points (none without an image).
/// - Non-scrolling text view: unwrapped text width + 2×lineFragmentPadding + side insets; height
///   = text height at its width + top/bottom insets. Scrolling text view, scroll view, stack
///   view: none; plain view: none unless it overrides it (`ViewNode.intrinsicSizeOverride`).
struct IntrinsicSizer {
    let measurer: any TextMeasuring
    let environment: Environment

    var scale: Double { environment.scale }

    /// A request; `drawn` for the text of a view whose measured lines are drawn (labels,
    /// classic buttons, text fields, text views): paragraphs in their own direction, as drawn.
    func request(_ text: String, _ font: FontDescriptor, maxWidth: Double?, lines: Int, mode: LineBreakMode = .byWordWrapping,
                 alignment: TextAlignment = .natural, rtl: Bool, lineMetrics: LineMetrics = .tallestFace,
                 drawn: Bool = false) -> TextRequest {
        var r = TextRequest(text: text, font: font, maxWidth: maxWidth, numberOfLines: lines, lineBreakMode: mode,
                            alignment: alignment, rightToLeft: rtl, scale: scale,
                            contentSizeCategory: environment.contentSizeCategory, lineMetrics: lineMetrics)
        r.naturalParagraphs = drawn
        return r
    }

    /// Whether the view's height depends on its width.
    static func isHeightForWidth(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .label(let l): return l.numberOfLines != 1 && l.preferredMaxLayoutWidth <= 0
        case .textView(let t): return !t.isScrollEnabled
        default: return false
        }
    }

    /// The text height a text field sizes itself by: its font's line height (`UIFont.lineHeight`)
    /// for a fixed-size font, whatever faces the text falls back to, so a field showing Arabic or
    /// Thai (whose fallback faces have taller ascents and descents) stays as tall as one showing
    /// Latin text: UIKit's default "typographic" sizing rule (`UILetterformAwareAdjusting`: for
    /// non-text-style fonts, `intrinsicContentSize` does not grow for oversize characters). For a
    /// text-style font (`.preferred`) UIKit does grow for tall scripts, so the measured line
    /// (fallback faces included) is used. Measurers without a line height fall back to the text.
    static func textFieldLineHeight(_ m: TextMeasurement, font: FontDescriptor) -> Double {
        if font.labelLineMetrics == .tallestFace { return m.height }
        return m.lineHeight ?? m.height
    }

    /// A label: its text measured with the label's font, line metrics and wrapping.
    /// - Parameter width: the view's solved width from the previous pass (multi-line labels).
    func labelContent(_ l: LabelProperties, rtl: Bool, width: Double?) -> IntrinsicContent {
        let wrapAt: Double? = l.numberOfLines == 1 ? nil
            : (l.preferredMaxLayoutWidth > 0 ? l.preferredMaxLayoutWidth : width)
        let m = measurer.measure(request(l.text, l.font, maxWidth: wrapAt, lines: l.numberOfLines,
                                         mode: l.lineBreakMode, alignment: l.textAlignment, rtl: rtl,
                                         lineMetrics: l.font.labelLineMetrics, drawn: true))
        var w = PixelGrid.ceil(m.width, scale: scale)
        if l.numberOfLines != 1 {
            let unwrapped = measurer.measure(request(l.text, l.font, maxWidth: nil, lines: 1, rtl: rtl,
                                                     lineMetrics: l.font.labelLineMetrics, drawn: true))
            w = PixelGrid.ceil(unwrapped.width, scale: scale)
            if l.preferredMaxLayoutWidth > 0 { w = min(w, PixelGrid.ceil(l.preferredMaxLayoutWidth, scale: scale)) }
        }
        let empty = l.text.isEmpty
        return IntrinsicContent(width: empty ? 0 : w, height: empty ? 0 : PixelGrid.ceil(m.height, scale: scale),
                                text: m, textPlacement: .centered(insetTop: 0, insetBottom: 0), wrapWidth: wrapAt)
    }

    /// A text field: its text (or placeholder) and the border style's padding.
    func textFieldContent(_ f: TextFieldProperties, rtl: Bool) -> IntrinsicContent {
        let shown = f.text.isEmpty ? f.placeholder : f.text
        var m = measurer.measure(request(shown, f.font, maxWidth: nil, lines: 1, alignment: f.textAlignment, rtl: rtl,
                                         drawn: true))
        // An empty field still centres its font's line: its baseline sits where its text's would.
        if shown.isEmpty, m.height == 0, let line = m.lineHeight { m.height = line }
        let textHeight = Self.textFieldLineHeight(m, font: f.font)
        let w = PixelGrid.ceil(m.width, scale: scale)
        switch f.borderStyle {
        case .none:
            return IntrinsicContent(width: w, height: PixelGrid.ceil(textHeight, scale: scale), text: m,
                                    textPlacement: .centered(insetTop: 0, insetBottom: 0))
        case .roundedRect, .bezel, .line:
            return IntrinsicContent(width: w + 14, height: max(minimumHeight(f.borderStyle), textHeight.rounded(.up) + 13),
                                    text: m, textPlacement: .centered(insetTop: 0, insetBottom: 0))
        }
    }

    /// A bordered text field's least height: 34 for a rounded rect from iOS 13 (every
    /// unconstrained 14-pt rounded-rect field the ib-corpus stores from Xcode 11 on), 30 before
    /// and for the line and bezel styles.
    private func minimumHeight(_ style: TextBorderStyle) -> Double {
        style == .roundedRect && environment.osVersion >= OSVersion(13) ? 34 : 30
    }

    /// A text view that does not scroll: its text wrapped at its width, inside its insets.
    func textViewContent(_ t: TextViewProperties, rtl: Bool, width: Double?) -> IntrinsicContent {
        guard !t.isScrollEnabled else { return .none }
        let sides = 2 * t.lineFragmentPadding + t.textContainerInset.left + t.textContainerInset.right
        let unwrapped = measurer.measure(request(t.text, t.font, maxWidth: nil, lines: 0, alignment: t.textAlignment, rtl: rtl,
                                                 drawn: true))
        let wrapWidth = width.map { max($0 - sides, 1) }
        let m = wrapWidth == nil ? unwrapped
            : measurer.measure(request(t.text, t.font, maxWidth: wrapWidth, lines: 0, alignment: t.textAlignment, rtl: rtl,
                                       drawn: true))
        return IntrinsicContent(width: PixelGrid.ceil(unwrapped.width, scale: scale) + sides,
                                height: PixelGrid.ceil(m.height, scale: scale) + t.textContainerInset.top + t.textContainerInset.bottom,
                                text: m, textPlacement: .top(insetTop: t.textContainerInset.top), wrapWidth: wrapWidth)
    }

    /// The least width of a classic button's title when it has no image: "yes", "no" and "abc"
    /// system buttons are stored 30 wide (openfoodfacts, loopkit), as is an empty button.
    static let minimumTitleWidth = 30.0

    /// A classic button: title and image side by side, inside `contentEdgeInsets`. UIKit adds its
    /// implicit 6 pt above and below the title only while the insets are all zero (any non-zero
    /// inset replaces the padding: a 14 pt title with 6/6 insets is 29 tall, not 41); an image-only
    /// button is its image's width and at least its title font's line height tall (readium's
    /// custom buttons, 18-pt font: 22 beside a 20- or 4-pt image). Without an image the title is
    /// at least 30 wide, and an empty title is still a line of the title font: no title and no
    /// image is 30 × (line + 12), or the line plus the insets (30×30 at 15 pt, 30×34 for a
    /// custom button's 18 pt).
    func buttonContent(_ b: ButtonProperties, rtl: Bool) -> IntrinsicContent {
        if let c = b.configuration { return configurationButtonContent(b, c, rtl: rtl) }
        let m = measurer.measure(request(b.title, b.font, maxWidth: nil, lines: 1, rtl: rtl, drawn: true))
        let ci = b.contentEdgeInsets
        let placement = IntrinsicContent.TextPlacement.centered(insetTop: ci.top, insetBottom: ci.bottom)
        let image = b.imageSize ?? Size(width: 0, height: 0)
        // An image-only button has no title line, but its empty title still takes its font's
        // line height (no padding); an empty button has an empty line.
        let hasLine = !b.title.isEmpty || b.imageSize == nil
        let padding: Double = hasLine && ci == .zero ? 12 : 0
        let titleWidth = hasLine ? PixelGrid.ceil(m.width, scale: scale) : 0
        let titleHeight = (m.lineHeight ?? m.height).rounded(.up) + padding
        let contentWidth = b.imageSize == nil ? max(titleWidth, Self.minimumTitleWidth) : titleWidth + image.width
        return IntrinsicContent(width: contentWidth + ci.left + ci.right,
                                height: max(titleHeight, image.height) + ci.top + ci.bottom,
                                text: m, textPlacement: placement)
    }
}

extension IntrinsicContent {
    /// The content of a view whose `intrinsicContentSize` is overridden (a UIKit subclass of a
    /// label or control): the override's lengths, no intrinsic metric on an axis it leaves
    /// out; the text keeps its measurement for baselines and drawing.
    func overridden(by override: IntrinsicSizeOverride?) -> IntrinsicContent {
        guard let override else { return self }
        var c = self
        let lengths = override.content
        c.width = lengths.width
        c.height = lengths.height
        return c
    }
}
