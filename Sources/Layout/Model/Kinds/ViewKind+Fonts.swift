/// The font a view's text is set in, for checks that look at every font of a tree (fonts by
/// name that the font folders lack).
extension ViewKind {
    /// The font of a label, button title, text field or text view; nil for views without text.
    public var textFont: FontDescriptor? {
        switch self {
        case .label(let l): return l.font
        case .button(let b): return b.font
        case .textField(let f): return f.font
        case .textView(let t): return t.font
        default: return nil
        }
    }
}

extension ViewTree {
    /// The fonts by name of the attached views that the font folders lack, each once, in tree
    /// order, with the names of the views set in it. `isMissing` answers for one name and family.
    public func missingNamedFonts(_ isMissing: (CustomFont) -> Bool) -> [(font: CustomFont, views: [String])] {
        var out: [(font: CustomFont, views: [String])] = []
        for id in attachedViews {
            let node = self[id]
            guard case .custom(let c)? = node.kind.textFont, c.name != nil else { continue }
            if let i = out.firstIndex(where: { $0.font.name == c.name && $0.font.family == c.family }) {
                out[i].views.append(node.name)
            } else if isMissing(c) {
                out.append((c, [node.name]))
            }
        }
        return out
    }
}
