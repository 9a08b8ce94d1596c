import Dispatch

/// Writes the parts of a layout's dump (`LayoutDump`: `order`, `views`, `diagnostics`) straight
/// into a `JSONOutput`, byte for byte as `JSONEncoder` writes the Codable dump with sorted keys,
/// without building it: no dictionary of entries, no string per constraint (each description is
/// written straight into the output, its text from data escaped). The reports put these parts
/// under their own keys (`LayoutReport`, `IBLayoutReport`).
public struct LayoutDumpWriter: Sendable {
    private let result: LayoutResult
    /// Attached views in depth-first order (`LayoutResult.orderedViews`).
    private let order: [ViewID]
    /// The dump name of each view (`LayoutResult.uniqueNames`), indexed by `ViewID.rawValue`.
    private let names: [String?]

    public init(_ result: LayoutResult) {
        var clock = PhaseClock()
        self.result = result
        var order: [ViewID] = []
        var stack = [result.rootID]
        while let v = stack.popLast() {
            guard let node = result[v]?.node else { continue }
            order.append(v)
            stack.append(contentsOf: node.subviews.reversed())
        }
        var used = Set<String>()
        var names: [String?] = Array(repeating: nil, count: result.views.count)
        for v in order {
            var name = result.tree.nodes[v.rawValue].name
            if used.contains(name) { name += " #\(v.rawValue)" }
            used.insert(name)
            names[v.rawValue] = name
        }
        self.order = order
        self.names = names
        clock.lap("json: names")
    }

    /// A generous estimate of the bytes `writeViews` writes, to reserve the output once (pages
    /// reserved and never written cost no memory; growing a large buffer copies it).
    public var estimatedViewsByteCount: Int {
        order.count * 1_000 + result.constraintRecords.reduce(0) { $0 + $1.count } * 250
    }

    /// The whole `LayoutDump` as one object (`LayoutResult.jsonData()`).
    public func writeDump(into out: inout JSONOutput) {
        let environment = result.environment
        out.beginObject()
        out.key("device"); out.string(environment.device.name)
        out.key("diagnostics"); writeDiagnostics(into: &out)
        out.key("order"); writeOrder(into: &out)
        out.key("orientation"); out.string(environment.orientation.rawValue)
        out.key("rootSize"); out.numbers(environment.rootSize.width, environment.rootSize.height)
        out.key("scale"); out.number(environment.scale)
        out.key("views"); writeViews(into: &out)
        out.endObject()
    }

    /// The `order` value: the view names in depth-first order.
    public func writeOrder(into out: inout JSONOutput) {
        out.beginArray()
        for v in order { out.string(names[v.rawValue] ?? "") }
        out.endArray()
    }

    /// The `views` value: an object of one entry per view, keyed by name in UTF-8 byte order.
    /// A name given twice (a view named like another's `Name #id`) keeps the later view's entry,
    /// as a dictionary would.
    public func writeViews(into out: inout JSONOutput) {
        var clock = PhaseClock()
        let byName = positionsByName()
        let describer = ConstraintDescriber(tree: result.tree, jsonStringOf: out)
        out.beginObject()
        // Stretches of entries are written on two threads, each taking the next stretch not
        // taken, and joined in order as they are done: whichever thread completes the next
        // stretch appends (and drains) it while the other goes on writing (the same bytes as
        // one thread writing them all).
        let stretch = 512
        let stretches = stride(from: 0, to: byName.count, by: stretch).map { $0..<min($0 + stretch, byName.count) }
        let position = out.position
        let joined = OrderedParts(joining: &out, count: stretches.count)
        DispatchQueue.concurrentPerform(iterations: min(2, stretches.count)) { _ in
            while let k = joined.nextStretch() {
                var part = JSONOutput(partAt: position)
                writeEntries(stretches[k], of: byName, describer: describer, into: &part)
                joined.deliver(part, at: k)
            }
        }
        out = joined.finish()
        out.endObject()
        clock.lap("json: views")
    }

