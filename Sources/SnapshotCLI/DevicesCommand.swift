import ArgumentParser
import Foundation
import Layout
import SnapshotKit

/// `snapshot devices`: the device presets.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device presets: sizes in points, scale, safe areas and size classes.",
        discussion: """
            Sizes are portrait, in points; pixels = points × scale. Safe areas are the insets top, left, bottom, right on iOS 11+ with the status bar shown; size classes are horizontal × vertical (C = compact, R = regular). Besides the presets, --device takes a custom screen WxH@S (points, scale; no status bar, no safe area).

            Examples:
              snapshot devices
              snapshot devices --format json
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, json
    }

    @Option(name: .long, help: "table or json.")
    var format: Format = .table

    mutating func run() throws {
        let entries = try Self.entries()
        switch format {
        case .table: Output.out(Self.table(entries))
        case .json: Output.out(try Self.json(entries))
        }
    }

    struct Entry: Codable {
        var name: String
        var displayName: String
        var width: Double
        var height: Double
        var scale: Double
        var pixelWidth: Int
        var pixelHeight: Int
        var statusBarHeight: Double
        var rootSideMargin: Double
        var safeAreaPortrait: [Double]
        var safeAreaLandscape: [Double]
        var sizeClassPortrait: [String]
        var sizeClassLandscape: [String]
    }

    /// Every preset, in `Device.all`'s order.
    static func entries() throws(SnapshotError) -> [Entry] {
        var entries: [Entry] = []
        for d in Device.all { entries.append(try entry(d)) }
        return entries
    }

    static func entry(_ d: Device) throws(SnapshotError) -> Entry {
        let portrait = try ScreenChoice(device: d.name, orientation: .portrait).environment()
        let landscape = try ScreenChoice(device: d.name, orientation: .landscape).environment()
        func insets(_ e: EdgeInsets) -> [Double] { [e.top, e.left, e.bottom, e.right] }
        return Entry(name: d.name, displayName: d.displayName, width: d.portraitSize.width, height: d.portraitSize.height,
                     scale: d.scale, pixelWidth: Int((d.portraitSize.width * d.scale).rounded()),
                     pixelHeight: Int((d.portraitSize.height * d.scale).rounded()), statusBarHeight: d.statusBarHeight,
                     rootSideMargin: d.rootSideMargin, safeAreaPortrait: insets(portrait.safeAreaInsets),
                     safeAreaLandscape: insets(landscape.safeAreaInsets),
                     sizeClassPortrait: [d.sizeClassPortrait.0.rawValue, d.sizeClassPortrait.1.rawValue],
                     sizeClassLandscape: [d.sizeClassLandscape.0.rawValue, d.sizeClassLandscape.1.rawValue])
    }

    static func json(_ entries: [Entry]) throws(SnapshotFailure) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            return [UInt8](try encoder.encode(entries)) + [UInt8(ascii: "\n")]
        } catch {
            throw SnapshotFailure(.internal, "error: cannot encode the device list: \(error)")
        }
    }

    static func table(_ entries: [Entry]) -> String {
        func n(_ v: Double) -> String { LayoutReport.number(v) }
        func insets(_ v: [Double]) -> String { v.map(n).joined(separator: ",") }
        func classes(_ c: [String]) -> String { c.map { $0 == "compact" ? "C" : "R" }.joined(separator: "×") }
        let header = ["device", "name", "points", "scale", "pixels", "safe area portrait", "safe area landscape",
                      "classes P", "classes L"]
        var rows: [[String]] = [header]
        for e in entries {
            rows.append([e.name, e.displayName, "\(n(e.width))×\(n(e.height))", "@\(n(e.scale))x",
                         "\(e.pixelWidth)×\(e.pixelHeight)", insets(e.safeAreaPortrait), insets(e.safeAreaLandscape),
                         classes(e.sizeClassPortrait), classes(e.sizeClassLandscape)])
        }
        return aligned(rows)
    }

    /// The rows as text, each column as wide as its widest cell plus two spaces.
    static func aligned(_ rows: [[String]]) -> String {
        var widths = Array(repeating: 0, count: rows.first?.count ?? 0)
        for r in rows { for (i, c) in r.enumerated() { widths[i] = max(widths[i], c.count) } }
        var out = ""
        for r in rows {
            var line = ""
            for (i, c) in r.enumerated() {
                line += c
                if i < r.count - 1 { line += String(repeating: " ", count: widths[i] - c.count + 2) }
            }
            out += line + "\n"
        }
        return out
    }
}
