import Layout
import Raster
import Typesetting

/// Resolving content buttons for drawing: colours from the palette (`SystemColor`) in the
/// environment's appearance.
extension SceneBuilder {
    private func system(_ c: SystemColor) -> PixelColor { pixel(c.color(in: environment)) }

    /// True when a button draws more than a centred title: an image, a configuration, a state
    /// other than normal, edge insets or a content alignment.
    static func drawsContent(_ b: ButtonProperties) -> Bool {
        b.imageSize != nil || b.configuration != nil || b.isSelected || !b.isEnabled
            || b.titleEdgeInsets != .zero || b.contentHorizontalAlignment != .center || b.contentVerticalAlignment != .center
    }

    func buttonSpec(_ b: ButtonProperties, _ n: ViewNode, tint: Color?, height: Double) -> ButtonSpec {
        let rtl = direction(n) == .rightToLeft
        if let c = b.configuration { return configurationSpec(b, c, n, tint: tint, rtl: rtl, height: height) }
        let tintColor = n.tintColor ?? tint ?? .systemBlue
        var colour: PixelColor
        if b.type == .custom { colour = pixel(b.tintColor) }
        else if b.tintColor != .systemBlue { colour = pixel(n.tintColor ?? b.tintColor) }
        else { colour = pixel(tint ?? b.tintColor) }
        var background: PixelColor?
        if b.type != .custom, !b.isEnabled { colour = system(.tertiaryLabel) }
        else if b.type != .custom, b.isSelected {
            // A selected system button: a tint-coloured rounded background, the title in the
            // background colour (UIKit's system button selection, iOS 7+).
            background = pixel(tintColor)
            colour = system(.systemBackground)
        }
        if let explicit = b.stateTitleColor { colour = pixel(explicit) }
        let i = b.contentEdgeInsets, ii = b.imageEdgeInsets, ti = b.titleEdgeInsets
        var spec = ButtonSpec(title: title(b.title, font: b.font, colour: colour),
                              image: image(b, tint: colour, template: b.type != .custom),
                              contentInsets: PointInsets(top: i.top, left: i.left, bottom: i.bottom, right: i.right))
        spec.imageInsets = PointInsets(top: ii.top, left: ii.left, bottom: ii.bottom, right: ii.right)
        spec.titleInsets = PointInsets(top: ti.top, left: ti.left, bottom: ti.bottom, right: ti.right)
        spec.horizontal = physical(b.contentHorizontalAlignment, rtl: rtl)
        spec.vertical = b.contentVerticalAlignment
        spec.imageOnRight = rtl
        spec.background = background
        spec.cornerRadius = background == nil ? 0 : 8
        if !b.isEnabled { spec.image?.opacity = b.type == .custom ? 0.5 : 1 }
        return spec
    }

    /// iOS 15 configuration looks: plain = tint title; gray = tint title on a grey fill; tinted =
    /// tint title on the tint at 15 %; filled = white title on the tint. Disabled: a tertiary
    /// label title (on a tertiary fill unless plain). Selected (our choice): plain, gray and
    /// tinted look filled.
    private func configurationSpec(_ b: ButtonProperties, _ c: ButtonConfiguration, _ n: ViewNode, tint: Color?,
                                   rtl: Bool, height: Double) -> ButtonSpec {
        let t = n.tintColor ?? tint ?? .systemBlue
        let style = b.isSelected ? ButtonConfigurationStyle.filled : c.style
        var fg: PixelColor, bg: PixelColor?
        switch style {
        case .plain: fg = pixel(c.baseForegroundColor ?? t); bg = nil
        case .gray: fg = pixel(c.baseForegroundColor ?? t); bg = c.baseBackgroundColor.map(pixel) ?? system(.secondarySystemFill)
        case .tinted:
            fg = pixel(c.baseForegroundColor ?? t)
            bg = pixel(c.baseBackgroundColor ?? t).withOpacity(0.15)
        case .filled:
            fg = c.baseForegroundColor.map(pixel) ?? .white
            bg = pixel(c.baseBackgroundColor ?? t)
        }
        if !b.isEnabled {
            fg = system(.tertiaryLabel)
            bg = c.style == .plain ? nil : system(.tertiarySystemFill)
        }
        if let explicit = b.stateTitleColor { fg = pixel(explicit) }
        let i = c.resolvedInsets
        var spec = ButtonSpec(title: title(b.title, font: c.resolvedFont, colour: fg), image: image(b, tint: fg, template: true),
                              contentInsets: PointInsets(top: i.top, left: rtl ? i.trailing : i.leading, bottom: i.bottom,
                                                         right: rtl ? i.leading : i.trailing))
        spec.imageOnRight = (c.imagePlacement == .trailing) != rtl
        spec.imageStacked = c.imagePlacement == .top || c.imagePlacement == .bottom ? c.imagePlacement : nil
        spec.imagePadding = c.imagePadding
        spec.background = bg
        spec.cornerRadius = c.cornerRadius(height: height)
        return spec
    }

    private func title(_ text: String, font f: FontDescriptor, colour: PixelColor) -> TextSpec {
        TextSpec(text: text, font: font(f), color: colour, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle,
                 alignment: .left, direction: .natural)
    }

    private func image(_ b: ButtonProperties, tint: PixelColor, template: Bool) -> ButtonImageSpec? {
        guard let size = b.imageSize else { return nil }
        let bitmap = b.symbol == nil ? b.imageName.flatMap { images.image(named: $0) } : nil
        var spec = ButtonImageSpec(bitmap: bitmap, size: (size.width, size.height), symbolName: b.symbol?.name,
                                   missingName: bitmap == nil && b.symbol == nil ? (b.imageName ?? "image") : nil,
                                   tint: b.symbol?.renderingMode == .original ? pixel(.black) : tint,
                                   isTemplate: template || b.imageName.map(images.isTemplate(named:)) == true)
        spec.symbolWeight = b.symbol?.weight ?? .regular
        if bitmap != nil { spec.vector = b.imageName.flatMap(images.vector(named:)) }
        return spec
    }

    private func physical(_ a: ControlContentHorizontalAlignment, rtl: Bool) -> ControlContentHorizontalAlignment {
        switch a {
        case .leading: return rtl ? .right : .left
        case .trailing: return rtl ? .left : .right
        default: return a
        }
    }
}
