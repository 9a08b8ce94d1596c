import Layout

/// Size-class resolution: which constraints and views are installed for given traits, and the
/// property values the matching variations give.
///
/// Rules (see docs/interface-builder.md):
/// - Everything starts installed. Each `<variation>` whose condition matches the traits applies
///   its masks: `<exclude reference=>` uninstalls, `<include reference=>` installs.
/// - Matching variations apply from the least to the most specific: `default` (Any/Any), then
///   height-only, then width-only, then width+height; later ones win. Ties keep document order.
/// - Property overrides (attributes or keyed elements inside a view's variation, attributes of
///   a constraint's variation) apply in the same order.
/// - A view that is not installed takes its subtree with it; a constraint is dropped when it is
///   not installed, when it is a placeholder (`placeholder="YES"`), or when one of its items is
///   no longer in the scene.
extension IBScene {
    /// The scene as installed on a device with the traits: uninstalled views and constraints and
    /// placeholder constraints removed, overrides applied, variations cleared.
    public func installed(for traits: Traits) -> IBScene {
        installed(matching: IBTraitMatch(traits))
    }

    /// The scene as Interface Builder's "Any/Any" canvas shows it (Xcode 6/7 size-class
    /// storyboards): only the `default` variations apply.
    public func installedForAnySizeClass() -> IBScene {
        installed(matching: IBTraitMatch(nil))
    }

    func installed(matching traits: IBTraitMatch) -> IBScene {
        guard let root = rootView else { return self }
        // Collect the masks of all matching variations in the scene, in application order.
        var masks: [(precedence: Int, order: Int, variation: IBViewVariation)] = []
        var order = 0
        for v in root.allViews {
            for variation in v.variations where variation.key.matches(traits) {
                masks.append((variation.key.precedence, order, variation))
                order += 1
            }
        }
        masks.sort { ($0.precedence, $0.order) < ($1.precedence, $1.order) }
        var installedConstraint: [String: Bool] = [:]
        var installedView: [String: Bool] = [:]
        for (_, _, variation) in masks {
            for id in variation.constraints.excluded { installedConstraint[id] = false }
            for id in variation.constraints.included { installedConstraint[id] = true }
            for id in variation.subviews.excluded { installedView[id] = false }
            for id in variation.subviews.included { installedView[id] = true }
        }

        var resolvedRoot = Self.resolve(root, traits: traits, installedView: installedView,
                                        installedConstraint: installedConstraint)
        // Drop constraints whose items were uninstalled with their views.
        var present = Set(resolvedRoot.allViews.map(\.id))
        for g in resolvedRoot.allViews.flatMap(\.layoutGuides) { present.insert(g.id) }
        if let t = viewController?.topLayoutGuide { present.insert(t.id) }
        if let b = viewController?.bottomLayoutGuide { present.insert(b.id) }
        Self.prune(&resolvedRoot, present: present)

        var scene = self
        scene.rootView = resolvedRoot
        return scene
    }

    private static func resolve(_ view: IBView, traits: IBTraitMatch, installedView: [String: Bool],
                                installedConstraint: [String: Bool]) -> IBView {
        var result = view
        let matching = view.variations.enumerated()
            .filter { $0.element.key.matches(traits) }
            .sorted { ($0.element.key.precedence, $0.offset) < ($1.element.key.precedence, $1.offset) }
            .map(\.element)
        let overriding = matching.filter { !$0.overriddenProperties.isEmpty }
        if !overriding.isEmpty, let raw = view.rawProperties {
            let merged = IBDocumentReader.merge(raw, overrides: overriding)
            var reader = IBDocumentReader(path: view.source.file ?? "")
            // Every single override was read at load time; if the combination still fails,
            // the base values stay.
            if let (kind, properties, frame) = try? reader.viewBody(merged, id: view.id) {
                result.kind = IBDocumentReader.keepingTableStructure(kind, from: view.kind)
                result.properties = properties
                result.frame = frame
                if case .collectionView(var c) = kind, case .collectionView(let old) = view.kind {
                    (c.cells, c.header, c.footer) = (old.cells, old.header, old.footer)
                    result.kind = .collectionView(c)
                }
                if case .scrollView(var s) = kind, case .scrollView(let old) = view.kind {
                    s.contentLayoutGuideID = old.contentLayoutGuideID
                    s.frameLayoutGuideID = old.frameLayoutGuideID
                    result.kind = .scrollView(s)
                }
            }
        }
        result.constraints = view.constraints.compactMap { c in
            guard installedConstraint[c.id] ?? true, !c.isPlaceholder else { return nil }
            return c.resolved(matching: traits)
        }
        result.subviews = view.subviews.compactMap { s in
            guard installedView[s.id] ?? true else { return nil }
            return resolve(s, traits: traits, installedView: installedView, installedConstraint: installedConstraint)
        }
        result.variations = []
        return result
    }

    private static func prune(_ view: inout IBView, present: Set<String>) {
        view.constraints.removeAll { c in
            !present.contains(c.firstItem) || (c.secondItem.map { !present.contains($0) } ?? false)
        }
        for i in view.subviews.indices {
            prune(&view.subviews[i], present: present)
        }
    }
}

extension IBConstraint {
    /// The constraint's values for the traits (its matching variations applied), variations cleared.
    public func resolved(for traits: Traits) -> IBConstraint {
        resolved(matching: IBTraitMatch(traits))
    }

    func resolved(matching traits: IBTraitMatch) -> IBConstraint {
        var c = self
        let matching = variations.enumerated()
            .filter { $0.element.key.matches(traits) }
            .sorted { ($0.element.key.precedence, $0.offset) < ($1.element.key.precedence, $1.offset) }
            .map(\.element)
        for v in matching {
            for name in v.overriddenProperties {
                switch name {
                case "constant": c.constant = v.constant
                case "multiplier": c.multiplier = v.multiplier
                case "priority": c.priority = v.priority
                case "relation": c.relation = v.relation
                default: continue
                }
            }
        }
        c.variations = []
        return c
    }
}

extension IBDocument {
    /// Every scene resolved for the traits (see `IBScene.installed(for:)`).
    public func installed(for traits: Traits) -> IBDocument {
        var doc = self
        doc.scenes = scenes.map { $0.installed(for: traits) }
        return doc
    }
}

/// The traits variations are matched against: a device's size classes, or none at all (the
/// "Any/Any" canvas, where only `default` variations apply).
struct IBTraitMatch {
    var traits: Traits?
    init(_ traits: Traits?) { self.traits = traits }
}

extension IBVariationKey {
    func matches(_ match: IBTraitMatch) -> Bool {
        if let t = match.traits { return matches(t) }
        return unrecognized.isEmpty && condition.horizontalSizeClass == nil && condition.verticalSizeClass == nil
    }
}
