/// An sRGB colour with 8-bit channels and straight (not premultiplied) alpha.
public struct PixelColor: Equatable, Hashable, Sendable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// From components in 0...1 (rounded to nearest, clamped).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(r: unitToByte(red), g: unitToByte(green), b: unitToByte(blue), a: unitToByte(alpha))
    }

    public static let clear = PixelColor(r: 0, g: 0, b: 0, a: 0)
    public static let black = PixelColor(r: 0, g: 0, b: 0)
    public static let white = PixelColor(r: 255, g: 255, b: 255)

    /// The premultiplied form: each colour channel becomes round(c * a / 255).
    public var premultiplied: PremultipliedPixel {
        if a == 255 { return PremultipliedPixel(r: r, g: g, b: b, a: 255) }
        let a32 = UInt32(a)
        return PremultipliedPixel(r: UInt8(div255(UInt32(r) * a32)), g: UInt8(div255(UInt32(g) * a32)),
                                  b: UInt8(div255(UInt32(b) * a32)), a: a)
    }

    /// The same colour with its alpha multiplied by `opacity` (0...1).
    public func withOpacity(_ opacity: Double) -> PixelColor {
        PixelColor(r: r, g: g, b: b, a: UInt8(div255(UInt32(a) * UInt32(unitToByte(opacity)))))
    }
}

/// A pixel as stored in a `Bitmap`: premultiplied RGBA8 (every colour channel <= alpha).
public struct PremultipliedPixel: Equatable, Hashable, Sendable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// The four bytes R, G, B, A as one 32-bit value in memory order (for pattern fills).
    var packed: UInt32 {
        var v: UInt32 = 0
        withUnsafeMutableBytes(of: &v) { bytes in
            bytes[0] = r; bytes[1] = g; bytes[2] = b; bytes[3] = a
        }
        return v
    }

    /// Back to straight alpha: round(c * 255 / a), clamped; transparent pixels become clear.
    public var unpremultiplied: PixelColor {
        switch a {
        case 255: return PixelColor(r: r, g: g, b: b, a: 255)
        case 0: return .clear
        default:
            let a32 = UInt32(a)
            func un(_ c: UInt8) -> UInt8 { UInt8(min(255, (UInt32(c) * 255 + a32 / 2) / a32)) }
            return PixelColor(r: un(r), g: un(g), b: un(b), a: a)
        }
    }
}

/// round(x / 255) for x in 0...65025, exactly, without division.
@inline(__always)
func div255(_ x: UInt32) -> UInt32 {
    let t = x &+ 128
    return (t &+ (t >> 8)) >> 8
}

@inline(__always)
func unitToByte(_ v: Double) -> UInt8 {
    guard v.isFinite else { return v > 0 ? 255 : 0 }
    return UInt8(min(255, max(0, (v * 255).rounded())))
}
