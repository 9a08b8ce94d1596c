/// Which per-view entries of a pass's state the constraint builder read: layout margins,
/// safe-area insets and readable-guide insets. Constraints depend on nothing else of them, so a
/// change elsewhere (a view's safe area once frames are known, say, when no constraint names its
/// safe-area guide) needs no further pass.
struct StateReads: Sendable {
    var margins: [Bool]
    var safeInsets: [Bool]
    var readableInsets: [Bool]

    init(viewCount n: Int) {
        margins = Array(repeating: false, count: n)
        safeInsets = Array(repeating: false, count: n)
        readableInsets = Array(repeating: false, count: n)
    }

    /// Whether an entry that was read differs between the two states.
    func changed(from old: PassState, to new: PassState) -> Bool {
        for i in margins.indices where margins[i] && old.margins[i] != new.margins[i] { return true }
        for i in safeInsets.indices where safeInsets[i] && old.safeInsets[i] != new.safeInsets[i] { return true }
        for i in readableInsets.indices where readableInsets[i] && old.readableInsets[i] != new.readableInsets[i] { return true }
        return false
    }
}
