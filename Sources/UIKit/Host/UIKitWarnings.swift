/// What compiled but cannot be shown (custom drawing, gestures, animations) or broke a rule
/// UIKit enforces by raising: reported in the snapshot's report, never a crash.
@MainActor
public enum UIKitWarnings {
    private static var messages: [String] = []

    /// Records a warning once.
    static func record(_ message: String) {
        if !messages.contains(message) { messages.append(message) }
    }

    /// The warnings recorded since the last call, in order; clears them.
    @_spi(SnapshotHost) public static func drain() -> [String] {
        defer { messages = [] }
        return messages
    }
}
