import Typesetting

/// One view after layout: what the painter reads. The scrolling geometry, set on scroll views,
/// tables and collection views only, is stored out of line (`ScrollingGeometry`), so the
/// result's array of every view does not pay for it.
public struct LaidOutView: Sendable {
    public var id: ViewID
    /// The view's properties as they were laid out (kind, colours, hidden...).
    public var node: ViewNode
    /// Frame in root coordinates (points, y down), rounded to the pixel grid, content offsets of
    /// enclosing scroll views applied.
    public var frame: Rect
    /// Frame in the superview's coordinate space (UIKit `frame`; inside a scroll view this is in
    /// content coordinates).
    public var frameInSuperview: Rect
    /// First / last baseline, absolute y in root coordinates (views without text: their top /
    /// bottom; stacks: their first / last or tallest visible item's, docs/layout.md "Stack views").
    public var firstBaseline: Double
    public var lastBaseline: Double
    /// The measured text at the final size (labels, buttons, fields, text views).
    public var text: TextMeasurement?
    /// Where the text block's top sits, absolute y (nil without text).
    public var textTop: Double?
    /// The lines the view draws, laid out for its final frame (labels, classic buttons, text
    /// fields, text views): glyphs positioned in the text box, truncation applied. Nil for
    /// other views and from measurers that lay out no glyphs. Not part of the layout dump.
    public var textLayout: TextLayout?
    /// Effective layout margins (physical sides) and safe-area insets.
    public var layoutMargins: EdgeInsets
    public var safeAreaInsets: EdgeInsets
    /// Axes on which the frame is not uniquely determined by the constraints.
    public var ambiguousAxes: [Axis]
    /// The unrounded solver values (root coordinates, before scroll offsets).
    public var solvedFrame: Rect
    private var scrolling: ScrollingGeometry?

    /// Scroll views: content size and offset.
    public var contentSize: Size? {
        get { scrolling?.contentSize }
        set { modifyScrolling { $0.contentSize = newValue } }
    }
    public var contentOffset: Point? {
        get { scrolling?.contentOffset }
        set { modifyScrolling { $0.contentOffset = newValue } }
    }
    /// Scroll views, tables and collection views: `adjustedContentInset` (the content inset
    /// plus the safe area edges `contentInsetAdjustmentBehavior` adjusts).
    public var adjustedContentInset: EdgeInsets? {
        get { scrolling?.adjustedContentInset }
        set { modifyScrolling { $0.adjustedContentInset = newValue } }
    }
    /// Table views: where the table put its sections, headers, footers and rows.
    public var table: TableGeometry? {
        get { scrolling?.table }
        set { modifyScrolling { $0.table = newValue } }
    }

    init(id: ViewID, node: ViewNode, frame: Rect, frameInSuperview: Rect, firstBaseline: Double, lastBaseline: Double,
         text: TextMeasurement?, textTop: Double?, layoutMargins: EdgeInsets, safeAreaInsets: EdgeInsets,
         contentSize: Size?, contentOffset: Point?, ambiguousAxes: [Axis], solvedFrame: Rect, table: TableGeometry? = nil,
         textLayout: TextLayout? = nil) {
        self.id = id; self.node = node; self.frame = frame; self.frameInSuperview = frameInSuperview
        self.firstBaseline = firstBaseline; self.lastBaseline = lastBaseline; self.text = text; self.textTop = textTop
        self.textLayout = textLayout
        self.layoutMargins = layoutMargins; self.safeAreaInsets = safeAreaInsets
        self.ambiguousAxes = ambiguousAxes; self.solvedFrame = solvedFrame
        scrolling = nil
        self.contentSize = contentSize; self.contentOffset = contentOffset; self.table = table
    }

    /// Changes the scrolling geometry (a new box; none when nothing is set).
    private mutating func modifyScrolling(_ body: (inout ScrollingGeometry.Fields) -> Void) {
        var fields = scrolling?.fields ?? ScrollingGeometry.Fields()
        body(&fields)
        scrolling = fields == ScrollingGeometry.Fields() ? nil : ScrollingGeometry(fields)
    }
}

