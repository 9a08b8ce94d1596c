import Foundation

/// An RGB colour written in an RGB colour space, as the sRGB components iOS draws.
extension IBColorSpace {
    /// The sRGB-encoded components of (`red`, `green`, `blue`) written in this space, clamped to
    /// sRGB's gamut. `calibratedRGB` is Apple's Generic RGB profile (P22 phosphors, D65 white,
    /// gamma 1.8: Technical Q&A QA1430) and `displayP3` is Display P3 (DCI-P3 primaries, D65
    /// white, the sRGB curve); both are linearised, converted through CIE XYZ to linear sRGB
    /// and encoded with the sRGB curve. Generic RGB's mid grey 0.5 draws as 146 of 255, not 128,
    /// as a calibratedWhite grey does. The other spaces are sRGB-encoded already and kept.
    public func sRGBComponents(red: Double, green: Double, blue: Double) -> (red: Double, green: Double, blue: Double) {
        let toLinear: (Double) -> Double
        let matrix: [[Double]]
        switch self {
        case .calibratedRGB:
            toLinear = { pow(max($0, 0), 1.8) }
            matrix = RGBPrimaries.genericRGB.matrix(to: .sRGB)
        case .displayP3:
            toLinear = Self.sRGBDecoded
            matrix = RGBPrimaries.displayP3.matrix(to: .sRGB)
        default:
            return (red, green, blue)
        }
        let linear = [red, green, blue].map(toLinear)
        let out = matrix.map { row in
            Self.sRGBEncoded(min(max(zip(row, linear).reduce(0) { $0 + $1.0 * $1.1 }, 0), 1))
        }
        return (out[0], out[1], out[2])
    }

    /// The inverse of the sRGB transfer curve: the linear light level of an encoded one.
    static func sRGBDecoded(_ encoded: Double) -> Double {
        let v = min(max(encoded, 0), 1)
        return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
}
