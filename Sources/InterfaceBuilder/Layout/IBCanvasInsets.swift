import Layout

/// The status bar and safe area Interface Builder's canvas shows for a document's `<device>`
/// and the Xcode version that saved it, measured from the frames Xcode stored (a required
/// `top = safeArea.top + c` or `top = topLayoutGuide.bottom + c` constraint and the stored
/// frames; docs/interface-builder.md, "Canvas safe areas"). They are not today's devices' insets:
/// a 414×896 canvas had a 44-point top inset until Xcode 14 (48 since, as the iPhone 11 preset),
/// and iPhones without a notch show no status bar on the canvas from Xcode 11 on.
struct IBCanvasInsets: Equatable {
    var statusBarHeight: Double
    var safeArea: Layout.EdgeInsets

    /// The first build of Xcode 26 (`toolsVersion` 24xxx).
    static let xcode26 = 24000

    /// True when an Xcode 26 canvas of `size` is a page sheet: the device's canvas less its top
    /// safe area (sentry's 793-point scenes on 393×852, reached by `presentation` segues).
    /// Xcode 26 lays the device's safe area over the sheet placed at the screen's top: 59 at its
    /// top, nothing at its bottom (sentry's sheet pinned 8 from both edges of its safe area).
    func isXcode26Sheet(size: Layout.Size, in document: IBDocument) -> Bool {
        guard let build = Self.toolsBuild(of: document), build >= Self.xcode26,
              let full = document.device?.canvasSize else { return false }
        return size.width == full.width && size.height == full.height - safeArea.top
    }

    /// The build of Interface Builder that saved the document: `toolsVersion`'s leading number
    /// (`17701` = Xcode 12.3), else the iOS plug-in's when `toolsVersion` is a development
    /// placeholder (`32700.99.1234`).
    static func toolsBuild(of document: IBDocument) -> Int? {
        func build(_ s: String?) -> Int? { s?.split(separator: ".").first.flatMap { Int($0) } }
        guard let tools = build(document.toolsVersion), tools < 30000 else {
            return build(document.cocoaTouchPluginVersion) ?? build(document.toolsVersion)
        }
        return tools
    }

    /// The canvas insets for the document's device in its own orientation, for a scene of
    /// `canvasSize`; nil where the files show nothing else than the preset of the canvas size
    /// (`Device.interfaceBuilderCanvas`).
    static func measured(for document: IBDocument, canvasSize: Size? = nil) -> IBCanvasInsets? {
        guard let device = document.device, let build = toolsBuild(of: document) else { return nil }
        if device.orientation == "landscape" {
            // dji-uxsdk (14868, ipad10_5): no status bar on the landscape 10.5-inch iPad canvas;
            // routecomposer (14113, ipad9_7) keeps the size's preset, a 20-point status bar.
            if device.id.hasPrefix("ipad") {
                return device.id == "ipad10_5" && build < 15000 ? IBCanvasInsets(statusBarHeight: 0, safeArea: .zero) : nil
            }
            // utm (Xcode 14, retina6_0 landscape): a freeform view keeps the portrait canvas's
            // safe area (bottom 34, sides 0), not the landscape screen's.
            guard let canvasSize, canvasSize != device.canvasSize else { return nil }
            return portrait(device.id, build: build)
        }
        return portrait(device.id, build: build)
    }

    /// The insets of a portrait canvas of Xcode's device `id` saved by `build`.
    private static func portrait(_ id: String, build: Int) -> IBCanvasInsets? {
        let notched = EdgeInsets(top: 44, bottom: 34)
        switch id {
        case "retina5_9" where build >= xcode26:
            // The iPhone 13 mini preset: nrfblinky (24128) stores its navigation bar at y 100 =
            // twice 50 (Xcode 26 counts the safe area twice under a navigation bar).
            return IBCanvasInsets(statusBarHeight: 50, safeArea: EdgeInsets(top: 50, bottom: 34))
        case "retina6_1" where build < 21000, "retina6_0" where build < 21000, "retina6_7" where build < 21000,
             "retina6_5", "retina5_9":
            // iPhone XR/11, 12/13 and 12/13 Pro Max canvases before Xcode 14 (dgcawallet 19529;
            // tflite 17701, 20037), XS Max/11 Pro Max, iPhone X/XS.
            return IBCanvasInsets(statusBarHeight: 44, safeArea: notched)
        case "retina6_1":
            return IBCanvasInsets(statusBarHeight: 48, safeArea: EdgeInsets(top: 48, bottom: 34))
        case "retina6_0":
            return IBCanvasInsets(statusBarHeight: 47, safeArea: EdgeInsets(top: 47, bottom: 34))
        case "retina6_12" where build >= 23700 && build < 24000:
            // gomap 23727 (Xcode 16.3): both insets doubled, 118 and 68 (iqkeyboardmanager's
            // 23077 shows 59 and 34).
            return IBCanvasInsets(statusBarHeight: 54, safeArea: EdgeInsets(top: 118, bottom: 68))
        case "retina6_12", "retina6_72":
            // Dynamic Island canvases (iqkeyboardmanager, sentry, mediapipe; efrconnect 21701's
            // 430×932 scenes and its 375×1500 freeform one: 59 at the top, 34 at the bottom).
            return IBCanvasInsets(statusBarHeight: 54, safeArea: EdgeInsets(top: 59, bottom: 34))
        case "ipad12_9rounded":
            // efrconnect (Xcode 14.3, ipad12_9rounded): 24 at the top; the bottom is the
            // device's home indicator inset (no file measures it).
            return IBCanvasInsets(statusBarHeight: 24, safeArea: EdgeInsets(top: 24, bottom: 20))
        case "retina3_5", "retina4_0", "retina4_7", "retina5_5":
            // firebase (Xcode 11.3), openfoodfacts (12.5), freeotp (13.3), orbot (14.0): content
            // pinned to the safe area or top layout guide starts at 0; the cookbook (Xcode 7) and
            // Xcode 15 and later (twilio 22505, googleads 23089, kingfisher 23727, pia 24506) at 20.
            return build >= 15000 && build < 22000 ? IBCanvasInsets(statusBarHeight: 0, safeArea: .zero) : nil
        default:
            return nil
        }
    }
}
