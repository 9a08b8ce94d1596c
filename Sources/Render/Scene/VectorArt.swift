import Foundation
import Raster

/// A vector image (an SVG or PDF the pipeline read) that the painter draws anew at the size and
/// place it is shown at, instead of resampling a bitmap drawn at the document's size: a 24-pt
/// PDF in a 96-pt image view is as sharp as a 96-pt one (docs/render.md, "Vector images").
/// Render does not read vector files; whoever does hands in the drawing function.
///
/// Drawings are kept per render, by size and place, under a lock: the painters of parallel
/// bands ask for the same drawing (the place is computed from the whole image, never the band)
/// and share one, so every band gets the bytes of a one-band render.
public struct VectorArt: Sendable {
    /// Draws the image so that it fills `target` (x, y, width, height in pixels of the bitmap;
    /// it may reach past the bitmap, which clips it) of a new `width` x `height` bitmap; nil
    /// when it cannot (over the pixel limit, an unreadable document).
    public typealias Draw = @Sendable (_ width: Int, _ height: Int, _ target: PixelRect) -> Bitmap?

    private let draw: Draw
    private let drawings = Drawings()

    public init(_ draw: @escaping Draw) { self.draw = draw }

    /// The drawing of `width` x `height` pixels with the image filling `target`, drawn on first use.
    func bitmap(width: Int, height: Int, target: PixelRect) -> Bitmap? {
        drawings.value(for: Drawings.Key(width: width, height: height, target: target)) {
            draw(width, height, target)
        }
    }

    /// The drawings made so far, shared by the copies of one `VectorArt`.
    private final class Drawings: @unchecked Sendable {
        struct Key: Hashable {
            var width: Int
            var height: Int
            var target: PixelRect
        }
        private let lock = NSLock()
        private var made: [Key: Bitmap?] = [:]

        func value(for key: Key, _ make: () -> Bitmap?) -> Bitmap? {
            lock.lock()
            defer { lock.unlock() }
            if let known = made[key] { return known }
            let drawn = make()
            made[key] = drawn
            return drawn
        }
    }
}
