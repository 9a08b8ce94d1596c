import Layout
import Typesetting

/// The class-specific properties: each recipe view class to Layout's `ViewKind`.
extension BuildState {
    mutating func layoutKind(of spec: ViewSpec) throws(RecipeError) -> Layout.ViewKind {
        switch spec.content {
        case .view:
            return .view
        case .label(let p):
            var l = Layout.LabelProperties(text: p.text ?? "")
            if let f = p.font { l.font = font(f) }
            if let c = p.textColor { l.textColor = Self.color(c) }
            if let a = p.textAlignment { l.textAlignment = Self.alignment(a) }
            if let n = p.numberOfLines { l.numberOfLines = max(0, n) }
            if let m = p.lineBreakMode { l.lineBreakMode = Self.lineBreak(m) }
            if let w = p.preferredMaxLayoutWidth { l.preferredMaxLayoutWidth = w }
            return .label(l)
        case .button(let p):
            let type: Layout.ButtonProperties.ButtonType
            switch p.buttonType ?? .system {
            case .system: type = .system
            case .roundedRect: type = .roundedRect
            case .custom: type = .custom
            }
            var b = Layout.ButtonProperties(type: type, title: p.title ?? "")
            if let f = p.font { b.font = font(f) }
            // The title colour: set explicitly, else the view's tint for system buttons (UIKit
            // draws system titles in the tint colour), white for custom buttons (UIKit's default).
            if let c = p.titleColor {
                b.tintColor = Self.color(c)
            } else if type == .custom {
                b.tintColor = .white
            } else if let t = spec.properties.tintColor {
                b.tintColor = Self.color(t)
            }
            b.contentEdgeInsets = Self.insets(p.contentEdgeInsets, default: b.contentEdgeInsets)
            return .button(b)
        case .imageView(let p):
            var i = Layout.ImageViewProperties(imageName: nil, imageSize: nil)
            if let m = p.contentMode { i.contentMode = Self.contentMode(m) }
            if let source = p.image {
                let reference = try image(source, of: spec)
                i.imageName = reference.name
                i.imageSize = reference.pointSize
                if !imageList.contains(reference) { imageList.append(reference) }
            }
            return .imageView(i)
        case .textField(let p):
            var t = Layout.TextFieldProperties()
            if let b = p.borderStyle {
                switch b {
                case .none: t.borderStyle = .none
                case .line: t.borderStyle = .line
                case .bezel: t.borderStyle = .bezel
                case .roundedRect: t.borderStyle = .roundedRect
                }
            }
            if let s = p.text { t.text = s }
            if let s = p.placeholder { t.placeholder = s }
            if let f = p.font { t.font = font(f) }
            if let c = p.textColor { t.textColor = Self.color(c) }
            if let a = p.textAlignment { t.textAlignment = Self.alignment(a) }
            return .textField(t)
        case .textView(let p):
            var t = Layout.TextViewProperties(text: p.text ?? "")
            if let f = p.font { t.font = font(f) }
            if let c = p.textColor { t.textColor = Self.color(c) }
            if let s = p.isScrollEnabled { t.isScrollEnabled = s }
            t.textContainerInset = Self.insets(p.textContainerInset, default: t.textContainerInset)
            if let padding = p.lineFragmentPadding { t.lineFragmentPadding = padding }
            if let a = p.textAlignment, a != .natural, a != .left {
                warn("\(spec.path.appending("textAlignment")): the layout model has no text view alignment; \(a.rawValue) is drawn as natural")
            }
            return .textView(t)
        case .switch(let p):
            var s = Layout.SwitchProperties()
            if let on = p.isOn { s.isOn = on }
            if let c = p.onTintColor { s.onTintColor = Self.color(c) }
            if p.thumbTintColor != nil {
                warn("\(spec.path.appending("thumbTintColor")): the layout model has no switch thumb colour; it is drawn white")
            }
            return .switch(s)
        case .scrollView(let p):
            var s = Layout.ScrollViewProperties()
            s.contentInset = Self.insets(p.contentInset, default: s.contentInset)
            if let o = p.contentOffset {
                s.contentOffset = Layout.Point(x: o.x, y: o.y)
            } else {
                // Without an explicit offset the scroll view rests at its top-left, which UIKit
                // expresses as contentOffset = (-inset.left, -inset.top): the inset shows as space
                // before the content (the Cookbook's 20-point inset below the status bar).
                s.contentOffset = Layout.Point(x: -s.contentInset.left, y: -s.contentInset.top)
            }
            return .scrollView(s)
        case .stackView(let p):
            var s = Layout.StackViewProperties()
            if let a = p.axis { s.axis = a == .horizontal ? .horizontal : .vertical }
            if let a = p.alignment {
                switch a {
                case .fill: s.alignment = .fill
                case .leading, .top: s.alignment = .leading
                case .trailing, .bottom: s.alignment = .trailing
                case .center: s.alignment = .center
                case .firstBaseline: s.alignment = .firstBaseline
                case .lastBaseline: s.alignment = .lastBaseline
                }
            }
            if let d = p.distribution {
                switch d {
                case .fill: s.distribution = .fill
                case .fillEqually: s.distribution = .fillEqually
                case .fillProportionally: s.distribution = .fillProportionally
                case .equalSpacing: s.distribution = .equalSpacing
                case .equalCentering: s.distribution = .equalCentering
                }
            }
            if let sp = p.spacing {
                switch sp {
                case .points(let v): s.spacing = v
                case .system: s.spacing = RecipeBuilder.standardSiblingSpacing
                }
            }
            if let b = p.isBaselineRelativeArrangement { s.isBaselineRelativeArrangement = b }
            if let b = p.isLayoutMarginsRelativeArrangement { s.isLayoutMarginsRelativeArrangement = b }
            return .stackView(s)
        }
    }

