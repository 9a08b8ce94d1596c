/// The handle `Solver.add(_:)` returns; ids are handed out in increasing order and never reused.
public struct ConstraintID: Hashable, Sendable, Comparable {
    /// The position of the constraint in the order of successful adds (0 for the first).
    public let rawValue: Int
    init(_ rawValue: Int) { self.rawValue = rawValue }
    /// The id whose `rawValue` is `rawValue` (for a caller that stores ids as integers).
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Orders ids by `rawValue` (the order in which the constraints were added).
    public static func < (a: ConstraintID, b: ConstraintID) -> Bool { a.rawValue < b.rawValue }
}
