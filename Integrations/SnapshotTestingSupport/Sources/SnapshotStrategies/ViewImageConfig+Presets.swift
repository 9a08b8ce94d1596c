import Layout

/// swift-snapshot-testing's presets, each on the device of the same screen.
extension ViewImageConfig {
    public static let iPhoneSe = iPhoneSe(.portrait)
    public static func iPhoneSe(_ o: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhoneSE, o) }
    public static let iPhone8 = iPhone8(.portrait)
    public static func iPhone8(_ o: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhone8, o) }
    public static let iPhone8Plus = iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ o: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhone8Plus, o) }
    public static let iPhoneX = iPhoneX(.portrait)
    public static func iPhoneX(_ o: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhoneX, o) }
    public static let iPhoneXsMax = iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ o: Orientation) -> ViewImageConfig {
        ViewImageConfig(notchedPhone("iphone-xs-max", 414, 896, top: 44, side: 44), o)
    }
    public static let iPhoneXr = iPhoneXr(.portrait)
    public static func iPhoneXr(_ o: Orientation) -> ViewImageConfig {
        ViewImageConfig(notchedPhone("iphone-xr", 414, 896, top: 44, side: 44, scale: 2), o)
    }
    public static let iPhone12 = iPhone12(.portrait)
    public static func iPhone12(_ o: Orientation) -> ViewImageConfig { ViewImageConfig(notchedPhone("iphone-12", 390, 844, top: 47, side: 47), o) }
    public static let iPhone12Pro = iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ o: Orientation) -> ViewImageConfig { iPhone12(o) }
    public static let iPhone12ProMax = iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ o: Orientation) -> ViewImageConfig {
        ViewImageConfig(notchedPhone("iphone-12-pro-max", 428, 926, top: 47, side: 47), o)
    }
    public static let iPhone13 = iPhone13(.portrait)
    public static func iPhone13(_ o: Orientation) -> ViewImageConfig { iPhone12(o) }
    public static let iPhone13Mini = iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ o: Orientation) -> ViewImageConfig {
        ViewImageConfig(notchedPhone("iphone-13-mini", 375, 812, top: 50, side: 50), o)
    }
    public static let iPhone13Pro = iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ o: Orientation) -> ViewImageConfig { iPhone12(o) }
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ o: Orientation) -> ViewImageConfig { iPhone12ProMax(o) }
    public static let iPadMini = iPadMini(.landscape)
    public static func iPadMini(_ o: Orientation) -> ViewImageConfig { ViewImageConfig(.iPad, o) }
    public static let iPad9_7 = iPad9_7(.landscape)
    public static func iPad9_7(_ o: Orientation) -> ViewImageConfig { ViewImageConfig(.iPad, o) }
    public static let iPad10_2 = iPad10_2(.landscape)
    public static func iPad10_2(_ o: Orientation) -> ViewImageConfig { ViewImageConfig(pad("ipad-10-2", 810, 1080, top: 20, bottom: 0), o) }
    public static let iPadPro10_5 = iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ o: Orientation) -> ViewImageConfig {
        ViewImageConfig(pad("ipad-pro-10-5", 834, 1112, top: 20, bottom: 0), o)
    }
    public static let iPadPro11 = iPadPro11(.landscape)
    public static func iPadPro11(_ o: Orientation) -> ViewImageConfig { ViewImageConfig(pad("ipad-pro-11", 834, 1194, top: 24, bottom: 20), o) }
    public static let iPadPro12_9 = iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ o: Orientation) -> ViewImageConfig { ViewImageConfig(.iPadPro12_9, o) }
}
