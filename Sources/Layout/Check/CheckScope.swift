/// The views a check looks at: the attached, visible ones (not hidden, not transparent, no
/// hidden ancestor) in depth-first order, each with what its ancestors make of it: inside a
/// scroll view (content meant to scroll out of view), inside a bar (placed by the bar), the
/// nearest ancestor that clips.
struct CheckScope {
    struct Entry {
        var view: LaidOutView
        var inScrollView: Bool
        var inBar: Bool
        var clippingAncestor: ViewID?
    }

    let result: LayoutResult
    private(set) var entries: [Entry] = []

    init(_ result: LayoutResult) {
        self.result = result
        guard let root = result[result.rootID] else { return }
        visit(root, Entry(view: root, inScrollView: false, inBar: false, clippingAncestor: nil))
    }

    private mutating func visit(_ view: LaidOutView, _ entry: Entry) {
        guard !view.node.isHidden, view.node.alpha > 0.01 else { return }
        entries.append(entry)
        var inherited = entry
        inherited.inScrollView = entry.inScrollView || Self.scrolls(view.node.kind)
        inherited.inBar = entry.inBar || Self.isBar(view.node.kind)
        if view.node.clipsToBounds { inherited.clippingAncestor = view.id }
        for s in view.node.subviews {
            guard let child = result[s] else { continue }
            inherited.view = child
            visit(child, inherited)
        }
    }

    /// The root view's frame (the screen).
    var screen: Rect { result[result.rootID]?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0) }

    /// The name of a view for a finding.
    func name(_ id: ViewID) -> String { result[id]?.node.name ?? "" }

    static func scrolls(_ kind: ViewKind) -> Bool {
        switch kind {
        case .scrollView, .tableView, .collectionView, .textView: return true
        default: return false
        }
    }

    static func isBar(_ kind: ViewKind) -> Bool {
        switch kind {
        case .navigationBar, .tabBar, .toolbar, .searchBar: return true
        default: return false
        }
    }

    /// Whether a view draws content a person reads or touches: text, an image, a control.
    static func drawsContent(_ kind: ViewKind) -> Bool {
        switch kind {
        case .label(let l): return !l.text.isEmpty
        case .imageView(let i): return i.imageName != nil || i.symbol != nil
        case .button, .textField, .textView, .switch, .slider, .stepper, .segmentedControl, .pageControl, .datePicker:
            return true
        default: return false
        }
    }

    /// Whether a view shows text or is a control (what must stay readable and reachable).
    static func isTextOrControl(_ kind: ViewKind) -> Bool {
        if case .imageView = kind { return false }
        return drawsContent(kind)
    }
}
