import Layout

/// `UIImageView`: its image's size is its intrinsic size.
@MainActor
open class UIImageView: UIView {
    open var image: UIImage?
    open var highlightedImage: UIImage?
    open var isHighlighted = false
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    /// The image drawn: with the preferred symbol configuration applied to a symbol.
    var shownImage: UIImage? {
        guard let image, let c = preferredSymbolConfiguration else { return image }
        return image.withConfiguration(c)
    }

    override func layoutKind(_ context: KindContext) -> ViewKind {
        let shown = shownImage
        var p = ImageViewProperties(imageName: shown?.layoutKey, imageSize: shown.map { $0.size.size },
                                    contentMode: contentMode.layout)
        p.symbol = shown?.symbol
        return .imageView(p)
    }
}

extension UIView.ContentMode {
    var layout: ContentMode {
        let all: [ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw, .center, .top, .bottom, .left, .right,
                                  .topLeft, .topRight, .bottomLeft, .bottomRight]
        return all[rawValue]
    }
}
