import Layout

/// Interface Builder's canvas keeps the stored length across the axis of an arranged view that
/// nothing sizes that way (docs/interface-builder.md, "The Interface Builder canvas"): where
/// UIKit's stack view collapses it (`UISV-ambiguity-suppression`, 0 at priority 25), the canvas
/// shows it at its designed length and the stack around it follows.
extension IBBuildState {
    /// The stored length across its stack's axis that stands in for the intrinsic size of an
    /// arranged view on the canvas: a plain view without subviews, in a stack whose alignment
    /// does not fill, that no constraint of the scene sizes or places across the axis
    /// (checkout-frame, Xcode 15: 50-point custom views beside a 34-point button in a centred
    /// row stored 50 tall, the row too; covpass 128, efrconnect 24). nil elsewhere.
    func canvasLengthAcross(of view: IBView, arrangedIn stack: IBView) -> IntrinsicSizeOverride? {
        guard isCanvas, case .stackView(let s) = stack.kind, s.alignment != .fill, view.subviews.isEmpty,
              view.properties.placeholderIntrinsicWidth == nil, view.properties.placeholderIntrinsicHeight == nil,
              let frame = view.frame else { return nil }
        let across: Axis = s.axis == .horizontal ? .vertical : .horizontal
        let placed = scene.allConstraints.contains { c in
            (c.firstItem == view.id && c.firstAttribute.axis == across) || (c.secondItem == view.id && c.secondAttribute.axis == across)
        }
        guard !placed else { return nil }
        return across == .vertical ? IntrinsicSizeOverride(height: frame.height) : IntrinsicSizeOverride(width: frame.width)
    }
}
