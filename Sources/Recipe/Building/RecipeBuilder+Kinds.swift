import Layout
import Typesetting

/// The class-specific properties: the recipe decoded them straight into Layout's `ViewKind`;
/// the builder adds what depends on other properties or on files, and says what the model
/// cannot draw.
extension BuildState {
    mutating func layoutKind(of spec: ViewSpec) throws(RecipeError) -> ViewKind {
        let p = spec.properties
        switch spec.kind {
        case .button(var b):
            // The title colour: set explicitly, else the view's tint for system buttons (UIKit
            // draws system titles in the tint colour), white for custom buttons (UIKit's default).
            if !spec.content.writes("titleColor") {
                if b.type == .custom {
                    b.tintColor = .white
                } else if let t = p.tintColor {
                    b.tintColor = t.layoutColor
                }
            }
            try buttonImage(&b, spec)
            return .button(b)
        case .imageView(var i):
            if let name = p.systemImage {
                if p.imageSource != nil {
                    warn("\(spec.path.appending("systemImage")): an image view shows one image; \"source\" is ignored for the SF Symbol")
                }
                let symbol = symbolImage(name, p, font: nil)
                i.symbol = symbol
                i.imageName = "symbol:\(name)"
                i.imageSize = symbol.size()
                warnSymbol(symbol, i.imageSize, spec)
            } else if let source = p.imageSource {
                let reference = try image(source, of: spec)
                i.imageName = reference.key
                i.imageSize = reference.pointSize
                record(reference, from: source)
            }
            return .imageView(i)
        case .textView(var t):
            if let a = p.textViewAlignment { t.textAlignment = a }
            return .textView(t)
        case .switch:
            if p.thumbTintColor != nil {
                warn("\(spec.path.appending("thumbTintColor")): the layout model has no switch thumb colour; it is drawn white")
            }
            return spec.kind
        case .scrollView(var s) where !spec.content.writes("contentOffset"):
            // Without an explicit offset the scroll view rests at its top-left, which UIKit
            // expresses as contentOffset = (-inset.left, -inset.top): the inset shows as space
            // before the content (the Cookbook's 20-point inset below the status bar).
            s.contentOffset = Point(x: -s.contentInset.left, y: -s.contentInset.top)
            return .scrollView(s)
        case .collectionView(let c):
            return .collectionView(try collectionProperties(c, of: spec))
        default:
            if let note = spec.kind.uikitClass.flatMap({ $0.init(spec.kind)?.recipeDrawingNote }) { warn("\(spec.path): \(note)") }
            return spec.kind
        }
    }

    // MARK: images

    /// The image reference for an image source: files are measured through the image loader
    /// (a PNG from its header, a vector image as its document's size in points).
    func image(_ source: RecipeImageSource, of spec: ViewSpec) throws(RecipeError) -> ImageReference {
        if let known = knownImages[source] { return known }
        switch source {
        case .file(let path, let resolvedPath, _) where RecipeImageSource.isVector(path):
            do throws(ImageLoadingError) {
                return ImageReference(key: resolvedPath, origin: .file(name: path, path: resolvedPath),
                                      pointSize: try images.pointSize(ofVectorAt: resolvedPath))
            } catch {
                throw self.error(.unreadableFile, "cannot read the image \"\(path)\": \(error.message)", at: spec, key: "source")
            }
        case .file(let path, let resolvedPath, let scale):
            let pixels: (width: Int, height: Int)
            do throws(ImageLoadingError) {
                pixels = try images.pixelSize(ofPNGAt: resolvedPath)
            } catch {
                throw self.error(error.isOverLimit ? .limitExceeded("image-pixels") : .unreadableFile,
                                 "cannot read the image \"\(path)\": \(error.message)", at: spec, key: "source")
            }
            let s = scale > 0 ? scale : 1
            return ImageReference(key: resolvedPath, origin: .file(name: path, path: resolvedPath),
                                  pointSize: Layout.Size(width: Double(pixels.width) / s, height: Double(pixels.height) / s))
        case .solid(let color, let size):
            return ImageReference(key: "solid \(color) \(formatNumber(size.width))x\(formatNumber(size.height))",
                                  origin: .solid(color.layoutColor), pointSize: Layout.Size(width: size.width, height: size.height))
        case .checker(let first, let second, let size, let cell):
            return ImageReference(key: "checker \(first) \(second) \(formatNumber(size.width))x\(formatNumber(size.height)) cell \(formatNumber(cell))",
                                  origin: .checker(first: first.layoutColor, second: second.layoutColor, cellSize: cell), pointSize: Layout.Size(width: size.width, height: size.height))
        }
    }
}
