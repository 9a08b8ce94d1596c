/// An item of a collection view: its section and its index in the section (`IndexPath`).
public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var section: Int
    public var item: Int
    public init(section: Int, item: Int) { self.section = section; self.item = item }
    public static func < (a: ItemPath, b: ItemPath) -> Bool { (a.section, a.item) < (b.section, b.item) }
    public var description: String { "[\(section), \(item)]" }
}

/// Where a flow layout puts everything, in the collection view's content coordinates (points,
/// origin at the content's top-left corner, before the content inset).
public struct FlowLayoutFrames: Hashable, Sendable {
    /// Per section, the frame of each item.
    public var items: [[Rect]]
    /// Per section, the header's and the footer's frame (nil when its reference size is zero).
    public var headers: [Rect?]
    public var footers: [Rect?]
    /// The content size (`collectionViewContentSize`).
    public var contentSize: Size

    /// The items whose frames meet `rect` (the visible bounds in content coordinates), in order.
    public func visibleItems(in rect: Rect) -> [ItemPath] {
        var out: [ItemPath] = []
        for (s, frames) in items.enumerated() {
            for (i, f) in frames.enumerated() where Self.meets(f, rect) {
                out.append(ItemPath(section: s, item: i))
            }
        }
        return out
    }

    /// Whether two rectangles share more than an edge.
    static func meets(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}

extension FlowLayout {
    /// Lays out sections of items of the given sizes in a collection view whose content is
    /// `width` wide when scrolling vertically (`height` tall when scrolling horizontally, then
    /// `width` is read as that height). `insets` are the extra insets `sectionInsetReference`
    /// adds (safe area or layout margins), measured on the physical sides.
    ///
    /// UIKit's flow layout rules (as PSTCollectionView, which matched UIKit 6's, implements them;
    /// docs/layout.md, "Collection views"):
    /// - Each section: header (the content's full width, `headerReferenceSize.height` tall),
    ///   `sectionInset.top`, the lines, `sectionInset.bottom`, footer.
    /// - A line takes items in order while they fit with `minimumInteritemSpacing` between them.
    /// - A line that is not the section's last is justified: its spare room is shared equally by
    ///   its gaps (the first item at the leading inset, the last at the trailing one); a line of
    ///   one item centres it.
    /// - The section's last line is laid out as if it were filled with copies of its last item,
    ///   so in a grid of equal items its items stay in the columns of the lines above (left
    ///   aligned when it is partial).
    /// - Items are centred across the line (vertically in a row) on its tallest item.
    /// - Lines are `minimumLineSpacing` apart. Right to left, x is mirrored.
    public func frames(itemSizes: [[Size]], width: Double, insets: EdgeInsets = .zero,
                       rightToLeft: Bool = false) -> FlowLayoutFrames {
        let vertical = scrollDirection == .vertical
        let t = vertical ? self : transposed
        let sizes = vertical ? itemSizes : itemSizes.map { $0.map(Self.flip) }
        var out = t.verticalFrames(itemSizes: sizes, width: width, insets: vertical ? insets : Self.flip(insets))
        if !vertical {
            out.items = out.items.map { $0.map(Self.flip) }
            out.headers = out.headers.map { $0.map(Self.flip) }
            out.footers = out.footers.map { $0.map(Self.flip) }
            out.contentSize = Self.flip(out.contentSize)
        }
        if rightToLeft {
            let w = out.contentSize.width
            func mirror(_ r: Rect) -> Rect { Rect(x: w - r.maxX, y: r.minY, width: r.width, height: r.height) }
            out.items = out.items.map { $0.map(mirror) }
            out.headers = out.headers.map { $0.map(mirror) }
            out.footers = out.footers.map { $0.map(mirror) }
        }
        return out
    }

