import Layout

/// A `LayoutFinding` with where it was found: the file, the scene (Interface Builder) or the
/// recipe, the matrix cell, and the view's name and Interface Builder object id. Its JSON form
/// is what `snapshot check --format json` prints and what a baseline file holds.
public struct CheckFinding: Codable, Hashable, Sendable {
    /// The rule's name (`truncation`, `touch-target`; `LayoutFinding.Rule`).
    public var rule: String
    public var file: String
    /// The scene's id for a storyboard or xib; nil for a recipe.
    public var scene: String?
    /// The matrix cell: device, then what is not the default (`iphone-se, landscape, AX2, rtl, dark`).
    public var cell: String
    /// The view's name (empty for a finding about the whole layout).
    public var view: String
    /// The view's Interface Builder object id; nil for a recipe's view.
    public var viewID: String?
    /// What was found, with its numbers (`truncated: needs 312 pt, has 240 pt`).
    public var detail: String

    public init(rule: String, file: String, scene: String?, cell: String, view: String, viewID: String?, detail: String) {
        self.rule = rule; self.file = file; self.scene = scene; self.cell = cell
        self.view = view; self.viewID = viewID; self.detail = detail
    }

    /// The finding as one line: `FILE[ SCENE]: RULE: 'VIEW' DETAIL (CELL)`.
    public var line: String {
        let place = scene.map { "\(file) [\($0)]" } ?? file
        // An Interface Builder view's name often ends with its id already: `label (q8E-6O-nZa)`.
        let id = viewID.flatMap { view.hasSuffix("(\($0))") ? nil : " (\($0))" } ?? ""
        let who = view.isEmpty ? "" : "'\(MessageQuote.clipped(view))'\(id) "
        return "\(place): \(rule): \(who)\(detail) (\(cell))"
    }

    /// What a baseline matches on: everything but the detail's numbers, so that a title that
    /// needs a point more than it did stays known.
    public var baselineKey: String {
        [rule, file, scene ?? "", cell, view, viewID ?? ""].joined(separator: "\u{1F}")
    }
}
