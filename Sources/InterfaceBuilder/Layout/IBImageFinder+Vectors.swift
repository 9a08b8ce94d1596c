import Foundation
import Layout

/// Vector images in asset catalogs: an image set's PDF or SVG (Xcode's single-scale vector
/// sets, with or without `preserves-vector-representation`) and a symbol set's SVG template.
extension IBImageFinder {
    /// Why a vector file cannot be drawn.
    public struct VectorProblem: Error, Sendable, Hashable {
        public var message: String
        public init(_ message: String) { self.message = message }
    }

    /// Measures the vector file at a path: its size in points (a PDF's page, an SVG's
    /// width and height, a symbol's glyph), else why it cannot be drawn.
    public typealias VectorMeasure = @Sendable (_ path: String) -> Result<Layout.Size, VectorProblem>

    /// Whether a file name is a vector image's (`.pdf`, `.svg`, any case).
    static func isVector(_ file: String) -> Bool {
        [".pdf", ".svg"].contains(where: file.lowercased().hasSuffix)
    }

    /// The first vector file a set lists for iPhone (universal or iphone idiom), as a path
    /// inside `root`.
    func vector(in set: ImageSet, root: String) -> String? {
        for image in set.images {
            guard let file = image["filename"] as? String, Self.isVector(file) else { continue }
            if let idiom = image["idiom"] as? String, !["universal", "iphone"].contains(idiom) { continue }
            let path = (set.folder as NSString).appendingPathComponent(file)
            if Self.lies(path, inside: root) { return path }
        }
        return nil
    }

    func measure(_ path: String) -> Result<Layout.Size, VectorProblem> {
        guard let vectorSize else { return .failure(VectorProblem("vector images are not drawn here")) }
        return vectorSize(path)
    }

    /// The vector file (PDF or SVG) a set of `name` holds, when it holds one: named in the
    /// warning for an image that `find` did not give.
    public func vectorFile(_ name: String) -> String? {
        for dir in directories {
            guard let root = Self.realPath(dir) else { continue }
            for catalog in Self.catalogs(dir) {
                for set in imageSets(name, in: catalog, root: root) {
                    if let path = vector(in: set, root: root) { return path }
                }
            }
        }
        return nil
    }

    /// How a warning names an image that `find` did not give: a vector asset that cannot be
    /// drawn (and why), or an image not found.
    public func describeMissing(_ name: String) -> String {
        guard let path = vectorFile(name) else { return "image \"\(name)\" not found" }
        let reason: String
        switch measure(path) {
        case .failure(let problem): reason = problem.message
        case .success: reason = "not drawn at this scale"
        }
        return "image \"\(name)\" is a vector asset (\((path as NSString).lastPathComponent)) that cannot be drawn: \(reason)"
    }
}
