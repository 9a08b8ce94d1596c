import Dispatch

extension LayoutEngine {
    /// From this many views to measure on, a pass measures them on two threads when the
    /// measurer has a concurrent twin (`TextMeasuring.concurrentMeasurer()`).
    static let concurrentMeasurementMinimum = 64

    /// Every attached view's intrinsic content, indexed by view: height-for-width views
    /// measured at their last width, the others once per tree. The result is the engine's
    /// `contentCache` itself (one array shared, not a copy): the cache keeps every measured
    /// view, and a height-for-width view's entry is never reused, only replaced.
    mutating func intrinsicContents(frames: [Rect?], rightToLeft rtl: [Bool]) -> [IntrinsicContent?] {
        if contentCache.count != tree.nodes.count {
            contentCache = Array(repeating: nil, count: tree.nodes.count)
        }
        var pending: [ViewID] = []
        for v in tree.autoLayoutViews where IntrinsicSizer.isHeightForWidth(tree[v]) || contentCache[v.rawValue] == nil {
            pending.append(v)
        }
        let measured = measure(pending, frames: frames, rightToLeft: rtl)
        for (v, c) in zip(pending, measured) { contentCache[v.rawValue] = c }
        return contentCache
    }

    /// The intrinsic content of `views`, in order. Many are measured on two threads, each
    /// taking half the views that measure text and half the others (`shares`), with the
    /// measurer and its concurrent twin: the same measurements as one thread's.
    private func measure(_ views: [ViewID], frames: [Rect?], rightToLeft rtl: [Bool]) -> [IntrinsicContent?] {
        let measure = ContentMeasure(tree: tree, environment: environment, frames: frames, rightToLeft: rtl)
        let sizer = IntrinsicSizer(measurer: measurer, environment: environment)
        guard views.count >= Self.concurrentMeasurementMinimum, let twin = measurer.concurrentMeasurer() else {
            return views.map { measure.content(of: $0, sizer: sizer) }
        }
        let sizers = [sizer, IntrinsicSizer(measurer: twin, environment: environment)]
        let shares = Self.shares(views.map { IntrinsicSizer.measuresText(tree[$0]) })
        let slots = ContentSlots(count: views.count)
        DispatchQueue.concurrentPerform(iterations: 2) { p in
            for k in shares[p] {
                slots.set(k, measure.content(of: views[k], sizer: sizers[p]))
            }
        }
        return slots.take()
    }

    /// The positions each of two threads measures: the views that measure text dealt in turn,
    /// and the others in turn. (Every other view gave one thread two of the three texts of each
    /// Dynamic Stack View entry, a stack, two labels and a button, and the other thread waited
    /// for it.)
    static func shares(_ measuresText: [Bool]) -> [[Int]] {
        var shares: [[Int]] = [[], []]
        var dealt = [0, 0]  // texts, others
        for (k, text) in measuresText.enumerated() {
            let kind = text ? 0 : 1
            shares[dealt[kind] % 2].append(k)
            dealt[kind] += 1
        }
        return shares
    }
}

/// What measuring a view's intrinsic content reads of the engine, shared by the threads
/// measuring.
private struct ContentMeasure: @unchecked Sendable {
    let tree: ViewTree
    let environment: Environment
    let frames: [Rect?]
    let rightToLeft: [Bool]

    /// A height-for-width view at its last width (none on a first pass); others unconstrained.
    func content(of v: ViewID, sizer: IntrinsicSizer) -> IntrinsicContent? {
        let i = v.rawValue, node = tree[v]
        var width: Double? = nil
        if IntrinsicSizer.isHeightForWidth(node), frames.indices.contains(i) {
            width = frames[i].map { PixelGrid.round($0.width, scale: environment.scale) }
        }
        return sizer.content(of: node, rtl: rightToLeft[i], width: width).overridden(by: node.intrinsicSizeOverride)
    }
}

/// The measured contents, one slot per view being measured; each thread sets only its own
/// slots, and `take` runs after `concurrentPerform` has returned (a buffer, not an array: two
/// threads writing into one array would be overlapping accesses to it).
private final class ContentSlots: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<IntrinsicContent?>
    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }
    deinit {
        _ = slots.deinitialize()
        slots.deallocate()
    }
    func set(_ i: Int, _ content: IntrinsicContent?) { slots[i] = content }
    func take() -> [IntrinsicContent?] { Array(slots) }
}
