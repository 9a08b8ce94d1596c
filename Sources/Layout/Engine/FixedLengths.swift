/// The lengths views fix for themselves with a required constant constraint (`width == 80`,
/// `height == 33`, as Interface Builder writes a size set in the size inspector), read from the
/// tree's explicit constraints. A stack's fitting-size estimate uses them in place of an item's
/// intrinsic length, as the item's fitting size honours them (UIKit measures a
/// `fillProportionally` item by the size Auto Layout gives it: efrconnect's rows of fixed-height
/// buttons share their stack as their 33-point heights, not their titles' 30).
struct FixedLengths {
    private var width: [Double?]
    private var height: [Double?]

    init(_ tree: ViewTree) {
        width = Array(repeating: nil, count: tree.nodes.count)
        height = width
        for c in tree.constraints {
            guard c.secondItem == nil, c.relation == .equal, c.priority.isRequired,
                  case .view(let v) = c.firstItem, v.rawValue >= 0, v.rawValue < width.count else { continue }
            switch c.firstAttribute {
            case .width: width[v.rawValue] = c.constant
            case .height: height[v.rawValue] = c.constant
            default: continue
            }
        }
    }

    /// `size` with the lengths `v` fixes for itself put in.
    func applied(to size: Size, of v: ViewID) -> Size {
        Size(width: width[v.rawValue] ?? size.width, height: height[v.rawValue] ?? size.height)
    }
}
