import Layout

/// A scene turned into Layout's model by `IBLayoutBuilder`: the view tree with its constraints,
/// ready for a layout pass, plus what a painter and a report need to know about where things
/// came from.
public struct IBBuiltScene: Sendable {
    /// The scene as installed for the environment (size-class variations resolved).
    public var scene: IBScene
    /// The view tree and its explicit constraints (the document's, in document order).
    public var tree: ViewTree
    /// The environment the scene was built for.
    public var environment: Layout.Environment
    /// True when only the `default` (Any/Any) variations applied (the Xcode 7 square canvas).
    public var usesAnySizeClass: Bool
    /// Every view of the document by its Interface Builder object id.
    public var viewIDs: [String: ViewID]
    /// The Interface Builder object id of each view of `tree` that came from the document
    /// (helper views, such as the name label of a placeholder box, have none).
    public var objectIDs: [ViewID: String]
    /// The images the image views show, in tree order.
    public var images: [ImageReference]
    /// What could not be represented (unknown elements drawn as boxes, missing images, dropped
    /// constraints...), each said once, in the order met.
    public var warnings: [String]
    /// The views inside collection view items (prototype cells, headers, footers), which are
    /// laid out in trees of their own and join the result under their collection view: their
    /// node names by object id (`LayoutResult[name]` finds them).
    public var collectionItemViewNames: [String: String] = [:]
    /// The views of the static cells of a large table, which the table builds only when it
    /// places them (`IBStaticTableRows`) and which join the result's tree then: their node
    /// names by object id.
    public var tableRowViewNames: [String: String] = [:]

    /// The IB object id of a view, if it came from the document.
    public func objectID(of view: ViewID) -> String? { objectIDs[view] }
}
