extension RecipeDocument {
    /// The effective document for `traits`: views, guides and constraints whose `when` does not
    /// match are removed; matching `variants` are applied in order (a later one wins); every
    /// condition and variant is cleared. Constraints that mention a removed view or guide are
    /// removed too (as Interface Builder uninstalls them with the view).
    public func resolved(for traits: Traits) -> RecipeDocument {
        func resolve(_ view: ViewSpec) -> ViewSpec? {
            if let c = view.condition, !c.matches(traits) { return nil }
            var v = view
            for variant in view.variants where variant.condition.matches(traits) {
                v.properties = v.properties.merging(variant.properties)
                v.content = v.content.merging(variant.content)
            }
            v.variants = []
            v.condition = nil
            v.subviews = view.subviews.compactMap(resolve)
            v.arrangedSubviews = view.arrangedSubviews.compactMap(resolve)
            v.layoutGuides = view.layoutGuides.compactMap { g in
                if let c = g.condition, !c.matches(traits) { return nil }
                var g = g
                g.condition = nil
                return g
            }
            return v
        }
        var result = self
        // The root has no `when` (the decoder rejects it), so it always survives.
        result.root = resolve(root) ?? root
        var present = Set<String>()
        func collect(_ v: ViewSpec) {
            if let n = v.name { present.insert(n) }
            for g in v.layoutGuides { present.insert(g.name) }
            for c in v.subviews + v.arrangedSubviews { collect(c) }
        }
        collect(result.root)
        result.constraints = constraints.compactMap { c in
            if let cond = c.condition, !cond.matches(traits) { return nil }
            for item in [c.firstItem, c.secondItem] {
                if let name = item?.mentionedName, !present.contains(name) { return nil }
            }
            var c = c
            c.condition = nil
            return c
        }
        return result
    }
}
