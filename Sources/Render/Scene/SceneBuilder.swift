import Layout
import Raster
import Typesetting

/// The drawable tree of a layout result.
struct Scene: Sendable {
    var root: DrawNode
}

/// Turns a `LayoutResult` into `DrawNode`s: resolves defaults (text colours, tint
/// inheritance, placeholder grey, OS-version differences) and, for full scroll content,
/// grows scroll views and moves what lies below them.
struct SceneBuilder {
    let result: LayoutResult
    let images: ImageSource
    let fullScrollContent: Bool

    var environment: Environment { result.environment }

    /// One outermost scroll view shown whole: its frame's top and bottom (root points), how
    /// much it grows, and the content offset undone for its content.
    struct Expansion {
        var top: Double
        var bottom: Double
        var growth: Double
        var offset: Point
    }

    func build() -> Scene {
        let expansions = fullScrollContent ? findExpansions() : []
        let rootSize = environment.rootSize
        let fallback = DrawNode(name: "root", frame: PointRect(x: 0, y: 0, width: rootSize.width, height: rootSize.height))
        guard let rootView = result[result.rootID] else { return Scene(root: fallback) }
        var root = node(rootView, tint: nil, expansion: nil, expansions: expansions)
        // The root always starts at the origin and has the screen's size (plus growth).
        let growth = expansions.reduce(0) { $0 + $1.growth }
        root.frame = PointRect(x: 0, y: 0, width: rootView.frame.width, height: rootView.frame.height + growth)
        return Scene(root: root)
    }

    /// Outermost visible scroll views, in tree order.
    private func findExpansions() -> [Expansion] {
        var out: [Expansion] = []
        func visit(_ id: ViewID) {
            guard let v = result[id], !v.node.isHidden else { return }
            if v.node.kind.isScrolling {
                let content = v.contentSize?.height ?? v.frame.height
                out.append(Expansion(top: v.frame.minY, bottom: v.frame.maxY,
                                     growth: max(0, content - v.frame.height), offset: v.contentOffset ?? .zero))
                return
            }
            for s in v.node.subviews { visit(s) }
        }
        visit(result.rootID)
        return out
    }

    /// How far a root-space y outside every expanded scroll view moves down.
    private func shift(_ y: Double, _ expansions: [Expansion]) -> Double {
        var s = 0.0
        for e in expansions where e.bottom <= y + 1e-9 { s += e.growth }
        return s
    }

    /// Maps a laid-out frame into the (possibly grown) output.
    func mapFrame(_ r: Rect, inside e: Expansion?, expansions: [Expansion]) -> PointRect {
        if let e {
            let dy = e.offset.y + shift(e.top, expansions)
            return PointRect(x: r.minX + e.offset.x, y: r.minY + dy, width: r.width, height: r.height)
        }
        let y0 = r.minY + shift(r.minY, expansions), y1 = r.maxY + shift(r.maxY, expansions)
        return PointRect(x: r.minX, y: y0, width: r.width, height: y1 - y0)
    }

    func mapY(_ y: Double, inside e: Expansion?, expansions: [Expansion]) -> Double {
        if let e { return y + e.offset.y + shift(e.top, expansions) }
        return y + shift(y, expansions)
    }

    private func node(_ v: LaidOutView, tint: Color?, expansion: Expansion?, expansions: [Expansion]) -> DrawNode {
        let n = v.node
        let effectiveTint = n.tintColor ?? tint
        var d = DrawNode(name: n.name, frame: mapFrame(v.frame, inside: expansion, expansions: expansions))
        d.isHidden = n.isHidden
        d.alpha = n.alpha.isFinite ? max(0, min(1, n.alpha)) : 1
        d.backgroundColor = n.backgroundColor.map(pixel)
        d.cornerRadius = n.cornerRadius.isFinite ? max(0, n.cornerRadius) : 0
        if let b = n.border, b.width.isFinite, b.width > 0 {
            d.borderWidth = b.width
            d.borderColor = pixel(b.color)
        }
        d.clipsToBounds = n.clipsToBounds
        d.shadow = ShadowSpec(n.shadow)
        d.isAmbiguous = !v.ambiguousAxes.isEmpty
        let m = v.layoutMargins
        d.layoutMargins = PointInsets(top: m.top, left: m.left, bottom: m.bottom, right: m.right)
        if v.text != nil {
            d.baselines = (mapY(v.firstBaseline, inside: expansion, expansions: expansions),
                           mapY(v.lastBaseline, inside: expansion, expansions: expansions))
        }
        d.kind = kind(of: n, tint: effectiveTint, node: &d)
        d.textLayout = v.textLayout
        if let table = tableKind(v, tint: effectiveTint, expansion: expansion, expansions: expansions) { d.kind = table }
        // Children of an expanded scroll view keep its mapping; the scroll view itself grows.
        var childExpansion = expansion
        if expansion == nil, n.kind.isScrolling,
           let e = expansions.first(where: { abs($0.top - v.frame.minY) < 1e-9 && abs($0.bottom - v.frame.maxY) < 1e-9 }) {
            childExpansion = e
            d.frame = mapFrame(v.frame, inside: nil, expansions: expansions)
        }
        d.subviews = n.subviews.compactMap { id in
            result[id].map { node($0, tint: effectiveTint, expansion: childExpansion, expansions: expansions) }
        }
        return d
    }

