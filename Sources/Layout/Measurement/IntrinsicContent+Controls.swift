import Typesetting

/// Intrinsic content of the search bar, the date picker and configuration buttons
/// (docs/layout.md, "Choices where UIKit is undocumented").
extension IntrinsicSizer {
    /// UISearchBar: no intrinsic width; 56 tall (44 before iOS 13), plus the prompt's row.
    func searchBarContent(_ s: SearchBarProperties) -> IntrinsicContent {
        let prompt = s.prompt.isEmpty ? 0 : SearchBarProperties.promptHeight
        return IntrinsicContent(width: nil, height: SearchBarProperties.barHeight(osVersion: environment.osVersion) + prompt,
                                text: nil)
    }

    /// UIDatePicker: compact, the capsules side by side (each its 17-point text + 11 each side,
    /// ⌈line height⌉ + 14 tall, 6 apart); wheels 320×216; inline 320×300 (358 with a time row).
    func datePickerContent(_ d: DatePickerProperties, rtl: Bool) -> IntrinsicContent {
        switch d.resolvedStyle {
        case .wheels:
            return IntrinsicContent(width: DatePickerProperties.wheelsSize.width,
                                    height: DatePickerProperties.wheelsSize.height, text: nil)
        case .inline:
            let size = DatePickerProperties.inlineSize(mode: d.mode)
            return IntrinsicContent(width: size.width, height: size.height, text: nil)
        case .compact, .automatic:
            let capsules = datePickerCapsules(d, rtl: rtl)
            let gaps = Double(max(0, capsules.count - 1)) * DatePickerProperties.capsuleGap
            return IntrinsicContent(width: capsules.reduce(0) { $0 + $1.width } + gaps,
                                    height: capsules.map(\.height).max() ?? 0, text: nil)
        }
    }

    /// The sizes of a compact date picker's capsules, in order.
    func datePickerCapsules(_ d: DatePickerProperties, rtl: Bool) -> [Size] {
        d.compactTexts.map { text in
            let m = measurer.measure(request(text, .system(17), maxWidth: nil, lines: 1, rtl: rtl))
            return Size(width: PixelGrid.ceil(m.width, scale: scale) + 2 * DatePickerProperties.capsuleHorizontalPadding,
                        height: PixelGrid.ceil(m.lineHeight ?? m.height, scale: scale) + 2 * DatePickerProperties.capsuleVerticalPadding)
        }
    }

    /// A configuration button: title (the configuration's font, its line height rounded up to the
    /// pixel grid) and image side by side (leading / trailing placement) or stacked (top /
    /// bottom), `imagePadding` between them when both show, inside the content insets.
    func configurationButtonContent(_ b: ButtonProperties, _ c: ButtonConfiguration, rtl: Bool) -> IntrinsicContent {
        let m = measurer.measure(request(b.title, c.resolvedFont, maxWidth: nil, lines: 1, rtl: rtl))
        let insets = c.resolvedInsets
        let hasTitle = !b.title.isEmpty
        let title = hasTitle ? Size(width: PixelGrid.ceil(m.width, scale: scale),
                                    height: PixelGrid.ceil(m.lineHeight ?? m.height, scale: scale)) : .zero
        let image = b.imageSize ?? .zero
        let padding = hasTitle && b.imageSize != nil ? max(0, c.imagePadding) : 0
        let content: Size
        switch c.imagePlacement {
        case .leading, .trailing:
            content = Size(width: title.width + padding + image.width, height: max(title.height, image.height))
        case .top, .bottom:
            content = Size(width: max(title.width, image.width), height: title.height + padding + image.height)
        }
        return IntrinsicContent(width: content.width + insets.leading + insets.trailing,
                                height: content.height + insets.top + insets.bottom, text: m,
                                textPlacement: .centered(insetTop: insets.top, insetBottom: insets.bottom))
    }
}
