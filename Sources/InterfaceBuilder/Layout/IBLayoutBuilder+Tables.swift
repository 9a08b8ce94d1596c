import Layout

/// Table views and their cells in the view tree.
extension IBBuildState {
    /// The element name of a view drawn as a labelled placeholder box, nil for views the
    /// builder maps: elements without a kind, and (until Layout models them) table views, cells
    /// and content views.
    static func placeholderElement(of view: IBView) -> String? {
        switch view.kind {
        case .unknown(let element): return element
        case .tableView, .tableViewCell, .tableViewCellContentView: return view.elementName
        default: return nil
        }
    }

    /// True when the view's subviews are left out of the tree: a table's cells and header and
    /// footer views (Interface Builder's design-time rows, not laid out yet).
    static func leavesSubviewsOut(_ view: IBView) -> Bool {
        if case .tableView = view.kind { return true }
        return false
    }
}
