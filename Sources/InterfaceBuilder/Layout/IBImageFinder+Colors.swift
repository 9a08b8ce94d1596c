import Foundation
import Layout

extension IBImageFinder {
    /// An asset-catalog colour: its any-appearance value and its `luminosity: dark` variant.
    public struct FoundColor: Sendable, Hashable {
        public var light: Layout.Color?
        public var dark: Layout.Color?
    }

    /// The colour set `name` (`Foo.xcassets/…/Name.colorset/Contents.json`), searched in the
    /// same places and order as images; nil when no catalog has it.
    public func findColor(_ name: String) -> FoundColor? {
        let fm = FileManager.default
        for dir in directories {
            var catalogs = [dir]
            if !dir.hasSuffix(".xcassets") {
                catalogs = ((try? fm.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".xcassets") }.sorted()
                    .map { (dir as NSString).appendingPathComponent($0) }
            }
            for catalog in catalogs {
                if let found = findColorInCatalog(catalog, name) { return found }
            }
        }
        return nil
    }

    func findColorInCatalog(_ catalog: String, _ name: String) -> FoundColor? {
        var queue = [catalog]
        while !queue.isEmpty {
            let dir = queue.removeFirst()
            let contents = ((dir as NSString).appendingPathComponent(name + ".colorset") as NSString)
                .appendingPathComponent("Contents.json")
            if let data = FileManager.default.contents(atPath: contents),
               let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
               let colors = json["colors"] as? [[String: Any]] {
                return Self.colorSet(colors)
            }
            let children = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
            for c in children where !c.contains(".") {
                queue.append((dir as NSString).appendingPathComponent(c))
            }
        }
        return nil
    }

    /// A colour set's universal (or iPhone) entries: the one without appearances is light,
    /// the one with `luminosity` `dark` (and no other appearance) is dark.
    static func colorSet(_ entries: [[String: Any]]) -> FoundColor {
        var found = FoundColor()
        for entry in entries {
            if let idiom = entry["idiom"] as? String, !["universal", "iphone"].contains(idiom) { continue }
            guard let body = entry["color"] as? [String: Any], let color = catalogColor(body) else { continue }
            let appearances = (entry["appearances"] as? [[String: Any]]) ?? []
            if appearances.isEmpty {
                found.light = found.light ?? color
            } else if appearances.count == 1, appearances[0]["appearance"] as? String == "luminosity",
                      appearances[0]["value"] as? String == "dark" {
                found.dark = found.dark ?? color
            }
        }
        return found
    }

    /// `{"components": {"red": "0.200", "green": "0x33", "blue": "51", "alpha": "1.000"}}`
    /// (Xcode writes floats, hex bytes or 0-255 integers; `white` for grey spaces), converted to
    /// sRGB from its `color-space` (`display-p3`, `gray-gamma-22`; the others are sRGB already).
    static func catalogColor(_ body: [String: Any]) -> Layout.Color? {
        guard let parts = body["components"] as? [String: Any] else { return nil }
        func value(_ key: String, isAlpha: Bool = false) -> Double? {
            guard let raw = parts[key] else { return nil }
            let text = (raw as? String) ?? (raw as? NSNumber).map { "\($0)" } ?? ""
            if text.hasPrefix("0x") || text.hasPrefix("0X") {
                return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
            }
            guard let v = Double(text), v.isFinite else { return nil }
            return text.contains(".") || isAlpha || v == 0 ? min(max(v, 0), 1) : min(max(v / 255, 0), 1)
        }
        let alpha = value("alpha", isAlpha: true) ?? 1
        let space = body["color-space"] as? String
        if let w = value("white") {
            let level = space == "gray-gamma-22" ? IBColorSpace.genericGamma22Gray.sRGBLevel(ofWhite: w) : w
            return Layout.Color(red: level, green: level, blue: level, alpha: alpha)
        }
        guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
        let c = (space == "display-p3" ? IBColorSpace.displayP3 : .sRGB).sRGBComponents(red: r, green: g, blue: b)
        return Layout.Color(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
    }
}
