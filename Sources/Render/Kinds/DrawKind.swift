import Layout
import Raster
import Typesetting

// Every Render concern that differs by view kind, as one exhaustive switch each, so a new kind
// does not compile until it says how it is resolved and painted. A kind's own file
// (`Kinds/Stepper.swift`, ...) holds its draw spec, how the spec is resolved from Layout's
// properties (`SceneBuilder.spec`) and how it is painted.

/// The kind-specific part of a `DrawNode`.
enum DrawKind: Sendable {
    /// A plain UIView (also a stack view that draws its background).
    case plain
    /// A view that draws nothing of its own (a stack view before iOS 14): no background,
    /// border or corner radius; only its subviews.
    case nonRendering
    case label(TextSpec)
    case button(title: TextSpec, contentInsets: PointInsets)
    case textField(TextFieldSpec)
    case textView(text: TextSpec, containerInset: PointInsets, lineFragmentPadding: Double)
    case imageView(ImageSpec)
    case toggle(SwitchSpec)
    case scrollView
    case segmentedControl(SegmentedControlSpec)
    case slider(SliderSpec)
    case stepper(StepperSpec)
    case progressView(ProgressSpec)
    case activityIndicator(ActivityIndicatorSpec)
    case pageControl(PageControlSpec)
    case searchBar(SearchBarSpec)
    case datePicker(DatePickerSpec)
    /// A visual effect view's material fill (nil: no effect).
    case material(PixelColor?)
    /// A button with an image, a configuration or a state (`ButtonSpec`).
    case contentButton(ButtonSpec)
    case table(TableSpec)
    case tableCell(TableCellSpec)
    case bar(BarSpec)
}

extension DrawKind {
    /// Controls that draw one part over another (a thumb over its track, the selected segment
    /// over the track): at alpha below 1 they fade as one layer, as UIKit composites them.
    var drawsOverlappingParts: Bool {
        switch self {
        case .segmentedControl, .slider, .stepper: return true
        case .progressView(let p): return p.track != nil
        case .plain, .nonRendering, .label, .button, .textField, .textView, .imageView, .toggle, .scrollView,
             .activityIndicator, .pageControl, .searchBar, .datePicker, .material, .contentButton, .table, .tableCell, .bar:
            return false
        }
    }
}

extension SceneBuilder {
    /// The draw kind of a view: its properties resolved for drawing (colours in the appearance,
    /// tint inherited, OS-version looks); may move its background into the kind (`d`).
    func kind(of n: ViewNode, tint: Color?, node d: inout DrawNode) -> DrawKind {
        switch n.kind {
        case .view:
            return .plain
        case .label(let l):
            return .label(labelSpec(l, n))
        case .button(let b) where Self.drawsContent(b):
            return .contentButton(buttonSpec(b, n, tint: tint, height: d.frame.height))
        case .button(let b):
            return classicButton(b, n, tint: tint)
        case .textField(let f):
            return .textField(textFieldSpec(f, n, node: &d))
        case .textView(let t):
            return textView(t, n, node: &d)
        case .imageView(let i):
            return .imageView(imageSpec(i, tint: tint))
        case .switch(let s):
            return .toggle(switchSpec(s, n))
        case .scrollView:
            return .scrollView
        case .segmentedControl(let p):
            return .segmentedControl(spec(p, n))
        case .slider(let p):
            return .slider(spec(p, n, tint: tint))
        case .stepper(let p):
            return .stepper(spec(p, n))
        case .progressView(let p):
            return .progressView(spec(p, n, tint: tint))
        case .activityIndicator(let p):
            return .activityIndicator(spec(p))
        case .pageControl(let p):
            return .pageControl(spec(p, n))
        case .searchBar(let p):
            return .searchBar(spec(p, n))
        case .datePicker(let p):
            return .datePicker(spec(p, n))
        case .visualEffectView(let v):
            return .material(v.blurStyle.map { pixel($0.materialFill(environment.appearance)) })
        case .tableView, .tableViewCell:
            return .plain
        case .collectionView:
            return collectionView(node: &d)
        case .navigationBar, .tabBar, .toolbar:
            return .bar(barSpec(of: n, tint: tint))
        case .stackView:
            // UIStackView was a non-rendering CATransformLayer view before iOS 14.
            return environment.osVersion >= OSVersion(14) ? .plain : .nonRendering
        }
    }
}

extension SceneBuilder {
    /// A label's text as drawn.
    func labelSpec(_ l: LabelProperties, _ n: ViewNode) -> TextSpec {
        TextSpec(text: l.text, font: font(l.font), color: pixel(l.textColor),
                 numberOfLines: l.numberOfLines, lineBreakMode: l.lineBreakMode,
                 alignment: resolved(l.textAlignment, n), direction: .natural,
                 lineMetrics: l.font.labelLineMetrics)
    }

    /// A classic button's title. A custom button's title is white; system buttons use the tint
    /// colour: the view's own, else the inherited one, else the button's (system blue).
    func classicButton(_ b: ButtonProperties, _ n: ViewNode, tint: Color?) -> DrawKind {
        let color: PixelColor
        if b.type == .custom {
            color = .white
        } else if b.tintColor.lightValue != Color.systemBlue.lightValue {
            color = pixel(n.tintColor ?? b.tintColor)
        } else {
            color = pixel(tint ?? b.tintColor)
        }
        let i = b.contentEdgeInsets
        return .button(title: TextSpec(text: b.title, font: font(b.font), color: color, numberOfLines: 1,
                                       lineBreakMode: .byTruncatingMiddle, alignment: .center,
                                       direction: .natural),
                       contentInsets: PointInsets(top: i.top, left: i.left, bottom: i.bottom, right: i.right))
    }

