extension GoldenOutcome {
    /// `PASS`, `FAIL`, `MISSING`, `ERROR`, `RECORDED` or `UPDATED`.
    public var tag: String {
        switch status {
        case .passed: return "PASS"
        case .failed: return "FAIL"
        case .missing: return "MISSING"
        case .error: return "ERROR"
        case .recordedNew: return "RECORDED"
        case .recordedUpdated: return "UPDATED"
        }
    }

    /// What `snapshot test` prints for this case: nothing for a passing case without warnings
    /// (unless `verbose`); else `TAG <name>: <message>`, then, indented, the tolerance of a
    /// missing golden, the views that moved or resized (at most `layoutLimit`), and the
    /// case's warnings, new ones marked. A passing case with warnings is tagged `WARN`.
    public func lines(verbose: Bool, layoutLimit: Int = 12) -> [String] {
        let warned = !warnings.isEmpty
        guard verbose || status != .passed || warned else { return [] }
        var out: [String]
        let name = Self.oneLine(testCase.name)
        if status == .passed && warned && !verbose {
            out = ["WARN \(name): \(warningCount)"]
        } else {
            out = ["\(tag) \(name): \(Self.oneLine(message, keepingLineFeeds: true))"]
        }
        if status == .missing { out.append("    \(testCase.tolerance.description)") }
        if let diff = layoutDiff {
            let lines = diff.lines(limit: layoutLimit)
            out.append("    layout: " + lines[0])
            out += lines.dropFirst().map { "      " + $0 }
        }
        for w in warnings { out.append((newWarnings.contains(w) ? "    new " : "    ") + Self.printedWarning(w)) }
        return out
    }

    /// A stored warning as printed, with one `warning: ` prefix: a builder's warning is
    /// stored with it (as `render` prints it, and as layout files keep it), a conflict's or
    /// an ambiguity's in UIKit's words without.
    public static func printedWarning(_ warning: String) -> String {
        warning.hasPrefix("warning: ") ? warning : "warning: " + warning
    }

    /// `text` with its control characters written as `\n`, `\t`, `\r` or `\u{1B}`, so that a
    /// name from the input (a file named with a newline) cannot split or recolour a line.
    /// `keepingLineFeeds` keeps a message's own line breaks (a load error's excerpt).
    public static func oneLine(_ text: String, keepingLineFeeds: Bool = false) -> String {
        func isControl(_ s: Unicode.Scalar) -> Bool {
            (s.value < 0x20 && !(keepingLineFeeds && s == "\n")) || (0x7F...0x9F).contains(s.value)
        }
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = String.UnicodeScalarView()
        for s in text.unicodeScalars {
            switch s {
            case _ where !isControl(s): out.append(s)
            case "\n": out.append(contentsOf: "\\n".unicodeScalars)
            case "\t": out.append(contentsOf: "\\t".unicodeScalars)
            case "\r": out.append(contentsOf: "\\r".unicodeScalars)
            default: out.append(contentsOf: "\\u{\(String(s.value, radix: 16, uppercase: true))}".unicodeScalars)
            }
        }
        return String(out)
    }

    /// `2 warnings (1 new)`, `1 warning (none new)`, or `3 warnings` when no layout file
    /// records them.
    public var warningCount: String {
        var s = GoldenRunner.count(warnings.count, "warning")
        if recordedLayout != nil { s += newWarnings.isEmpty ? " (none new)" : " (\(newWarnings.count) new)" }
        return s
    }
}
