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

    static func scrolls(_ kind: ViewKind) -> Bool { kind.concerns.checkRole.scrolls }

    static func isBar(_ kind: ViewKind) -> Bool { kind.concerns.checkRole.isBar }

    /// Whether a view draws content a person reads or touches: text, an image, a control.
    static func drawsContent(_ kind: ViewKind) -> Bool { kind.concerns.checkRole.content != .none }

    /// Whether a view shows text or is a control (what must stay readable and reachable).
    static func isTextOrControl(_ kind: ViewKind) -> Bool { kind.concerns.checkRole.content == .textOrControl }
}

/// What a view's class is to `snapshot check`'s rules: what it draws, whether its content
/// scrolls, whether it is a bar. Each class answers in the file of its properties
/// (`ViewKindConcerns.checkRole`).
struct CheckRole: Sendable {
    /// What a view draws that a person reads or touches.
    enum Content: Sendable { case none, image, textOrControl }

    var content: Content = .none
    /// Its content is meant to scroll out of view (its subviews are judged as scrolling content).
    var scrolls = false
    /// A bar: it places its own content.
    var isBar = false

    /// Draws nothing a rule judges (a plain view, a container).
    static let none = CheckRole()
    /// Text or a control.
    static let textOrControl = CheckRole(content: .textOrControl)
    /// Text or a control when `drawn` (a label with text), else nothing.
    static func textOrControl(if drawn: Bool) -> CheckRole { drawn ? .textOrControl : .none }
}
