/// `UILayoutPriority`: a constraint's or a view's content priority, 1...1000.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (p: UILayoutPriority, v: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue + v) }
    public static func - (p: UILayoutPriority, v: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue - v) }
    public static func += (p: inout UILayoutPriority, v: Float) { p = p + v }
    public static func -= (p: inout UILayoutPriority, v: Float) { p = p - v }
}
