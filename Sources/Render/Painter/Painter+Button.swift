import Layout
import Raster
import Typesetting

extension Painter {
    /// A button with an image, a configuration or a state (docs/render.md, "Buttons"): the
    /// background shape, then image and title laid out as UIButton does. The content rect is
    /// the frame minus the content insets; image and title form one group (side by side, or
    /// stacked for a configuration's top / bottom placement, `imagePadding` apart) placed by the
    /// content alignment; the title gets the width the image leaves and truncates in the middle.
    /// Classic `imageEdgeInsets` / `titleEdgeInsets` then move each part: by (left − right) / 2
    /// when centred, by left (right) when aligned left (right); vertically alike.
    mutating func drawContentButton(_ spec: ButtonSpec, in frame: PointRect) {
        if let bg = spec.background {
            canvas.fill(roundedRect(frame, radius: spec.cornerRadius), color: tinted(bg))
        }
        let i = spec.contentInsets
        let content = frame.insetBy(top: i.top, left: i.left, bottom: i.bottom, right: i.right)
        let image: (width: Double, height: Double) = spec.image.map { (max(0, $0.size.width), max(0, $0.size.height)) } ?? (0, 0)
        let hasTitle = !spec.title.text.isEmpty
        let padding = hasTitle && spec.image != nil ? max(0, spec.imagePadding) : 0
        let stacked = spec.imageStacked != nil
        let available = max(0, stacked ? content.width : content.width - image.width - padding)
        let layout = hasTitle ? layoutText(spec.title, width: available, numberOfLines: 1,
                                           lineBreakMode: spec.title.lineBreakMode, alignment: .left) : nil
        let title = (width: min(layout?.width ?? 0, available), height: layout?.height ?? 0)
        let group: (width: Double, height: Double) = stacked
            ? (max(title.width, image.width), title.height + padding + image.height)
            : (image.width + padding + title.width, max(image.height, title.height))
        let x0 = groupX(width: group.width, in: content, spec.horizontal)
        var imageRect: PointRect, titleRect: PointRect
        if let placement = spec.imageStacked {
            let y0 = groupY(height: group.height, in: content, spec.vertical)
            let imageTop = placement == .top ? y0 : y0 + title.height + padding
            let titleTop = placement == .top ? y0 + image.height + padding : y0
            imageRect = PointRect(x: x0 + (group.width - image.width) / 2, y: imageTop, width: image.width, height: image.height)
            titleRect = PointRect(x: x0 + (group.width - title.width) / 2, y: titleTop, width: title.width, height: title.height)
        } else {
            let imageX = spec.imageOnRight ? x0 + title.width + padding : x0
            let titleX = spec.imageOnRight ? x0 : x0 + image.width + padding
            imageRect = PointRect(x: imageX, y: groupY(height: image.height, in: content, spec.vertical),
                                  width: image.width, height: image.height)
            titleRect = PointRect(x: titleX, y: groupY(height: title.height, in: content, spec.vertical),
                                  width: title.width, height: title.height)
            if spec.image?.symbolName != nil, let layout {
                (imageRect, titleRect) = symbolOnCapHeight(imageRect, titleRect, layout, spec, in: content)
            }
        }
        imageRect = shifted(imageRect, by: spec.imageInsets, spec)
        titleRect = shifted(titleRect, by: spec.titleInsets, spec)
        if let img = spec.image { drawButtonImage(img, in: snapped(imageRect)) }
        if let layout { drawText(layout, x: titleRect.minX, y: titleRect.minY, color: spec.title.color) }
    }

    /// A symbol beside a title is a glyph of it: the symbol's vertical centre on the middle of the
    /// title's cap height (SF Symbols centre on the cap height of their font), and the two
    /// together placed in the content rect by the vertical alignment.
    private func symbolOnCapHeight(_ image: PointRect, _ title: PointRect, _ layout: TextLayout, _ spec: ButtonSpec,
                                   in content: PointRect) -> (PointRect, PointRect) {
        let capMiddle = layout.firstBaseline - typesetter.metrics(for: spec.title.font).capHeight / 2
        let imageTop = capMiddle - image.height / 2  // from the title's top
        let top = min(0, imageTop), bottom = max(title.height, imageTop + image.height)
        let titleY = groupY(height: bottom - top, in: content, spec.vertical) - top
        return (PointRect(x: image.minX, y: titleY + imageTop, width: image.width, height: image.height),
                PointRect(x: title.minX, y: titleY, width: title.width, height: title.height))
    }

    private func groupX(width: Double, in content: PointRect, _ h: ControlContentHorizontalAlignment) -> Double {
        switch h {
        case .left, .leading: return content.minX
        case .right, .trailing: return content.maxX - width
        case .center, .fill: return content.midX - width / 2
        }
    }

    private func groupY(height: Double, in content: PointRect, _ v: ControlContentVerticalAlignment) -> Double {
        switch v {
        case .top: return content.minY
        case .bottom: return content.maxY - height
        case .center, .fill: return content.midY - height / 2
        }
    }

    /// A part moved by its classic edge insets (see `drawContentButton`).
    private func shifted(_ r: PointRect, by e: PointInsets, _ spec: ButtonSpec) -> PointRect {
        guard e != .zero else { return r }
        let dx: Double, dy: Double
        switch spec.horizontal {
        case .left, .leading: dx = e.left
        case .right, .trailing: dx = -e.right
        case .center, .fill: dx = (e.left - e.right) / 2
        }
        switch spec.vertical {
        case .top: dy = e.top
        case .bottom: dy = -e.bottom
        case .center, .fill: dy = (e.top - e.bottom) / 2
        }
        return r.offsetBy(dx: dx.isFinite ? dx : 0, dy: dy.isFinite ? dy : 0)
    }

    /// The rect's origin on the pixel grid (images at their size stay sharp).
    private func snapped(_ r: PointRect) -> PointRect {
        PointRect(x: (r.minX * scale).rounded() / scale, y: (r.minY * scale).rounded() / scale, width: r.width, height: r.height)
    }

    private mutating func drawButtonImage(_ image: ButtonImageSpec, in rect: PointRect) {
        if let bitmap = image.bitmap {
            drawImage(bitmap, vector: image.vector, in: rect, opacity: opacity * image.opacity,
                      tint: image.isTemplate ? image.tint : nil)
        } else if let name = image.symbolName {
            drawSymbol(named: name, weight: image.symbolWeight, in: rect, color: image.tint.withOpacity(image.opacity))
        } else if image.missingName != nil, missingImages == .placeholder {
            drawMissingImagePlaceholder(in: rect)
        }
    }
}
