import GoldenTesting

extension CheckReport {
    /// The run as JUnit XML: one `<testcase>` per rule and file, a `<failure>` listing its new
    /// findings, known ones in `<system-out>`, and an `<error>` per input that did not load.
    public var junitXML: String {
        let groups = grouped()
        let failures = groups.filter { g in g.findings.contains { !known.contains($0) } }.count
        let counts = "tests=\"\(groups.count + errors.count)\" failures=\"\(failures)\" errors=\"\(errors.count)\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"snapshot check\" \(counts)>\n"
        out += "  <testsuite name=\"snapshot check\" \(counts)>\n"
        for g in groups { out += testcase(g.rule, g.file, g.findings) }
        for e in errors {
            out += "    <testcase classname=\"load\" name=\"load\">\n      <error message=\"\(xml(e))\" type=\"error\"/>\n    </testcase>\n"
        }
        return out + "  </testsuite>\n</testsuites>\n"
    }

    private func grouped() -> [(rule: String, file: String, findings: [CheckFinding])] {
        var out: [(rule: String, file: String, findings: [CheckFinding])] = []
        for f in findings {
            if let i = out.firstIndex(where: { $0.rule == f.rule && $0.file == f.file }) {
                out[i].findings.append(f)
            } else {
                out.append((f.rule, f.file, [f]))
            }
        }
        return out
    }

    private func testcase(_ rule: String, _ file: String, _ list: [CheckFinding]) -> String {
        let new = list.filter { !known.contains($0) }.map(\.line)
        let old = list.filter { known.contains($0) }.map(\.line)
        var out = "    <testcase classname=\"\(xml(file))\" name=\"\(xml(rule))\">\n"
        if !new.isEmpty {
            out += "      <failure message=\"\(new.count) new finding(s)\" type=\"\(xml(rule))\">\(xml(new.joined(separator: "\n")))</failure>\n"
        }
        if !old.isEmpty { out += "      <system-out>\(xml(old.map { "known: " + $0 }.joined(separator: "\n")))</system-out>\n" }
        return out + "    </testcase>\n"
    }

    private func xml(_ s: String) -> String { GoldenRunResult.xml(s) }
}