    /// The same layout with x and y swapped (a horizontal layout as a vertical one).
    var transposed: FlowLayout {
        var t = self
        t.scrollDirection = .vertical
        t.itemSize = Self.flip(itemSize)
        t.estimatedItemSize = estimatedItemSize.map(Self.flip)
        t.sectionInset = Self.flip(sectionInset)
        t.headerReferenceSize = Self.flip(headerReferenceSize)
        t.footerReferenceSize = Self.flip(footerReferenceSize)
        return t
    }

    static func flip(_ s: Size) -> Size { Size(width: s.height, height: s.width) }
    static func flip(_ r: Rect) -> Rect { Rect(x: r.minY, y: r.minX, width: r.height, height: r.width) }
    static func flip(_ e: EdgeInsets) -> EdgeInsets { EdgeInsets(top: e.left, left: e.top, bottom: e.right, right: e.bottom) }

    /// `frames` for a vertically scrolling layout.
    private func verticalFrames(itemSizes: [[Size]], width: Double, insets: EdgeInsets) -> FlowLayoutFrames {
        var out = FlowLayoutFrames(items: [], headers: [], footers: [], contentSize: .zero)
        var y = 0.0
        let left = sectionInset.left + insets.left
        let room = max(0, width - left - sectionInset.right - insets.right)
        for sizes in itemSizes {
            let header = headerReferenceSize.height > 0 ? Rect(x: 0, y: y, width: width, height: headerReferenceSize.height) : nil
            y += header?.height ?? 0
            y += sectionInset.top
            var frames: [Rect] = []
            let lines = Self.lines(sizes, room: room, spacing: minimumInteritemSpacing)
            for (n, line) in lines.enumerated() {
                let isLast = n == lines.count - 1
                frames += lineFrames(Array(sizes[line]), isLast: isLast, room: room, left: left, top: y)
                y += (sizes[line].map(\.height).max() ?? 0) + (isLast ? 0 : minimumLineSpacing)
            }
            y += sectionInset.bottom
            let footer = footerReferenceSize.height > 0 ? Rect(x: 0, y: y, width: width, height: footerReferenceSize.height) : nil
            y += footer?.height ?? 0
            out.items.append(frames)
            out.headers.append(header)
            out.footers.append(footer)
        }
        out.contentSize = Size(width: width, height: y)
        return out
    }

    /// The index ranges of the lines: items in order while they fit in `room` with `spacing`
    /// between them; an item wider than the room has a line to itself.
    static func lines(_ sizes: [Size], room: Double, spacing: Double) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var start = 0, used = 0.0
        for (i, s) in sizes.enumerated() {
            if i > start && used + spacing + s.width > room + 1e-9 {
                out.append(start..<i)
                start = i
                used = s.width
            } else {
                used += (i > start ? spacing : 0) + s.width
            }
        }
        if start < sizes.count { out.append(start..<sizes.count) }
        return out
    }

    /// The frames of one line's items (see `frames` for the rules).
    private func lineFrames(_ sizes: [Size], isLast: Bool, room: Double, left: Double, top: Double) -> [Rect] {
        guard let lastSize = sizes.last else { return [] }
        let spacing = minimumInteritemSpacing
        var count = sizes.count
        var used = sizes.reduce(0) { $0 + $1.width } + spacing * Double(count - 1)
        if isLast {
            while used + spacing + lastSize.width <= room + 1e-9 && lastSize.width + spacing > 0 {
                used += spacing + lastSize.width
                count += 1
            }
        }
        let spare = room - used
        let height = sizes.map(\.height).max() ?? 0
        var x = left + (count == 1 ? max(0, spare) / 2 : 0)
        let gap = count > 1 ? spacing + spare / Double(count - 1) : spacing
        var frames: [Rect] = []
        for s in sizes {
            frames.append(Rect(x: x, y: top + (height - s.height) / 2, width: s.width, height: s.height))
            x += s.width + gap
        }
        return frames
    }
}

extension PixelGrid {
    /// Down to the pixel below, tolerating float noise of 1e-6 px.
    static func floor(_ v: Double, scale: Double) -> Double {
        guard scale > 0, v.isFinite else { return v }
        return (v * scale + 1e-6).rounded(.down) / scale
    }
}
