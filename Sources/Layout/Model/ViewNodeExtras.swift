/// The `ViewNode` properties most views leave unset (border, shadow, margins, fixed and design
/// frames, tint, an intrinsic size override), kept out of line: a node stores one reference,
/// nil while all of them are unset, instead of ~290 bytes inline. They are written while a tree
/// is built and read by each layout pass; a write replaces the shared immutable box.
struct ViewNodeExtras: Hashable, Sendable {
    var border: Border?
    var shadow: LayerShadow?
    var layoutMargins: DirectionalEdgeInsets?
    var autoresizingFrame: Rect?
    var tintColor: Color?
    var designFrame: Rect?
    var intrinsicSizeOverride: IntrinsicSizeOverride?
    var accessibility: AccessibilityProperties?

    /// Every property unset.
    static let unset = ViewNodeExtras()

    /// The storage in a node: no box while every property is unset, so equal values have equal
    /// storage shapes; equality and hashing are the values'.
    struct Storage: Hashable, Sendable {
        private final class Box: Sendable {
            let value: ViewNodeExtras
            init(_ value: ViewNodeExtras) { self.value = value }
        }

        private var box: Box?

        init() { box = nil }

        /// The properties, nil when every one is unset.
        var value: ViewNodeExtras? { box?.value }

        /// Changes the properties (in a new box; none when `body` leaves every one unset).
        mutating func modify(_ body: (inout ViewNodeExtras) -> Void) {
            var v = box?.value ?? .unset
            body(&v)
            box = v == .unset ? nil : Box(v)
        }

        static func == (a: Storage, b: Storage) -> Bool { a.box === b.box || a.value == b.value }

        func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }
}
