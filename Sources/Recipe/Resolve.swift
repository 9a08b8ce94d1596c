import Layout

extension RecipeDocument {
    /// The effective document for `traits`: views, guides and constraints whose `when` does not
    /// match are removed; matching `variants` are applied in order (a later one wins); every
    /// condition and variant is cleared. Constraints that mention a removed view or guide are
    /// removed too (as Interface Builder uninstalls them with the view).
    public func resolved(for traits: Traits) -> RecipeDocument {
        var result = self
        // The root has no `when` (the decoder rejects it), so it always survives.
        if case .changed(let root) = root.resolved(for: traits) { result.root = root }
        // Which of the names the constraints mention are still there: the walk stops once it
        // has found them all (a large recipe's constraints usually name a few views near the
        // root, and hashing every name was most of the walk).
        let mentioned = Set(constraints.flatMap { [$0.firstItem.mentionedName, $0.secondItem?.mentionedName] }.compactMap { $0 })
        var present = Set<String>()
        func found(_ name: String) -> Bool {
            if mentioned.contains(name) { present.insert(name) }
            return present.count == mentioned.count
        }
        func collect(_ v: ViewSpec) -> Bool {
            if let n = v.name, found(n) { return true }
            for g in v.layoutGuides where found(g.name) { return true }
            // Indices, not elements: a view is large and copying each one was most of the walk.
            for i in v.subviews.indices where collect(v.subviews[i]) { return true }
            for i in v.arrangedSubviews.indices where collect(v.arrangedSubviews[i]) { return true }
            return false
        }
        if !mentioned.isEmpty { _ = collect(result.root) }
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

/// What resolving a view for traits did to it.
enum ResolvedView {
    /// Nothing to resolve in the view or below it: the view as it is (not copied).
    case same
    /// Its `when` does not match.
    case removed
    case changed(ViewSpec)
}

extension ViewSpec {
    /// The view for `traits`: removed when its `when` does not match, else with its matching
    /// `variants` applied in order and every condition and variant below it cleared.
    func resolved(for traits: Traits) -> ResolvedView {
        if let c = condition, !c.matches(traits) { return .removed }
        let subs = Self.resolved(subviews, for: traits), arranged = Self.resolved(arrangedSubviews, for: traits)
        let guidesChange = layoutGuides.contains { $0.condition != nil }
        guard condition != nil || !variants.isEmpty || guidesChange || subs != nil || arranged != nil else { return .same }
        var v = self
        for variant in variants where variant.condition.matches(traits) {
            v.properties = v.properties.merging(variant.properties)
            v.content = v.content.merging(variant.content)
        }
        v.variants = []
        v.condition = nil
        if let subs { v.subviews = subs }
        if let arranged { v.arrangedSubviews = arranged }
        if guidesChange {
            v.layoutGuides = layoutGuides.compactMap { g in
                if let c = g.condition, !c.matches(traits) { return nil }
                var g = g
                g.condition = nil
                return g
            }
        }
        return .changed(v)
    }

    /// The resolved list, or nil when no view in it changes.
    private static func resolved(_ views: [ViewSpec], for traits: Traits) -> [ViewSpec]? {
        var out: [ViewSpec]? = nil
        for i in views.indices {
            let r = views[i].resolved(for: traits)
            if case .same = r {
                out?.append(views[i])
                continue
            }
            if out == nil { out = Array(views[..<i]) }
            if case .changed(let v) = r { out?.append(v) }
        }
        return out
    }
}