    private var rightToLeftEnvironment: Bool { environment.layoutDirection == .rightToLeft }

    func direction(_ n: ViewNode) -> WritingDirection {
        switch n.semanticContentAttribute.forcedDirection {
        case .leftToRight?: return .leftToRight
        case .rightToLeft?: return .rightToLeft
        case nil: return rightToLeftEnvironment ? .rightToLeft : .leftToRight
        }
    }

    /// Text keeps the paragraph direction of its own characters (an English title stays
    /// "Forgot password?" in a right-to-left app) while `natural` alignment follows the
    /// view's layout direction, as UILabel does.
    func resolved(_ a: TextAlignment, _ n: ViewNode) -> TextAlignment {
        guard a == .natural else { return a }
        return direction(n) == .rightToLeft ? .right : .left
    }

    func font(_ f: FontDescriptor) -> Font { f.font(category: environment.contentSizeCategory) }

    private func kind(of n: ViewNode, tint: Color?, node d: inout DrawNode) -> DrawKind {
        switch n.kind {
        case .view:
            return .plain
        case .label(let l):
            return .label(TextSpec(text: l.text, font: font(l.font), color: pixel(l.textColor),
                                   numberOfLines: l.numberOfLines, lineBreakMode: l.lineBreakMode,
                                   alignment: resolved(l.textAlignment, n), direction: .natural,
                                   lineMetrics: l.font.labelLineMetrics))
        case .button(let b) where Self.drawsContent(b):
            return .contentButton(buttonSpec(b, n, tint: tint, height: d.frame.height))
        case .button(let b):
            // A custom button's title is white; system buttons use the tint colour: the
            // view's own, else the inherited one, else the button's (system blue).
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
        case .textField(let f):
            let placeholder = f.text.isEmpty
            let color = placeholder
                ? (environment.osVersion >= OSVersion(13) ? defaults.placeholder : ControlStyle.placeholderLegacy)
                : pixel(f.textColor)
            let border = f.borderStyle
            var fill: PixelColor? = nil
            if border == .roundedRect {
                // The rounded style draws the background inside its own rounded shape.
                fill = d.backgroundColor
                d.backgroundColor = nil
            }
            return .textField(TextFieldSpec(border: border,
                                            text: TextSpec(text: placeholder ? f.placeholder : f.text, font: font(f.font),
                                                           color: color, numberOfLines: 1,
                                                           lineBreakMode: .byTruncatingTail,
                                                           alignment: resolved(f.textAlignment, n), direction: .natural),
                                            isPlaceholder: placeholder, fill: fill))
        case .textView(let t):
            if d.backgroundColor == nil { d.backgroundColor = defaults.background }
            d.clipsToBounds = true
            let i = t.textContainerInset
            return .textView(text: TextSpec(text: t.text, font: font(t.font), color: pixel(t.textColor),
                                            numberOfLines: 0, lineBreakMode: .byWordWrapping,
                                            alignment: resolved(.natural, n), direction: .natural),
                             containerInset: PointInsets(top: i.top, left: i.left, bottom: i.bottom, right: i.right),
                             lineFragmentPadding: t.lineFragmentPadding)
        case .imageView(let i):
            let bitmap = i.imageName.flatMap { images.image(named: $0) }
            let size = i.imageSize.map { (width: $0.width, height: $0.height) }
            var spec = ImageSpec(image: bitmap, size: size, contentMode: i.contentMode,
                                 missingName: bitmap == nil ? i.imageName : nil)
            if i.symbol != nil, bitmap == nil { spec.symbolTint = pixel(tint ?? .systemBlue) }
            return .imageView(spec)
        case .switch(let s):
            let modern = environment.osVersion >= OSVersion(13)
            // The model's default on tint is iOS 13's systemGreen; iOS 7–12 used #4CD964.
            let isDefault = s.onTintColor.lightValue == SwitchProperties().onTintColor.lightValue
            let onTint = !modern && isDefault ? ControlStyle.switchOnGreenLegacy : pixel(s.onTintColor)
            return .toggle(SwitchSpec(isOn: s.isOn, onTint: onTint, modern: modern, mirrored: direction(n) == .rightToLeft))
        case .scrollView:
            return .scrollView
        case .segmentedControl, .slider, .stepper, .progressView, .activityIndicator, .pageControl:
            return controlKind(of: n, tint: tint)
        case .searchBar(let s):
            return .searchBar(searchBarSpec(s, n))
        case .datePicker(let p):
            return .datePicker(datePickerSpec(p, n))
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

    /// A model colour as a pixel colour, resolved in the environment's appearance (a dynamic
    /// colour takes its dark value in dark). Use this for every colour a view carries.
    func pixel(_ c: Color) -> PixelColor {
        DefaultColors.pixel(c.resolved(environment.appearance))
    }

    /// The renderer's defaults in the environment's appearance.
    var defaults: DefaultColors { DefaultColors(environment.appearance) }
}
