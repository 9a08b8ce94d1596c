import Typesetting

/// A symbol's weight (`UIImage.SymbolWeight`, or its font's weight): the icon set has one weight,
/// drawn for regular; the other eight are that glyph emboldened or thinned (docs/render.md, "SF
/// Symbols", "Weights").
extension SymbolGlyph {
    /// How much a stroke grows at `weight`, in the glyph's 16-point grid (whose regular strokes are
    /// one unit wide): the shipped system font's stem at that weight over its regular stem, less
    /// one. Measured on the `l` of Inter (`Fonts/InterVariable.ttf`, its text cut, `opsz` 14) on
    /// 2026-11-28: stems of 0.0225, 0.0443, 0.0661, 0.0879, 0.1074, 0.1269, 0.1464, 0.1703 and
    /// 0.1963 em from ultraLight to black, as SF's symbol weights follow its font's.
    public static func strokeGrowth(at weight: FontWeight) -> Double {
        let stems: [FontWeight: Double] = [
            .ultraLight: 0.0225, .thin: 0.0443, .light: 0.0661, .regular: 0.0879, .medium: 0.1074,
            .semibold: 0.1269, .bold: 0.1464, .heavy: 0.1703, .black: 0.1963,
        ]
        return (stems[weight] ?? 0.0879) / 0.0879 - 1
    }

    /// The glyph at a weight: itself at regular, else every shape's contours moved by the
    /// weight's stroke growth (`OutlineEmboldening`, FreeType's `FT_Outline_EmboldenXY`). Its
    /// `bounds` stay the regular glyph's, so a symbol keeps its size and its strokes grow.
    public func weighted(_ weight: FontWeight) -> SymbolGlyph {
        let growth = Self.strokeGrowth(at: weight)
        guard growth != 0 else { return self }
        var g = self
        g.shapes = shapes.map { shape in
            let contours = shape.oriented().contours
            let moved = OutlineEmboldening.emboldened(contours, strength: growth)
            return Shape(isEvenOdd: shape.isEvenOdd, commands: Shape.commands(moved))
        }
        return g
    }
}

extension SymbolGlyph.Shape {
    /// The shape's contours as outline points (a closing point that repeats the first dropped).
    var contours: [[OutlinePoint]] {
        var all: [[OutlinePoint]] = [], current: [OutlinePoint] = []
        func finish() {
            if current.count > 1, let f = current.first, let l = current.last, !l.isCubicControl, f == l { current.removeLast() }
            if !current.isEmpty { all.append(current) }
            current = []
        }
        for command in commands {
            switch command {
            case .move(let p): finish(); current = [OutlinePoint(x: p.x, y: p.y)]
            case .line(let p): current.append(OutlinePoint(x: p.x, y: p.y))
            case .curve(let p, let c1, let c2):
                current += [OutlinePoint(x: c1.x, y: c1.y, isCubicControl: true),
                            OutlinePoint(x: c2.x, y: c2.y, isCubicControl: true), OutlinePoint(x: p.x, y: p.y)]
            case .close: finish()
            }
        }
        finish()
        return all
    }

    /// Closed contours as commands: a line to each point on the curve, a curve through each pair
    /// of control points (the last pair may close back to the first point).
    static func commands(_ contours: [[OutlinePoint]]) -> [SymbolGlyph.Command] {
        var out: [SymbolGlyph.Command] = []
        for contour in contours {
            guard let first = contour.first else { continue }
            out.append(.move(Point(x: first.x, y: first.y)))
            var controls: [Point] = []
            for p in contour.dropFirst() + [first] {
                let point = Point(x: p.x, y: p.y)
                if p.isCubicControl { controls.append(point); continue }
                out.append(controls.count == 2 ? .curve(to: point, control1: controls[0], control2: controls[1]) : .line(point))
                controls = []
            }
            out.append(.close)
        }
        return out
    }

    /// An even-odd shape with every hole wound against the contour around it, as FreeType's
    /// emboldening expects (the icon set's even-odd shapes often wind holes like their outer
    /// contour); a non-zero shape is already wound so.
    func oriented() -> SymbolGlyph.Shape {
        guard isEvenOdd else { return self }
        let contours = self.contours
        let fixed = contours.enumerated().map { i, contour -> [OutlinePoint] in
            let depth = contours.indices.filter { $0 != i && Self.contains(contours[$0], contour[0]) }.count
            let wantsClockwise = depth % 2 == 0
            return (Self.signedArea(contour) > 0) == wantsClockwise ? contour : Self.reversed(contour)
        }
        return SymbolGlyph.Shape(isEvenOdd: true, commands: Self.commands(fixed))
    }

    /// Twice the signed area of the contour's control polygon (positive: clockwise, y down).
    static func signedArea(_ c: [OutlinePoint]) -> Double {
        zip(c, c.dropFirst() + c.prefix(1)).reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }
    }

    /// Whether `p` is inside the contour's control polygon (even-odd ray test).
    static func contains(_ c: [OutlinePoint], _ p: OutlinePoint) -> Bool {
        var inside = false
        for (a, b) in zip(c, c.dropFirst() + c.prefix(1)) where (a.y > p.y) != (b.y > p.y) {
            if p.x < a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x) { inside.toggle() }
        }
        return inside
    }

    /// The contour run backwards, starting again on its first point (on the curve).
    static func reversed(_ c: [OutlinePoint]) -> [OutlinePoint] {
        guard let first = c.first else { return c }
        return [first] + c.dropFirst().reversed()
    }
}
