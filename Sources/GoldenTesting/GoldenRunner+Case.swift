import Foundation
import Raster

/// Seconds spent on the parts of one case.
private struct CaseClock {
    let start = DispatchTime.now().uptimeNanoseconds
    private var lap = DispatchTime.now().uptimeNanoseconds
    var render = 0.0, read = 0.0, compare = 0.0

    /// Seconds since the last split.
    mutating func split() -> Double {
        let now = DispatchTime.now().uptimeNanoseconds
        defer { lap = now }
        return Double(now - lap) / 1e9
    }

    var total: Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
}

extension GoldenRunner {
    /// One case: render, read the golden, compare, record; then compare the layout and the
    /// warnings with the golden's layout file (see `withLayout`).
    public func runCase(_ c: GoldenCase, renderer: inout any GoldenRendering) -> GoldenOutcome {
        var clock = CaseClock()
        var o = outcome(of: c, renderer: &renderer, clock: &clock)
        o.seconds = clock.total
        o.renderSeconds = clock.render
        o.readSeconds = clock.read
        o.compareSeconds = clock.compare
        return o
    }

    private func outcome(of c: GoldenCase, renderer: inout any GoldenRendering, clock: inout CaseClock) -> GoldenOutcome {
        if let error = c.loadError { return Self.outcome(c, .error, "cannot load: \(error)") }
        let rendition: GoldenRendition
        do throws(GoldenRenderError) {
            rendition = try renderer.rendition(c)
        } catch {
            return Self.outcome(c, .error, "cannot render: \(error.message)")
        }
        let actual = GoldenStore.opaque(rendition.bitmap)
        clock.render = clock.split()
        let recorded: GoldenLayout?
        do throws(GoldenLayoutError) {
            recorded = try store.readLayout(c)
        } catch {
            return Self.outcome(c, .error, "cannot read the layout file \(store.layoutPath(for: c)): \(error)", actual: actual)
        }
        let pixels = pixelOutcome(c, actual: actual, layout: rendition.layout, clock: &clock)
        return withLayout(pixels, rendered: rendition.layout, recorded: recorded)
    }

    /// The pixels: read the golden, compare, record the golden as the mode says (with the
    /// rendering's `layout` file when it differs from the recorded one: both or neither).
    private func pixelOutcome(_ c: GoldenCase, actual: Bitmap, layout: GoldenLayout?, clock: inout CaseClock) -> GoldenOutcome {
        let golden = GoldenOutcome.oneLine(store.path(for: c))
        // Fast path: the golden's digest proves the pixels identical (no decode needed). A
        // golden with identical pixels is never rewritten, whatever its bytes: no churn.
        if store.isIdentical(c, to: actual) {
            clock.read = clock.split()
            let result = ImageComparison.compare(expected: actual, actual: actual, tolerance: c.tolerance)
            clock.compare = clock.split()
            return Self.outcome(c, .passed, result.description + " (digest)", comparison: result)
        }
        func record(_ status: GoldenOutcome.Status, _ message: String, comparison: ComparisonResult?) -> GoldenOutcome {
            let newLayout = usesLayoutFiles ? layout.flatMap { store.layoutText(c) == $0.fileText() ? nil : $0 } : nil
            do throws(RasterError) {
                try store.write(try GoldenStore.encode(actual), layout: newLayout, for: c)
            } catch {
                var o = Self.outcome(c, .error, "cannot write the golden \(golden): \(error)", actual: actual)
                o.failedToWrite = true
                return o
            }
            return Self.outcome(c, status, message, comparison: comparison)
        }
        let expected: Bitmap?
        do throws(RasterError) {
            expected = try store.read(c)
            clock.read = clock.split()
        } catch {
            if recordMode == .failed || recordMode == .all {
                return record(.recordedUpdated, "overwrote \(golden), which could not be read: \(error)", comparison: nil)
            }
            return Self.outcome(c, .error, "cannot read the golden \(golden): \(error); record it again with --record-mode failed",
                                actual: actual)
        }
        guard let expected else {
            if recordMode == .none {
                return Self.outcome(c, .missing, "no golden at \(golden); record it with --record-mode missing (or SNAPSHOT_RECORD=missing)",
                                    actual: actual)
            }
            return record(.recordedNew, "recorded a new golden \(golden) (\(actual.width)x\(actual.height))", comparison: nil)
        }
        let result = ImageComparison.compare(expected: expected, actual: actual, tolerance: c.tolerance)
        clock.compare = clock.split()
        if result.passed {
            if recordMode == .all, result.differingPixels > 0 {
                return record(.recordedUpdated, "re-recorded \(golden) (its pixels differ within the tolerance): \(result)", comparison: result)
            }
            return Self.outcome(c, .passed, result.description, comparison: result)
        }
        if recordMode == .failed || recordMode == .all {
            return record(.recordedUpdated, "overwrote \(golden), which differed: \(result)", comparison: result)
        }
        return Self.outcome(c, .failed, result.description, comparison: result, expected: expected, actual: actual)
    }

    static func outcome(_ c: GoldenCase, _ status: GoldenOutcome.Status, _ message: String, comparison: ComparisonResult? = nil,
                        expected: Bitmap? = nil, actual: Bitmap? = nil) -> GoldenOutcome {
        GoldenOutcome(testCase: c, status: status, comparison: comparison, message: message,
                      expected: expected, actual: actual, seconds: 0)
    }
}
