/// Interface Builder's design canvas as a device.
///
/// Xcode shows a scene on a canvas rather than a device: the Xcode 6/7 "Any/Any" storyboards on a
/// 600×600 square, later documents at their simulated size ("View as: iPhone 8"). What the canvas
/// shows (docs/interface-builder.md, "The Interface Builder canvas", checked against the frames
/// Xcode stored in the Auto Layout Cookbook's storyboards):
/// - a 20-point status bar: the top layout guide is 20 long, the safe area starts at 20;
/// - no home indicator, no bottom bar: the bottom guide and the bottom safe-area inset are 0;
/// - root side margins of 20 on canvases 414 points wide or wider (the 600×600 square), 16 on
///   narrower iPhone canvases, like the devices of that width;
/// - other views' margins of 8 (the environment's `defaultViewMargins`).
///
/// The canvas is always laid out in portrait: its size is the size asked for (a landscape canvas
/// is asked for with the larger width). A canvas of a classic preset's size (`Device.classic`,
/// the presets up to 2023, so that newer presets change no canvas), in either orientation ("View
/// as: iPhone 8"), takes that device's size classes, status bar, safe area and root side margin
/// for the orientation (an iPhone in landscape has no status bar); another size keeps the 20-point
/// status bar and takes size classes from the size (regular from 414 wide and 568 tall, as
/// `Device.custom`). An "Any/Any" canvas has no size class at all, which the storyboard importer
/// decides. The storyboard importer replaces the status bar and safe area by what the document's
/// `<device>` showed in the Xcode version that saved it (docs/interface-builder.md, "Canvas safe
/// areas").
extension Device {
    /// The `--device` name of the canvas.
    public static let interfaceBuilderName = "interface-builder"

    /// Interface Builder's canvas of `width`×`height` points (at scale 2 by default).
    /// `statusBarHeight` and `safeArea`, when given, replace what the size would take (the
    /// storyboard importer measures them per `<device>` and Xcode version).
    public static func interfaceBuilderCanvas(width: Double, height: Double, scale: Double = 2,
                                              statusBarHeight: Double? = nil, safeArea: EdgeInsets? = nil) -> Device {
        var classes: (SizeClass, SizeClass) = (width >= 414 ? .regular : .compact, height >= 568 ? .regular : .compact)
        var margin = width >= 414 ? 20.0 : 16.0
        var status = 20.0, area = EdgeInsets(top: 20), isPad = false
        if let preset = classic.first(where: { $0.portraitSize == Size(width: width, height: height) }) {
            classes = preset.sizeClassPortrait
            margin = preset.rootSideMargin
            status = preset.statusBarHeight
            area = preset.safeAreaPortrait
            isPad = preset.isPad
        } else if width != height, let preset = classic.first(where: { $0.portraitSize == Size(width: height, height: width) }) {
            // A landscape canvas: iPhones hide the status bar in landscape, iPads keep it.
            classes = preset.sizeClassLandscape
            margin = preset.rootSideMargin
            status = preset.isPad ? preset.statusBarHeight : 0
            area = preset.safeAreaLandscape
            isPad = preset.isPad
        }
        if let statusBarHeight { status = statusBarHeight }
        if let safeArea { area = safeArea }
        return Device(name: interfaceBuilderName, displayName: "Interface Builder canvas \(width)x\(height)",
                      portraitSize: Size(width: width, height: height), scale: scale, isPad: isPad,
                      statusBarHeight: status, safeAreaPortrait: area, safeAreaLandscape: area,
                      sizeClassPortrait: classes, sizeClassLandscape: classes,
                      rootSideMargin: margin)
    }
}
