import Layout

/// What a view needs to describe itself to Layout's model: the ids of other views of the tree
/// (a cell's content view, ...), the style forced on it, and where to record warnings.
@MainActor
struct KindContext {
    let ids: [ObjectIdentifier: ViewID]
    let style: UIUserInterfaceStyle

    func id(of view: UIView?) -> ViewID? { view.flatMap { ids[ObjectIdentifier($0)] } }

    /// A colour as the model holds it for this view (fixed when its style is forced).
    func color(_ color: UIColor?) -> Color? { color?.layoutColor(style) }

    func color(_ color: UIColor?, default fallback: Color) -> Color { color?.layoutColor(style) ?? fallback }
}
