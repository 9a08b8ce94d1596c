/// `text` in double quotes for a message, clipped past `limit` characters so that a hostile
/// key or name (up to the text-length limit) is not echoed whole, once per place that names
/// it: `"aaaaaaaa…" (1048576 bytes)`.
func quoted(_ text: String, limit: Int = 60) -> String {
    guard isLong(text, limit) else { return "\"\(text)\"" }
    return "\"\(text.prefix(limit))…\" (\(text.utf8.count) bytes)"
}

/// `text`, or its first `limit` characters and an ellipsis.
func clipped(_ text: String, limit: Int = 60) -> String {
    isLong(text, limit) ? String(text.prefix(limit)) + "…" : text
}

private func isLong(_ text: String, _ limit: Int) -> Bool {
    text.utf8.count > limit && text.count > limit
}
