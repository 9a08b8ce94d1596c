import Foundation
import Layout
import Raster
import Typesetting

/// Images by name for image views.
public struct ImageSource: Sendable {
    private let lookup: @Sendable (String) -> Bitmap?
    /// The names of the images drawn as templates (their alpha in the view's tint colour).
    private var templates: Set<String> = []
    /// The vector images, drawn anew at the size they are shown at (their `lookup` bitmap,
    /// drawn at the document's size, is kept for when that drawing fails).
    private var vectors: [String: VectorArt] = [:]

    /// Looks images up with a function (e.g. reading PNGs from an assets folder).
    public init(_ lookup: @escaping @Sendable (String) -> Bitmap?) { self.lookup = lookup }

    /// A fixed set of images; those named in `templates` are drawn as templates (an asset
    /// catalog's `template-rendering-intent`), those in `vectors` are drawn anew at the size
    /// they are shown at (SVG and PDF images).
    public init(images: [String: Bitmap], templates: Set<String> = [], vectors: [String: VectorArt] = [:]) {
        self.lookup = { images[$0] }
        self.templates = templates
        self.vectors = vectors
    }

    /// No images at all.
    public static let none = ImageSource { _ in nil }

    /// PNG files in `directory`: `<name>@<scale>x.png` when `scale` is given and that file
    /// exists (asset-catalog style), else `<name>.png` (or `<name>` when it ends in .png).
    /// Give image views an `imageSize` in points when using scaled variants. A file whose
    /// header declares more than `pixelLimit` pixels is not decoded (the default is the
    /// command's `image-pixels` limit, docs/limits.md): it is missing, like an unreadable one.
    public static func directory(_ directory: String, scale: Int? = nil, pixelLimit: Int = 50_000_000) -> ImageSource {
        ImageSource { name in
            let hasExtension = name.lowercased().hasSuffix(".png")
            let base = hasExtension ? String(name.dropLast(4)) : name
            var candidates: [String] = []
            if let scale { candidates.append("\(base)@\(scale)x.png") }
            candidates.append(hasExtension ? name : name + ".png")
            for file in candidates {
                let path = directory + "/" + file
                guard let size = try? PNG.size(contentsOf: path), size.width * size.height <= pixelLimit else { continue }
                if let image = try? PNG.read(contentsOf: path) { return image }
            }
            return nil
        }
    }

    public func image(named name: String) -> Bitmap? { lookup(name) }

    /// The vector image of that name, drawn at the size it is shown at; nil for a bitmap image.
    public func vector(named name: String) -> VectorArt? { vectors[name] }

    /// Whether the image is drawn in its view's tint colour (`UIImage.RenderingMode.alwaysTemplate`).
    public func isTemplate(named name: String) -> Bool { templates.contains(name) }
}

/// Paints a laid-out view tree the way iOS draws it.
///
/// Views are drawn in tree order (a view, then its subviews in subview order), each with its
/// background, kind-specific content (text, image, control) and border; alpha, hidden and
/// clipping behave as in UIKit (see docs/render.md). The scale is applied here and only here:
/// pixels = points × scale.
public struct Renderer: Sendable {
    public let typesetter: Typesetter
    public var images: ImageSource

    /// - Parameters:
    ///   - typesetter: lays text out and renders glyph masks; use the one the layout measured with.
    ///   - images: where image views find their images by name.
    public init(typesetter: Typesetter, images: ImageSource = .none) {
        self.typesetter = typesetter
        self.images = images
    }

    /// Draws `result` into a new bitmap of the root view's size × scale (taller with
    /// `fullScrollContent` when scroll views have more content than they show).
    public func render(_ result: LayoutResult, options: RenderOptions = RenderOptions()) throws(RenderError) -> Bitmap {
        let scale = options.scale ?? result.environment.scale
        let scene = SceneBuilder(result: result, images: images, fullScrollContent: options.fullScrollContent).build()
        let w = scene.root.frame.width, h = scene.root.frame.height
        guard scale.isFinite, scale > 0, w.isFinite, h.isFinite else {
            throw .invalidSize(width: w, height: h, scale: scale)
        }
        let pw = (w * scale - 1e-6).rounded(.up), ph = (h * scale - 1e-6).rounded(.up)
        // When the root's background hides the window, the canvas starts as that background
        // and the root's own fill is skipped: the screen is written once.
        let rootFill = Renderer.rootHidesWindow(scene.root, scale: scale, pixelWidth: pw, pixelHeight: ph)
            ? scene.root.backgroundColor : nil
        guard pw >= 1, ph >= 1, pw <= Double(Bitmap.maxDimension), ph <= Double(Bitmap.maxDimension),
              Int(pw) * Int(ph) <= Bitmap.maxPixelCount
        else { throw .invalidSize(width: w, height: h, scale: scale) }
        let width = Int(pw), height = Int(ph)
        let background = rootFill ?? options.windowBackground ?? DefaultColors(result.environment.appearance).background
        let bands = Renderer.bandRows(height: height, threads: options.threads ?? Renderer.automaticThreads(scene, scale: scale))
        let job = BandJob(scene: scene, environment: result.environment, options: options, scale: scale,
                          width: width, height: height, background: background,
                          rootPainted: rootFill != nil, typesetter: typesetter)
        guard bands.count > 1 else {
            guard let only = job.paint(rows: 0..<height) else { throw .invalidSize(width: w, height: h, scale: scale) }
            return only
        }
        // Bands are painted in parallel, each by its own painter over the whole scene, clipped to
        // its rows; every pixel gets the same bytes as in one whole-image pass.
        do throws(RasterError) {
            return try Bitmap(width: width, height: height, bands: bands) { rows in job.paint(rows: rows) }
        } catch {
            throw .invalidSize(width: w, height: h, scale: scale)
        }
    }

