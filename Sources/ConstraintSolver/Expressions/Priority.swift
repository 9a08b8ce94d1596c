/// An Auto Layout priority (`UILayoutPriority`): 1...1000, where 1000 is required. Values in
/// (0, 1) are accepted too, below every priority UIKit lets a constraint have: Layout uses one
/// for design-frame stays (see `LayoutPriority.designFrameStay`).
/// Every distinct value is its own strict level: any amount of error at a lower level is
/// preferred to one unit of error at a higher level.
public struct Priority: Hashable, Comparable, Sendable {
    /// The priority value (usable values: 1...1000).
    public var value: Float
    /// A priority of `value` (not checked here; `Solver` rejects unusable values).
    public init(_ value: Float) { self.value = value }
    /// 1000: the constraint must hold (`UILayoutPriority.required`).
    public static let required = Priority(1000)
    /// 750 (`UILayoutPriority.defaultHigh`).
    public static let defaultHigh = Priority(750)
    /// 250 (`UILayoutPriority.defaultLow`).
    public static let defaultLow = Priority(250)
    /// 50 (`UILayoutPriority.fittingSizeLevel`).
    public static let fittingSizeLevel = Priority(50)
    /// True when the priority is 1000 (a constraint that must hold).
    public var isRequired: Bool { value >= 1000 }
    /// True when the value is usable: finite, above 0 and at most 1000.
    public var isValid: Bool { value.isFinite && value > 0 && value <= 1000 }
    /// Orders priorities by value.
    public static func < (a: Priority, b: Priority) -> Bool { a.value < b.value }
}
