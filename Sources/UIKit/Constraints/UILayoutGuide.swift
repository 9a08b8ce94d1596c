/// `UILayoutGuide`: a rectangle that takes part in layout without being drawn. A view's
/// margins, safe-area, readable-content guides and a scroll view's content and frame guides are
/// guides of this class too.
@MainActor
open class UILayoutGuide: LayoutAnchorProviding {
    /// Which guide this is: one the app added, or one a view owns.
    enum Role { case added, margins, safeArea, readableContent, scrollContent, scrollFrame }

    let role: Role
    public var identifier = ""
    public internal(set) weak var owningView: UIView?
    /// The guide's frame in its owning view, set by layout.
    public internal(set) var layoutFrame: CGRect = .zero

    public init() { role = .added }

    init(role: Role, owner: UIView) {
        self.role = role
        owningView = owner
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    func anchor(for attribute: NSLayoutConstraint.Attribute) -> AnyObject? {
        AnchorTable.anchor(self, attribute)
    }
}

/// The anchor object of an item's attribute (`NSLayoutConstraint.firstAnchor`).
@MainActor
enum AnchorTable {
    static func anchor(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> AnyObject? {
        switch attribute {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins:
            return NSLayoutXAxisAnchor(item: item, attribute: attribute)
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
            return NSLayoutYAxisAnchor(item: item, attribute: attribute)
        case .width, .height: return NSLayoutDimension(item: item, attribute: attribute)
        case .notAnAttribute: return nil
        }
    }
}
