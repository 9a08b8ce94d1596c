/// The `clipping` rule: content (text, an image, a control) that an ancestor with
/// `clipsToBounds` cuts off, or that lies partly or wholly outside the screen. Content inside a
/// scroll view is meant to scroll out of view and is not judged.
enum ClippingCheck {
    static func findings(_ scope: CheckScope) -> [LayoutFinding] {
        var out: [LayoutFinding] = []
        let slack = 0.5
        for entry in scope.entries where !entry.inScrollView && CheckScope.drawsContent(entry.view.node.kind) {
            let v = entry.view
            if let clip = entry.clippingAncestor, let box = scope.result[clip]?.frame,
               let over = overflow(v.frame, box, slack: slack) {
                let detail = "clipped by '\(MessageQuote.clipped(scope.name(clip)))': \(over)"
                out.append(LayoutFinding(rule: .clipping, view: v.id, viewName: v.node.name, detail: detail))
            } else if let over = overflow(v.frame, scope.screen, slack: slack) {
                out.append(LayoutFinding(rule: .clipping, view: v.id, viewName: v.node.name, detail: "off screen: \(over)"))
            }
        }
        return out
    }

    /// How far `frame` sticks out of `box` on each side it does (`12 pt past the right edge`),
    /// nil when it stays inside.
    static func overflow(_ frame: Rect, _ box: Rect, slack: Double) -> String? {
        let sides = [("top", box.minY - frame.minY), ("left", box.minX - frame.minX),
                     ("bottom", frame.maxY - box.maxY), ("right", frame.maxX - box.maxX)]
        let parts = sides.filter { $0.1 > slack }.map { "\(LayoutFinding.points($0.1)) pt past the \($0.0) edge" }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
