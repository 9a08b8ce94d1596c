import Layout

extension IBDocumentReader {
    /// A view's `<accessibility key="accessibilityConfiguration" label= hint= identifier= value=>`
    /// with its `<accessibilityTraits key="traits" button="YES" .../>` and `<bool key="isElement"
    /// value="YES"/>`, as Interface Builder's Identity inspector writes them; nil when absent.
    /// Traits Interface Builder leaves out are the class's defaults.
    func accessibility(in node: XMLElementNode) throws(IBError) -> AccessibilityProperties? {
        guard let a = node.child(named: "accessibility", key: "accessibilityConfiguration") else { return nil }
        var p = AccessibilityProperties(label: a["label"], value: a["value"], hint: a["hint"], identifier: a["identifier"])
        if let e = a.child(named: "bool", key: "isElement") { p.isElement = try bool(e, "value", default: false) }
        if let t = a.child(named: "accessibilityTraits", key: "traits") {
            var traits: [AccessibilityTrait] = []
            for trait in AccessibilityTrait.allCases where try bool(t, trait.rawValue, default: false) { traits.append(trait) }
            p.traits = traits
        }
        return p
    }
}
