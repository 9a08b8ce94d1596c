/// The `touch-target` rule: a button smaller than 44 x 44 points, Apple's minimum for a control
/// a finger can hit. Only buttons are judged: UIKit's other controls keep the size UIKit gives
/// them; bar items are placed by their bar.
enum TouchTargetCheck {
    /// Apple's minimum touch target, points each way.
    static let minimum = 44.0

    static func findings(_ scope: CheckScope) -> [LayoutFinding] {
        var out: [LayoutFinding] = []
        for entry in scope.entries where !entry.inBar {
            guard case .button = entry.view.node.kind else { continue }
            let f = entry.view.frame
            guard f.width < minimum - 0.01 || f.height < minimum - 0.01 else { continue }
            let p = LayoutFinding.points
            let detail = "touch target \(p(f.width)) x \(p(f.height)) pt, under 44 x 44 pt"
            out.append(LayoutFinding(rule: .touchTarget, view: entry.view.id, viewName: entry.view.node.name, detail: detail))
        }
        return out
    }
}
