/// The iPhones and iPads of 2023 on. docs/devices.md gives the source of every value; in short:
/// sizes and scales from Apple's Human Interface Guidelines (Layout, device screen dimensions),
/// safe areas from published simulator measurements (swift-snapshot-testing device
/// configurations), status bars from `statusBarFrame` measurements, corner radii from
/// BezelKit's simulator table. Root side margins follow the width (16 below 414 points, else 20)
/// and landscape size classes too (regular width from 414 points), as for the classic presets.
extension Device {
    /// The status bar of the 6.3" and 6.9" Pro phones of 2024 on: 169 pixels at @3x.
    static let tallIslandStatusBar = 169.0 / 3

    public static let iPhone15 = islandPhone("iphone-15", "iPhone 15", 393, 852, corner: 55)
    public static let iPhone15Plus = islandPhone("iphone-15-plus", "iPhone 15 Plus", 430, 932, corner: 55)
    public static let iPhone15Pro = islandPhone("iphone-15-pro", "iPhone 15 Pro", 393, 852, corner: 55)
    public static let iPhone16 = islandPhone("iphone-16", "iPhone 16", 393, 852, corner: 55)
    public static let iPhone16Plus = islandPhone("iphone-16-plus", "iPhone 16 Plus", 430, 932, corner: 55)
    public static let iPhone16Pro = proPhone("iphone-16-pro", "iPhone 16 Pro", 402, 874, landscapeTop: 0, landscapeBottom: 21)
    public static let iPhone16ProMax = proPhone("iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956,
                                                landscapeTop: 0, landscapeBottom: 21)
    /// The notched 6.1" phone of 2025: the iPhone 14's screen.
    public static let iPhone16e = phone("iphone-16e", "iPhone 16e", 390, 844, scale: 3, status: 47,
                                       portrait: EdgeInsets(top: 47, bottom: 34),
                                       landscape: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
                                       landscapeWidthClass: .compact, margin: 16, corner: 47.33)
    /// The 2025 phones ship with iOS 26, whose landscape safe area keeps 20 points at the top.
    public static let iPhone17 = proPhone("iphone-17", "iPhone 17", 402, 874, landscapeTop: 20, landscapeBottom: 20)
    public static let iPhone17Pro = proPhone("iphone-17-pro", "iPhone 17 Pro", 402, 874, landscapeTop: 20, landscapeBottom: 20)
    public static let iPhone17ProMax = proPhone("iphone-17-pro-max", "iPhone 17 Pro Max", 440, 956,
                                                landscapeTop: 20, landscapeBottom: 20)
    /// Safe area 68 / 34, landscape 68 at the sides and 29 at the bottom; the status bar is
    /// derived (the safe-area top less the 16 Pro's 5⅔-point gap), no measurement was found.
    public static let iPhoneAir = phone("iphone-air", "iPhone Air", 420, 912, scale: 3, status: 68 - (62 - tallIslandStatusBar),
                                        portrait: EdgeInsets(top: 68, bottom: 34),
                                        landscape: EdgeInsets(top: 20, left: 68, bottom: 29, right: 68),
                                        landscapeWidthClass: .regular, margin: 20, corner: 62)

    public static let iPadMini = pad("ipad-mini", "iPad mini (A17 Pro)", 744, 1133, corner: 21.5)
    public static let iPadAir11 = pad("ipad-air-11", "iPad Air 11\" (M2)", 820, 1180, corner: 18)
    public static let iPadAir13 = pad("ipad-air-13", "iPad Air 13\" (M2)", 1024, 1366, corner: 18)
    public static let iPadPro11 = pad("ipad-pro-11", "iPad Pro 11\" (M4)", 834, 1210, corner: 30)
    public static let iPadPro13 = pad("ipad-pro-13", "iPad Pro 13\" (M4)", 1032, 1376, corner: 30)

    /// The iPhones of 2023 on, oldest first (the 15 Pro Max is a classic preset).
    static let recentPhones: [Device] = [iPhone15, iPhone15Plus, iPhone15Pro, iPhone16, iPhone16Plus, iPhone16Pro,
                                         iPhone16ProMax, iPhone16e, iPhone17, iPhone17Pro, iPhone17ProMax, iPhoneAir]
    /// The iPads without a Home button sold in 2024 and 2025, smallest first.
    static let recentPads: [Device] = [iPadMini, iPadAir11, iPadAir13, iPadPro11, iPadPro13]

    /// A Dynamic Island phone of the 14 Pro's generation: status bar 54, safe area 59 / 34,
    /// landscape 59 at the sides and 21 at the bottom.
    private static func islandPhone(_ name: String, _ display: String, _ w: Double, _ h: Double, corner: Double) -> Device {
        phone(name, display, w, h, scale: 3, status: 54, portrait: EdgeInsets(top: 59, bottom: 34),
              landscape: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
              landscapeWidthClass: w >= 414 ? .regular : .compact, margin: w >= 414 ? 20 : 16, corner: corner)
    }

    /// A 2024-on Pro-sized phone: status bar 169 px, safe area 62 / 34, landscape 62 at the sides.
    private static func proPhone(_ name: String, _ display: String, _ w: Double, _ h: Double,
                                 landscapeTop: Double, landscapeBottom: Double) -> Device {
        phone(name, display, w, h, scale: 3, status: tallIslandStatusBar, portrait: EdgeInsets(top: 62, bottom: 34),
              landscape: EdgeInsets(top: landscapeTop, left: 62, bottom: landscapeBottom, right: 62),
              landscapeWidthClass: w >= 414 ? .regular : .compact, margin: w >= 414 ? 20 : 16, corner: 62)
    }

    /// An iPad without a Home button: status bar 24, safe area 24 / 20 in both orientations,
    /// regular × regular, side margins 20.
    private static func pad(_ name: String, _ display: String, _ w: Double, _ h: Double, corner: Double) -> Device {
        let area = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        return Device(name: name, displayName: display, portraitSize: Size(width: w, height: h), scale: 2, isPad: true,
                      statusBarHeight: 24, safeAreaPortrait: area, safeAreaLandscape: area,
                      sizeClassPortrait: (.regular, .regular), sizeClassLandscape: (.regular, .regular),
                      rootSideMargin: 20, displayCornerRadius: corner)
    }
}
