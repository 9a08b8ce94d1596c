import Foundation
import InterfaceBuilder
import Layout

/// What `snapshot layout FILE.storyboard --format json` prints: frames in points, absolute in the
/// scene's root view, keyed by Interface Builder object id, with the view's userLabel when it
/// has one. Keys are sorted, so equal input gives equal bytes.
public struct IBLayoutReport: Codable, Sendable {
    /// One view object of the scene, keyed by its object id: its frame, label, element and hiding.
    public struct ObjectEntry: Codable, Sendable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double
        public var userLabel: String?
        /// The element (`view`, `label`, `stackView`, ... or an unsupported one drawn as a box).
        public var element: String
        public var hidden: Bool
    }

    /// The VoiceOver elements in reading order, each view named by its object id.
    public var accessibility: [AccessibilityEntry]
    public var file: String
    public var scene: String
    public var title: String
    public var device: String
    public var rootSize: [Double]
    public var anySizeClass: Bool
    public var views: [String: ObjectEntry]
    public var diagnostics: LayoutDump.Diagnostics
    public var warnings: [String]

    public init(file: String, built: IBBuiltScene, result: LayoutResult) {
        self.file = file
        let rows = TableRowViews(built, result)
        accessibility = AccessibilityEntry.entries(result) { built.objectID(of: $0.view) ?? rows.objectID(named: $0.viewName) }
        scene = built.scene.id
        title = built.scene.title
        device = result.environment.device.name
        let size = result.environment.rootSize
        rootSize = [size.width, size.height]
        anySizeClass = built.usesAnySizeClass
        var views: [String: ObjectEntry] = [:]
        built.scene.forEachView { ib in
            guard let v = built.viewIDs[ib.id].flatMap({ result[$0] }) ?? rows.view(ib.id, names: built.tableRowViewNames) else { return }
            views[ib.id] = ObjectEntry(x: v.frame.minX, y: v.frame.minY, width: v.frame.width, height: v.frame.height,
                                     userLabel: ib.userLabel, element: ib.elementName, hidden: v.node.isHidden)
        }
        built.scene.rootView?.forEachCollectionItemView { ib in
            guard let name = built.collectionItemViewNames[ib.id], let v = result[name] else { return }
            views[ib.id] = ObjectEntry(x: v.frame.minX, y: v.frame.minY, width: v.frame.width, height: v.frame.height,
                                     userLabel: ib.userLabel, element: ib.elementName, hidden: v.node.isHidden)
        }
        self.views = views
        diagnostics = LayoutDump.Diagnostics(conflicts: result.conflicts, brokenConstraints: result.brokenConstraints,
                                             ambiguities: result.ambiguities)
        warnings = built.warnings
    }

    /// Pretty-printed JSON with sorted keys and a final newline: the bytes `JSONEncoder` gives
    /// for this value.
    public func jsonBytes() throws(SnapshotError) -> [UInt8] {
        var out = JSONOutput(reservingCapacity: 4096 + 160 * views.count)
        write(into: &out)
        return try LayoutReport.finishedJSON(out)
    }

    /// Writes the report into `out` (all but the final newline), draining it after each view.
    public func write(into out: inout JSONOutput) {
        out.beginObject()
        out.key("accessibility"); AccessibilityEntry.write(accessibility, into: &out)
        out.key("anySizeClass"); out.bool(anySizeClass)
        out.key("device"); out.string(device)
        out.key("diagnostics"); diagnostics.write(into: &out)
        out.key("file"); out.string(file)
        out.key("rootSize"); out.beginArray(); for v in rootSize { out.number(v) }; out.endArray()
        out.key("scene"); out.string(scene)
        out.key("title"); out.string(title)
        out.key("views")
        out.beginObject()
        for (id, entry) in views.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            out.key(id)
            entry.write(into: &out)
            out.drain()
        }
        out.endObject()
        out.key("warnings"); out.strings(warnings)
        out.endObject()
    }
}

/// The laid-out views of the static cells a large table built as it placed them
/// (`IBBuiltScene.tableRowViewNames`), found by object id through their node names.
struct TableRowViews {
    private var byName: [String: LaidOutView] = [:]
    private var objectIDs: [String: String] = [:]

    init(_ built: IBBuiltScene, _ result: LayoutResult) {
        guard !built.tableRowViewNames.isEmpty else { return }
        let known = built.tree.nodes.count
        for case let v? in result.views where v.id.rawValue >= known { byName[v.node.name] = v }
        for (objectID, name) in built.tableRowViewNames where byName[name] != nil { objectIDs[name] = objectID }
    }

    /// The laid-out view of a deferred cell's view, nil when its row was not built.
    func view(_ objectID: String, names: [String: String]) -> LaidOutView? {
        names[objectID].flatMap { byName[$0] }
    }

    /// The object id of a view named `name`: a built row's, else the name itself.
    func objectID(named name: String) -> String { objectIDs[name] ?? name }
}

extension IBLayoutReport.ObjectEntry {
    /// This entry as `JSONEncoder` writes it with sorted keys.
    func write(into out: inout JSONOutput) {
        out.beginObject()
        out.key("element"); out.string(element)
        out.key("height"); out.number(height)
        out.key("hidden"); out.bool(hidden)
        if let userLabel { out.key("userLabel"); out.string(userLabel) }
        out.key("width"); out.number(width)
        out.key("x"); out.number(x)
        out.key("y"); out.number(y)
        out.endObject()
    }
}
