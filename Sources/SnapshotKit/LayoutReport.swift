import Foundation
import Layout
import Recipe

/// What `snapshot layout --format json` prints: Layout's dump (frames in points, absolute in the
/// root view, y down; baselines; constraints per view; conflicts and ambiguity) plus the recipe
/// it came from and the builder's warnings. Keys are sorted, so equal input gives equal bytes.
public struct LayoutReport: Codable, Sendable {
    public var recipe: String
    public var file: String?
    public var device: String
    public var orientation: String
    public var scale: Double
    public var rootSize: [Double]
    public var safeAreaInsets: [Double]
    public var order: [String]
    public var views: [String: LayoutDump.ViewEntry]
    public var diagnostics: LayoutDump.Diagnostics
    public var warnings: [String]

    public init(built: BuiltRecipe, result: LayoutResult) {
        let dump = result.dump
        recipe = built.document.name
        file = built.document.file
        device = dump.device
        orientation = dump.orientation
        scale = dump.scale
        rootSize = dump.rootSize
        let s = result.environment.safeAreaInsets
        safeAreaInsets = [s.top, s.left, s.bottom, s.right]
        order = dump.order
        views = dump.views
        diagnostics = dump.diagnostics
        warnings = built.warnings
    }

    /// Pretty-printed JSON with sorted keys and a final newline.
    public func jsonBytes() throws(SnapshotError) -> [UInt8] {
        try SortedJSON.bytes(of: self)
    }

    /// The text form: UIKit's `_autolayoutTrace` shape, one line per view, with baselines for
    /// views that show text.
    public static func tree(built: BuiltRecipe, result: LayoutResult) -> String {
        var text = "\(built.document.name) — \(result.environment.device.name) \(result.environment.orientation.rawValue) "
        let size = result.environment.rootSize
        text += "\(number(size.width))x\(number(size.height)) @\(number(result.environment.scale))x\n"
        text += result.autolayoutTrace
        var baselines: [String] = []
        for v in result.orderedViews where v.text != nil {
            baselines.append("    '\(v.node.name)' first \(number(v.firstBaseline)), last \(number(v.lastBaseline))")
        }
        if !baselines.isEmpty { text += "\nBaselines (absolute y):\n" + baselines.joined(separator: "\n") + "\n" }
        return text
    }

    /// A number as the reports print it: an integer when whole, else up to two decimals.
    public static func number(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e12 { return String(Int(v)) }
        let s = String(format: "%.2f", v)
        var t = Substring(s)
        while t.hasSuffix("0") { t = t.dropLast() }
        if t.hasSuffix(".") { t = t.dropLast() }
        return String(t)
    }
}
