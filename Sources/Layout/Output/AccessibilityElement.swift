/// One element VoiceOver visits: where it is, and what it speaks (label, value, traits, hint).
/// Made from each view's `AccessibilityProperties` over UIKit's defaults for its class
/// (`AccessibilityElement.elements(in:)`).
public struct AccessibilityElement: Hashable, Sendable {
    public var view: ViewID
    public var viewName: String
    /// The element's frame, root coordinates (points, y down).
    public var frame: Rect
    public var label: String
    public var value: String
    public var hint: String
    public var identifier: String
    public var traits: [AccessibilityTrait]
    /// A control a person acts on (a button, a switch, a field, ...): it needs a name.
    public var isInteractive: Bool

    /// The elements of a layout in VoiceOver's reading order: the visible views that are
    /// elements (`isAccessibilityElement`, set or UIKit's default for the class; an element's
    /// subviews are part of it), sorted top to bottom, then in the reading direction (left to
    /// right, or right to left in a right-to-left layout), as VoiceOver orders a screen whose
    /// containers set no order of their own. Two elements whose tops are within a point of
    /// each other are on one row.
    public static func elements(in result: LayoutResult) -> [AccessibilityElement] {
        var out: [AccessibilityElement] = []
        if let root = result[result.rootID] { collect(root, result, into: &out) }
        let rtl = result.environment.layoutDirection == .rightToLeft
        return out.enumerated().sorted { a, b in
            let (f, g) = (a.element.frame, b.element.frame)
            if abs(f.minY - g.minY) > 1 { return f.minY < g.minY }
            if f.minX != g.minX { return rtl ? f.maxX > g.maxX : f.minX < g.minX }
            return a.offset < b.offset
        }.map(\.element)
    }

    private static func collect(_ view: LaidOutView, _ result: LayoutResult, into out: inout [AccessibilityElement]) {
        guard !view.node.isHidden, view.node.alpha > 0.01 else { return }
        if let element = element(view, result) {
            out.append(element)
            return
        }
        for s in view.node.subviews {
            if let child = result[s] { collect(child, result, into: &out) }
        }
    }

    /// The element a view is, or nil when it is not one.
    static func element(_ view: LaidOutView, _ result: LayoutResult) -> AccessibilityElement? {
        let set = view.node.accessibility ?? AccessibilityProperties()
        let defaults = AccessibilityDefaults.of(view.node.kind)
        guard set.isElement ?? defaults.isElement else { return nil }
        var label = set.label ?? defaults.label
        if set.label == nil, label.isEmpty, case .tableViewCell = view.node.kind { label = texts(under: view, result) }
        return AccessibilityElement(view: view.id, viewName: view.node.name, frame: view.frame, label: label,
                                    value: set.value ?? defaults.value, hint: set.hint ?? "",
                                    identifier: set.identifier ?? "", traits: set.traits ?? defaults.traits,
                                    isInteractive: defaults.isInteractive || (set.traits ?? []).contains { [.button, .link, .adjustable].contains($0) })
    }

    /// The texts of the labels under a view, joined as VoiceOver joins a cell's (", ").
    private static func texts(under view: LaidOutView, _ result: LayoutResult) -> String {
        var texts: [String] = []
        var stack = Array(view.node.subviews.reversed())
        while let id = stack.popLast() {
            guard let v = result[id], !v.node.isHidden else { continue }
            if case .label(let l) = v.node.kind, !l.text.isEmpty { texts.append(v.node.accessibility?.label ?? l.text) }
            stack.append(contentsOf: v.node.subviews.reversed())
        }
        return texts.joined(separator: ", ")
    }
}
