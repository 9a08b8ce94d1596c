import Layout

/// The elements read through a property table (`UIKitClass`): their colours resolved against
/// the document, and what is not drawn said.
extension IBBuildState {
    mutating func uikitKind(_ u: IBUIKitView, of view: IBView) -> Layout.ViewKind {
        guard let uikitClass = u.kind.uikitClass else { return u.kind }
        return uikitKind(u, as: uikitClass, of: view)
    }

    private mutating func uikitKind<P: UIKitClass>(_ u: IBUIKitView, as type: P.Type, of view: IBView) -> Layout.ViewKind {
        if u.setsUndrawnKeys, let note = P.undrawnNote { warn("\(view.source): <\(u.element) id=\"\(view.id)\">: \(note)") }
        guard var p = P(u.kind) else { return u.kind }
        for named in u.colors {
            guard case .color(let field)? = P.properties.first(where: { $0.name == named.name })?.value else { continue }
            p[keyPath: field] = color(named.color, at: view)
        }
        if let note = p.drawingNote { warn("\(view.source): <\(u.element) id=\"\(view.id)\">: \(note)") }
        return p.kind
    }
}