    /// The row ranges painted in parallel: `threads` bands (at most 8), none shorter than 64 rows.
    static func bandRows(height: Int, threads: Int) -> [Range<Int>] {
        let count = max(1, min(threads, 8, height / 64))
        guard count > 1 else { return [0..<height] }
        return (0..<count).map { i in (height * i / count)..<(height * (i + 1) / count) }
    }

    /// Image pixels the painter must resample (image views with an image, their frames at
    /// `scale`) from which painting in parallel bands pays: below it the painting is mostly
    /// solid fills and glyphs, which cost less than starting the threads and joining the
    /// bands (measured with scripts/bench-render; docs/render.md).
    static let parallelImagePixels = 262_144.0

    /// The thread count when `RenderOptions.threads` is nil: one per active processor when the
    /// scene resamples at least `parallelImagePixels` image pixels, else one.
    static func automaticThreads(_ scene: Scene, scale: Double) -> Int {
        var pixels = 0.0
        func visit(_ node: DrawNode) {
            guard !node.isHidden, node.alpha > 0 else { return }
            if case .imageView(let spec) = node.kind, spec.image != nil {
                let f = node.frame
                let area = f.width * f.height * scale * scale
                if area.isFinite, area > 0 { pixels += area }
            }
            for sub in node.subviews { visit(sub) }
        }
        visit(scene.root)
        return pixels >= parallelImagePixels ? ProcessInfo.processInfo.activeProcessorCount : 1
    }

    /// Everything one band's painter needs (the same for every band).
    private struct BandJob: Sendable {
        let scene: Scene
        let environment: Layout.Environment
        let options: RenderOptions
        let scale: Double
        let width: Int
        let height: Int
        let background: PixelColor
        let rootPainted: Bool
        let typesetter: Typesetter

        /// Paints the image rows `rows`: the view tree, then the status bar, the sensor housing
        /// and the debug overlay as the options ask. Nil when the bitmap cannot be made.
        func paint(rows: Range<Int>) -> Bitmap? {
            guard let canvas = try? Canvas(width: width, height: height, rows: rows, background: background) else {
                return nil
            }
            var painter = Painter(canvas: canvas, scale: scale, typesetter: typesetter, missingImages: options.missingImages)
            painter.rootBackgroundPainted = rootPainted
            painter.defaults = DefaultColors(environment.appearance)
            painter.paint(scene.root)
            let env = environment
            let w = scene.root.frame.width
            let showBar: Bool
            switch options.statusBar {
            case .automatic: showBar = env.isStatusBarVisible
            case .visible: showBar = true
            case .hidden: showBar = false
            }
            if showBar, env.device.statusBarHeight > 0 {
                var bar = StatusBar(device: env.device, width: w, style: options.statusBarStyle ?? painter.defaults.statusBarStyle)
                bar.mirrored = env.layoutDirection == .rightToLeft
                painter.drawStatusBar(bar)
            }
            if options.drawsSensorHousing, env.orientation == .portrait, !env.device.isPad, env.device.statusBarHeight > 20 {
                painter.drawSensorHousing(screenWidth: w, statusBarHeight: env.device.statusBarHeight)
            }
            if options.debugOverlay { painter.drawDebugOverlay(scene.root, findings: options.findingFrames) }
            return painter.canvas.bitmap
        }
    }

    /// True when the root view's background is opaque, square-cornered and covers every pixel
    /// of the canvas at full opacity: its fill then replaces every pixel (source-over of an
    /// opaque colour at full coverage), so the window background would never show and the
    /// canvas can start filled with the root's background instead.
    static func rootHidesWindow(_ root: DrawNode, scale: Double, pixelWidth: Double, pixelHeight: Double) -> Bool {
        guard let bg = root.backgroundColor, bg.a == 255, !root.isHidden, root.alpha >= 1,
              root.cornerRadius <= 0 else { return false }
        if case .nonRendering = root.kind { return false }
        let f = root.frame
        guard f.x.isFinite, f.y.isFinite, f.width.isFinite, f.height.isFinite else { return false }
        return f.minX * scale <= 0 && f.minY * scale <= 0
            && f.maxX * scale >= pixelWidth && f.maxY * scale >= pixelHeight
            && f.width >= 0 && f.height >= 0
    }
}
