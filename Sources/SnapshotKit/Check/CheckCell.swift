import Layout
import Typesetting

/// How a finding names its matrix cell: the locale when there is one, the device, then each
/// axis that is not its default (`de, iphone-se, landscape, AX2, rtl, dark`).
public enum CheckCell {
    public static func name(_ environment: Layout.Environment, locale: String? = nil) -> String {
        var parts = (locale.map { [$0] } ?? []) + [environment.device.name]
        if environment.orientation == .landscape { parts.append("landscape") }
        if let token = contentSizeToken(environment.contentSizeCategory) { parts.append(token) }
        if environment.layoutDirection == .rightToLeft { parts.append("rtl") }
        if environment.appearance == .dark { parts.append("dark") }
        return parts.joined(separator: ", ")
    }

    /// `AX2`, `XL`; nil for Large.
    static func contentSizeToken(_ category: ContentSizeCategory) -> String? {
        GoldenMatrix.contentSizeToken(category.rawValue)?.uppercased()
    }
}
