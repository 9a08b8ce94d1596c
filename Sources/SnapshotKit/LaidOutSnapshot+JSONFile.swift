import Layout
import Raster

extension LaidOutSnapshot {
    /// Writes `layoutJSON()`'s bytes to `path` atomically (`AtomicFile`), in chunks as they are
    /// made: a large layout's report (about 3 KB a view) is never held whole. Nothing at `path`
    /// changes when a number cannot be written as JSON or a write fails.
    public func writeLayoutJSON(to path: String) throws(SnapshotError) {
        var invalid: SnapshotError? = nil
        do throws(RasterError) {
            try AtomicFile.write(to: path) { emit in
                withoutActuallyEscaping(emit) { emit in
                    do throws(SnapshotError) {
                        emit(try streamedJSON(to: emit))
                        return true
                    } catch {
                        invalid = error
                        return false
                    }
                }
            }
        } catch {
            throw SnapshotError(.io, "error: cannot write \(path): \(error)", file: path)
        }
        if let invalid { throw invalid }
    }

    /// Writes the report to `emit` in chunks; returns the last chunk, with the final newline.
    private func streamedJSON(to emit: @escaping ([UInt8]) -> Void) throws(SnapshotError) -> [UInt8] {
        var out = JSONOutput(streamingTo: emit)
        switch built {
        case .recipe(let b): LayoutReport.write(built: b, result: result, into: &out)
        case .scene(let b): IBLayoutReport(file: input.path, built: b, result: result).write(into: &out)
        }
        return try LayoutReport.finishedJSON(out)
    }
}
