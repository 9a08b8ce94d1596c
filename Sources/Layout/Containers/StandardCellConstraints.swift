/// The places UIKit's standard cell styles give their image view and labels inside the content
/// view, as constraints (docs/layout.md, "Tables"; measured from Interface Builder's stored
/// frames): the image at the leading margin, centred, at its own size; the text 15 after it (or
/// at the margin); `basic`: the text to the trailing margin and as tall as the content view (y
/// 0, the row's height); `subtitle`: the text and the detail below it each as wide as its text
/// (at most to the trailing margin), the pair centred; `value1`: the detail at the trailing
/// margin, both at their text's size; `value2`: a fixed-width trailing-aligned text label, then
/// the detail at its text's size. Labels but the basic one stay within the top and bottom margins.
struct StandardCellConstraints {
    let style: TableViewCellStyle
    let contentView: ViewID
    private(set) var tree: ViewTree
    var text: ViewID?
    var detail: ViewID?
    var image: ViewID?

    init(style: TableViewCellStyle, contentView: ViewID, tree: ViewTree) {
        self.style = style; self.contentView = contentView; self.tree = tree
    }

    mutating func add() {
        for v in [text, detail, image].compactMap({ $0 }) {
            var n = tree[v]
            n.autoresizingFrame = nil
            tree[v] = n
        }
        let cv = LayoutItem.view(contentView)
        var leading: (LayoutItem, LayoutAttribute) = (cv, .leadingMargin)
        var gap = 0.0
        if let image, case .imageView(let p) = tree[image].kind, let size = p.imageSize {
            // The image keeps its size and may reach into the margins (a 29-pt icon in a 44-pt row).
            add(.view(image), .leading, .equal, cv, .leadingMargin)
            add(.view(image), .centerY, .equal, cv, .centerY)
            add(.view(image), .width, .equal, nil, .notAnAttribute, size.width)
            add(.view(image), .height, .equal, nil, .notAnAttribute, size.height)
            leading = (.view(image), .trailing)
            gap = TableMetrics.imageTextGap
        }
        switch style {
        case .custom: return
        case .basic: addBasic(leading: leading, gap: gap)
        case .subtitle: addSubtitle(leading: leading, gap: gap)
        case .value1: addValue1(leading: leading, gap: gap)
        case .value2: addValue2()
        }
    }

    private mutating func addBasic(leading: (LayoutItem, LayoutAttribute), gap: Double) {
        guard let text else { return }
        let cv = LayoutItem.view(contentView)
        add(.view(text), .leading, .equal, leading.0, leading.1, gap)
        add(.view(text), .trailing, .equal, cv, .trailingMargin)
        add(.view(text), .top, .equal, cv, .top)
        add(.view(text), .bottom, .equal, cv, .bottom)
    }

    private mutating func addSubtitle(leading: (LayoutItem, LayoutAttribute), gap: Double) {
        guard let text else { return }
        guard let detail else { return addBasic(leading: leading, gap: gap) }
        let cv = LayoutItem.view(contentView)
        for label in [text, detail] {
            add(.view(label), .leading, .equal, leading.0, leading.1, gap)
            add(.view(label), .trailing, .lessThanOrEqual, cv, .trailingMargin)
        }
        add(.view(detail), .top, .equal, .view(text), .bottom)
        guard let pair = try? tree.addLayoutGuide(name: "UITableViewCell-subtitle-pair", to: contentView) else { return }
        add(.guide(pair), .top, .equal, .view(text), .top)
        add(.guide(pair), .bottom, .equal, .view(detail), .bottom)
        add(.guide(pair), .leading, .equal, cv, .leading)
        add(.guide(pair), .width, .equal, cv, .width)
        add(.guide(pair), .centerY, .equal, cv, .centerY)
        add(.guide(pair), .top, .greaterThanOrEqual, cv, .topMargin)
        add(.guide(pair), .bottom, .lessThanOrEqual, cv, .bottomMargin)
    }

    private mutating func addValue1(leading: (LayoutItem, LayoutAttribute), gap: Double) {
        let cv = LayoutItem.view(contentView)
        if let text {
            add(.view(text), .leading, .equal, leading.0, leading.1, gap)
            add(.view(text), .centerY, .equal, cv, .centerY)
            within(text)
        }
        if let detail {
            // The detail keeps its text's size; the text gives way (truncates) first.
            tree[detail].compressionResistance.horizontal = LayoutPriority(760)
            add(.view(detail), .trailing, .equal, cv, .trailingMargin)
            add(.view(detail), .centerY, .equal, cv, .centerY)
            within(detail)
            if let text { add(.view(detail), .leading, .greaterThanOrEqual, .view(text), .trailing, TableMetrics.detailGap) }
        }
        if let text, detail == nil { add(.view(text), .trailing, .lessThanOrEqual, cv, .trailingMargin) }
    }

    private mutating func addValue2() {
        let cv = LayoutItem.view(contentView)
        if let text {
            add(.view(text), .leading, .equal, cv, .leadingMargin)
            add(.view(text), .width, .equal, nil, .notAnAttribute, TableMetrics.value2TextWidth)
            add(.view(text), .centerY, .equal, cv, .centerY)
            within(text)
        }
        if let detail {
            if let text {
                add(.view(detail), .leading, .equal, .view(text), .trailing, TableMetrics.value2DetailGap)
            } else {
                add(.view(detail), .leading, .equal, cv, .leadingMargin)
            }
            add(.view(detail), .trailing, .lessThanOrEqual, cv, .trailingMargin)
            add(.view(detail), .centerY, .equal, cv, .centerY)
            within(detail)
        }
    }

    /// The view stays within the content view's top and bottom margins.
    private mutating func within(_ v: ViewID) {
        add(.view(v), .top, .greaterThanOrEqual, .view(contentView), .topMargin)
        add(.view(v), .bottom, .lessThanOrEqual, .view(contentView), .bottomMargin)
    }

    private mutating func add(_ a: LayoutItem, _ aa: LayoutAttribute, _ r: LayoutRelation, _ b: LayoutItem?,
                              _ ba: LayoutAttribute, _ constant: Double = 0) {
        let id = "UITableViewCell-\(style.rawValue)"
        let c = b.map { LayoutConstraint(a, aa, r, $0, ba, constant: constant, identifier: id) }
            ?? LayoutConstraint(a, aa, r, constant: constant, identifier: id)
        try? tree.addConstraint(c)
    }
}
