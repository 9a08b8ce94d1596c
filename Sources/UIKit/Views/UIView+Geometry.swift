extension UIView {

    /// The frame's centre in the superview's coordinates.
    public var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            frame.origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2)
        }
    }


    /// Converts a point from this view's coordinates to `view`'s (nil: the hierarchy's root).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let mine = originInRoot, theirs = view?.originInRoot ?? .zero
        return CGPoint(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts a point from `view`'s coordinates to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        (view ?? hierarchyRoot).convert(point, to: self)
    }

    /// Converts a rectangle from `view`'s coordinates to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// The view's bounds origin in the root's coordinates.
    var originInRoot: CGPoint {
        guard let s = superview else { return .zero }
        let p = s.originInRoot, o = s.boundsOrigin
        return CGPoint(x: p.x + storedFrame.minX - o.x, y: p.y + storedFrame.minY - o.y)
    }

    /// UIKit's autoresizing: each subview that translates its mask into constraints keeps its
    /// fixed margins and sizes and shares the change among its flexible ones.
    func resizeSubviews(from old: CGSize) {
        guard autoresizesSubviews else { return }
        let new = storedFrame.size
        for s in subviews where s.translatesAutoresizingMaskIntoConstraints && !s.autoresizingMask.isEmpty {
            let m = s.autoresizingMask, f = s.storedFrame
            let (x, w) = Self.resize(f.minX, f.width, old.width, new.width,
                                     m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin))
            let (y, h) = Self.resize(f.minY, f.height, old.height, new.height,
                                     m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin))
            s.frame = CGRect(x: x, y: y, width: w, height: h)
        }
    }

    /// One axis of autoresizing: the change spread over the flexible parts in proportion to them.
    private static func resize(_ origin: CGFloat, _ size: CGFloat, _ oldLength: CGFloat, _ newLength: CGFloat,
                               _ flexLead: Bool, _ flexSize: Bool, _ flexTrail: Bool) -> (CGFloat, CGFloat) {
        let delta = newLength - oldLength
        let trail = oldLength - origin - size
        let parts = [flexLead ? origin : 0, flexSize ? size : 0, flexTrail ? trail : 0]
        let flexible = [flexLead, flexSize, flexTrail].filter { $0 }.count
        guard flexible > 0 else { return (origin, size) }
        let total = parts.reduce(0, +)
        func share(_ i: Int, _ on: Bool) -> CGFloat {
            guard on else { return 0 }
            return total > 0 ? delta * parts[i] / total : delta / CGFloat(flexible)
        }
        return (origin + share(0, flexLead), size + share(1, flexSize))
    }
}