/// Why a layout could not hold every required constraint (UIKit's console message).
public struct ConflictReport: Codable, Hashable, Sendable {
    /// The conflicting constraints in UIKit's text form, the broken one last.
    public var conflicting: [String]
    /// The broken (left out) constraint.
    public var broken: String
    /// The full message in UIKit's shape.
    public var message: String
}

/// A view whose frame the constraints do not determine uniquely.
public struct AmbiguityReport: Codable, Hashable, Sendable {
    public var view: String
    /// "horizontal" and/or "vertical".
    public var axes: [Axis]
    /// Which of x, y, width, height are not unique.
    public var attributes: [String]
}

/// The laid-out tree plus diagnostics.
public struct LayoutResult: Sendable {
    public var environment: Environment
    public var rootID: ViewID
    /// Indexed by `ViewID.rawValue`; nil for views not attached to the root.
    public var views: [LaidOutView?]
    /// Conflicts found in this layout call (each broken constraint is reported once, when it
    /// was broken).
    public var conflicts: [ConflictReport]
    /// Every constraint currently left out (broken), in UIKit text form.
    public var brokenConstraints: [String]
    public var ambiguities: [AmbiguityReport]
    /// Views showing text that the layout made smaller than their text needs.
    public var squeezes: [SqueezeReport] = []
    /// The tree that was laid out.
    public var tree: ViewTree
    /// The installed and broken constraints, each once, with their fake addresses.
    var constraintList = ConstraintList()
    /// Per view, the positions in `constraintList` of the constraints naming it (a constraint
    /// names one or two views: a copy under each cost ~120 bytes a view more).
    var constraintRecords: [[Int32]]
    /// Number of passes the layout took.
    public var passes: Int

    /// Constraint descriptions (UIKit text form) per view, indexed by `ViewID.rawValue`:
    /// the constraints that name the view. Formatted on demand.
    public var constraintsByView: [[String]] { constraintRecords.indices.map { constraints(of: ViewID($0)) } }

    /// The UIKit-form descriptions of the constraints that name a view.
    public func constraints(of id: ViewID) -> [String] {
        guard id.rawValue >= 0, id.rawValue < constraintRecords.count else { return [] }
        let d = ConstraintDescriber(tree: tree)
        return records(of: id).map { d.describe($0.constraint, address: $0.address) }
    }

    /// The constraints that name a view, with their fake addresses.
    func records(of id: ViewID) -> [ConstraintRecord] {
        guard id.rawValue >= 0, id.rawValue < constraintRecords.count else { return [] }
        return constraintRecords[id.rawValue].map { constraintList[Int($0)] }
    }

    public subscript(id: ViewID) -> LaidOutView? { id.rawValue < views.count ? views[id.rawValue] : nil }

    /// The first laid-out view with this name.
    public subscript(name: String) -> LaidOutView? {
        views.first { $0?.node.name == name } ?? nil
    }

    /// Attached views in depth-first order.
    public var orderedViews: [LaidOutView] {
        var out: [LaidOutView] = []
        var stack = [rootID]
        while let v = stack.popLast() {
            guard let lv = self[v] else { continue }
            out.append(lv)
            stack.append(contentsOf: lv.node.subviews.reversed())
        }
        return out
    }
}

/// A constraint and its fake address, kept so descriptions are formatted only when asked for.
struct ConstraintRecord: Sendable {
    var constraint: LayoutConstraint
    var address: Int
}

/// The constraints of a layout, each once: the engine's installed list itself (shared with the
/// engine, not copied: it is the layout's largest array), then the broken ones, with their
/// fake addresses. Position `i` counts through the installed ones, then the broken ones.
struct ConstraintList: Sendable {
    var installed: [ResolvedConstraint] = []
    var installedAddresses: [Int] = []
    var broken: [ResolvedConstraint] = []
    var brokenAddresses: [Int] = []

    subscript(i: Int) -> ConstraintRecord {
        if i < installed.count { return ConstraintRecord(constraint: installed[i].source, address: installedAddresses[i]) }
        let j = i - installed.count
        return ConstraintRecord(constraint: broken[j].source, address: brokenAddresses[j])
    }
}
