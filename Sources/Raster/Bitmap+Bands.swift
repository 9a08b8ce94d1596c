import Foundation

extension Bitmap {
    /// Paints a `width` × `height` image in bands of rows on several threads and puts the
    /// bands together: `paint(rows)` is called once per band, concurrently, and must return
    /// that band's pixels (`width` × `rows.count`, e.g. `Canvas(width:height:rows:)`'s bitmap).
    /// Each band is copied into the image by the thread that painted it, so the copying and
    /// the first touch of the image's memory are shared out too. Fails when a band cannot
    /// be painted or comes back with another size.
    public init(width: Int, height: Int, bands: [Range<Int>],
                paint: @Sendable (Range<Int>) -> Bitmap?) throws(RasterError) {
        guard Bitmap.validSize(width, height) else { throw .invalidSize(width: width, height: height) }
        let rowBytes = width * 4
        var covered = 0
        for (k, band) in bands.enumerated() {
            guard band.lowerBound == (k == 0 ? 0 : bands[k - 1].upperBound) else {
                throw .invalidSize(width: width, height: band.lowerBound)
            }
            covered = band.upperBound
        }
        guard covered == height else { throw .invalidSize(width: width, height: covered) }
        let failed = BandFailures(count: bands.count)
        let total = rowBytes * height
        let bytes = [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
            let image = ImageMemory(base: buffer.baseAddress)
            DispatchQueue.concurrentPerform(iterations: bands.count) { k in
                let rows = bands[k]
                let start = rows.lowerBound * rowBytes, count = rows.count * rowBytes
                guard let band = paint(rows), band.width == width, band.pixels.count == count else {
                    image.zero(from: start, count: count)
                    failed.mark(k)
                    return
                }
                band.pixels.withUnsafeBufferPointer { image.copy($0, to: start) }
            }
            initialized = total
        }
        if let k = failed.first {
            throw .pixelCountMismatch(expected: width * bands[k].count * 4, actual: 0)
        }
        self.width = width
        self.height = height
        pixels = bytes
    }
}

/// The image's storage while its bands are copied in: each thread writes only its own rows.
private struct ImageMemory: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt8>?

    func copy(_ source: UnsafeBufferPointer<UInt8>, to offset: Int) {
        guard let base, let from = source.baseAddress else { return }
        (base + offset).initialize(from: from, count: source.count)
    }

    func zero(from offset: Int, count: Int) {
        guard let base else { return }
        (base + offset).initialize(repeating: 0, count: count)
    }
}

/// Which bands failed; each flag is written by the one thread that painted that band and
/// read after all of them have finished.
private final class BandFailures: @unchecked Sendable {
    private let flags: UnsafeMutableBufferPointer<Bool>

    init(count: Int) {
        flags = .allocate(capacity: count)
        flags.initialize(repeating: false)
    }

    deinit {
        flags.deallocate()
    }

    func mark(_ k: Int) { flags[k] = true }

    var first: Int? { flags.firstIndex(of: true) }
}
