#if canImport(Glibc)
import Glibc
#endif

/// How the snapshot process asks the C allocator to treat the multi-megabyte blocks of a
/// render (the bitmap, the PNG encoder's buffers).
///
/// By default glibc maps such a block straight from the kernel and unmaps it when freed. Its
/// adaptive threshold does not help here: it rises to the size of a freed block, but a request
/// of that same size is still mapped anew. So every render touches fresh pages and pays one
/// page fault per 4 KiB (about 0.7 ms per MB on the shared CI machines; a 750×1334 render
/// allocates 4 MB for its bitmap alone). Keeping freed blocks in the heap lets the next render
/// of the process reuse warm memory: `snapshot test` renders dozens of goldens per process.
/// Memory stays bounded by the largest renders in flight.
public enum ProcessMemory {
    /// Blocks up to this size come from the heap and return to it when freed.
    public static let largestHeapBlock: Int32 = 256 << 20
    /// Free memory at the top of the heap is given back to the kernel only beyond this.
    public static let trimThreshold: Int32 = 512 << 20

    /// glibc's `mallopt` parameters (malloc.h, which the Glibc module does not import).
    static let trimThresholdParameter: Int32 = -1  // M_TRIM_THRESHOLD
    static let mmapThresholdParameter: Int32 = -3  // M_MMAP_THRESHOLD

    /// Applies the policy (once per process, before rendering; later calls change nothing).
    /// Returns false, changing nothing, where the C library has no `mallopt` (not glibc).
    @discardableResult
    public static func keepLargeBlocksInHeap() -> Bool {
        mallopt(mmapThresholdParameter, largestHeapBlock) && mallopt(trimThresholdParameter, trimThreshold)
    }

    /// glibc's `M_ARENA_MAX`.
    static let arenaMaxParameter: Int32 = -8

    /// Makes every thread allocate from one heap (glibc's main arena), for `snapshot layout`.
    /// With an arena of its own, the decoder's thread kept the memory of the decoded recipe,
    /// freed before the layout pass, where the layout could not reuse it (Dynamic Stack View,
    /// 10,000 entries: peak 494 -> 434 MB). Threads that allocate at the same time (the halves
    /// of a split repeat, the constraint builder beside the solver) wait on each other's
    /// allocations here, but two or three arenas cost 15-30 MB at that peak (measured 2026-11-24).
    /// Call it before any thread starts. Returns false, changing nothing, where the C library
    /// has no `mallopt`.
    @discardableResult
    public static func useOneHeap() -> Bool {
        mallopt(arenaMaxParameter, 1)
    }

    /// glibc's `mallopt(parameter, value)`, looked up at run time; false where it is missing or
    /// refuses the value.
    private static func mallopt(_ parameter: Int32, _ value: Int32) -> Bool {
        #if canImport(Glibc)
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return false }
        return unsafeBitCast(symbol, to: Mallopt.self)(parameter, value) == 1
        #else
        return false
        #endif
    }
}
