import Foundation
import Raster

extension GoldenRunResult {
    /// The run as JUnit XML, the form GitHub Actions reporters, GitLab and Jenkins read: one
    /// `<testsuite>` named `suiteName`, one `<testcase>` per case (`classname` the subject,
    /// `name` `<device>-<orientation>@<scale>x`), a `<failure>` for a differing or missing
    /// golden (its message the comparison, its text the lines `snapshot test` prints: views
    /// moved, warnings), an `<error>` for a case that could not be loaded or rendered, and
    /// the warnings and recording notes of the others in `<system-out>`. Cases in run order;
    /// only the times vary between runs.
    public func junitXML(suiteName: String = "snapshot test") -> String {
        let failures = outcomes.filter { $0.status == .failed || $0.status == .missing }.count
        let errors = outcomes.filter { $0.status == .error }.count
        let counts = "tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\" time=\"\(Self.time(seconds))\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(Self.xml(suiteName))\" \(counts)>\n"
        out += "  <testsuite name=\"\(Self.xml(suiteName))\" \(counts)>\n"
        for o in outcomes { out += Self.testcase(o) }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// Writes `junitXML` to `path` atomically.
    public func writeJUnit(to path: String, suiteName: String = "snapshot test") throws(RasterError) {
        try PNG.writeAtomically(Array(junitXML(suiteName: suiteName).utf8), to: path)
    }

    private static func testcase(_ o: GoldenOutcome) -> String {
        let c = o.testCase
        // The golden's file name, every axis's token in it: a recipe's own light and dark cases
        // are two test cases, not one name twice.
        let name = c.device.isEmpty ? "(load)" : c.configurationName
        var out = "    <testcase classname=\"\(xml(c.subject))\" name=\"\(xml(name))\" time=\"\(time(o.seconds))\""
        let details = o.lines(verbose: true).dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
        switch o.status {
        case .failed, .missing:
            out += ">\n      <failure message=\"\(xml(o.message))\" type=\"\(o.status == .missing ? "missing" : "mismatch")\">"
            out += xml(([o.message] + details).joined(separator: "\n")) + "</failure>\n    </testcase>\n"
        case .error:
            out += ">\n      <error message=\"\(xml(o.message))\" type=\"error\">\(xml(o.message))</error>\n    </testcase>\n"
        case .passed, .recordedNew, .recordedUpdated:
            let notes = (o.status == .passed ? [] : [o.message]) + details
            if notes.isEmpty { return out + "/>\n" }
            out += ">\n      <system-out>\(xml(notes.joined(separator: "\n")))</system-out>\n    </testcase>\n"
        }
        return out
    }

    /// Seconds with three decimals, as JUnit's `time` (xs:decimal).
    static func time(_ seconds: Double) -> String { String(format: "%.3f", max(0, seconds)) }

    /// Text for an XML attribute or element: markup characters escaped, characters XML 1.0
    /// does not allow (most control characters) replaced by U+FFFD.
    public static func xml(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            case "\t": out += "&#9;"
            default:
                if u.value < 0x20 || u.value == 0xFFFE || u.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out
    }
}
