import Layout

/// One VoiceOver element in `snapshot layout --format json`'s `accessibility` list, in
/// reading order (`AccessibilityElement`): the view (its name in a recipe, its object id in a
/// storyboard or xib), its frame `[x, y, width, height]` and what VoiceOver speaks.
public struct AccessibilityEntry: Codable, Hashable, Sendable {
    public var view: String
    public var frame: [Double]
    public var label: String
    public var value: String
    public var hint: String
    public var identifier: String
    /// The traits' names as Interface Builder writes them (`button`, `staticText`).
    public var traits: [String]

    public init(_ e: AccessibilityElement, view: String) {
        self.view = view
        frame = [e.frame.minX, e.frame.minY, e.frame.width, e.frame.height]
        label = e.label; value = e.value; hint = e.hint; identifier = e.identifier
        traits = e.traits.map(\.rawValue)
    }

    /// The entries of a layout; `viewName` names each element's view.
    public static func entries(_ result: LayoutResult, viewName: (AccessibilityElement) -> String = \.viewName) -> [AccessibilityEntry] {
        AccessibilityElement.elements(in: result).map { AccessibilityEntry($0, view: viewName($0)) }
    }

    /// This entry as `JSONEncoder` writes it with sorted keys.
    func write(into out: inout JSONOutput) {
        out.beginObject()
        out.key("frame"); out.beginArray(); for v in frame { out.number(v) }; out.endArray()
        out.key("hint"); out.string(hint)
        out.key("identifier"); out.string(identifier)
        out.key("label"); out.string(label)
        out.key("traits"); out.strings(traits)
        out.key("value"); out.string(value)
        out.key("view"); out.string(view)
        out.endObject()
    }

    /// A list of entries as `JSONEncoder` writes it.
    static func write(_ entries: [AccessibilityEntry], into out: inout JSONOutput) {
        out.beginArray()
        for e in entries { e.write(into: &out) }
        out.endArray()
    }
}
