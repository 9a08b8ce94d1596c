import Foundation

/// The layout behind a rendering: every view's frame (points, absolute in the root view, y
/// down), the text baselines, and the rendering's warnings (constraint conflicts, ambiguities,
/// builder warnings). Kept next to a golden as `<device>-<orientation>@<scale>x.layout.json`,
/// so a failure can say which views moved or resized, and which warnings are new.
///
/// Values are rounded to 1/100 point, views sorted by name and warnings sorted, so the same
/// layout always gives the same bytes and a git diff of the file reads view by view.
public struct GoldenLayout: Equatable, Sendable {
    /// One view's record: its name, class, superview, frame, baselines and hiding.
    public struct ViewRecord: Equatable, Sendable {
        /// Unique within the layout (the recipe's view name, or a scene's label / object id).
        public var name: String
        /// Its class (`UILabel`).
        public var kind: String
        /// The superview's name (nil for the root).
        public var superview: String?
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double
        /// First and last baseline (absolute y) of a view that shows text; nil otherwise.
        public var baselines: [Double]?
        public var hidden: Bool

        public init(name: String, kind: String, superview: String? = nil, x: Double, y: Double, width: Double,
                    height: Double, baselines: [Double]? = nil, hidden: Bool = false) {
            self.name = name
            self.kind = kind
            self.superview = superview
            self.x = GoldenLayout.round(x)
            self.y = GoldenLayout.round(y)
            self.width = GoldenLayout.round(width)
            self.height = GoldenLayout.round(height)
            self.baselines = baselines?.map(GoldenLayout.round)
            self.hidden = hidden
        }
    }

    /// Pixels per point of the rendering (to outline views on its images).
    public var scale: Double
    /// Sorted by name.
    public var views: [ViewRecord]
    /// Sorted, without duplicates.
    public var warnings: [String]

    public init(scale: Double, views: [ViewRecord], warnings: [String] = []) {
        self.scale = scale
        self.views = views.sorted { $0.name < $1.name }
        self.warnings = Array(Set(warnings)).sorted()
    }

    /// The view named `name`.
    public subscript(name: String) -> ViewRecord? { views.first { $0.name == name } }

    /// To 1/100 point, without a negative zero.
    static func round(_ v: Double) -> Double {
        guard v.isFinite else { return 0 }
        let r = (v * 100).rounded() / 100
        return r == 0 ? 0 : r
    }
}

// MARK: - The file

extension GoldenLayout {
    /// The file's first key: `"format": "snapshot-layout 1"`.
    public static let formatName = "snapshot-layout 1"

    /// The file's text: JSON with one line per view and per warning.
    public func fileText() -> String {
        var out = "{\n  \"format\": \(Self.quote(Self.formatName)),\n  \"scale\": \(Self.number(scale)),\n  \"views\": ["
        for (i, v) in views.enumerated() {
            out += (i == 0 ? "\n" : ",\n") + "    {\"name\": \(Self.quote(v.name)), \"kind\": \(Self.quote(v.kind))"
            if let s = v.superview { out += ", \"superview\": \(Self.quote(s))" }
            out += ", \"frame\": [\([v.x, v.y, v.width, v.height].map(Self.number).joined(separator: ", "))]"
            if let b = v.baselines { out += ", \"baselines\": [\(b.map(Self.number).joined(separator: ", "))]" }
            if v.hidden { out += ", \"hidden\": true" }
            out += "}"
        }
        out += views.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"warnings\": ["
        for (i, w) in warnings.enumerated() { out += (i == 0 ? "\n" : ",\n") + "    " + Self.quote(w) }
        out += warnings.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    /// Reads a file written by `fileText()`.
    public init(fileText: String) throws(GoldenLayoutError) {
        struct File: Decodable {
            struct V: Decodable {
                var name: String
                var kind: String
                var superview: String?
                var frame: [Double]
                var baselines: [Double]?
                var hidden: Bool?
            }
            var format: String
            var scale: Double
            var views: [V]
            var warnings: [String]?
        }
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: Data(fileText.utf8))
        } catch {
            throw GoldenLayoutError("not a layout file: \(error)")
        }
        guard file.format == Self.formatName else {
            throw GoldenLayoutError("unknown format \"\(file.format)\" (expected \"\(Self.formatName)\")")
        }
        var views: [ViewRecord] = []
        for v in file.views {
            guard v.frame.count == 4 else { throw GoldenLayoutError("view \"\(v.name)\": a frame has 4 numbers") }
            views.append(ViewRecord(name: v.name, kind: v.kind, superview: v.superview, x: v.frame[0], y: v.frame[1],
                              width: v.frame[2], height: v.frame[3], baselines: v.baselines, hidden: v.hidden ?? false))
        }
        self.init(scale: file.scale, views: views, warnings: file.warnings ?? [])
    }

    /// A number as the file writes it: up to two decimals, no trailing zeros.
    static func number(_ v: Double) -> String { format(v, digits: 2) }

    /// A JSON string literal (non-ASCII kept as UTF-8).
    static func quote(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    out += "\\u" + String(repeating: "0", count: 4 - String(u.value, radix: 16).count) + String(u.value, radix: 16)
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }
}

/// A layout file that cannot be read.
public struct GoldenLayoutError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
