import Layout

/// State shared while decoding one recipe: the file name and source text (for excerpts) and
/// the base folder for image paths.
struct DecodeContext {
    let file: String?
    let baseDirectory: String
    /// The whole recipe text; split into lines only when an error needs an excerpt (splitting
    /// it up front was a third of the decoding time of a valid recipe).
    let text: String
    /// The bounds the recipe must stay within.
    let limits: RecipeLimits
    /// What `repeat` copies may still make (shared by every copy of the context, but for the
    /// halves of a split repeat, `ViewDecoding.decodeCopies`).
    var budget: ExpansionBudget
    /// Whether a long `repeat` of views is decoded in two halves on two threads (not within
    /// such a half).
    var splitsRepeats = true

    init(file: String?, baseDirectory: String, text: String, limits: RecipeLimits = .standard) {
        self.file = file
        self.baseDirectory = baseDirectory
        self.text = text
        self.limits = limits
        self.budget = ExpansionBudget(limits: limits)
    }

    /// Whether errors may quote the text: only a recipe's, one that names a `"root"` (every
    /// recipe has one). A file that is not a recipe (a credentials file reached through a
    /// link, a JSON config) is never quoted, so no line of it reaches a log or a report.
    var quotesSource: Bool { text.contains("\"root\"") }

    /// The source lines (split on demand: only error messages need them).
    var lines: [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }

    /// The source line at `location` with a caret of `length` characters under it; nil for a
    /// file that is not a recipe (see `quotesSource`).
    func excerpt(at location: SourceLocation, length: Int = 1) -> RecipeError.Excerpt? {
        guard quotesSource else { return nil }
        let lines = self.lines
        guard location.line >= 1, location.line <= lines.count else { return nil }
        var line = String(lines[location.line - 1])
        if line.hasSuffix("\r") { line.removeLast() }
        // Columns count Unicode scalars; the excerpt counts Characters. Convert.
        let scalars = Array(line.unicodeScalars)
        let scalarIndex = min(max(0, location.column - 1), scalars.count)
        var prefix = String.UnicodeScalarView()
        prefix.append(contentsOf: scalars[0..<scalarIndex])
        let column = String(prefix).count + 1
        let trimmed = line.count > 160 ? String(line.prefix(160)) : line
        return RecipeError.Excerpt(text: trimmed, column: min(column, trimmed.count + 1), length: length)
    }

    func error(_ kind: RecipeError.Problem, _ message: String, path: JSONPath, location: SourceLocation, length: Int = 1) -> RecipeError {
        RecipeError(kind, message, file: file, path: path, location: location, excerpt: excerpt(at: location, length: length))
    }

    /// An error about a value: the caret spans the value's first line of text when it is short.
    func error(_ kind: RecipeError.Problem, _ message: String, path: JSONPath, node: JSONNode) -> RecipeError {
        var length = 1
        switch node.value {
        case .string(let s) where node.verbatim && !s.contains("\n"): length = s.count + 2
        case .number(_, let t): length = t.count
        case .bool(let b): length = b ? 4 : 5
        case .null: length = 4
        default: length = 1
        }
        return error(kind, message, path: path, location: node.location, length: length)
    }
}

/// A JSON object being decoded: its members by key (duplicates already rejected).
struct ObjectNode {
    let node: JSONNode
    let members: [JSONMember]
    let path: JSONPath

    /// Checks that `node` is an object without duplicate keys.
    init(_ node: JSONNode, path: JSONPath, what: String, context: DecodeContext) throws(RecipeError) {
        guard let members = node.objectValue else {
            throw context.error(.invalidValue, "expected \(what) (a JSON object), found \(node.kindDescription)", path: path, node: node)
        }
        if let (first, repeated) = Self.firstRepeatedKey(members) {
            let member = members[repeated]
            throw context.error(.duplicateKey(member.key), "duplicate key \(quoted(member.key)) (first at \(members[first].keyLocation))",
                                path: path.appending(member.key), location: member.keyLocation, length: member.key.count + 2)
        }
        self.node = node
        self.members = members
        self.path = path
    }

    /// The first member (in file order) whose key an earlier member already has, with the
    /// index of that earlier one. Most recipe objects are small, where a pairwise scan beats
    /// hashing; past 16 members the keys are hashed, so the check stays linear (100,000 keys
    /// took 35 s pairwise). String hashing agrees with `==` (canonical equivalence).
    static func firstRepeatedKey(_ members: [JSONMember]) -> (first: Int, repeated: Int)? {
        if members.count <= 16 {
            for i in members.indices {
                for j in 0..<i where members[j].hasSameKey(as: members[i]) { return (j, i) }
            }
            return nil
        }
        var firstIndex: [String: Int] = [:]
        firstIndex.reserveCapacity(members.count)
        for (i, member) in members.enumerated() {
            if let j = firstIndex[member.key] { return (j, i) }
            firstIndex[member.key] = i
        }
        return nil
    }

    func has(_ key: String) -> Bool { members.contains { $0.hasKey(key) } }

    subscript(key: String) -> JSONNode? { members.first { $0.hasKey(key) }?.value }

    func member(_ key: String) -> JSONMember? { members.first { $0.hasKey(key) } }

    /// Rejects keys not in `allowed`, suggesting the closest allowed key.
    func checkKeys(_ allowed: [String], what: @autoclosure () -> String, context: DecodeContext) throws(RecipeError) {
        for member in members where !allowed.contains(where: { member.hasKey($0) }) {
            let what = what()
            let suggestion = Suggestions.closest(to: member.key, in: allowed)
            throw context.error(.unknownKey(member.key, suggestion: suggestion),
                                "unknown key \(quoted(member.key)) in \(what)\(Suggestions.hint(suggestion))",
                                path: path.appending(member.key), location: member.keyLocation, length: member.key.count + 2)
        }
    }

    /// The value of a required key.
    func require(_ key: String, what: String, context: DecodeContext) throws(RecipeError) -> JSONNode {
        guard let value = self[key] else {
            throw context.error(.missingKey(key), "\(what) needs the key \"\(key)\"", path: path, location: node.location)
        }
        return value
    }
}
