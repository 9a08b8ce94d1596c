import Foundation

/// The JSON dump of a layout: `{"views": {"<name>": {"x":…, "y":…, "width":…, "height":…, …}}, …}`.
/// Frames are in points, absolute in the root view, y down. Views with the same name get
/// " #<id>" appended to every name after the first (in depth-first order).
public struct LayoutDump: Codable, Hashable, Sendable {
    public struct ViewEntry: Codable, Hashable, Sendable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double
        public var kind: String
        public var superview: String?
        public var frameInSuperview: [Double]
        public var firstBaseline: Double
        public var lastBaseline: Double
        public var hidden: Bool
        public var ambiguous: [String]
        public var contentSize: [Double]?
        public var contentOffset: [Double]?
        /// `adjustedContentInset` as top, left, bottom, right (scroll views, tables, collection views).
        public var adjustedContentInset: [Double]?
        public var constraints: [String]
    }
    public struct Diagnostics: Codable, Hashable, Sendable {
        public var conflicts: [ConflictReport]
        public var brokenConstraints: [String]
        public var ambiguities: [AmbiguityReport]
        public init(conflicts: [ConflictReport], brokenConstraints: [String], ambiguities: [AmbiguityReport]) {
            self.conflicts = conflicts
            self.brokenConstraints = brokenConstraints
            self.ambiguities = ambiguities
        }
    }
    public var device: String
    public var orientation: String
    public var scale: Double
    public var rootSize: [Double]
    /// View names in depth-first order (JSON objects are unordered).
    public var order: [String]
    public var views: [String: ViewEntry]
    public var diagnostics: Diagnostics
}

extension LayoutResult {
    /// Names used as keys in dumps, unique per view.
    public var uniqueNames: [ViewID: String] {
        var used = Set<String>()
        var out: [ViewID: String] = [:]
        for v in orderedViews {
            var name = v.node.name
            if used.contains(name) { name += " #\(v.id.rawValue)" }
            used.insert(name)
            out[v.id] = name
        }
        return out
    }

    /// The Codable dump.
    public var dump: LayoutDump {
        let names = uniqueNames
        var entries: [String: LayoutDump.ViewEntry] = [:]
        var order: [String] = []
        for v in orderedViews {
            guard let name = names[v.id] else { continue }
            order.append(name)
            let r = v.frameInSuperview
            entries[name] = LayoutDump.ViewEntry(
                x: v.frame.minX, y: v.frame.minY, width: v.frame.width, height: v.frame.height,
                kind: v.node.kind.className, superview: v.node.superview.flatMap { names[$0] },
                frameInSuperview: [r.minX, r.minY, r.width, r.height],
                firstBaseline: v.firstBaseline, lastBaseline: v.lastBaseline, hidden: v.node.isHidden,
                ambiguous: v.ambiguousAxes.map(\.rawValue),
                contentSize: v.contentSize.map { [$0.width, $0.height] },
                contentOffset: v.contentOffset.map { [$0.x, $0.y] },
                adjustedContentInset: v.adjustedContentInset.map { [$0.top, $0.left, $0.bottom, $0.right] },
                constraints: constraints(of: v.id))
        }
        let size = environment.rootSize
        return LayoutDump(device: environment.device.name, orientation: environment.orientation.rawValue,
                          scale: environment.scale, rootSize: [size.width, size.height], order: order, views: entries,
                          diagnostics: LayoutDump.Diagnostics(conflicts: conflicts, brokenConstraints: brokenConstraints,
                                                              ambiguities: ambiguities))
    }

    /// The dump as pretty-printed JSON with sorted keys and escaped slashes (byte-stable): the
    /// bytes `JSONEncoder` gives for `dump` with `[.prettyPrinted, .sortedKeys]`, streamed by
    /// `LayoutDumpWriter`. Throws `JSONOutput.InvalidNumber` on a NaN or infinite value.
    public func jsonData() throws -> Data {
        var out = JSONOutput(escapesSlashes: true)
        LayoutDumpWriter(self).writeDump(into: &out)
        return Data(try out.finished())
    }

    /// A tree in the style of UIKit's `_autolayoutTrace`: one line per view, `*` for views laid
    /// out by constraints, frames as `{{x, y}, {w, h}}`, and ambiguous views marked.
    public var autolayoutTrace: String {
        var lines: [String] = []
        func fmt(_ v: Double) -> String { ConstraintDescriber.number(v) }
        func walk(_ id: ViewID, depth: Int) {
            guard let v = self[id] else { return }
            let prefix = String(repeating: "|   ", count: depth)
            let marker = depth == 0 ? "•" : "*"
            let f = v.frameInSuperview
            var line = "\(prefix)\(marker)\(v.node.kind.className):\(ConstraintDescriber.viewAddress(id)) '\(v.node.name)'"
            line += " {{\(fmt(f.minX)), \(fmt(f.minY))}, {\(fmt(f.width)), \(fmt(f.height))}}"
            if v.node.isHidden { line += " hidden" }
            if !v.ambiguousAxes.isEmpty {
                line += " - AMBIGUOUS LAYOUT for \(v.node.kind.className):\(ConstraintDescriber.viewAddress(id)).("
                    + v.ambiguousAxes.map(\.rawValue).joined(separator: ", ") + ")"
            }
            lines.append(line)
            for s in v.node.subviews { walk(s, depth: depth + 1) }
        }
        walk(rootID, depth: 0)
        if !conflicts.isEmpty || !brokenConstraints.isEmpty {
            lines.append("")
            lines.append("Broken constraints:")
            lines.append(contentsOf: brokenConstraints.map { "    \($0)" })
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
