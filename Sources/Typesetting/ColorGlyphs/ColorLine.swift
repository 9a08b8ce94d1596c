import Foundation

/// A COLRv1 colour line: stops along a gradient's parameter and what happens past the first and
/// last (`pad` keeps their colours, `repeat` starts over, `reflect` runs back and forth).
struct ColorLine: Sendable, Equatable {
    enum Extend: Sendable, Equatable {
        case pad, `repeat`, reflect
    }

    struct Stop: Sendable, Equatable {
        var offset: Double
        var color: PaintColor
    }

    /// Sorted by offset (stops with equal offsets keep their order: a hard edge).
    let stops: [Stop]
    let extend: Extend

    init(stops: [Stop], extend: Extend) {
        self.stops = stops.enumerated().sorted { a, b in
            a.element.offset != b.element.offset ? a.element.offset < b.element.offset : a.offset < b.offset
        }.map(\.element)
        self.extend = extend
    }

    /// The colour at gradient parameter `t`; clear for a line without stops or a NaN `t`.
    func color(at t: Double) -> PaintColor {
        guard let first = stops.first, let last = stops.last, t.isFinite else { return .clear }
        let span = last.offset - first.offset
        guard span > 0 else { return t < first.offset ? first.color : last.color }
        let u = extended(t, from: first.offset, span: span)
        if u <= first.offset { return first.color }
        if u >= last.offset { return last.color }
        // The last stop at or before u, so a hard edge takes the colour after it.
        var i = 0
        while i + 2 < stops.count, stops[i + 1].offset <= u { i += 1 }
        let a = stops[i], b = stops[i + 1]
        let gap = b.offset - a.offset
        return gap > 0 ? a.color.mixed(with: b.color, at: Float((u - a.offset) / gap)) : b.color
    }

    /// `t` brought into [first, first + span] by the extend mode (pad leaves it for clamping).
    private func extended(_ t: Double, from first: Double, span: Double) -> Double {
        let phase = (t - first) / span
        switch extend {
        case .pad: return t
        case .repeat: return first + (phase - phase.rounded(.down)) * span
        case .reflect:
            let cycle = phase - 2 * (phase / 2).rounded(.down)
            return first + (cycle <= 1 ? cycle : 2 - cycle) * span
        }
    }
}
