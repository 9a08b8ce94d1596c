import Foundation

/// Phase timings on stderr when LAYOUT_TIMING is set (diagnostic aid).
struct PhaseClock {
    static let enabled = ProcessInfo.processInfo.environment["LAYOUT_TIMING"] != nil
    var last = DispatchTime.now().uptimeNanoseconds
    mutating func lap(_ what: String) {
        guard Self.enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        FileHandle.standardError.write("layout: \(what) \(Double(now - last) / 1e6) ms\n".data(using: .utf8) ?? Data())
        last = now
    }
}

