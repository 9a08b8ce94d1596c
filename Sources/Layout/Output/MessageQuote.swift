/// How messages quote what the input said: in double quotes, clipped past a limit so that a
/// hostile key, name or attribute value (up to the input's size limit) is not echoed whole,
/// once per place that names it: `"aaaaaaaa…" (1048576 bytes)`. Recipes and Interface Builder
/// files quote the same way.
public enum MessageQuote {
    /// Characters kept before the ellipsis.
    public static let defaultLimit = 60

    /// `text` in double quotes, or its first `limit` characters, an ellipsis and its size.
    public static func quoted(_ text: String, limit: Int = defaultLimit) -> String {
        guard isLong(text, limit) else { return "\"\(text)\"" }
        return "\"\(text.prefix(limit))…\" (\(text.utf8.count) bytes)"
    }

    /// `text`, or its first `limit` characters and an ellipsis.
    public static func clipped(_ text: String, limit: Int = defaultLimit) -> String {
        isLong(text, limit) ? String(text.prefix(limit)) + "…" : text
    }

    private static func isLong(_ text: String, _ limit: Int) -> Bool {
        text.utf8.count > limit && text.count > limit
    }
}
