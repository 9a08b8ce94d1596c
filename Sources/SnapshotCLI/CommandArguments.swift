import ArgumentParser
import GoldenTesting
import Layout

// The typed values of the commands' options: Layout's enums as ArgumentParser reads them
// (`--orientation`, `--appearance`), and the values `snapshot test` and `snapshot gallery`
// refuse in their own words (`Parsed`).

extension Layout.Orientation: ExpressibleByArgument {}

extension Layout.Appearance: ExpressibleByArgument {}

/// `--orientations portrait,landscape` (repeatable: the values of every occurrence, in order).
struct OrientationList: CommandArgument {
    var orientations: [Layout.Orientation] = []

    init(commandArgument text: String) throws(SnapshotFailure) {
        for item in listItems(text) {
            guard let orientation = Layout.Orientation(rawValue: item) else {
                throw SnapshotFailure(.input, "error: unknown orientation \"\(item)\"; expected portrait or landscape")
            }
            orientations.append(orientation)
        }
    }

    /// The orientations every `--orientations` names, in order; nil when they name none.
    static func chosen(_ lists: [Parsed<OrientationList>]) throws(SnapshotFailure) -> [Layout.Orientation]? {
        var all: [Layout.Orientation] = []
        for list in lists { all += try list.get().orientations }
        return all.isEmpty ? nil : all
    }
}

/// `--record-mode`.
extension RecordMode: CommandArgument {
    init(commandArgument text: String) throws(SnapshotFailure) {
        guard let mode = RecordMode(rawValue: text) else {
            throw SnapshotFailure(.input, "error: --record-mode \"\(text)\": expected none, missing, failed or all")
        }
        self = mode
    }
}

/// `--shard I/N`.
extension GoldenShard: CommandArgument {
    init(commandArgument text: String) throws(SnapshotFailure) {
        guard let shard = GoldenShard(parsing: text) else {
            throw SnapshotFailure(.input, "error: --shard \"\(text)\": expected I/N with 1 <= I <= N (e.g. 2/3)")
        }
        self = shard
    }
}

/// `--tolerance`.
extension Tolerance: CommandArgument {
    init(commandArgument text: String) throws(SnapshotFailure) {
        do throws(ToleranceParseError) {
            self = try Tolerance(parsing: text)
        } catch {
            throw SnapshotFailure(.input, "error: --tolerance: \(error.message)")
        }
    }
}
