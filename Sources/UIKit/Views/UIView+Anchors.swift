extension UIView {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    func anchor(for attribute: NSLayoutConstraint.Attribute) -> AnyObject? {
        AnchorTable.anchor(self, attribute)
    }

    /// `layoutMarginsGuide`: the bounds inset by the layout margins.
    public var layoutMarginsGuide: UILayoutGuide { ownGuide(.margins) }
    /// `safeAreaLayoutGuide`: the bounds inset by the safe area.
    public var safeAreaLayoutGuide: UILayoutGuide { ownGuide(.safeArea) }
    /// `readableContentGuide`: the margins guide, no wider than a readable line.
    public var readableContentGuide: UILayoutGuide { ownGuide(.readableContent) }

    /// Adds a guide to the view (it leaves any view it had).
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutGuides.append(guide)
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The view's guide of a role, made on first use (one per role, as UIKit returns the same object).
    func ownGuide(_ role: UILayoutGuide.Role) -> UILayoutGuide {
        if let g = systemGuides.first(where: { $0.role == role }) { return g }
        let g = UILayoutGuide(role: role, owner: self)
        systemGuides.append(g)
        return g
    }
}
