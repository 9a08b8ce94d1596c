import Layout
@_spi(SnapshotHost) import UIKit

/// Text forms of a laid-out hierarchy, from Layout's result (the frames drawn).
@MainActor
enum RecursiveDescription {
    /// `<UILabel; frame = (16 20; 343 20.5); text = 'Hello'>`, children indented with `   | `.
    static func text(_ laidOut: LaidOutHierarchy) -> String {
        var lines: [String] = []
        visit(laidOut, laidOut.tree.root, depth: 0) { id, depth in
            let indent = String(repeating: "   | ", count: depth)
            lines.append(indent + describe(laidOut, id))
        }
        return lines.joined(separator: "\n")
    }

    /// One line per view: name, class and frame in the root's coordinates; then warnings.
    static func layout(_ laidOut: LaidOutHierarchy) -> String {
        var lines: [String] = []
        visit(laidOut, laidOut.tree.root, depth: 0) { id, depth in
            guard let v = laidOut.result[id] else { return }
            let f = v.frame
            lines.append(String(repeating: "  ", count: depth) + "\(v.node.name) (\(v.node.kind.className)): "
                         + "\(number(f.minX)), \(number(f.minY)), \(number(f.width)) × \(number(f.height))")
        }
        lines += laidOut.result.brokenConstraints.map { "warning: broke \($0)" }
        lines += laidOut.result.ambiguities.map { "warning: \($0.view) is ambiguous (\($0.axes.map(\.rawValue).joined(separator: ", ")))" }
        return lines.joined(separator: "\n")
    }

    private static func visit(_ laidOut: LaidOutHierarchy, _ id: ViewID, depth: Int, _ body: (ViewID, Int) -> Void) {
        body(id, depth)
        for s in laidOut.tree[id].subviews { visit(laidOut, s, depth: depth + 1, body) }
    }

    private static func describe(_ laidOut: LaidOutHierarchy, _ id: ViewID) -> String {
        guard let v = laidOut.result[id] else { return "<?>" }
        let f = v.frameInSuperview
        var parts = ["\(laidOut.views.indices.contains(id.rawValue) ? className(laidOut.views[id.rawValue], v) : v.node.kind.className)",
                     "frame = (\(number(f.minX)) \(number(f.minY)); \(number(f.width)) \(number(f.height)))"]
        if case .label(let l) = v.node.kind { parts.append("text = '\(l.text)'") }
        if case .button(let b) = v.node.kind, !b.title.isEmpty { parts.append("title = '\(b.title)'") }
        if v.node.isHidden { parts.append("hidden = YES") }
        if v.node.clipsToBounds { parts.append("clipsToBounds = YES") }
        return "<" + parts.joined(separator: "; ") + ">"
    }

    private static func className(_ view: UIView?, _ v: LaidOutView) -> String {
        view.map { String(describing: type(of: $0)) } ?? v.node.kind.className
    }

    private static func number(_ x: Double) -> String {
        x == x.rounded() ? String(Int(x)) : String(x)
    }
}
