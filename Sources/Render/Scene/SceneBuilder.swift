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

    /// A model colour as a pixel colour, resolved in the environment's appearance (a dynamic
    /// colour takes its dark value in dark). Use this for every colour a view carries.
    func pixel(_ c: Color) -> PixelColor {
        DefaultColors.pixel(c.resolved(environment.appearance))
    }

    /// The renderer's defaults in the environment's appearance.
    var defaults: DefaultColors { DefaultColors(environment.appearance) }

    /// An explicit colour, else the system colour in this appearance.
    func system(_ explicit: Color?, _ fallback: SystemColor) -> PixelColor {
        if let explicit { return pixel(explicit) }
        return pixel(fallback.color(in: environment))
    }

    /// A control's tint: its own, else the inherited one, else the system blue.
    func controlTint(_ n: ViewNode, _ tint: Color?) -> PixelColor {
        pixel(n.tintColor ?? tint ?? SystemColor.systemBlue.color(in: environment))
    }
}
