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
        root.forEachView { v in
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

        let resolution = IBResolution(traits: traits, installedView: installedView, installedConstraint: installedConstraint)
        var resolvedRoot = resolution.resolve(root)
        // Drop constraints whose items were uninstalled with their views.
        var present = Set<String>()
        resolvedRoot.forEachView { v in
            present.insert(v.id)
            for g in v.layoutGuides { present.insert(g.id) }
        }
        if let t = viewController?.topLayoutGuide { present.insert(t.id) }
        if let b = viewController?.bottomLayoutGuide { present.insert(b.id) }
        Self.prune(&resolvedRoot, present: present)

        var scene = self
        scene.rootView = resolvedRoot
        return scene
    }

    /// Removes the constraints whose items are not `present`, writing only the views that own
    /// one (and their ancestors' subview arrays): the rest stay shared with the document.
    private static func prune(_ view: inout IBView, present: Set<String>) {
        var paths: [[Int]] = [], path: [Int] = []
        pruningPaths(view, present: present, path: &path, into: &paths)
        for p in paths { prune(&view, along: p[...], present: present) }
    }

    private static func isDangling(_ c: IBConstraint, present: Set<String>) -> Bool {
        !present.contains(c.firstItem) || (c.secondItem.map { !present.contains($0) } ?? false)
    }

    /// The index paths from `view` of the views owning a constraint to drop.
    private static func pruningPaths(_ view: IBView, present: Set<String>, path: inout [Int], into paths: inout [[Int]]) {
        if view.constraints.contains(where: { isDangling($0, present: present) }) { paths.append(path) }
        for i in view.subviews.indices {
            path.append(i)
            pruningPaths(view.subviews[i], present: present, path: &path, into: &paths)
            path.removeLast()
        }
    }

    private static func prune(_ view: inout IBView, along path: ArraySlice<Int>, present: Set<String>) {
        guard let i = path.first else {
            return view.constraints.removeAll { isDangling($0, present: present) }
        }
        prune(&view.subviews[i], along: path.dropFirst(), present: present)
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
