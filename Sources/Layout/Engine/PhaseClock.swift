import Foundation

/// Phase timings on stderr when LAYOUT_TIMING is set (diagnostic aid), each with the process's
/// resident memory at its end where `/proc/self/statm` tells it.
struct PhaseClock {
    static let enabled = ProcessInfo.processInfo.environment["LAYOUT_TIMING"] != nil
    var last = DispatchTime.now().uptimeNanoseconds
    mutating func lap(_ what: String) {
        guard Self.enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        var line = "layout: \(what) \(Double(now - last) / 1e6) ms"
        if let mb = Self.residentMegabytes() { line += " (resident \(mb) MB)" }
        FileHandle.standardError.write("\(line)\n".data(using: .utf8) ?? Data())
        last = now
    }

    /// The resident set in MB (the second field of `/proc/self/statm`, in 4 KB pages), or nil.
    private static func residentMegabytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return (pages * 4096) >> 20
    }
}
