import Layout

/// `text` quoted for a message, clipped when long (`MessageQuote.quoted`).
func quoted(_ text: String, limit: Int = MessageQuote.defaultLimit) -> String {
    MessageQuote.quoted(text, limit: limit)
}

/// `text`, or its first `limit` characters and an ellipsis (`MessageQuote.clipped`).
func clipped(_ text: String, limit: Int = MessageQuote.defaultLimit) -> String {
    MessageQuote.clipped(text, limit: limit)
}
