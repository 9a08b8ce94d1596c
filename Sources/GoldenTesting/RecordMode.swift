/// When the runner writes goldens instead of (or as well as) comparing.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Compare only; a missing golden is a failure (the default).
    case none
    /// Write goldens that do not exist yet; compare the others.
    case missing
    /// Write missing goldens and overwrite those that fail the comparison or cannot be read.
    case failed
    /// Write every golden whose pixels differ at all, even within the tolerance (`--record`).
    /// A golden with identical pixels is never rewritten, whatever its bytes.
    case all

    /// The mode from `SNAPSHOT_RECORD` (`missing`, `failed`, `all`; also `1`/`true` = all,
    /// empty/`0`/`none`/`false` = none); nil for anything else.
    public init?(environmentValue value: String) {
        switch value.lowercased() {
        case "", "0", "none", "false", "no": self = .none
        case "1", "true", "yes", "all": self = .all
        case "missing": self = .missing
        case "failed": self = .failed
        default: return nil
        }
    }
}
