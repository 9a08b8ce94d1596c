/// The visual format language (`constraints(withVisualFormat:options:metrics:views:)`):
/// `H:|-[a(>=50)]-8-[b(==a@750)]-|`. Standard spacing is 8 points between views and the
/// layout margin at the superview's edge; horizontal formats run leading to trailing unless
/// an option says left to right.
@MainActor
struct VisualFormat {
    private struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority: UILayoutPriority = .required
    }

    private enum Gap { case flush, standard, predicates([Predicate]) }

    private var scanner: [Character]
    private var index = 0
    let metrics: [String: CGFloat]
    let views: [String: UIView]
    private(set) var constraints: [NSLayoutConstraint] = []

    init(_ format: String, metrics: [String: CGFloat], views: [String: UIView]) {
        scanner = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
        self.views = views
    }

    /// Parses and makes the constraints; nil when the format is not valid.
    mutating func parse(options: NSLayoutConstraint.FormatOptions) -> [NSLayoutConstraint]? {
        let (lead, trail, size) = attributes(options)
        var previous: UIView?
        var pendingEdge: Gap?
        var placed: [UIView] = []
        if take("|") { pendingEdge = gap() }
        while index < scanner.count {
            if take("|") {
                guard let last = previous else { return nil }
                connect(last, trail, to: nil, trail, pendingEdge ?? .flush, superviewEdge: true, reversed: true)
                break
            }
            guard let view = self.view(size) else { return nil }
            if let last = previous {
                connect(view, lead, to: last, trail, pendingEdge ?? .flush, superviewEdge: false, reversed: false)
            } else if let edge = pendingEdge {
                connect(view, lead, to: nil, lead, edge, superviewEdge: true, reversed: false)
            }
            placed.append(view)
            previous = view
            pendingEdge = index < scanner.count ? gap() : nil
        }
        align(placed, options)
        return constraints
    }

    /// The leading edge, trailing edge and length of the format's axis.
    private mutating func attributes(_ options: NSLayoutConstraint.FormatOptions)
        -> (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) {
        if take("V:") { return (.top, .bottom, .height) }
        _ = take("H:")
        let physical = options.contains(.directionLeftToRight) || options.contains(.directionRightToLeft)
        return physical ? (.left, .right, .width) : (.leading, .trailing, .width)
    }

    private mutating func take(_ text: String) -> Bool {
        let chars = Array(text)
        guard index + chars.count <= scanner.count, Array(scanner[index..<index + chars.count]) == chars else { return false }
        index += chars.count
        return true
    }

    /// A connection before the next view or edge.
    private mutating func gap() -> Gap {
        guard take("-") else { return .flush }
        if index < scanner.count, scanner[index] == "[" || scanner[index] == "|" { return .standard }
        let list = take("(") ? predicateList(until: ")") : [predicate()]
        _ = take("-")
        return .predicates(list)
    }

    private mutating func view(_ size: NSLayoutConstraint.Attribute) -> UIView? {
        guard take("[") else { return nil }
        let name = word()
        guard let view = views[name] else { return nil }
        if take("(") {
            for p in predicateList(until: ")") { add(view, size, p, to: p.view, p.view == nil ? .notAnAttribute : size) }
        }
        guard take("]") else { return nil }
        return view
    }

    private mutating func predicateList(until end: Character) -> [Predicate] {
        var list: [Predicate] = []
        repeat { list.append(predicate()) } while take(",")
        _ = take(String(end))
        return list
    }

    private mutating func predicate() -> Predicate {
        var p = Predicate()
        if take("==") { p.relation = .equal } else if take(">=") { p.relation = .greaterThanOrEqual }
        else if take("<=") { p.relation = .lessThanOrEqual }
        let object = word()
        if let n = Double(object) { p.constant = CGFloat(n) } else if let m = metrics[object] { p.constant = m }
        else { p.view = views[object] }
        if take("@") {
            let priority = word()
            p.priority = UILayoutPriority(Float(priority) ?? Float(metrics[priority] ?? 1000))
        }
        return p
    }

    private mutating func word() -> String {
        var out = ""
        while index < scanner.count, scanner[index].isLetter || scanner[index].isNumber || "_.".contains(scanner[index]) {
            out.append(scanner[index])
            index += 1
        }
        return out
    }

    /// `view.attr` after `other.otherAttr` (nil: the superview) by the gap.
    private mutating func connect(_ view: UIView, _ attr: NSLayoutConstraint.Attribute, to other: UIView?,
                                  _ otherAttr: NSLayoutConstraint.Attribute, _ gap: Gap, superviewEdge: Bool, reversed: Bool) {
        guard let target = other ?? view.superview else { return }
        let predicates: [Predicate]
        switch gap {
        case .flush: predicates = [Predicate()]
        case .standard where superviewEdge:
            let margin: NSLayoutConstraint.Attribute = otherAttr.marginVariant
            let c = reversed ? NSLayoutConstraint(item: target, attribute: margin, relatedBy: .equal, toItem: view, attribute: attr,
                                                  multiplier: 1, constant: 0)
                : NSLayoutConstraint(item: view, attribute: attr, relatedBy: .equal, toItem: target, attribute: margin,
                                     multiplier: 1, constant: 0)
            constraints.append(c)
            return
        case .standard: predicates = [Predicate(constant: SystemSpacing.points)]
        case .predicates(let list): predicates = list
        }
        for p in predicates {
            if reversed { add(target, otherAttr, p, to: view, attr) } else { add(view, attr, p, to: target, otherAttr) }
        }
    }

    private mutating func add(_ view: UIView, _ attr: NSLayoutConstraint.Attribute, _ p: Predicate, to other: AnyObject?,
                              _ otherAttr: NSLayoutConstraint.Attribute) {
        let c = NSLayoutConstraint(item: view, attribute: attr, relatedBy: p.relation, toItem: other, attribute: otherAttr,
                                   multiplier: 1, constant: p.constant)
        c.priority = p.priority
        constraints.append(c)
    }

    private mutating func align(_ placed: [UIView], _ options: NSLayoutConstraint.FormatOptions) {
        let table: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        guard let first = placed.first else { return }
        for (option, attribute) in table where options.contains(option) {
            for v in placed.dropFirst() { add(v, attribute, Predicate(), to: first, attribute) }
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// The margin attribute of an edge (`leading` → `leadingMargin`).
    var marginVariant: NSLayoutConstraint.Attribute {
        switch self {
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        default: self
        }
    }
}

extension NSLayoutConstraint {
    /// The constraints a visual format describes (not active); an invalid format gives none, reported.
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        let numbers = (metrics ?? [:]).compactMapValues { value -> CGFloat? in
            (value as? CGFloat) ?? (value as? Double).map { CGFloat($0) } ?? (value as? Int).map { CGFloat($0) }
        }
        var parser = VisualFormat(format, metrics: numbers, views: views.compactMapValues { $0 as? UIView })
        guard let made = parser.parse(options: opts) else {
            UIKitWarnings.record("the visual format \"\(format)\" could not be read")
            return []
        }
        return made
    }
}
