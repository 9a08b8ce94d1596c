import Layout

/// `UIImage`: a PNG found by name in the image folders (`UIImage(named:)`), or an SF Symbol
/// (`UIImage(systemName:)`, drawn as the renderer draws symbols). Sizes are in points.
open class UIImage: @unchecked Sendable, Equatable {
    /// `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// What the image is.
    enum Source: Hashable {
        /// A file: its path is the renderer's key.
        case file(path: String)
        case symbol(SymbolImage)
        case empty
    }

    let source: Source
    public let size: CGSize
    public let scale: CGFloat
    public private(set) var renderingMode: RenderingMode = .automatic
    public private(set) var symbolConfiguration: SymbolConfiguration?
    var tint: UIColor?

    init(source: Source, size: CGSize, scale: CGFloat) {
        self.source = source; self.size = size; self.scale = scale
    }

    public convenience init() { self.init(source: .empty, size: .zero, scale: 1) }

    /// An image of the image folders (`SNAPSHOT_IMAGES`, `UIImage.imageFolders`) or of an asset
    /// catalog in them: `name.png`, `name@2x.png`, `name@3x.png`, `*.xcassets/…/name.imageset/`.
    public convenience init?(named name: String) {
        guard let found = ImageFinder.find(name, in: ImageFinder.folders) else { return nil }
        self.init(source: .file(path: found.path), size: found.size, scale: found.scale)
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let folders = (bundle?.resourcePath).map { [$0] } ?? []
        guard let found = ImageFinder.find(name, in: folders + ImageFinder.folders) else { return nil }
        self.init(source: .file(path: found.path), size: found.size, scale: found.scale)
    }

    public convenience init?(contentsOfFile path: String) {
        guard let found = ImageFinder.image(atPath: path) else { return nil }
        self.init(source: .file(path: found.path), size: found.size, scale: found.scale)
    }

    /// An SF Symbol at the default configuration (17-point body text, medium scale).
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard !name.isEmpty else { return nil }
        let c = configuration as? SymbolConfiguration
        let symbol = SymbolImage(name: name, pointSize: Double(c?.pointSize ?? CGFloat(SymbolImage.defaultPointSize)),
                                 scale: c?.scale.symbolScale ?? .medium, weight: c?.weight.fontWeight ?? .regular)
        self.init(source: .symbol(symbol), size: CGSize(symbol.size()), scale: 1)
        symbolConfiguration = c
    }

    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name)
    }

    public var isSymbolImage: Bool { if case .symbol = source { return true }; return false }

    /// The same image drawn in `mode`.
    open func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        let copy = UIImage(source: source, size: size, scale: scale)
        copy.renderingMode = mode; copy.symbolConfiguration = symbolConfiguration; copy.tint = tint
        return copy
    }

    /// The same image tinted (drawn as a template in `color`).
    open func withTintColor(_ color: UIColor) -> UIImage {
        let copy = withRenderingMode(.alwaysTemplate)
        copy.tint = color
        return copy
    }

    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        let copy = withTintColor(color)
        copy.renderingMode = renderingMode
        return copy
    }

    /// A symbol at another configuration (the image itself when it is not a symbol).
    open func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard case .symbol(let s) = source, let c = configuration as? SymbolConfiguration else { return self }
        let symbol = SymbolImage(name: s.name, pointSize: Double(c.pointSize ?? CGFloat(s.pointSize)),
                                 scale: c.scale == .unspecified ? s.scale : c.scale.symbolScale,
                                 weight: c.weight.fontWeight ?? s.weight)
        let copy = UIImage(source: .symbol(symbol), size: CGSize(symbol.size()), scale: 1)
        copy.symbolConfiguration = c; copy.renderingMode = renderingMode; copy.tint = tint
        return copy
    }

    open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        withConfiguration(configuration)
    }

    /// `resizableImage(withCapInsets:)`: kept as the same image.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }
    open var imageFlippedForRightToLeftLayoutDirection: UIImage { self }
    open func withHorizontallyFlippedOrientation() -> UIImage { self }

    public static func == (a: UIImage, b: UIImage) -> Bool { a === b || (a.source == b.source && a.size == b.size) }

    /// The image folders `init?(named:)` searches after `SNAPSHOT_IMAGES`'s.
    nonisolated(unsafe) public static var imageFolders: [String] = []
}

extension UIImage {
    /// The renderer's key for the image: a file's path (nil for a symbol or an empty image).
    var layoutKey: String? {
        if case .file(let path) = source { return path }
        return nil
    }

    /// The symbol the image is, if any.
    var symbol: SymbolImage? {
        if case .symbol(let s) = source { return s }
        return nil
    }
}
