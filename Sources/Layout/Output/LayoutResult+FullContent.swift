extension LayoutResult {
    /// How much taller the screen must be to show every outermost visible scroll view's whole
    /// content (the sum of `contentSize.height - frame.height` where positive): what
    /// `render --full-content` grows by. Nested scroll views count inside their outer one.
    public var scrollContentOverflow: Double {
        var total = 0.0
        func visit(_ id: ViewID) {
            guard let v = self[id], !v.node.isHidden else { return }
            if v.node.kind.isScrolling {
                let content = v.contentSize?.height ?? v.frame.height
                total += max(0, content - v.frame.height)
                return
            }
            for s in v.node.subviews { visit(s) }
        }
        visit(rootID)
        return total
    }
}

extension ViewKind {
    /// Views that scroll their content: scroll views, tables and collection views (what
    /// `render --full-content` shows whole).
    public var isScrolling: Bool {
        switch self {
        case .scrollView, .tableView, .collectionView: return true
        default: return false
        }
    }
}
