import Layout

/// An element read through its class's property table (`UIKitClass`, Layout): Layout's
/// properties as the document sets them, but for its colours, kept as written until the
/// builder resolves them against the document's resources.
public struct IBUIKitView: Hashable, Sendable {
    /// The element's tag.
    public var element: String
    /// The class's properties (its colours at their defaults).
    public var kind: Layout.ViewKind
    /// The colours the document sets, by property name, in the table's order.
    public var colors: [NamedColor] = []
    /// Whether the document sets any of the class's undrawn keys (`undrawnInterfaceBuilderKeys`).
    public var setsUndrawnKeys = false

    public struct NamedColor: Hashable, Sendable {
        public var name: String
        public var color: IBColor
    }
}
