import Layout

/// Layer styling written as user-defined runtime attributes: `layer.cornerRadius`,
/// `layer.borderWidth`, `layer.masksToBounds`, `layer.shadowOpacity/Offset/Radius` (Core
/// Animation's own key paths), and the bare `cornerRadius`, `borderWidth`, `borderColor`,
/// `shadow…` and `masksToBounds` keys of the `@IBInspectable` `UIView` extensions apps add for
/// them (they set the layer property of the same name).
///
/// `layer.borderColor` and `layer.shadowColor` given a colour do nothing in UIKit (Interface
/// Builder passes a `UIColor`, the layer wants a `CGColor`): they keep Core Animation's black,
/// with a warning. Other key paths (an app's own properties) are not modelled and are left out
/// silently.
extension IBBuildState {
    mutating func applyLayerStyle(_ view: IBView, to node: inout ViewNode) {
        for a in view.properties.runtimeAttributes {
            let key = a.keyPath.hasPrefix("layer.") ? String(a.keyPath.dropFirst(6)) : a.keyPath
            let viaLayer = a.keyPath.hasPrefix("layer.")
            switch key {
            case "cornerRadius":
                if let v = a.number, v.isFinite { node.cornerRadius = max(0, v) }
            case "borderWidth":
                if let v = a.number, v.isFinite {
                    node.border = Border(width: max(0, v), color: node.border?.color ?? .black)
                }
            case "masksToBounds", "clipsToBounds":
                if let b = a.boolean { node.clipsToBounds = b }
            case "shadowOpacity":
                if let v = a.number, v.isFinite { node.shadow = shadow(node, { $0.opacity = max(0, min(1, v)) }) }
            case "shadowRadius":
                if let v = a.number, v.isFinite { node.shadow = shadow(node, { $0.radius = max(0, v) }) }
            case "shadowOffset":
                if case .size(let s) = a.value {
                    node.shadow = shadow(node, { $0.offset = s })
                }
            case "borderColor", "shadowColor":
                guard case .color(let c) = a.value else { continue }
                if viaLayer {
                    warn("\(a.source): <\(view.elementName) id=\"\(view.id)\">: runtime attribute \(a.keyPath) is given a UIColor, which a layer ignores (it takes a CGColor); drawn with Core Animation's black")
                    continue
                }
                let color = c.map { self.color($0, at: view) } ?? .clear
                if key == "borderColor" {
                    node.border = Border(width: node.border?.width ?? 0, color: color)
                } else {
                    node.shadow = shadow(node, { $0.color = color })
                }
            default:
                continue
            }
        }
    }

    private func shadow(_ node: ViewNode, _ change: (inout LayerShadow) -> Void) -> LayerShadow {
        var s = node.shadow ?? LayerShadow()
        change(&s)
        return s
    }
}
