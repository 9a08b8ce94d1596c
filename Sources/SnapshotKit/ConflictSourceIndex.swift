import Layout
import Recipe

/// The recipe constraints of a built recipe, ready to be found from UIKit's description of a
/// broken constraint (see `ConflictSources`). Made once per layout's warnings.
///
/// A constraint matches a description when each of its texts (`ConflictSources.needles`: its
/// first item's token, the relation, then its second item's token or its constant) is in the
/// description. Instead of searching the description for every constraint's texts (N
/// conflicts × N constraints: 10,000 conflicts took 302 s), the constraints are filed under
/// those texts once, and each description is cut into the few texts it can match: the
/// `'Name'.attribute` tokens in it that name an item of the recipe, the relations in it, and
/// the constants after them. So each lookup costs about the description's length.
struct ConflictSourceIndex {
    private struct Key: Hashable {
        var first: String
        var relation: String
        /// The second item's token, ` == 200` for a whole constant, or empty.
        var rest: String
    }

    private let sources: [ConstraintSource]
    private var byKey: [Key: [Int]] = [:]
    /// Every token of a constraint's item, and their lengths in UTF-8 bytes.
    private var tokens: Set<String> = []
    private var tokenLengths: [Int] = []
    private static let relations = ["==", "<=", ">="]
    /// How many texts the lookups looked up (for tests: bounded per description).
    private(set) var searches = 0

    init(_ built: BuiltRecipe) {
        sources = built.constraintSources
        var lengths: Set<Int> = []
        for (i, c) in built.tree.constraints.enumerated() where i < built.constraintSources.count {
            guard let needles = ConflictSources.needles(c, built) else { continue }
            let key = Key(first: needles[0], relation: needles[1], rest: needles.count > 2 ? needles[2] : "")
            byKey[key, default: []].append(i)
            for t in [needles[0]] + (c.secondItem == nil ? [] : [needles[2]]) where tokens.insert(t).inserted {
                lengths.insert(t.utf8.count)
            }
        }
        tokenLengths = lengths.sorted()
    }

    /// The one recipe constraint whose texts all appear in `description`; nil when none or
    /// several do.
    mutating func source(ofBroken description: String) -> ConstraintSource? {
        let text = Array(description.utf8)
        let found = itemTokens(in: text)
        guard !found.isEmpty else { return nil }
        var matches = 0, match: Int?
        for relation in Self.relations where description.contains(" \(relation) ") {
            let rests = [""] + found + constantTexts(after: relation, in: text)
            for first in found {
                for rest in Set(rests) {
                    searches += 1
                    guard let list = byKey[Key(first: first, relation: " \(relation) ", rest: rest)] else { continue }
                    matches += list.count
                    match = list[0]
                }
            }
        }
        guard matches == 1, let match else { return nil }
        return sources[match]
    }

    /// The items' tokens (`'Name'.attribute`) that appear in `text`: each ends after a `'.`
    /// and an attribute name, and starts at a `'` before it, found among the quotes before it
    /// or at the known tokens' lengths, whichever are fewer.
    private mutating func itemTokens(in text: [UInt8]) -> [String] {
        let quote = UInt8(ascii: "'"), dot = UInt8(ascii: ".")
        var quotes: [Int] = [], found: Set<String> = []
        for p in text.indices where text[p] == quote {
            if p + 1 < text.count, text[p + 1] == dot {
                for end in attributeEnds(in: text, from: p + 2) {
                    let starts = quotes.count <= tokenLengths.count ? quotes : tokenLengths.map { end - $0 }.filter { $0 >= 0 && $0 < p }
                    for s in starts where text[s] == quote {
                        searches += 1
                        let candidate = String(decoding: text[s..<end], as: UTF8.self)
                        if tokens.contains(candidate) { found.insert(candidate) }
                    }
                }
            }
            quotes.append(p)
        }
        return found.sorted()
    }

    /// Where an attribute name starting at `start` can end (`width`, `leading`, `leadingMargin`).
    private func attributeEnds(in text: [UInt8], from start: Int) -> [Int] {
        var end = start
        var out: [Int] = []
        while end < text.count, (text[end] >= 0x61 && text[end] <= 0x7A) || (text[end] >= 0x41 && text[end] <= 0x5A) {
            end += 1
            out.append(end)
        }
        return out
    }

    /// ` == 2`, ` == 20`, ` == 200` for ` == 200…` in `text` (a constant's text matches any
    /// number it begins), with a minus sign when there is one.
    private func constantTexts(after relation: String, in text: [UInt8]) -> [String] {
        let marker = Array(" \(relation) ".utf8)
        var out: [String] = []
        var i = 0
        while i + marker.count <= text.count {
            defer { i += 1 }
            guard text[i..<(i + marker.count)].elementsEqual(marker) else { continue }
            var end = i + marker.count
            if end < text.count, text[end] == UInt8(ascii: "-") { end += 1 }
            while end < text.count, text[end] >= 0x30, text[end] <= 0x39 {
                end += 1
                out.append(String(decoding: text[i..<end], as: UTF8.self))
            }
        }
        return out
    }
}
