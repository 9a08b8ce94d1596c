import ArgumentParser
import Recipe

/// `--limit NAME=VALUE` (repeatable): the input bounds of docs/limits.md, shared by every
/// command that reads recipes (`render`, `layout`, `test`, `gallery`).
struct LimitOptions: ParsableArguments {
    @Option(name: .customLong("limit"),
            help: ArgumentHelp("Raise or lower a bound on the input, NAME=VALUE (repeatable): file-size, depth, views, constraints, text-length, image-pixels (defaults in docs/limits.md).",
                               valueName: "name=value"))
    var limit: [String] = []

    /// The limits with every `--limit` applied; a bad setting is a usage error (exit 1).
    func limits() throws(SnapshotFailure) -> RecipeLimits {
        var limits = RecipeLimits.standard
        for setting in limit {
            do throws(RecipeLimitSettingError) {
                try limits.set(setting)
            } catch {
                throw SnapshotFailure(.input, "error: --limit \(setting): \(error)")
            }
        }
        return limits
    }
}
