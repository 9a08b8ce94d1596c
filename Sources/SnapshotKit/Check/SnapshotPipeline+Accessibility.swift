import Layout
import Raster
import Render

extension SnapshotPipeline {
    /// `render --accessibility`: `bitmap` (the snapshot drawn at `scale`) with its VoiceOver
    /// elements outlined and numbered, and the legend beside it (`Renderer.accessibilitySnapshot`).
    public func accessibilitySnapshot(_ bitmap: Bitmap, of snapshot: LaidOutSnapshot, scale: Double?) throws(SnapshotError) -> Bitmap {
        let elements = AccessibilityElement.elements(in: snapshot.result)
        do throws(RenderError) {
            return try Renderer(typesetter: typesetter)
                .accessibilitySnapshot(bitmap, elements: elements, scale: scale ?? snapshot.result.environment.scale)
        } catch {
            throw SnapshotError(.internal, "error: cannot draw the accessibility legend: \(error)")
        }
    }

    /// The frames of the views `snapshot check`'s rules find something in (`render --debug`
    /// marks them), each once, in the order found.
    public func findingFrames(of snapshot: LaidOutSnapshot, check: LayoutCheck = LayoutCheck()) -> [Layout.Rect] {
        var seen: Set<ViewID> = []
        return snapshot.layoutFindings(check, measurer: measurer)
            .compactMap { f in f.view.flatMap { seen.insert($0).inserted ? snapshot.result[$0]?.frame : nil } }
    }
}
