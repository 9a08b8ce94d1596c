/// How PaintComposite puts its source over its backdrop (COLRv1's CompositeMode): the
/// Porter-Duff operators and the separable blend modes of the W3C compositing spec. The
/// non-separable HSL modes, which Noto Color Emoji does not use, draw as source-over.
enum PaintCompositeMode: Sendable, Equatable {
    case clear, source, destination, sourceOver, destinationOver, sourceIn, destinationIn
    case sourceOut, destinationOut, sourceAtop, destinationAtop, xor, plus
    /// A separable blend (screen … multiply), composited source-over.
    case blend(Blend)

    enum Blend: Sendable, Equatable {
        case screen, overlay, darken, lighten, colorDodge, colorBurn, hardLight, softLight
        case difference, exclusion, multiply
    }

    /// The COLR table's mode number; source-over for HSL modes and unknown numbers.
    init(openType mode: Int) {
        let porterDuff: [PaintCompositeMode] = [.clear, .source, .destination, .sourceOver, .destinationOver, .sourceIn,
                                                .destinationIn, .sourceOut, .destinationOut, .sourceAtop,
                                                .destinationAtop, .xor, .plus]
        let blends: [Blend] = [.screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .hardLight, .softLight,
                               .difference, .exclusion, .multiply]
        if mode >= 0, mode < porterDuff.count {
            self = porterDuff[mode]
        } else if mode - 13 >= 0, mode - 13 < blends.count {
            self = .blend(blends[mode - 13])
        } else {
            self = .sourceOver
        }
    }

    /// Source `s` composited onto backdrop `b` (both premultiplied).
    func apply(_ s: PaintColor, _ b: PaintColor) -> PaintColor {
        switch self {
        case .clear: return .clear
        case .source: return s
        case .destination: return b
        case .sourceOver: return PaintCompositeMode.porterDuff(s, b, fs: 1, fb: 1 - s.a)
        case .destinationOver: return PaintCompositeMode.porterDuff(s, b, fs: 1 - b.a, fb: 1)
        case .sourceIn: return PaintCompositeMode.porterDuff(s, b, fs: b.a, fb: 0)
        case .destinationIn: return PaintCompositeMode.porterDuff(s, b, fs: 0, fb: s.a)
        case .sourceOut: return PaintCompositeMode.porterDuff(s, b, fs: 1 - b.a, fb: 0)
        case .destinationOut: return PaintCompositeMode.porterDuff(s, b, fs: 0, fb: 1 - s.a)
        case .sourceAtop: return PaintCompositeMode.porterDuff(s, b, fs: b.a, fb: 1 - s.a)
        case .destinationAtop: return PaintCompositeMode.porterDuff(s, b, fs: 1 - b.a, fb: s.a)
        case .xor: return PaintCompositeMode.porterDuff(s, b, fs: 1 - b.a, fb: 1 - s.a)
        case .plus:
            return PaintColor(r: min(1, s.r + b.r), g: min(1, s.g + b.g), b: min(1, s.b + b.b), a: min(1, s.a + b.a))
        case let .blend(mode): return mode.apply(s, b)
        }
    }

    private static func porterDuff(_ s: PaintColor, _ b: PaintColor, fs: Float, fb: Float) -> PaintColor {
        PaintColor(r: s.r * fs + b.r * fb, g: s.g * fs + b.g * fb, b: s.b * fs + b.b * fb, a: s.a * fs + b.a * fb)
    }
}

extension PaintCompositeMode.Blend {
    /// `cs·(1 − ab) + cb·(1 − as) + as·ab·B(Cb, Cs)` per channel, alpha source-over.
    func apply(_ s: PaintColor, _ b: PaintColor) -> PaintColor {
        func channel(_ cs: Float, _ cb: Float) -> Float {
            let us = s.a > 0 ? cs / s.a : 0, ub = b.a > 0 ? cb / b.a : 0
            return cs * (1 - b.a) + cb * (1 - s.a) + s.a * b.a * mix(ub, us)
        }
        return PaintColor(r: channel(s.r, b.r), g: channel(s.g, b.g), b: channel(s.b, b.b), a: s.a + b.a - s.a * b.a)
    }

    /// B(Cb, Cs) of the W3C compositing spec, straight colours 0...1.
    func mix(_ cb: Float, _ cs: Float) -> Float {
        switch self {
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return PaintCompositeMode.Blend.hardLight.mix(cs, cb)
        case .darken: return min(cb, cs)
        case .lighten: return max(cb, cs)
        case .colorDodge: return cb == 0 ? 0 : (cs >= 1 ? 1 : min(1, cb / (1 - cs)))
        case .colorBurn: return cb >= 1 ? 1 : (cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs))
        case .hardLight: return cs <= 0.5 ? cb * 2 * cs : PaintCompositeMode.Blend.screen.mix(cb, 2 * cs - 1)
        case .softLight: return softLight(cb, cs)
        case .difference: return abs(cb - cs)
        case .exclusion: return cb + cs - 2 * cb * cs
        }
    }

    private func softLight(_ cb: Float, _ cs: Float) -> Float {
        if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
        let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
        return cb + (2 * cs - 1) * (d - cb)
    }
}