    /// A text field's text or placeholder and border; the rounded style draws the background
    /// inside its own rounded shape, so it moves out of the node (`d`).
    func textFieldSpec(_ f: TextFieldProperties, _ n: ViewNode, node d: inout DrawNode) -> TextFieldSpec {
        let placeholder = f.text.isEmpty
        let color = placeholder
            ? (environment.osVersion >= OSVersion(13) ? defaults.placeholder : ControlStyle.placeholderLegacy)
            : pixel(f.textColor)
        var fill: PixelColor? = nil
        if f.borderStyle == .roundedRect {
            fill = d.backgroundColor
            d.backgroundColor = nil
        }
        return TextFieldSpec(border: f.borderStyle,
                             text: TextSpec(text: placeholder ? f.placeholder : f.text, font: font(f.font),
                                            color: color, numberOfLines: 1,
                                            lineBreakMode: .byTruncatingTail,
                                            alignment: resolved(f.textAlignment, n), direction: .natural),
                             isPlaceholder: placeholder, fill: fill)
    }

    /// A text view: its text inside the container insets, on the system background unless it
    /// has its own, clipped.
    func textView(_ t: TextViewProperties, _ n: ViewNode, node d: inout DrawNode) -> DrawKind {
        if d.backgroundColor == nil { d.backgroundColor = defaults.background }
        d.clipsToBounds = true
        let i = t.textContainerInset
        return .textView(text: TextSpec(text: t.text, font: font(t.font), color: pixel(t.textColor),
                                        numberOfLines: 0, lineBreakMode: .byWordWrapping,
                                        alignment: resolved(t.textAlignment, n), direction: .natural),
                         containerInset: PointInsets(top: i.top, left: i.left, bottom: i.bottom, right: i.right),
                         lineFragmentPadding: t.lineFragmentPadding)
    }

    /// An image view's image, or the placeholder of a missing one; a symbol and a template
    /// image are tinted.
    func imageSpec(_ i: ImageViewProperties, tint: Color?) -> ImageSpec {
        let bitmap = i.imageName.flatMap { images.image(named: $0) }
        let size = i.imageSize.map { (width: $0.width, height: $0.height) }
        var spec = ImageSpec(image: bitmap, size: size, contentMode: i.contentMode,
                             missingName: bitmap == nil ? i.imageName : nil)
        if bitmap != nil { spec.vector = i.imageName.flatMap(images.vector(named:)) }
        if let symbol = i.symbol, bitmap == nil {
            spec.symbolTint = symbol.renderingMode == .original ? pixel(.black) : pixel(tint ?? .systemBlue)
            spec.symbolName = symbol.name
            spec.symbolWeight = symbol.weight
        }
        if bitmap != nil, let name = i.imageName, images.isTemplate(named: name) { spec.tint = pixel(tint ?? .systemBlue) }
        return spec
    }

    /// A switch; before iOS 13 its default on tint was #4CD964 (the model's default is iOS
    /// 13's systemGreen).
    func switchSpec(_ s: SwitchProperties, _ n: ViewNode) -> SwitchSpec {
        let modern = environment.osVersion >= OSVersion(13)
        let isDefault = s.onTintColor.lightValue == SwitchProperties().onTintColor.lightValue
        let onTint = !modern && isDefault ? ControlStyle.switchOnGreenLegacy : pixel(s.onTintColor)
        return SwitchSpec(isOn: s.isOn, onTint: onTint, modern: modern, mirrored: direction(n) == .rightToLeft,
                          size: SwitchProperties.frameSize(os: environment.osVersion))
    }
}

extension Painter {
    /// Draws a view's own content (inside its background and border, under its subviews).
    mutating func drawContent(_ node: DrawNode) {
        switch node.kind {
        case .plain, .nonRendering, .scrollView:
            break
        case .label(let spec):
            drawLabel(spec, node.textLayout, in: node.frame)
        case .button(let title, let insets):
            drawButtonTitle(title, node.textLayout, in: node.frame, insets: insets)
        case .textField(let field):
            drawTextField(field, node.textLayout, in: node.frame)
        case .textView(let text, let inset, let padding):
            drawTextView(text, node.textLayout, in: node.frame, inset: inset, padding: padding)
        case .imageView(let image):
            drawImage(image, in: node.frame)
        case .toggle(let spec):
            drawSwitch(spec, in: node.frame)
        case .segmentedControl(let spec):
            drawSegmentedControl(spec, in: node.frame)
        case .slider(let spec):
            drawSlider(spec, in: node.frame)
        case .stepper(let spec):
            drawStepper(spec, in: node.frame)
        case .progressView(let spec):
            drawProgressView(spec, in: node.frame)
        case .activityIndicator(let spec):
            drawActivityIndicator(spec, in: node.frame)
        case .pageControl(let spec):
            drawPageControl(spec, in: node.frame)
        case .searchBar(let spec):
            drawSearchBar(spec, in: node.frame)
        case .datePicker(let spec):
            drawDatePicker(spec, in: node.frame)
        case .material(let fill):
            if let fill { drawMaterial(fill, in: node.frame, cornerRadius: node.cornerRadius) }
        case .contentButton(let spec):
            drawContentButton(spec, in: node.frame)
        case .table(let spec):
            drawTable(spec, in: node.frame)
        case .tableCell(let spec):
            drawTableCell(spec, in: node.frame)
        case .bar(let spec):
            drawBar(spec, in: node.frame)
        }
    }
}
