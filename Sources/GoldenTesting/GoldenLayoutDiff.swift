import Raster

/// One view whose layout changed between a golden's recorded layout and the rendering:
/// `Save button: x 16→24, width 64→72`.
public struct GoldenLayoutChange: Equatable, Sendable, CustomStringConvertible {
    public var name: String
    /// The recorded view (nil when the view is new).
    public var before: GoldenLayout.ViewRecord?
    /// The rendered view (nil when the view is gone).
    public var after: GoldenLayout.ViewRecord?
    /// What changed, one item each: `x 16→24`, `height 20→20.5`, `shown`, `added at 16,80 120×40`.
    public var details: [String]

    public var description: String { "\(name): " + details.joined(separator: ", ") }
}

/// The views that moved, resized, appeared, disappeared, were shown or hidden, or whose text
/// moved within them, from a recorded layout to a rendered one.
public struct GoldenLayoutDiff: Equatable, Sendable {
    /// Top to bottom, then left to right (by the rendered frame, else the recorded one).
    public var changes: [GoldenLayoutChange]
    /// Views left out because they only moved along with their superview (same offset, same size).
    public var movedWithSuperview: Int

    public var isEmpty: Bool { changes.isEmpty }

    /// One line for the terminal and the report: `3 views moved or resized (and 5 subviews
    /// with them)`, or, when no view changed, that the change is in the pixels only.
    public var headline: String {
        if changes.isEmpty { return "no view moved or resized: a pixel-only change (colour, text, image)" }
        var s = "\(changes.count) view\(changes.count == 1 ? "" : "s") moved or resized"
        if movedWithSuperview > 0 {
            s += " (and \(movedWithSuperview) subview\(movedWithSuperview == 1 ? "" : "s") with \(changes.count == 1 ? "it" : "them"))"
        }
        return s
    }

    /// The headline, then up to `limit` changes, then `… and N more`.
    public func lines(limit: Int = .max) -> [String] {
        var out = [headline]
        out += changes.prefix(limit).map(\.description)
        if changes.count > limit { out.append("… and \(changes.count - limit) more") }
        return out
    }
}

extension GoldenLayout {
    /// What changed from this (recorded) layout to `current`.
    public func changes(to current: GoldenLayout) -> GoldenLayoutDiff {
        let old = Dictionary(views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let new = Dictionary(current.views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var changes: [GoldenLayoutChange] = []
        var carried = 0
        for name in Set(old.keys).union(new.keys) {
            switch (old[name], new[name]) {
            case let (b?, a?):
                if Self.movedWithSuperview(b, a, old: old, new: new) {
                    carried += 1
                    continue
                }
                let details = Self.details(b, a)
                if !details.isEmpty { changes.append(GoldenLayoutChange(name: name, before: b, after: a, details: details)) }
            case let (nil, a?):
                changes.append(GoldenLayoutChange(name: name, before: nil, after: a, details: ["added at \(Self.frameText(a))"]))
            case let (b?, nil):
                changes.append(GoldenLayoutChange(name: name, before: b, after: nil, details: ["removed (was at \(Self.frameText(b)))"]))
            case (nil, nil):
                continue
            }
        }
        changes.sort { l, r in
            let a = l.after ?? l.before, b = r.after ?? r.before
            let ka = (a?.y ?? 0, a?.x ?? 0), kb = (b?.y ?? 0, b?.x ?? 0)
            return ka != kb ? ka < kb : l.name < r.name
        }
        return GoldenLayoutDiff(changes: changes, movedWithSuperview: carried)
    }

    /// `x 16→24, width 64→72`; baselines only when the frame kept its place and size.
    static func details(_ b: ViewRecord, _ a: ViewRecord) -> [String] {
        var out: [String] = []
        for (label, x, y) in [("x", b.x, a.x), ("y", b.y, a.y), ("width", b.width, a.width), ("height", b.height, a.height)] where x != y {
            out.append("\(label) \(number(x))→\(number(y))")
        }
        if out.isEmpty, b.baselines != a.baselines {
            let text = { (v: [Double]?) in v.map { $0.map(number).joined(separator: "/") } ?? "none" }
            out.append("baseline \(text(b.baselines))→\(text(a.baselines))")
        }
        if b.hidden != a.hidden { out.append(a.hidden ? "hidden" : "shown") }
        if b.kind != a.kind { out.append("class \(b.kind)→\(a.kind)") }
        return out
    }

    /// Whether the view kept its size, visibility and place in its superview, which itself
    /// moved: its change is the superview's.
    static func movedWithSuperview(_ b: ViewRecord, _ a: ViewRecord, old: [String: ViewRecord], new: [String: ViewRecord]) -> Bool {
        guard let s = a.superview, s == b.superview, let sb = old[s], let sa = new[s] else { return false }
        let dx = sa.x - sb.x, dy = sa.y - sb.y
        guard dx != 0 || dy != 0 else { return false }
        let shifted = b.baselines.map { $0.map { round($0 + dy) } }
        return round(b.x + dx) == a.x && round(b.y + dy) == a.y && b.width == a.width && b.height == a.height
            && b.hidden == a.hidden && b.kind == a.kind && shifted == a.baselines
    }

    /// `16,80 120×40`.
    static func frameText(_ v: ViewRecord) -> String {
        "\(number(v.x)),\(number(v.y)) \(number(v.width))×\(number(v.height))"
    }
}

extension GoldenOutcome {
    /// The views of the layout diff as pixel boxes on the case's images (frame × scale).
    public var viewMarks: [GoldenReport.ViewMark] {
        guard let diff = layoutDiff else { return [] }
        let scale = layout?.scale ?? recordedLayout?.scale ?? 1
        func box(_ v: GoldenLayout.ViewRecord?) -> PixelBounds? {
            guard let v, v.width > 0 || v.height > 0 else { return nil }
            return PixelBounds(x0: Int((v.x * scale).rounded(.down)), y0: Int((v.y * scale).rounded(.down)),
                               x1: Int(((v.x + v.width) * scale).rounded(.up)), y1: Int(((v.y + v.height) * scale).rounded(.up)))
        }
        return diff.changes.map { GoldenReport.ViewMark(name: $0.name, before: box($0.before), after: box($0.after)) }
    }
}
