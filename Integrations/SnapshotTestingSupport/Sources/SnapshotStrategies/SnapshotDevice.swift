/// The screen a strategy lays out on: one of SnapshotKit's presets (`snapshot devices` lists
/// them), a custom size, or an Interface Builder document's own canvas.
public struct SnapshotDevice: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name the `snapshot` command takes with `--device` (`iphone-8`, `390x844@3`).
    public var name: String

    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }

    public var description: String { name }

    public static let iPhoneSE = SnapshotDevice("iphone-se")
    public static let iPhone8 = SnapshotDevice("iphone-8")
    public static let iPhone8Plus = SnapshotDevice("iphone-8-plus")
    public static let iPhoneX = SnapshotDevice("iphone-x")
    public static let iPhone11 = SnapshotDevice("iphone-11")
    public static let iPhone14 = SnapshotDevice("iphone-14")
    public static let iPhone14Pro = SnapshotDevice("iphone-14-pro")
    public static let iPhone15ProMax = SnapshotDevice("iphone-15-pro-max")
    public static let iPad = SnapshotDevice("ipad")
    public static let iPadPro12_9 = SnapshotDevice("ipad-pro-12-9")
    // The iPhones and iPads of 2023 on (docs/devices.md).
    public static let iPhone15 = SnapshotDevice("iphone-15")
    public static let iPhone15Plus = SnapshotDevice("iphone-15-plus")
    public static let iPhone15Pro = SnapshotDevice("iphone-15-pro")
    public static let iPhone16 = SnapshotDevice("iphone-16")
    public static let iPhone16Plus = SnapshotDevice("iphone-16-plus")
    public static let iPhone16Pro = SnapshotDevice("iphone-16-pro")
    public static let iPhone16ProMax = SnapshotDevice("iphone-16-pro-max")
    public static let iPhone16e = SnapshotDevice("iphone-16e")
    public static let iPhone17 = SnapshotDevice("iphone-17")
    public static let iPhone17Pro = SnapshotDevice("iphone-17-pro")
    public static let iPhone17ProMax = SnapshotDevice("iphone-17-pro-max")
    public static let iPhoneAir = SnapshotDevice("iphone-air")
    public static let iPadMini = SnapshotDevice("ipad-mini")
    public static let iPadAir11 = SnapshotDevice("ipad-air-11")
    public static let iPadAir13 = SnapshotDevice("ipad-air-13")
    public static let iPadPro11 = SnapshotDevice("ipad-pro-11")
    public static let iPadPro13 = SnapshotDevice("ipad-pro-13")
    /// A storyboard's or xib's own canvas (the document's simulated size).
    public static let interfaceBuilderCanvas = SnapshotDevice("interface-builder")

    /// A custom screen of `width` × `height` points: no status bar, no safe area.
    public static func custom(width: Int, height: Int, scale: Int = 2) -> SnapshotDevice {
        SnapshotDevice("\(width)x\(height)@\(scale)")
    }
}
