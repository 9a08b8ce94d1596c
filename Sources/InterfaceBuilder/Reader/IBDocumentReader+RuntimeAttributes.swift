/// Reading `<userDefinedRuntimeAttributes>`.
extension IBDocumentReader {
    /// The `<userDefinedRuntimeAttribute>`s of a view element, in document order.
    func runtimeAttributes(in node: XMLElementNode) throws(IBError) -> [IBRuntimeAttribute] {
        guard let list = node.child(named: "userDefinedRuntimeAttributes") else { return [] }
        var out: [IBRuntimeAttribute] = []
        for a in list.children(named: "userDefinedRuntimeAttribute") {
            guard let keyPath = a["keyPath"], !keyPath.isEmpty else { continue }
            out.append(IBRuntimeAttribute(keyPath: keyPath, value: try runtimeValue(a), source: location(a)))
        }
        return out
    }

    private func runtimeValue(_ a: XMLElementNode) throws(IBError) -> IBRuntimeAttribute.TypedValue {
        let type = a["type"] ?? "nil"
        let valueChild = a.children.first { $0["key"] == "value" }
        switch type {
        case "number":
            if let v = try number(a, "value") { return .number(v) }
            if let child = valueChild, let v = try number(child, "value") { return .number(v) }
            return .other(type: type)
        case "boolean":
            return .boolean(try bool(a, "value", default: false))
        case "string", "localizedString", "image":
            return .string(a["value"] ?? valueChild?.text ?? "")
        case "color":
            guard let child = valueChild else { return .color(nil) }
            return .color(try color(child))
        case "size":
            guard let child = valueChild else { return .other(type: type) }
            return .size(try size(child))
        case "point":
            guard let child = valueChild else { return .other(type: type) }
            return .point(x: try number(child, "x", default: 0), y: try number(child, "y", default: 0))
        case "rect":
            guard let child = valueChild else { return .other(type: type) }
            return .rect(try rect(child))
        default:
            return .other(type: type)
        }
    }
}
