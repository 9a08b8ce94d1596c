/// The `dynamic-type` rule: text a person reads (a label, a classic button's title, a text
/// field, a text view) in a fixed-size font, which keeps its size when the reader chooses
/// larger text. A text style (`UIFont.preferredFont(forTextStyle:)`, Interface Builder's
/// text-style fonts) or a custom font scaled by a text style grows and passes.
enum DynamicTypeCheck {
    static func findings(_ scope: CheckScope) -> [LayoutFinding] {
        var out: [LayoutFinding] = []
        for entry in scope.entries where !entry.inBar {
            guard let font = readFont(entry.view.node.kind), !grows(font) else { continue }
            let detail = "fixed-size font (\(LayoutFinding.points(font.nominalSize)) pt): does not grow with Dynamic Type"
            out.append(LayoutFinding(rule: .dynamicType, view: entry.view.id, viewName: entry.view.node.name, detail: detail))
        }
        return out
    }

    /// The font of the text a view shows, nil when it shows none.
    static func readFont(_ kind: ViewKind) -> FontDescriptor? {
        switch kind {
        case .label(let l) where !l.text.isEmpty: return l.font
        case .button(let b) where b.configuration == nil && !b.title.isEmpty: return b.font
        case .textField(let f) where !(f.text.isEmpty && f.placeholder.isEmpty): return f.font
        case .textView(let t) where !t.text.isEmpty: return t.font
        default: return nil
        }
    }

    static func grows(_ font: FontDescriptor) -> Bool {
        switch font {
        case .preferred: return true
        case .custom(let c): return c.textStyle != nil
        case .system: return false
        }
    }
}
