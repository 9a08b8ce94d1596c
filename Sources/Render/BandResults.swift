import Raster

/// The bitmaps of bands painted on several threads: each slot is written once, by the one
/// thread that painted that band, and read only after all of them have finished
/// (`DispatchQueue.concurrentPerform` returns when every iteration is done).
final class BandResults: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Bitmap?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    /// Stores band `index`'s bitmap (called once per index, from any thread).
    func store(_ bitmap: Bitmap?, at index: Int) {
        slots[index] = bitmap
    }

    /// The bitmaps in band order; shorter than the band count when a band failed.
    func take() -> [Bitmap] {
        slots.compactMap { $0 }
    }
}
