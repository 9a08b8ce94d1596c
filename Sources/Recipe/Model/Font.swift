/// A font as a recipe names it: a Dynamic Type text style, or the system font at a size and
/// weight. JSON: `"body"`, `"system 17 semibold"`, `{"size": 17, "weight": "semibold"}`,
/// `{"style": "headline"}`.
public enum FontSpec: Sendable, Hashable, CustomStringConvertible {
    /// `UIFont.preferredFont(forTextStyle:)`.
    case textStyle(TextStyle)
    /// `UIFont.systemFont(ofSize:weight:)`.
    case system(size: Double, weight: FontWeight)

    public var description: String {
        switch self {
        case .textStyle(let style): return style.rawValue
        case .system(let size, let weight): return "system \(formatNumber(size)) \(weight.rawValue)"
        }
    }
}

/// `17` rather than `17.0`.
func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
}
