/// The active constraints, kept with the views and guides they name so that a layout pass
/// finds those of its hierarchy; numbered in activation order.
@MainActor
enum ConstraintRegistry {
    private static var counter = 0

    static func activate(_ c: NSLayoutConstraint) {
        guard c.activationIndex == 0 else { return }
        counter += 1
        c.activationIndex = counter
        for owner in owners(of: c) { owner.attachedConstraints.append(c) }
        owners(of: c).first?.setNeedsLayout()
    }

    static func deactivate(_ c: NSLayoutConstraint) {
        guard c.activationIndex > 0 else { return }
        c.activationIndex = 0
        for owner in owners(of: c) { owner.attachedConstraints.removeAll { $0 === c } }
    }

    /// The views a constraint is kept with: the views of its items (a guide's owning view).
    private static func owners(of c: NSLayoutConstraint) -> [UIView] {
        [c.firstItem, c.secondItem].compactMap { item -> UIView? in
            if let v = item as? UIView { return v }
            return (item as? UILayoutGuide)?.owningView
        }
    }
}
