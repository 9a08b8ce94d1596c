extension UIView {
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    public func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        var target = index
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            if old < target { target -= 1 }
        } else {
            view.removeFromSuperview()
        }
        subviews.insert(view, at: max(0, min(target, subviews.count)))
        view.superview = self
        didAddSubview(view)
        view.didMoveToSuperview()
        setNeedsLayout()
    }

    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        let i = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: i)
    }

    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }

    /// Detaches the view; constraints between its subtree and the rest are deactivated, as in UIKit.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        (parent as? UIStackView)?.subviewWasRemoved(self)
        deactivateConstraints(leaving: self)
    }


    /// The view or the first view below it (depth first) with this tag.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviews {
            if let found = s.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// True if the view is `view` or lies below it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let c = current {
            if c === view { return true }
            current = c.superview
        }
        return false
    }

    /// The top of the hierarchy the view is in.
    var hierarchyRoot: UIView {
        var top = self
        while let s = top.superview { top = s }
        return top
    }

    /// The view and every view below it, depth first in subview order.
    var subtree: [UIView] {
        var out: [UIView] = []
        var stack = [self]
        while let v = stack.popLast() {
            out.append(v)
            stack.append(contentsOf: v.subviews.reversed())
        }
        return out
    }

    private func deactivateConstraints(leaving subtreeRoot: UIView) {
        for view in subtreeRoot.subtree {
            for c in view.attachedConstraints where !c.bothItems(inside: subtreeRoot) {
                c.isActive = false
            }
        }
    }
}

extension NSLayoutConstraint {
    /// Whether both items (views, or guides' owning views) lie in `root`'s subtree.
    func bothItems(inside root: UIView) -> Bool {
        [firstItem, secondItem].allSatisfy { item in
            guard let item else { return true }
            let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
            return view?.isDescendant(of: root) ?? false
        }
    }
}
