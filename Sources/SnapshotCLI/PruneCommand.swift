import ArgumentParser
import GoldenTesting
import SnapshotKit
import Raster

/// `snapshot prune`: goldens no recipe × device × orientation produces any more.
struct PruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "List (or with --delete remove) goldens that no recipe, device and orientation produces any more.",
        discussion: """
            A golden is stale when its recipe was deleted or renamed, or the recipe's
            snapshot settings (or the suite file's devices, orientations, content
            sizes, directions and appearances) no longer include its configuration.
            Only files named as goldens are considered
            (<recipe>/<device>-<orientation>[-<token>...]@<scale>x.png with a known
            device); the
            stale ones are listed before any is deleted. The goldens folder must not
            contain, or lie inside, the recipes folder.

            Examples:
              snapshot prune
              snapshot prune --delete
            """
    )

    @Flag(name: .long, help: "Delete the stale goldens (and folders left empty).")
    var delete = false

    @OptionGroup var suiteOptions: SuiteOptions

    mutating func run() throws {
        let (suite, _) = try suiteOptions.loadedSuite()
        if OutputGuard.overlap(suite.goldensFolder, suite.recipesFolder) {
            throw SnapshotFailure(.input, "error: the goldens folder \(suite.goldensFolder) and the recipes folder \(suite.recipesFolder) overlap; prune deletes only in a goldens folder apart from the recipes")
        }
        let cases = try suite.cases(inputFiles: try suite.inputFiles([]))
        let store = GoldenStore(root: suite.goldensFolder)
        let stale = suite.staleGoldens(keeping: cases)
        var text = ""
        for path in stale { text += store.root + "/" + path + "\n" }
        Output.out(text)
        if delete && !stale.isEmpty {
            do throws(RasterError) {
                try store.delete(stale)
            } catch {
                throw SnapshotFailure(.io, "error: \(error)")
            }
            Output.out("deleted \(stale.count) stale golden\(stale.count == 1 ? "" : "s")\n")
        } else if stale.isEmpty {
            Output.out("no stale goldens (\(cases.count) cases)\n")
        } else {
            Output.out("\(stale.count) stale golden\(stale.count == 1 ? "" : "s"); run `snapshot prune --delete` to remove\n")
        }
    }
}
