/// A binary min-heap: `pop` returns the smallest element by `<` first.
///
/// The solver uses two: the entering candidates (`Heap<Int32>`, smallest symbol id first, Bland's
/// rule) and the definitions waiting to be expanded (`Heap<NewestFirst>`). Pushes and pops are
/// deterministic: equal inputs in equal order leave equal heaps.
struct Heap<Element: Comparable> {
    private var items: [Element] = []

    var isEmpty: Bool { items.isEmpty }

    mutating func push(_ e: Element) {
        items.append(e)
        var i = items.count - 1
        while i > 0 {
            let p = (i - 1) >> 1
            if items[i] < items[p] { items.swapAt(i, p); i = p } else { break }
        }
    }

    mutating func pop() -> Element? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < items.count && items[l] < items[m] { m = l }
                if r < items.count && items[r] < items[m] { m = r }
                if m == i { break }
                items.swapAt(i, m)
                i = m
            }
        }
        return top
    }
}

extension Heap: Sendable where Element: Sendable {}
