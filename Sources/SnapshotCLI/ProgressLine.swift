import Foundation
import GoldenTesting
import Recipe
import SnapshotKit

/// `snapshot test`'s progress on stderr: on a terminal, one line rewritten in place
/// (`[12/92] nested-stack-views/iphone-x-portrait@3x`); elsewhere (a CI log), a plain line at
/// each tenth of the run, with the failures so far (`[10/92] 10%, 0 failed`).
final class ProgressLine: @unchecked Sendable {
    let terminal = isatty(STDERR_FILENO) != 0
    private let lock = NSLock()
    private var shown = false
    private var failed = 0
    private var lastTenth = 0

    func update(_ done: Int, _ total: Int, _ outcome: GoldenOutcome) {
        lock.lock()
        defer { lock.unlock() }
        if !outcome.isSuccess { failed += 1 }
        if terminal {
            let text = "[\(done)/\(total)] \(outcome.testCase.name)"
            FileHandle.standardError.write(Data(("\r\u{1B}[K" + String(text.prefix(100))).utf8))
            shown = true
            return
        }
        let tenth = total == 0 ? 10 : done * 10 / total
        guard tenth > lastTenth else { return }
        lastTenth = tenth
        FileHandle.standardError.write(Data("[\(done)/\(total)] \(done * 100 / max(1, total))%, \(failed) failed\n".utf8))
    }

    func clear() {
        guard terminal, shown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}

extension GoldenRunner {
    /// Runs `cases` through SnapshotKit's renderer (fonts from the default folders plus
    /// `fontDirectories`, input bounds `limits`), with the progress on stderr; a failed case's
    /// images go to `artifacts` as it finishes.
    func runShowingProgress(_ cases: [GoldenCase], artifacts: GoldenArtifacts? = nil, fontDirectories: [String] = [],
                            limits: RecipeLimits) -> GoldenRunResult {
        let progress = ProgressLine()
        let result = run(cases, artifacts: artifacts, makeRenderer: { () throws(GoldenRenderError) -> any GoldenRendering in
            try PipelineGoldenRenderer.make(fontDirectories: fontDirectories, limits: limits)
        }, progress: { done, total, outcome in
            progress.update(done, total, outcome)
        })
        progress.clear()
        return result
    }
}
