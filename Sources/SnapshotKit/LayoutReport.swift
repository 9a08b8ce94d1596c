import Foundation
import Layout
import Recipe

/// What `snapshot layout --format json` prints: Layout's dump (frames in points, absolute in the
/// root view, y down; baselines; constraints per view; conflicts and ambiguity) plus the recipe
/// it came from and the builder's warnings. Keys are sorted, so equal input gives equal bytes.
/// `jsonBytes(built:result:)` writes it without building this value; the type is its schema
/// (`Codable`, to read a report back).
public struct LayoutReport: Codable, Sendable {
    /// The VoiceOver elements in reading order.
    public var accessibility: [AccessibilityEntry]
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
        accessibility = AccessibilityEntry.entries(result)
        recipe = built.name
        file = built.file
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

    /// The report of `built` laid out as `result`, as pretty-printed JSON with sorted keys and a
    /// final newline: the bytes `JSONEncoder` gives for `LayoutReport(built:result:)`, streamed
    /// without building the report (`LayoutDumpWriter`).
    public static func jsonBytes(built: BuiltRecipe, result: LayoutResult) throws(SnapshotError) -> [UInt8] {
        let dump = LayoutDumpWriter(result)
        var out = JSONOutput(reservingCapacity: dump.estimatedViewsByteCount + 4096)
        write(built: built, result: result, dump: dump, into: &out)
        return try finishedJSON(out)
    }

    /// Writes the report into `out` (all but the final newline); `out` is drained after each view.
    public static func write(built: BuiltRecipe, result: LayoutResult, into out: inout JSONOutput) {
        write(built: built, result: result, dump: LayoutDumpWriter(result), into: &out)
    }

    private static func write(built: BuiltRecipe, result: LayoutResult, dump: LayoutDumpWriter, into out: inout JSONOutput) {
        out.beginObject()
        out.key("accessibility"); AccessibilityEntry.write(AccessibilityEntry.entries(result), into: &out)
        out.key("device"); out.string(result.environment.device.name)
        out.key("diagnostics"); dump.writeDiagnostics(into: &out)
        if let file = built.file { out.key("file"); out.string(file) }
        out.key("order"); dump.writeOrder(into: &out)
        out.key("orientation"); out.string(result.environment.orientation.rawValue)
        out.key("recipe"); out.string(built.name)
        let size = result.environment.rootSize, s = result.environment.safeAreaInsets
        out.key("rootSize"); out.numbers(size.width, size.height)
        out.key("safeAreaInsets"); out.numbers(s.top, s.left, s.bottom, s.right)
        out.key("scale"); out.number(result.environment.scale)
        out.key("views"); dump.writeViews(into: &out)
        out.key("warnings"); out.strings(built.warnings)
        out.endObject()
    }

    /// The writer's bytes and a final newline, or the error of a number JSON cannot hold.
    static func finishedJSON(_ out: consuming JSONOutput) throws(SnapshotError) -> [UInt8] {
        do {
            return try out.finished(newline: true)
        } catch {
            throw SnapshotError(.internal, "error: cannot encode the layout as JSON: \(error)")
        }
    }

    /// The text form: UIKit's `_autolayoutTrace` shape, one line per view, with baselines for
    /// views that show text.
    public static func tree(built: BuiltRecipe, result: LayoutResult) -> String {
        var text = "\(built.name) — \(result.environment.device.name) \(result.environment.orientation.rawValue) "
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
