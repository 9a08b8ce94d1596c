import Typesetting

/// Intrinsic content of configuration buttons (docs/layout.md, "Choices where UIKit is
/// undocumented").
extension IntrinsicSizer {
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
