/// A horizontal or vertical size class.
public enum SizeClass: String, Hashable, Codable, Sendable, CaseIterable { case compact, regular }

/// A device preset (sizes in points, portrait). Sizes, status bars, safe areas and size classes
/// follow the device table of github.com/YusukeHosonuma/SwiftUI-Simulator
/// (`Sources/SwiftUISimulator/Core/DeviceInfo.swift`) where a preset names no other source; root
/// side margins are docs/layout.md's "root side margins".
public struct Device: Hashable, Codable, Sendable {
    /// The CLI name, e.g. "iphone-8".
    public var name: String
    public var displayName: String
    public var portraitSize: Size
    public var scale: Double
    public var isPad: Bool
    /// Status bar height in portrait (0 when there is none).
    public var statusBarHeight: Double
    /// Safe-area insets in portrait on iOS 11+.
    public var safeAreaPortrait: EdgeInsets
    /// Safe-area insets in landscape (left/right = the sensor housing side), iOS 11+.
    public var safeAreaLandscape: EdgeInsets
    /// Size classes (horizontal, vertical) in portrait and landscape.
    public var sizeClassPortrait: (SizeClass, SizeClass) { (portraitH, portraitV) }
    public var sizeClassLandscape: (SizeClass, SizeClass) { (landscapeH, landscapeV) }
    var portraitH: SizeClass, portraitV: SizeClass, landscapeH: SizeClass, landscapeV: SizeClass
    /// The root view's side margin (16 or 20).
    public var rootSideMargin: Double
    /// The display's corner radius in points (0 for a rectangular display); documented per
    /// preset in docs/devices.md, not drawn.
    public var displayCornerRadius: Double
    /// The status bar and sensor-housing inset before iOS 14, where it differs from today's
    /// (the iPhone 11 / XR: 44 on iOS 13, 48 from iOS 14); nil where it never changed.
    public var sensorInsetBeforeIOS14: Double?

    public init(name: String, displayName: String, portraitSize: Size, scale: Double, isPad: Bool,
                statusBarHeight: Double, safeAreaPortrait: EdgeInsets, safeAreaLandscape: EdgeInsets,
                sizeClassPortrait: (SizeClass, SizeClass), sizeClassLandscape: (SizeClass, SizeClass),
                rootSideMargin: Double, displayCornerRadius: Double = 0) {
        self.name = name; self.displayName = displayName; self.portraitSize = portraitSize; self.scale = scale
        self.isPad = isPad; self.statusBarHeight = statusBarHeight
        self.safeAreaPortrait = safeAreaPortrait; self.safeAreaLandscape = safeAreaLandscape
        portraitH = sizeClassPortrait.0; portraitV = sizeClassPortrait.1
        landscapeH = sizeClassLandscape.0; landscapeV = sizeClassLandscape.1
        self.rootSideMargin = rootSideMargin
        self.displayCornerRadius = displayCornerRadius
    }

    static func phone(_ name: String, _ display: String, _ w: Double, _ h: Double, scale: Double,
                      status: Double, portrait: EdgeInsets, landscape: EdgeInsets,
                      landscapeWidthClass: SizeClass, margin: Double, corner: Double = 0) -> Device {
        Device(name: name, displayName: display, portraitSize: Size(width: w, height: h), scale: scale, isPad: false,
               statusBarHeight: status, safeAreaPortrait: portrait, safeAreaLandscape: landscape,
               sizeClassPortrait: (.compact, .regular), sizeClassLandscape: (landscapeWidthClass, .compact),
               rootSideMargin: margin, displayCornerRadius: corner)
    }

