import Layout

/// The document's constraints to Layout's `LayoutConstraint`s.
extension IBBuildState {
    mutating func addConstraints(_ root: IBView) {
        // Constraints of views left out of the tree (a cell a table cannot hold) stay out too.
        for c in root.allConstraints where ids[c.ownerID] != nil {
            guard let constraint = layoutConstraint(c) else {
                warn("\(c.source): <constraint id=\"\(c.id)\"> names a layout guide the layout model lacks (keyboard or other); dropped")
                continue
            }
            do throws(ConstraintError) {
                try tree.addConstraint(constraint)
            } catch {
                warn("\(c.source): <constraint id=\"\(c.id)\"> is rejected by Auto Layout (\(error)); dropped")
            }
        }
    }

    func layoutConstraint(_ c: IBConstraint) -> LayoutConstraint? {
        guard let first = item(c.firstItem, constraint: c) else { return nil }
        let priority = LayoutPriority(Float(min(max(c.priority, 1), 1000)))
        guard let secondID = c.secondItem, c.secondAttribute != .notAnAttribute else {
            return LayoutConstraint(first, c.firstAttribute, c.relation, constant: c.constant, priority: priority,
                                    identifier: c.identifier)
        }
        guard let second = item(secondID, constraint: c) else { return nil }
        return LayoutConstraint(first, c.firstAttribute, c.relation, second, c.secondAttribute, multiplier: c.multiplier,
                                constant: c.constant, priority: priority, identifier: c.identifier)
    }

    /// A view or layout guide id to Layout's item; nil (with a warning) for guides Layout lacks.
    func item(_ id: String, constraint c: IBConstraint) -> LayoutItem? {
        if let v = ids[id] { return .view(v) }
        guard let guide = guideIndex.guide(withID: id) else { return nil }
        switch guide.kind {
        case .topLayoutGuide: return .topLayoutGuide
        case .bottomLayoutGuide: return .bottomLayoutGuide
        case .safeArea: return ids[guide.ownerViewID].map { .safeAreaLayoutGuide($0) }
        case .content: return ids[guide.ownerViewID].map { .contentLayoutGuide($0) }
        case .frame: return ids[guide.ownerViewID].map { .frameLayoutGuide($0) }
        case .keyboard, .other:
            return nil
        }
    }
}
