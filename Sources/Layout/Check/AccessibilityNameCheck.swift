/// The `accessibility-name` rule: an interactive element (a button, a switch, a field, ...)
/// with no label, which VoiceOver announces by its kind alone ("button"): an image-only button
/// or a switch without an `accessibilityLabel`.
enum AccessibilityNameCheck {
    static func findings(_ scope: CheckScope) -> [LayoutFinding] {
        AccessibilityElement.elements(in: scope.result)
            .filter { $0.isInteractive && $0.label.allSatisfy(\.isWhitespace) }
            .sorted { $0.view < $1.view }
            .map { e in
                let kind = scope.result[e.view]?.node.kind.className ?? "view"
                return LayoutFinding(rule: .accessibilityName, view: e.view, viewName: e.viewName,
                                     detail: "\(kind) has no accessibility label: VoiceOver cannot name it")
            }
    }
}
