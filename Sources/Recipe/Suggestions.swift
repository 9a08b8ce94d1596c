/// "Did you mean" support: the closest candidate by edit distance.
enum Suggestions {
    /// Edit distance (insertions, deletions, substitutions and swaps of adjacent characters,
    /// i.e. optimal string alignment) over Unicode scalars, case-insensitive.
    static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.lowercased().unicodeScalars)
        let y = Array(b.lowercased().unicodeScalars)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { d[i][0] = i }
        for j in 0...y.count { d[0][j] = j }
        for i in 1...x.count {
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[x.count][y.count]
    }

    /// The candidate closest to `word`, if it is close enough to be a plausible typo: edit
    /// distance at most a third of the longer word (at least 1, at most 3). Failing that, the
    /// first candidate that the word is a prefix or suffix of, or that is a prefix or suffix of
    /// the word (the shorter having 3+ characters): `aspectFit` → `scaleAspectFit`.
    /// Ties go to the first candidate.
    static func closest(to word: String, in candidates: [String]) -> String? {
        var best: (String, Int)?
        for candidate in candidates {
            let d = distance(word, candidate)
            if let current = best, current.1 <= d { continue }
            best = (candidate, d)
        }
        if let (candidate, d) = best, d <= min(3, max(1, max(word.count, candidate.count) / 3)) {
            return candidate
        }
        let w = word.lowercased()
        for candidate in candidates {
            let c = candidate.lowercased()
            let (short, long) = w.count <= c.count ? (w, c) : (c, w)
            if short.count >= 3, long.hasPrefix(short) || long.hasSuffix(short) { return candidate }
        }
        return nil
    }

    /// `; did you mean "x"?` or an empty string.
    static func hint(_ suggestion: String?) -> String {
        guard let suggestion else { return "" }
        return "; did you mean \"\(suggestion)\"?"
    }
}
