import Layout

/// UIView's own properties onto a node of Layout's tree.
@MainActor
enum NodeProperties {
    static func apply(_ view: UIView, to node: inout ViewNode, context: KindContext, isRoot: Bool) {
        applyLook(view, to: &node, context: context)
        node.preservesSuperviewLayoutMargins = view.preservesSuperviewLayoutMargins
        node.insetsLayoutMarginsFromSafeArea = view.insetsLayoutMarginsFromSafeArea
        node.semanticContentAttribute = view.semanticContentAttribute.layout
        node.layoutMargins = view.storedMargins?.directional
        node.contentHugging = priorities(view.contentHuggingPriority)
        node.compressionResistance = priorities(view.contentCompressionResistancePriority)
        if !isRoot, view.translatesAutoresizingMaskIntoConstraints { node.autoresizingFrame = view.frame.rect }
        node.intrinsicSizeOverride = Measuring.overriddenIntrinsicSize(of: view, kind: node.kind)
    }

    /// What a view looks like (not how it is laid out): what `layoutSubviews` overrides may
    /// still change after the solve.
    static func applyLook(_ view: UIView, to node: inout ViewNode, context: KindContext) {
        node.backgroundColor = context.color(view.backgroundColor)
        node.isHidden = view.isHidden
        node.alpha = Double(max(0, min(1, view.alpha)))
        node.clipsToBounds = view.clipsToBounds
        node.tintColor = context.color(view.storedTint)
        node.border = nil
        node.shadow = nil
        applyLayer(view.layer, to: &node, context: context)
    }

    private static func priorities(_ read: (NSLayoutConstraint.Axis) -> UILayoutPriority) -> AxisPriorities {
        AxisPriorities(read(.horizontal).rawValue, read(.vertical).rawValue)
    }

    private static func applyLayer(_ layer: CALayer, to node: inout ViewNode, context: KindContext) {
        node.cornerRadius = Double(layer.cornerRadius)
        if layer.borderWidth > 0 {
            let color = context.color(layer.borderColor?.uiColor) ?? .black
            node.border = Border(width: Double(layer.borderWidth), color: color)
        }
        if layer.shadowOpacity > 0 {
            node.shadow = LayerShadow(color: context.color(layer.shadowColor?.uiColor) ?? .black, opacity: Double(layer.shadowOpacity),
                                      offset: layer.shadowOffset.size, radius: Double(layer.shadowRadius))
        }
        if let bg = layer.backgroundColor?.uiColor, node.backgroundColor == nil { node.backgroundColor = context.color(bg) }
        if layer.opacity < 1 { node.alpha *= Double(max(0, layer.opacity)) }
        if layer.isHidden { node.isHidden = true }
    }
}

extension UISemanticContentAttribute {
    var layout: SemanticContentAttribute {
        switch self {
        case .unspecified: .unspecified
        case .playback: .playback
        case .spatial: .spatial
        case .forceLeftToRight: .forceLeftToRight
        case .forceRightToLeft: .forceRightToLeft
        }
    }
}
