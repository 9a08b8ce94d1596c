import Foundation

/// A `--tolerance` value that does not parse.
public struct ToleranceParseError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

extension Tolerance {
    /// Parses the command-line form: `exact`, or comma-separated parts
    /// `aa` (ignore anti-aliasing), `color=0.1` (YIQ distance), `pixels=20` (differing pixels
    /// allowed), `ratio=0.001` (fraction of pixels allowed); `pixelmatch` = `color=0.1,aa`.
    /// Example: `aa,pixels=20`.
    public init(parsing text: String) throws(ToleranceParseError) {
        let expected = "expected exact, pixelmatch, or comma-separated aa, color=0...1, pixels=N, ratio=0...1 (e.g. aa,pixels=20)"
        var t = Tolerance.exact
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard !parts.isEmpty else { throw ToleranceParseError(message: "empty tolerance; \(expected)") }
        for part in parts {
            let kv = part.split(separator: "=", maxSplits: 1).map(String.init)
            let key = kv[0].lowercased()
            let value = kv.count == 2 ? kv[1] : nil
            func number(_ range: ClosedRange<Double>) throws(ToleranceParseError) -> Double {
                guard let value, let v = Double(value), v.isFinite, range.contains(v) else {
                    throw ToleranceParseError(message: "\"\(part)\": \(key) needs a number in \(range.lowerBound)...\(range.upperBound); \(expected)")
                }
                return v
            }
            switch key {
            case "exact" where value == nil: t = .exact
            case "pixelmatch" where value == nil:
                t.colorThreshold = 0.1
                t.ignoresAntialiasing = true
            case "aa" where value == nil, "antialiasing" where value == nil: t.ignoresAntialiasing = true
            case "color", "threshold": t.colorThreshold = try number(0...1)
            case "pixels":
                let v = try number(0...1e9)
                guard v == v.rounded() else { throw ToleranceParseError(message: "\"\(part)\": pixels needs a whole number; \(expected)") }
                t.maxDifferingPixels = Int(v)
            case "ratio": t.maxDifferingRatio = try number(0...1)
            default: throw ToleranceParseError(message: "unknown tolerance \"\(part)\"; \(expected)")
            }
        }
        self = Tolerance(colorThreshold: t.colorThreshold, ignoresAntialiasing: t.ignoresAntialiasing,
                         maxDifferingPixels: t.maxDifferingPixels, maxDifferingRatio: t.maxDifferingRatio)
    }
}
