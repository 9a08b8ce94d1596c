/// The chromaticities (CIE xy) of an RGB colour space's primaries, with a D65 white point.
struct RGBPrimaries {
    var red: (x: Double, y: Double)
    var green: (x: Double, y: Double)
    var blue: (x: Double, y: Double)

    /// sRGB (IEC 61966-2-1).
    static let sRGB = RGBPrimaries(red: (0.64, 0.33), green: (0.30, 0.60), blue: (0.15, 0.06))
    /// Apple's Generic RGB: the P22 phosphors.
    static let genericRGB = RGBPrimaries(red: (0.630, 0.340), green: (0.295, 0.605), blue: (0.155, 0.077))
    /// Display P3: DCI-P3's primaries.
    static let displayP3 = RGBPrimaries(red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060))
    /// D65.
    static let white = (x: 0.3127, y: 0.3290)

    /// The 3 x 3 matrix from linear components in this space to linear components in `other`
    /// (both with the D65 white, so no chromatic adaptation is needed).
    func matrix(to other: RGBPrimaries) -> [[Double]] {
        Matrix3.product(Matrix3.inverse(other.toXYZ), toXYZ)
    }

    /// Linear RGB to CIE XYZ: the primaries' XYZ columns scaled so that white is (1, 1, 1).
    var toXYZ: [[Double]] {
        let columns = [red, green, blue].map { p in [p.x / p.y, 1, (1 - p.x - p.y) / p.y] }
        let primaries = (0..<3).map { i in columns.map { $0[i] } }
        let w = Self.white
        let scale = Matrix3.apply(Matrix3.inverse(primaries), [w.x / w.y, 1, (1 - w.x - w.y) / w.y])
        return primaries.map { row in zip(row, scale).map { $0 * $1 } }
    }
}

/// The few 3 x 3 matrix operations colour conversion needs (row-major `[[Double]]`).
enum Matrix3 {
    static func product(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
    }

    static func apply(_ m: [[Double]], _ v: [Double]) -> [Double] {
        m.map { row in zip(row, v).reduce(0) { $0 + $1.0 * $1.1 } }
    }

    /// The inverse by cofactors (the colour matrices here are well conditioned).
    static func inverse(_ m: [[Double]]) -> [[Double]] {
        func c(_ r: Int, _ k: Int) -> Double {
            let r1 = (r + 1) % 3, r2 = (r + 2) % 3, k1 = (k + 1) % 3, k2 = (k + 2) % 3
            return m[r1][k1] * m[r2][k2] - m[r1][k2] * m[r2][k1]
        }
        let det = (0..<3).reduce(0) { $0 + m[0][$1] * c(0, $1) }
        return (0..<3).map { i in (0..<3).map { j in c(j, i) / det } }
    }
}
