extension UIView {

    /// Empty: constraints are solved by the layout pass.
    public func setNeedsUpdateConstraints() { setNeedsLayout() }
    public func updateConstraintsIfNeeded() {}
    public func setNeedsDisplay() {}
    public func setNeedsDisplay(_ rect: CGRect) {}

    public func invalidateIntrinsicContentSize() { setNeedsLayout() }

    public func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        contentPriorities.hugging[axis.rawValue] ?? defaultContentPriorities.defaultHugging[axis.rawValue]
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        contentPriorities.hugging[axis.rawValue] = priority
    }

    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        contentPriorities.resistance[axis.rawValue] ?? defaultContentPriorities.defaultResistance[axis.rawValue]
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        contentPriorities.resistance[axis.rawValue] = priority
    }

    /// The margins: as set, or what the last layout gave (8 on each side by default).
    public var layoutMargins: UIEdgeInsets {
        get {
            guard let m = storedMargins, needsLayout else { return laidOutMargins }
            return UIEdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing)
        }
        set { storedMargins = NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.left,
                                                     bottom: newValue.bottom, trailing: newValue.right) }
    }

    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set { storedMargins = newValue; setNeedsLayout() }
    }


    /// The constraints kept with this view (those naming it or its guides).
    public var constraints: [NSLayoutConstraint] { attachedConstraints }

    /// `addConstraint(_:)`: activates the constraint.
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// The active constraints that affect the view along an axis.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        attachedConstraints.filter { $0.firstAttribute.isVertical == (axis == .vertical) }
    }

    /// Whether the last layout found the view's frame ambiguous.
    public var hasAmbiguousLayout: Bool { hadAmbiguousLayout }
    public func exerciseAmbiguityInLayout() {}

    /// The trait environment: the one the view was last laid out in, with its own style override.
    public var traitCollection: UITraitCollection {
        let base = laidOutTraits ?? superview?.traitCollection ?? UITraitCollection.current
        let style = effectiveStyleOverride
        return style == .unspecified ? base : base.with(userInterfaceStyle: style)
    }

    /// The style forced on the view by itself or an ancestor (`.unspecified`: none).
    var effectiveStyleOverride: UIUserInterfaceStyle {
        if overrideUserInterfaceStyle != .unspecified { return overrideUserInterfaceStyle }
        return superview?.effectiveStyleOverride ?? owningViewController?.overrideUserInterfaceStyle ?? .unspecified
    }
}

extension NSLayoutConstraint.Attribute {
    var isVertical: Bool {
        switch self {
        case .top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
             .centerYWithinMargins: return true
        default: return false
        }
    }
}
