import Raster

extension GoldenRunner {
    /// The layout part of a case, after its pixels: attaches the rendered and recorded layouts,
    /// the views that moved (when the pixels differ), the warnings not recorded with the golden
    /// (failing the case under `failOnNewWarnings`), and writes the layout file:
    ///
    /// - with the golden, whenever the golden is written (by `pixelOutcome`, both or neither);
    /// - when the golden has none and recording is on (`missing` adds layout files to old goldens);
    /// - when it differs from the rendering's, in mode `all`, and in mode `failed` when the case
    ///   fails on new warnings.
    func withLayout(_ pixels: GoldenOutcome, rendered: GoldenLayout?, recorded: GoldenLayout?) -> GoldenOutcome {
        var o = pixels
        guard usesLayoutFiles else { return o }
        o.layout = rendered
        o.recordedLayout = recorded
        guard usesLayoutFiles, let rendered, o.status != .error, o.status != .missing else { return o }
        if let recorded {
            if let cmp = o.comparison, !cmp.passed { o.layoutDiff = recorded.changes(to: rendered) }
            o.newWarnings = rendered.warnings.filter { !recorded.warnings.contains($0) }
        }
        let c = o.testCase
        let path = store.layoutPath(for: c)
        let differs = store.layoutText(c) != rendered.fileText()
        func write(_ status: GoldenOutcome.Status, _ message: String) -> GoldenOutcome {
            do throws(RasterError) {
                try store.writeLayout(rendered, for: c)
            } catch {
                var failed = o
                failed.status = .error
                failed.message = "cannot write the layout file \(path): \(error)"
                failed.failedToWrite = true
                return failed
            }
            var written = o
            written.status = status
            written.message = message
            return written
        }
        switch o.status {
        case .recordedNew, .recordedUpdated:
            return differs ? write(o.status, o.message) : o
        case .passed where recorded == nil && recordMode != .none:
            return write(.recordedNew, "recorded the layout file \(path) (the golden matches: \(o.message))")
        case .passed where differs && recordMode == .all:
            return write(.recordedUpdated, "updated the layout file \(path) (the golden matches: \(o.message))")
        case .passed where failOnNewWarnings && !o.newWarnings.isEmpty:
            if recordMode == .failed {
                return write(.recordedUpdated, "recorded \(Self.count(o.newWarnings.count, "new warning")) in \(path)")
            }
            o.status = .failed
            o.message = "\(Self.count(o.newWarnings.count, "new warning")) not recorded with the golden "
                + "(the pixels match); record them with --record-mode failed: " + o.newWarnings.joined(separator: " | ")
            return o
        default:
            return o
        }
    }

    /// `1 new warning`, `2 new warnings`.
    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
