/// How many views and constraints a recipe will have once its `repeat`s expand, counted on the
/// JSON tree without expanding anything, so that a small file cannot ask for a billion views
/// (three nested `repeat: 1000` in 204 bytes had expanded to 10⁹ views before any check).
///
/// The count is an upper bound that is exact for valid recipes: a malformed `repeat` counts as
/// one copy, and the decoder reports it afterwards. Counts saturate instead of overflowing.
struct ExpansionCount {
    /// The repeat whose own expansion is largest, for the error's location.
    private(set) var largestRepeat: (count: Int, node: JSONNode)?

    /// Views and layout guides of the view object `node` (itself included) and its subtrees.
    mutating func views(in node: JSONNode) -> Int {
        guard let members = node.objectValue else { return 1 }
        var total = 1
        for m in members where m.hasKey("sections") {
            total = Self.add(total, tableRowViews(in: m.value))
        }
        for m in members where m.hasKey("accessoryView") {
            total = Self.add(total, views(in: m.value))
        }
        for m in members where m.hasKey("subviews") || m.hasKey("arrangedSubviews") || m.hasKey("content") {
            guard let items = m.value.arrayValue else { continue }
            for item in items {
                guard let rep = Self.member("repeat", of: item) else {
                    total = Self.add(total, views(in: item))
                    continue
                }
                let each = Self.member("template", of: item).map { views(in: $0) } ?? 0
                total = Self.add(total, note(Self.multiply(Self.copies(rep), each), rep))
            }
        }
        return Self.add(total, collectionViews(in: members))
    }

    /// Views of a table's `sections`: each row counts as itself plus its content view and up
    /// to three standard parts (image, text, detail), its `content` and accessory view.
    private mutating func tableRowViews(in sections: JSONNode) -> Int {
        var total = 0
        for section in sections.arrayValue ?? [] {
            for item in Self.member("rows", of: section)?.arrayValue ?? [] {
                guard let rep = Self.member("repeat", of: item) else {
                    total = Self.add(total, Self.add(views(in: item), 4))
                    continue
                }
                let each = Self.member("template", of: item).map { Self.add(views(in: $0), 4) } ?? 0
                total = Self.add(total, note(Self.multiply(Self.copies(rep), each), rep))
            }
        }
        return total
    }

    /// Constraints of a `constraints` array, a string or a Visual Format counting as one.
    mutating func constraints(in node: JSONNode) -> Int {
        guard let items = node.arrayValue else { return 0 }
        var total = 0
        for item in items {
            guard let inner = Self.member("constraints", of: item) else {
                total = Self.add(total, 1)
                continue
            }
            let each = constraints(in: inner)
            if let rep = Self.member("repeat", of: item) {
                total = Self.add(total, note(Self.multiply(Self.copies(rep), each), rep))
            } else {
                total = Self.add(total, each)
            }
        }
        return total
    }

    private mutating func note(_ count: Int, _ node: JSONNode) -> Int {
        if count > (largestRepeat?.count ?? -1) { largestRepeat = (count, node) }
        return count
    }

    /// The copies a `repeat` value asks for: the count, or the array's length; a value the
    /// decoder will refuse counts as one.
    static func copies(_ node: JSONNode) -> Int {
        if let list = node.arrayValue { return list.count }
        if let d = node.numberValue, d >= 0, d <= 1000, d == d.rounded() { return Int(d) }
        return 1
    }

    static func member(_ key: String, of node: JSONNode) -> JSONNode? {
        node.objectValue?.first { $0.hasKey(key) }?.value
    }

    static func add(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : sum
    }

    static func multiply(_ a: Int, _ b: Int) -> Int {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? Int.max : product
    }
}

extension DecodeContext {
    /// Refuses a recipe whose views or constraints, once expanded, would pass `limits`.
    func checkExpansion(root: JSONNode, constraints: JSONNode?) throws(RecipeError) {
        var counter = ExpansionCount()
        let views = counter.views(in: root)
        if views > limits.views {
            throw expansionError(views, "views and layout guides", limit: limits.views, name: "views",
                                 at: counter.largestRepeat?.node ?? root, path: JSONPath().appending("root"))
        }
        guard let constraints else { return }
        counter = ExpansionCount()
        let count = counter.constraints(in: constraints)
        if count > limits.constraints {
            throw expansionError(count, "constraints", limit: limits.constraints, name: "constraints",
                                 at: counter.largestRepeat?.node ?? constraints, path: JSONPath().appending("constraints"))
        }
    }

    /// The error for a count past a limit.
    func expansionError(_ count: Int, _ what: String, limit: Int, name: String, at node: JSONNode, path: JSONPath) -> RecipeError {
        let amount = count == Int.max ? "more than \(Int.max)" : "\(count)"
        return error(.limitExceeded(name), "the recipe would have \(amount) \(what) once its repeats expand, more than the limit of \(limit) \(RecipeLimits.hint(name))",
                     path: path, node: node)
    }
}

/// What the copies of `repeat` templates may make in all: JSON values plus bytes of text,
/// 16 × the file-size limit (64 Mi by default). The view and constraint counts bound the
/// copies; this bounds their size, so a large template copied thousands of times (with a
/// long `{index}` string in each copy) is refused instead of filling the memory.
final class ExpansionBudget {
    private var remaining: Int
    private let total: Int
    /// What was left when this budget started (`part()`): its own spending is the difference.
    private let start: Int

    init(limits: RecipeLimits) {
        total = ExpansionCount.multiply(limits.fileSize, 16)
        remaining = total
        start = total
    }

    private init(remaining: Int, total: Int) {
        self.remaining = remaining
        self.total = total
        start = remaining
    }

    func spend(_ amount: Int, _ context: DecodeContext, _ node: JSONNode) throws(RecipeError) {
        remaining -= amount
        if remaining < 0 {
            throw context.error(.limitExceeded("file-size"), "the recipe's repeats would copy more than \(total) values and bytes of text (16 × the file-size limit) \(RecipeLimits.hint("file-size"))",
                                path: JSONPath(), node: node)
        }
    }

    /// A budget for copies decoded apart (on another thread): what is left here, spent on its
    /// own; `absorb` charges its spending here afterwards.
    func part() -> ExpansionBudget { ExpansionBudget(remaining: remaining, total: total) }

    /// Charges what `parts` spent; false, charging nothing, when together they spent more than
    /// is left (copies decoded in order would have failed).
    func absorb(_ parts: [ExpansionBudget]) -> Bool {
        let spent = parts.reduce(0) { $0 + ($1.start - $1.remaining) }
        guard spent <= remaining else { return false }
        remaining -= spent
        return true
    }
}
