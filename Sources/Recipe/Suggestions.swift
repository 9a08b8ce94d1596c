/// "Did you mean" support: the closest candidate by edit distance.
enum Suggestions {
    /// Levenshtein distance over Unicode scalars, case-insensitive.
    static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.lowercased().unicodeScalars)
        let y = Array(b.lowercased().unicodeScalars)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }

    /// The candidate closest to `word`, if it is close enough to be a plausible typo
    /// (distance at most a third of the longer word, at least 1 and at most 3; a word of 3+
    /// characters that is a prefix or suffix of a candidate also counts). Ties go to the first candidate.
    static func closest(to word: String, in candidates: [String]) -> String? {
        var best: (String, Int)?
        for candidate in candidates {
            var d = distance(word, candidate)
            let (w, c) = (word.lowercased(), candidate.lowercased())
            if w.count >= 3, c.hasPrefix(w) || c.hasSuffix(w) { d = min(d, 1) }
            if let current = best, current.1 <= d { continue }
            best = (candidate, d)
        }
        guard let (candidate, d) = best else { return nil }
        let limit = min(3, max(1, max(word.count, candidate.count) / 3))
        return d <= limit ? candidate : nil
    }

    /// `; did you mean "x"?` or an empty string.
    static func hint(_ suggestion: String?) -> String {
        guard let suggestion else { return "" }
        return "; did you mean \"\(suggestion)\"?"
    }
}
