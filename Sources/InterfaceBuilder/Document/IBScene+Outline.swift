import Layout

/// A readable, deterministic text outline of a scene: its views (tree, kind, id, name, frame)
/// and its constraints written as equations. Meant for command-line dumps and test failures.
extension IBScene {
    public func outline() -> String {
        var lines: [String] = []
        var header = "scene \(id) \"\(title)\""
        if let vc = viewController {
            header += " (\(vc.elementName) \(vc.id)\(vc.customClass.map { ", \($0)" } ?? ""))"
        }
        lines.append(header)
        if let size = canvasSize { lines.append("  canvas \(Self.number(size.width))x\(Self.number(size.height))") }
        var names: [String: String] = [:]
        if let t = viewController?.topLayoutGuide { names[t.id] = "topLayoutGuide" }
        if let b = viewController?.bottomLayoutGuide { names[b.id] = "bottomLayoutGuide" }
        forEachView { v in
            names[v.id] = v.userLabel.map { "\"\($0)\"" } ?? "\(v.elementName)#\(v.id)"
            for g in v.layoutGuides {
                let kind: String
                switch g.kind {
                case .safeArea: kind = "safeArea"
                case .keyboard: kind = "keyboard"
                case .content: kind = "contentLayoutGuide"
                case .frame: kind = "frameLayoutGuide"
                case .topLayoutGuide: kind = "topLayoutGuide"
                case .bottomLayoutGuide: kind = "bottomLayoutGuide"
                case .other(let k): kind = k
                }
                names[g.id] = "\(names[v.id] ?? v.id).\(kind)"
            }
        }
        func walk(_ v: IBView, depth: Int) {
            var line = String(repeating: "  ", count: depth + 1) + v.elementName + " " + v.id
            if let l = v.userLabel { line += " \"\(l)\"" }
            if let f = v.frame {
                line += " (\(Self.number(f.minX)), \(Self.number(f.minY)), \(Self.number(f.width)), \(Self.number(f.height)))"
            }
            if v.properties.isHidden { line += " hidden" }
            if !v.variations.isEmpty { line += " variations: " + v.variations.map(\.key.description).joined(separator: ", ") }
            lines.append(line)
            for s in v.subviews { walk(s, depth: depth + 1) }
        }
        if let root = rootView { walk(root, depth: 0) }
        let constraints = allConstraints
        if !constraints.isEmpty {
            lines.append("  constraints:")
            for c in constraints {
                lines.append("    [\(c.id)] " + c.equation { names[$0] ?? $0 })
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Numbers without a trailing `.0`.
    static func number(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
    }
}

extension IBConstraint: CustomStringConvertible {
    /// The constraint as an equation, naming items through `name`:
    /// `a.leading == b.trailing × 2 + 8 @750`.
    public func equation(naming name: (String) -> String) -> String {
        var text = "\(name(firstItem)).\(firstAttribute.rawValue) \(relation.symbol) "
        if let second = secondItem {
            text += "\(name(second)).\(secondAttribute.rawValue)"
            if multiplier != 1 { text += " × \(IBScene.number(multiplier))" }
            if constant > 0 { text += " + \(IBScene.number(constant))" }
            if constant < 0 { text += " - \(IBScene.number(-constant))" }
        } else {
            text += IBScene.number(constant)
        }
        if priority < 1000 { text += " @\(IBScene.number(priority))" }
        if isPlaceholder { text += " (placeholder)" }
        if !variations.isEmpty { text += " variations: " + variations.map(\.key.description).joined(separator: ", ") }
        return text
    }

    public var description: String { "[\(id)] " + equation { $0 } }
}