    /// The entries of the views at `range` of `byName` (positions in `order`, sorted by name).
    private func writeEntries(_ range: Range<Int>, of byName: [Int], describer: ConstraintDescriber, into out: inout JSONOutput) {
        for k in range {
            let v = order[byName[k]]
            let name = names[v.rawValue] ?? ""
            if k + 1 < byName.count, names[order[byName[k + 1]].rawValue] == name { continue }
            guard let view = result[v] else { continue }
            out.key(name)
            writeEntry(view, describer: describer, into: &out)
        }
    }

    /// The positions in `order` sorted by name in UTF-8 byte order, equal names (`==`) by
    /// position. ASCII names (the usual case) are compared as bytes, where `==` is byte
    /// equality; others as strings (canonically equivalent names are equal).
    private func positionsByName() -> [Int] {
        let keys = order.map { Array((names[$0.rawValue] ?? "").utf8) }
        guard keys.allSatisfy({ $0.allSatisfy { $0 < 0x80 } }) else {
            return order.indices.sorted { i, j in
                let a = names[order[i].rawValue] ?? "", b = names[order[j].rawValue] ?? ""
                return a == b ? i < j : a.utf8.lexicographicallyPrecedes(b.utf8)
            }
        }
        return order.indices.sorted { i, j in
            let c = Self.compareBytes(keys[i], keys[j])
            return c == 0 ? i < j : c < 0
        }
    }

    /// Byte order of two byte strings: negative, zero or positive.
    private static func compareBytes(_ a: [UInt8], _ b: [UInt8]) -> Int {
        for k in 0..<Swift.min(a.count, b.count) where a[k] != b[k] { return Int(a[k]) - Int(b[k]) }
        return a.count - b.count
    }

    /// One `LayoutDump.ViewEntry`, its keys in sorted order.
    private func writeEntry(_ v: LaidOutView, describer: ConstraintDescriber, into out: inout JSONOutput) {
        out.beginObject()
        if let i = v.adjustedContentInset { out.key("adjustedContentInset"); out.numbers(i.top, i.left, i.bottom, i.right) }
        out.key("ambiguous")
        out.beginArray()
        for axis in v.ambiguousAxes { out.string(axis.rawValue) }
        out.endArray()
        out.key("constraints")
        out.beginArray()
        if v.id.rawValue < result.constraintRecords.count {
            for i in result.constraintRecords[v.id.rawValue] {
                let record = result.constraintList[Int(i)]
                out.string { describer.append(record.constraint, address: record.address, to: &$0) }
            }
        }
        out.endArray()
        if let o = v.contentOffset { out.key("contentOffset"); out.numbers(o.x, o.y) }
        if let s = v.contentSize { out.key("contentSize"); out.numbers(s.width, s.height) }
        out.key("firstBaseline"); out.number(v.firstBaseline)
        let r = v.frameInSuperview
        out.key("frameInSuperview"); out.numbers(r.minX, r.minY, r.width, r.height)
        out.key("height"); out.number(v.frame.height)
        out.key("hidden"); out.bool(v.node.isHidden)
        out.key("kind"); out.string(v.node.kind.className)
        out.key("lastBaseline"); out.number(v.lastBaseline)
        if let s = v.node.superview, s.rawValue < names.count, let name = names[s.rawValue] {
            out.key("superview"); out.string(name)
        }
        out.key("width"); out.number(v.frame.width)
        out.key("x"); out.number(v.frame.minX)
        out.key("y"); out.number(v.frame.minY)
        out.endObject()
    }

    /// The `diagnostics` value (`LayoutDump.Diagnostics`).
    public func writeDiagnostics(into out: inout JSONOutput) {
        LayoutDump.Diagnostics(conflicts: result.conflicts, brokenConstraints: result.brokenConstraints,
                               ambiguities: result.ambiguities).write(into: &out)
    }
}