    public static let iPhoneSE = phone("iphone-se", "iPhone SE (1st generation)", 320, 568, scale: 2, status: 20,
                                       portrait: EdgeInsets(top: 20), landscape: .zero, landscapeWidthClass: .compact, margin: 16)
    public static let iPhone8 = phone("iphone-8", "iPhone 8", 375, 667, scale: 2, status: 20,
                                      portrait: EdgeInsets(top: 20), landscape: .zero, landscapeWidthClass: .compact, margin: 16)
    public static let iPhone8Plus = phone("iphone-8-plus", "iPhone 8 Plus", 414, 736, scale: 3, status: 20,
                                          portrait: EdgeInsets(top: 20), landscape: .zero, landscapeWidthClass: .regular, margin: 20)
    /// X / XS / 11 Pro: landscape sides 44, as measured on the X / XS
    /// (https://useyourloaf.com/blog/supporting-iphone-x/,
    /// https://qiita.com/usagimaru/items/761e9a5f3d78b1939df8), not SwiftUI-Simulator's 48.
    public static let iPhoneX = phone("iphone-x", "iPhone X", 375, 812, scale: 3, status: 44,
                                      portrait: EdgeInsets(top: 44, bottom: 34),
                                      landscape: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
                                      landscapeWidthClass: .compact, margin: 16, corner: 39)
    /// iPhone 11 / XR: top 48 (SwiftUI-Simulator's 2022 data; 2018 data says 44), for a current
    /// iOS (docs/layout.md, "iPhone 11 top inset").
    public static let iPhone11: Device = {
        var d = phone("iphone-11", "iPhone 11", 414, 896, scale: 2, status: 48,
                      portrait: EdgeInsets(top: 48, bottom: 34),
                      landscape: EdgeInsets(top: 0, left: 48, bottom: 21, right: 48),
                      landscapeWidthClass: .regular, margin: 20, corner: 41.5)
        d.sensorInsetBeforeIOS14 = 44
        return d
    }()
    public static let iPhone14 = phone("iphone-14", "iPhone 14", 390, 844, scale: 3, status: 47,
                                       portrait: EdgeInsets(top: 47, bottom: 34),
                                       landscape: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
                                       landscapeWidthClass: .compact, margin: 16, corner: 47.33)
    /// Status bar 54 (commonly quoted, unconfirmed); safe area 59/34 as printed on the device
    /// (http://csl.cool/2023/09/15/ios-dev/ios-layout-adaptation).
    public static let iPhone14Pro = phone("iphone-14-pro", "iPhone 14 Pro", 393, 852, scale: 3, status: 54,
                                          portrait: EdgeInsets(top: 59, bottom: 34),
                                          landscape: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
                                          landscapeWidthClass: .compact, margin: 16, corner: 55)
    /// 430×932, assumed the same as the 14 Pro Max's
    /// (https://hacknicity.medium.com/how-ios-apps-adapt-to-the-various-iphone-14-screen-sizes-b2504a39b58f);
    /// margin 20 as for the other 414+-wide phones.
    public static let iPhone15ProMax = phone("iphone-15-pro-max", "iPhone 15 Pro Max", 430, 932, scale: 3, status: 54,
                                             portrait: EdgeInsets(top: 59, bottom: 34),
                                             landscape: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
                                             landscapeWidthClass: .regular, margin: 20, corner: 55)
    public static let iPad = Device(name: "ipad", displayName: "iPad 9.7\"", portraitSize: Size(width: 768, height: 1024),
                                    scale: 2, isPad: true, statusBarHeight: 20,
                                    safeAreaPortrait: EdgeInsets(top: 20), safeAreaLandscape: EdgeInsets(top: 20),
                                    sizeClassPortrait: (.regular, .regular), sizeClassLandscape: (.regular, .regular),
                                    rootSideMargin: 20)
    /// The Home-button iPad Pro 12.9" (1st/2nd generation).
    public static let iPadPro12_9 = Device(name: "ipad-pro-12-9", displayName: "iPad Pro 12.9\"",
                                           portraitSize: Size(width: 1024, height: 1366), scale: 2, isPad: true,
                                           statusBarHeight: 20,
                                           safeAreaPortrait: EdgeInsets(top: 20), safeAreaLandscape: EdgeInsets(top: 20),
                                           sizeClassPortrait: (.regular, .regular), sizeClassLandscape: (.regular, .regular),
                                           rootSideMargin: 20)

    /// The presets up to 2023 (the iPhone 15 Pro Max), smallest iPhone first: the only sizes an
    /// Interface Builder canvas takes a preset's traits from (Device+InterfaceBuilder.swift).
    public static let classic: [Device] = [iPhoneSE, iPhone8, iPhone8Plus, iPhoneX, iPhone11, iPhone14, iPhone14Pro,
                                           iPhone15ProMax, iPad, iPadPro12_9]

    /// All presets: the classic ones, then the iPhones and iPads of 2023 on (Device+Recent.swift),
    /// each group oldest first.
    public static let all: [Device] = classic + recentPhones + recentPads

    /// The preset with this CLI name.
    public static func named(_ name: String) -> Device? { all.first { $0.name == name } }

    /// A custom screen: no status bar, no safe area; size classes from the width (≥ 414 wide and
    /// ≥ 768 tall → regular) and a side margin of 16 below 414 points of width, else 20.
    public static func custom(width: Double, height: Double, scale: Double = 2) -> Device {
        let wide: SizeClass = width >= 414 ? .regular : .compact
        let tall: SizeClass = height >= 568 ? .regular : .compact
        return Device(name: "custom", displayName: "Custom \(width)x\(height)", portraitSize: Size(width: width, height: height),
                      scale: scale, isPad: false, statusBarHeight: 0, safeAreaPortrait: .zero, safeAreaLandscape: .zero,
                      sizeClassPortrait: (wide, tall), sizeClassLandscape: (wide, tall),
                      rootSideMargin: width >= 414 ? 20 : 16)
    }

    public static func == (a: Device, b: Device) -> Bool {
        a.name == b.name && a.portraitSize == b.portraitSize && a.scale == b.scale && a.statusBarHeight == b.statusBarHeight
            && a.safeAreaPortrait == b.safeAreaPortrait && a.safeAreaLandscape == b.safeAreaLandscape
            && a.rootSideMargin == b.rootSideMargin && a.portraitH == b.portraitH && a.portraitV == b.portraitV
            && a.landscapeH == b.landscapeH && a.landscapeV == b.landscapeV && a.isPad == b.isPad
    }
    public func hash(into h: inout Hasher) { h.combine(name); h.combine(portraitSize); h.combine(scale) }
}
