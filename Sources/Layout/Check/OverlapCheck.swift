/// The `overlap` rule: two sibling views that both draw content (text, an image, a control)
/// and overlap by more than a point each way. An image view that holds the other whole is a
/// backdrop, not an overlap; views inside a bar are placed by the bar.
enum OverlapCheck {
    static func findings(_ scope: CheckScope) -> [LayoutFinding] {
        var out: [LayoutFinding] = []
        for entry in scope.entries where !entry.inBar {
            let children = entry.view.node.subviews.compactMap { id in scope.entries.first { $0.view.id == id }?.view }
                .filter { CheckScope.drawsContent($0.node.kind) }
            out += pairs(children)
        }
        return out
    }

    private static func pairs(_ views: [LaidOutView]) -> [LayoutFinding] {
        var out: [LayoutFinding] = []
        for (i, a) in views.enumerated() {
            for b in views[(i + 1)...] {
                guard let shared = intersection(a.frame, b.frame), !isBackdrop(a, b) else { continue }
                let p = LayoutFinding.points
                let detail = "overlaps '\(MessageQuote.clipped(b.node.name))' by \(p(shared.width)) x \(p(shared.height)) pt"
                out.append(LayoutFinding(rule: .overlap, view: a.id, viewName: a.node.name, detail: detail))
            }
        }
        return out
    }

    /// The overlap of two frames when it is more than a point each way.
    static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
        let x0 = max(a.minX, b.minX), x1 = min(a.maxX, b.maxX)
        let y0 = max(a.minY, b.minY), y1 = min(a.maxY, b.maxY)
        guard x1 - x0 > 1, y1 - y0 > 1 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    private static func isBackdrop(_ a: LaidOutView, _ b: LaidOutView) -> Bool {
        func holds(_ outer: LaidOutView, _ inner: LaidOutView) -> Bool {
            guard case .imageView = outer.node.kind else { return false }
            let f = outer.frame, g = inner.frame
            return f.minX <= g.minX && f.minY <= g.minY && f.maxX >= g.maxX && f.maxY >= g.maxY
        }
        return holds(a, b) || holds(b, a)
    }
}
