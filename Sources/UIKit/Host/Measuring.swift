import Layout

/// Sizes asked of a view outside a layout pass (`intrinsicContentSize`,
/// `systemLayoutSizeFitting`, `sizeThatFits`): the view laid out alone inside a plain root by
/// Layout's engine, held to the target size at the fitting priorities.
@MainActor
enum Measuring {
    private static let none = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    /// The views being measured alone for their kind's own size (`super.intrinsicContentSize`
    /// inside an override): their override is not asked again.
    private static var measuredAlone: [ObjectIdentifier] = []

    /// The content size of a view's kind: none for a plain view, else its measured size alone.
    static func intrinsicSize(of view: UIView) -> CGSize {
        guard !isPlain(view) else { return none }
        return laidOutSize(view, alone: true, target: .zero, priorities: (.fittingSizeLevel, .fittingSizeLevel),
                           maxWidth: nil, intrinsicOnly: true)
    }

    /// A subclass's own `intrinsicContentSize`, as UIKit asks every view for it: a plain view's
    /// content size; for a control (a padded label, a fixed-size button) the size its content
    /// constraints hold instead of its measured content, when the override differs from it.
    static func overriddenIntrinsicSize(of view: UIView, kind: ViewKind) -> IntrinsicSizeOverride? {
        guard !UIKitClasses.isBuiltIn(view), !measuredAlone.contains(ObjectIdentifier(view)) else { return nil }
        let s = view.intrinsicContentSize
        if case .view = kind {} else {
            let measured = intrinsicSize(of: view)
            guard abs(s.width - measured.width) > 0.5 || abs(s.height - measured.height) > 0.5 else { return nil }
        }
        guard s.width >= 0 || s.height >= 0 else { return nil }
        return IntrinsicSizeOverride(width: s.width >= 0 ? Double(s.width) : nil, height: s.height >= 0 ? Double(s.height) : nil)
    }

    static func fittingSize(of view: UIView, target: CGSize,
                            priorities: (UILayoutPriority, UILayoutPriority)) -> CGSize {
        laidOutSize(view, alone: false, target: target, priorities: priorities, maxWidth: nil, intrinsicOnly: false)
    }

    /// A plain view keeps its bounds; a control its content's size within `size`'s width.
    static func sizeThatFits(_ view: UIView, _ size: CGSize) -> CGSize {
        guard !isPlain(view) else { return view.bounds.size }
        let limit = size.width > 0 && size.width < UIView.layoutFittingExpandedSize.width ? size.width : nil
        return laidOutSize(view, alone: true, target: .zero, priorities: (.fittingSizeLevel, .fittingSizeLevel),
                           maxWidth: limit, intrinsicOnly: true)
    }

    private static func isPlain(_ view: UIView) -> Bool {
        if case .view = view.layoutKind(KindContext(ids: [:], style: .unspecified)) { return true }
        return false
    }

    private static func laidOutSize(_ view: UIView, alone: Bool, target: CGSize, priorities: (UILayoutPriority, UILayoutPriority),
                                    maxWidth: CGFloat?, intrinsicOnly: Bool) -> CGSize {
        if alone { measuredAlone.append(ObjectIdentifier(view)) }
        defer { if alone { measuredAlone.removeLast() } }
        let (built, found) = TreeBuilder.wrapped(view, alone: alone)
        guard let id = found else { return .zero }
        var tree = built.tree
        let item = LayoutItem.view(id), root = LayoutItem.view(tree.root)
        var constraints = [LayoutConstraint(item, .leading, .equal, root, .leading), LayoutConstraint(item, .top, .equal, root, .top)]
        if !intrinsicOnly {
            constraints.append(LayoutConstraint(item, .width, constant: Double(target.width), priority: LayoutPriority(priorities.0.rawValue)))
            constraints.append(LayoutConstraint(item, .height, constant: Double(target.height), priority: LayoutPriority(priorities.1.rawValue)))
        }
        if let maxWidth { constraints.append(LayoutConstraint(item, .width, .lessThanOrEqual, constant: Double(maxWidth))) }
        for c in constraints { try? tree.addConstraint(c) }
        var e = LayoutHost.screen
        e.device = .custom(width: 10_000, height: 10_000)
        e.rootIsPlainView = true
        e.statusBarHidden = true
        let result = Layout.layout(tree, in: e, measurer: LayoutHost.measurer)
        return result[id].map { CGSize($0.frame.size) } ?? .zero
    }
}

/// Which classes are this module's own (their sizes are measured, not asked of an override).
enum UIKitClasses {
    static func isBuiltIn(_ object: AnyObject) -> Bool {
        String(reflecting: type(of: object)).hasPrefix("UIKit.")
    }
}
