import Layout

/// A scene's view tree resolved for traits (`IBScene.installed(matching:)`): uninstalled views
/// and constraints and placeholder constraints removed, the matching variations' overrides
/// applied, variations cleared.
///
/// A subtree that resolving leaves as it is (no view variation, every subview and constraint
/// installed, no placeholder constraint, no constraint variation) is returned as it is, its
/// storage shared with the document, so a table of 100,000 plain cells is not copied. One walk
/// marks the subtrees that change, in `IBView.forEachView`'s order; a second resolves only those.
struct IBResolution {
    let traits: IBTraitMatch
    let installedView: [String: Bool]
    let installedConstraint: [String: Bool]

    /// A view's mark, in pre-order: whether resolving changes its subtree, and the pre-order
    /// index after its subtree.
    private struct Mark {
        var changes: Bool
        var end: Int
    }

    /// `root` resolved.
    func resolve(_ root: IBView) -> IBView {
        var marks: [Mark] = []
        _ = mark(root, into: &marks)
        var cursor = 0
        return resolve(root, marks: marks, cursor: &cursor)
    }

    /// Appends the marks of `view`'s subtree; whether resolving changes it.
    private func mark(_ view: IBView, into marks: inout [Mark]) -> Bool {
        let index = marks.count
        marks.append(Mark(changes: false, end: 0))
        var changes = !view.variations.isEmpty || view.constraints.contains { c in
            !(installedConstraint[c.id] ?? true) || c.isPlaceholder || !c.variations.isEmpty
        }
        for i in view.subviews.indices {
            if !(installedView[view.subviews[i].id] ?? true) { changes = true }
            if mark(view.subviews[i], into: &marks) { changes = true }
        }
        marks[index] = Mark(changes: changes, end: marks.count)
        return changes
    }

    private func resolve(_ view: IBView, marks: [Mark], cursor: inout Int) -> IBView {
        let mark = marks[cursor]
        guard mark.changes else {
            cursor = mark.end
            return view
        }
        cursor += 1
        var result = overridden(view)
        result.constraints = view.constraints.compactMap { c in
            guard installedConstraint[c.id] ?? true, !c.isPlaceholder else { return nil }
            return c.resolved(matching: traits)
        }
        var subviews: [IBView] = []
        for i in view.subviews.indices {
            guard installedView[view.subviews[i].id] ?? true else {
                cursor = marks[cursor].end
                continue
            }
            subviews.append(resolve(view.subviews[i], marks: marks, cursor: &cursor))
        }
        result.subviews = subviews
        result.variations = []
        return result
    }

    /// The view with the property overrides of its matching variations applied.
    private func overridden(_ view: IBView) -> IBView {
        var result = view
        let matching = view.variations.enumerated()
            .filter { $0.element.key.matches(traits) }
            .sorted { ($0.element.key.precedence, $0.offset) < ($1.element.key.precedence, $1.offset) }
            .map(\.element)
        let overriding = matching.filter { !$0.overriddenProperties.isEmpty }
        guard !overriding.isEmpty, let raw = view.rawProperties else { return result }
        let merged = IBDocumentReader.merge(raw, overrides: overriding)
        var reader = IBDocumentReader(path: view.source.file ?? "")
        // Every single override was read at load time; if the combination still fails, the
        // base values stay.
        guard let (kind, properties, frame) = try? reader.viewBody(merged, id: view.id) else { return result }
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
        return result
    }
}
