import Foundation
import Layout
import Raster

/// The findings of a `snapshot check` run, each marked known (in the baseline) or new, and the
/// inputs that failed to load. Written as text, JSON (`--format json`, also the baseline
/// format) and JUnit XML (`--junit`).
public struct CheckReport: Sendable {
    public var findings: [CheckFinding] = []
    /// The findings the baseline holds (they do not fail the run).
    public var known: Set<CheckFinding> = []
    /// Errors of inputs that did not load or lay out, one line each.
    public var errors: [String] = []
    /// The number of input × cell layouts checked.
    public var layouts = 0

    public init() {}

    /// The findings that are not in the baseline.
    public var newFindings: [CheckFinding] { findings.filter { !known.contains($0) } }

    /// Marks as known every finding whose `baselineKey` the baseline has.
    public mutating func apply(baseline: [CheckFinding]) {
        let keys = Set(baseline.map(\.baselineKey))
        known = Set(findings.filter { keys.contains($0.baselineKey) })
    }

    /// One line a finding, known ones marked, then a summary line.
    public var text: String {
        var out = findings.map { (known.contains($0) ? "known: " : "") + $0.line + "\n" }.joined()
        let new = newFindings.count
        out += "\(findings.count) finding\(findings.count == 1 ? "" : "s") (\(new) new, \(findings.count - new) in the baseline) in \(layouts) layout\(layouts == 1 ? "" : "s")"
        return out + (errors.isEmpty ? "\n" : ", \(errors.count) input(s) failed\n")
    }

    /// `{"findings": [...]}`, keys sorted, pretty-printed: the same bytes for the same findings.
    public func json() throws(SnapshotError) -> [UInt8] {
        struct File: Encodable { var findings: [CheckFinding] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return Array(try encoder.encode(File(findings: findings))) + [10]
        } catch {
            throw SnapshotError(.internal, "error: cannot encode the findings: \(error)")
        }
    }

    /// The findings of a baseline file (the JSON `json()` writes).
    public static func baseline(at path: String) throws(SnapshotError) -> [CheckFinding] {
        struct File: Decodable { var findings: [CheckFinding] }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SnapshotError(.io, "error: --baseline \(path): cannot read the file", file: path)
        }
        do {
            return try JSONDecoder().decode(File.self, from: data).findings
        } catch {
            throw SnapshotError(.invalidInput, "error: --baseline \(path): not a findings file (snapshot check --format json): \(error)", file: path)
        }
    }
}