    // MARK: images

    /// The image reference for an image source: files are measured through the image loader.
    func image(_ source: ImageSource, of spec: ViewSpec) throws(RecipeError) -> ImageReference {
        switch source {
        case .file(let path, let resolvedPath, let scale):
            let pixels: (width: Int, height: Int)
            do throws(ImageLoadingError) {
                pixels = try images.pixelSize(ofPNGAt: resolvedPath)
            } catch {
                throw self.error(.unreadableFile, "cannot read the image \"\(path)\": \(error.message)", at: spec, key: "source")
            }
            let s = scale > 0 ? scale : 1
            return ImageReference(name: resolvedPath, source: source,
                                  pointSize: Layout.Size(width: Double(pixels.width) / s, height: Double(pixels.height) / s))
        case .solid(let color, let size):
            return ImageReference(name: "solid \(color) \(formatNumber(size.width))x\(formatNumber(size.height))", source: source,
                                  pointSize: Layout.Size(width: size.width, height: size.height))
        case .checker(let first, let second, let size, let cell):
            return ImageReference(name: "checker \(first) \(second) \(formatNumber(size.width))x\(formatNumber(size.height)) cell \(formatNumber(cell))",
                                  source: source, pointSize: Layout.Size(width: size.width, height: size.height))
        }
    }

    // MARK: value conversions

    func font(_ f: FontSpec) -> FontDescriptor {
        switch f {
        case .textStyle(let style):
            if let t = Typesetting.TextStyle(rawValue: style.rawValue) { return .preferred(t) }
            // extraLargeTitle/extraLargeTitle2 (visionOS) have no iOS size table: the nearest iOS style.
            return .preferred(.largeTitle)
        case .system(let size, let weight):
            return .system(size: size, weight: Typesetting.FontWeight(name: weight.rawValue) ?? .regular)
        }
    }

    static func alignment(_ a: TextAlignment) -> Typesetting.TextAlignment {
        switch a {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        case .natural: return .natural
        }
    }

    static func lineBreak(_ m: LineBreakMode) -> Typesetting.LineBreakMode {
        switch m {
        case .byWordWrapping: return .byWordWrapping
        case .byCharWrapping: return .byCharWrapping
        case .byClipping: return .byClipping
        case .byTruncatingHead: return .byTruncatingHead
        case .byTruncatingTail: return .byTruncatingTail
        case .byTruncatingMiddle: return .byTruncatingMiddle
        }
    }

    static func contentMode(_ m: ContentMode) -> Layout.ContentMode {
        switch m {
        // `redraw` scales the drawn content to fill, like scaleToFill, for an image.
        case .scaleToFill, .redraw: return .scaleToFill
        case .scaleAspectFit: return .scaleAspectFit
        case .scaleAspectFill: return .scaleAspectFill
        case .center: return .center
        case .top: return .top
        case .bottom: return .bottom
        case .left: return .left
        case .right: return .right
        case .topLeft: return .topLeft
        case .topRight: return .topRight
        case .bottomLeft: return .bottomLeft
        case .bottomRight: return .bottomRight
        }
    }
}
