/// One thing a reviewer would otherwise have to spot in a laid-out screen: a truncated title,
/// two controls on top of each other, a button too small to hit (`LayoutCheck`). The detail
/// carries the numbers (`truncated: needs 312 pt, has 240 pt`); the view is nil for a finding
/// about the whole layout (a conflict between constraints).
public struct LayoutFinding: Hashable, Sendable {
    /// The rules `snapshot check` applies, each switchable on its own (docs/check.md).
    public enum Rule: String, CaseIterable, Hashable, Sendable, Codable {
        /// Text that does not fit its width or `numberOfLines`, or is cut off at the bottom.
        case truncation
        /// Sibling views that both draw content and overlap.
        case overlap
        /// Content cut off by an ancestor that clips, or outside the screen.
        case clipping
        /// Text or a control under a bar or outside the safe area (scroll views excepted).
        case safeArea = "safe-area"
        /// A button smaller than 44 x 44 points.
        case touchTarget = "touch-target"
        /// A view whose frame the constraints do not determine.
        case ambiguous
        /// Required constraints that cannot all hold (one was broken).
        case conflict
        /// Text in a fixed-size font: it does not grow with Dynamic Type.
        case dynamicType = "dynamic-type"
        /// An interactive element VoiceOver has no name for.
        case accessibilityName = "accessibility-name"
    }

    public var rule: Rule
    public var view: ViewID?
    /// The view's name (empty for a finding about the whole layout).
    public var viewName: String
    /// What was found, with its numbers: `truncated: needs 312 pt, has 240 pt`.
    public var detail: String

    public init(rule: Rule, view: ViewID?, viewName: String, detail: String) {
        self.rule = rule; self.view = view; self.viewName = viewName; self.detail = detail
    }

    /// A length in points as findings print it: whole points, or one decimal when the
    /// length is not whole (`240`, `12.5`).
    public static func points(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
    }
}
