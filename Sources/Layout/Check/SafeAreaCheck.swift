/// The `safe-area` rule: text or a control (not an image: a backdrop may bleed to the edges)
/// that reaches outside the root view's safe area, under the status bar, a navigation bar, a
/// toolbar or tab bar, the notch or the home indicator. Content in a scroll view (which adjusts
/// its insets) and the bars' own content are not judged.
enum SafeAreaCheck {
    static func findings(_ scope: CheckScope) -> [LayoutFinding] {
        guard let root = scope.result[scope.result.rootID] else { return [] }
        let i = root.safeAreaInsets, s = root.frame
        let safe = Rect(x: s.minX + i.left, y: s.minY + i.top, width: s.width - i.left - i.right,
                        height: s.height - i.top - i.bottom)
        var out: [LayoutFinding] = []
        for entry in scope.entries where !entry.inScrollView && !entry.inBar && CheckScope.isTextOrControl(entry.view.node.kind) {
            let v = entry.view
            guard let over = ClippingCheck.overflow(v.frame, safe, slack: 0.5) else { continue }
            out.append(LayoutFinding(rule: .safeArea, view: v.id, viewName: v.node.name, detail: "outside the safe area: \(over)"))
        }
        return out
    }
}
