/// A `LayoutConstraint` as a resolved constraint keeps it: each item in 8 bytes, 56 bytes in
/// all instead of 88 (a `LayoutItem` is 24 bytes inline, for the stack guides' three fields).
///
/// Every constraint the engine holds keeps its source for logs and reports; at 10,000
/// Dynamic Stack View entries that is 490,000 sources. An item that does not fit its packed
/// form (an id of 2⁶⁰ or more, a stack guide's stack of 2³² or index of 2²⁷ or more) makes the
/// whole source `nil` here, and the caller keeps the `LayoutConstraint` as it is.
struct PackedConstraintSource: Equatable, Sendable {
    private let first: UInt64
    /// `PackedItem.none` when there is no second item.
    private let second: UInt64
    let multiplier: Double
    let constant: Double
    let identifier: String?
    let priority: LayoutPriority
    let firstAttribute: LayoutAttribute
    let relation: LayoutRelation
    let secondAttribute: LayoutAttribute
    let origin: LayoutConstraint.Origin

    init?(_ c: LayoutConstraint) {
        guard let first = PackedItem.pack(c.firstItem) else { return nil }
        var second = PackedItem.none
        if let item = c.secondItem {
            guard let packed = PackedItem.pack(item) else { return nil }
            second = packed
        }
        self.init(first: first, second: second, c)
    }

    private init(first: UInt64, second: UInt64, _ c: LayoutConstraint) {
        self.first = first
        self.second = second
        multiplier = c.multiplier
        constant = c.constant
        identifier = c.identifier
        priority = c.priority
        firstAttribute = c.firstAttribute
        relation = c.relation
        secondAttribute = c.secondAttribute
        origin = c.origin
    }

    /// A stand-in for a source kept unpacked beside it (no item).
    static let placeholder = PackedConstraintSource(first: PackedItem.none, second: PackedItem.none,
                                                    LayoutConstraint(.topLayoutGuide, .height, constant: 0))

    /// Whether this is `placeholder` (a packed source always has a first item).
    var isPlaceholder: Bool { first == PackedItem.none }

    /// Whether the two are equal but for `constant`.
    func equalsIgnoringConstant(_ o: PackedConstraintSource) -> Bool {
        first == o.first && second == o.second && multiplier == o.multiplier && identifier == o.identifier
            && priority == o.priority && firstAttribute == o.firstAttribute && relation == o.relation
            && secondAttribute == o.secondAttribute && origin == o.origin
    }

    var firstItem: LayoutItem { PackedItem.unpack(first) ?? .topLayoutGuide }
    var secondItem: LayoutItem? { PackedItem.unpack(second) }

    /// The constraint this was packed from.
    var unpacked: LayoutConstraint {
        var c = LayoutConstraint(firstItem, firstAttribute, relation,
                                 constant: constant, priority: priority, identifier: identifier)
        c.secondItem = secondItem
        c.secondAttribute = secondAttribute
        c.multiplier = multiplier
        c.origin = origin
        return c
    }
}

/// A `LayoutItem` in 64 bits: the case in the top 4, its fields below.
enum PackedItem {
    /// No item (a constant constraint's second item).
    static let none: UInt64 = 0
    private static let idLimit: UInt64 = 1 << 60

    /// The packed form, or nil when a field is out of range.
    static func pack(_ item: LayoutItem) -> UInt64? {
        func id(_ tag: UInt64, _ raw: Int) -> UInt64? {
            guard raw >= 0, UInt64(raw) < idLimit else { return nil }
            return tag << 60 | UInt64(raw)
        }
        switch item {
        case .view(let v): return id(1, v.rawValue)
        case .guide(let g): return id(2, g.rawValue)
        case .layoutMarginsGuide(let v): return id(3, v.rawValue)
        case .safeAreaLayoutGuide(let v): return id(4, v.rawValue)
        case .readableContentGuide(let v): return id(5, v.rawValue)
        case .topLayoutGuide: return 6 << 60
        case .bottomLayoutGuide: return 7 << 60
        case .contentLayoutGuide(let v): return id(8, v.rawValue)
        case .frameLayoutGuide(let v): return id(9, v.rawValue)
        case .stackGuide(let s, let role, let index):
            guard s.rawValue >= 0, s.rawValue < 1 << 32, index >= 0, index < 1 << 27 else { return nil }
            let r: UInt64 = role == .gap ? 1 : 0
            return 10 << 60 | UInt64(s.rawValue) << 28 | r << 27 | UInt64(index)
        }
    }

    /// The item `pack` gave `bits` for (nil for `none`).
    static func unpack(_ bits: UInt64) -> LayoutItem? {
        let raw = Int(bits & (idLimit - 1))
        switch bits >> 60 {
        case 1: return .view(ViewID(raw))
        case 2: return .guide(GuideID(raw))
        case 3: return .layoutMarginsGuide(ViewID(raw))
        case 4: return .safeAreaLayoutGuide(ViewID(raw))
        case 5: return .readableContentGuide(ViewID(raw))
        case 6: return .topLayoutGuide
        case 7: return .bottomLayoutGuide
        case 8: return .contentLayoutGuide(ViewID(raw))
        case 9: return .frameLayoutGuide(ViewID(raw))
        case 10:
            return .stackGuide(stack: ViewID(raw >> 28), role: (raw >> 27) & 1 == 1 ? .gap : .spanner,
                               index: raw & ((1 << 27) - 1))
        default: return nil
        }
    }
}
