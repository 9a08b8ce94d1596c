import Layout
import Typesetting

/// Attribute and value readers shared by the document reader (YES/NO, numbers, enums, colours,
/// fonts, insets). Malformed numbers and booleans are errors; unknown enumeration values are
/// warnings and fall back to the default.
extension IBDocumentReader {
    func location(_ node: XMLElementNode) -> SourceLocation {
        SourceLocation(file: path, line: node.line, column: node.column)
    }

    /// `name key="..."` for messages about keyed property elements.
    func keyed(_ node: XMLElementNode) -> String {
        node["key"].map { "\(MessageQuote.clipped(node.name)) key=\(MessageQuote.quoted($0))" } ?? MessageQuote.clipped(node.name)
    }

    func required(_ node: XMLElementNode, _ attribute: String, id: String? = nil) throws(IBError) -> String {
        guard let value = node[attribute] else {
            throw .missingAttribute(location(node), element: node.name, id: id ?? node["id"], attribute: attribute)
        }
        return value
    }

    func bool(_ node: XMLElementNode, _ attribute: String, default defaultValue: Bool) throws(IBError) -> Bool {
        guard let value = node[attribute] else { return defaultValue }
        switch value {
        case "YES", "yes", "true": return true
        case "NO", "no", "false": return false
        default:
            throw .invalidValue(location(node), element: node.name, id: node["id"], attribute: attribute, value: value)
        }
    }

    /// The largest magnitude of any number in a document: far past any screen, small enough
    /// that sums and products stay finite (`pointSize="-1e308"` and colour components of
    /// 1e308 had been accepted).
    static let largestMagnitude = 1_000_000.0

    /// A decimal number as Interface Builder writes it (`-12`, `0.5`, `1e-3`), at most
    /// `largestMagnitude`; nil for anything else (`0x10`, `inf`, `nan`, `1e308`), which Swift's
    /// `Double(_:)` would partly accept. Every number attribute is read through here.
    static func decimal<S: StringProtocol>(_ text: S) -> Double? {
        let t = trimmingWhitespace(text)
        var sawDigit = false
        for (i, c) in t.unicodeScalars.enumerated() {
            switch c {
            case "0"..."9": sawDigit = true
            case "+", "-", ".", "e", "E": if i == 0 && (c == "e" || c == "E") { return nil }
            default: return nil
            }
        }
        guard sawDigit, let d = Double(t), d.isFinite, abs(d) <= largestMagnitude else { return nil }
        return d
    }

    /// `text` without the whitespace (`CharacterSet.whitespaces`) at its ends. A number as
    /// Interface Builder writes it has none, and Foundation's trimming (through NSString) had
    /// been a sixth of reading a storyboard of 100,000 cells: when both ends are ASCII other
    /// than a space or a tab (the set's only ASCII members), there is nothing to trim.
    static func trimmingWhitespace<S: StringProtocol>(_ text: S) -> String {
        let scalars = text.unicodeScalars
        if let first = scalars.first, let last = scalars.last, first.isASCII, last.isASCII,
           first != " ", first != "\t", last != " ", last != "\t" {
            return String(text)
        }
        return text.trimmingCharacters(in: .whitespaces)
    }

    func number(_ node: XMLElementNode, _ attribute: String) throws(IBError) -> Double? {
        guard let value = node[attribute] else { return nil }
        guard let d = Self.decimal(value) else {
            throw .invalidValue(location(node), element: node.name, id: node["id"], attribute: attribute, value: value)
        }
        return d
    }

    func number(_ node: XMLElementNode, _ attribute: String, default defaultValue: Double) throws(IBError) -> Double {
        try number(node, attribute) ?? defaultValue
    }

    func requiredNumber(_ node: XMLElementNode, _ attribute: String) throws(IBError) -> Double {
        guard let d = try number(node, attribute) else {
            throw .missingAttribute(location(node), element: node.name, id: node["id"], attribute: attribute)
        }
        return d
    }

    func integer(_ node: XMLElementNode, _ attribute: String, default defaultValue: Int) throws(IBError) -> Int {
        guard let value = node[attribute] else { return defaultValue }
        guard let i = Int(Self.trimmingWhitespace(value)) else {
            throw .invalidValue(location(node), element: node.name, id: node["id"], attribute: attribute, value: value)
        }
        return i
    }

    /// An enumeration value by its XML spelling; unknown values warn and give the default.
    mutating func enumeration<E: IBEnum>(_ node: XMLElementNode, _ attribute: String, default defaultValue: E) -> E {
        guard let value = node[attribute] else { return defaultValue }
        if let e = E(xmlName: value) { return e }
        warnUnknown(node, attribute, value, using: defaultValue.xmlName)
        return defaultValue
    }

    /// An attribute value the reader does not know, read as `spelling` instead.
    mutating func warnUnknown(_ node: XMLElementNode, _ attribute: String, _ value: String, using spelling: String) {
        warn(node, "\(MessageQuote.clipped(node.name)) \(attribute)=\(MessageQuote.quoted(value)) is not known; using \"\(spelling)\"")
    }

    mutating func warn(_ node: XMLElementNode, _ message: String) {
        warnings.append(IBWarning(location: location(node), message: message))
    }

    /// A priority attribute (1...1000).
    func priority(_ node: XMLElementNode, _ attribute: String) throws(IBError) -> Double? {
        guard let p = try number(node, attribute) else { return nil }
        guard p >= 1, p <= 1000 else {
            throw .invalidValue(location(node), element: node.name, id: node["id"], attribute: attribute,
                                value: node[attribute] ?? "")
        }
        return p
    }

    /// `<rect key=...>`.
    func rect(_ node: XMLElementNode) throws(IBError) -> Rect {
        Rect(x: try number(node, "x", default: 0), y: try number(node, "y", default: 0),
               width: try number(node, "width", default: 0), height: try number(node, "height", default: 0))
    }

    /// `<size key=...>`.
    func size(_ node: XMLElementNode) throws(IBError) -> Size {
        Size(width: try number(node, "width", default: 0), height: try number(node, "height", default: 0))
    }

    /// A `<color>` element; nil for `<nil key=...>`.
    func color(_ node: XMLElementNode) throws(IBError) -> IBColor? {
        if node.name == "nil" { return nil }
        if let name = node["systemColor"] {
            return .system(name: name, legacyName: node["cocoaTouchSystemColor"])
        }
        if let name = node["xcode11CocoaTouchSystemColor"] {
            return .system(name: name, legacyName: node["cocoaTouchSystemColor"])
        }
        if let name = node["cocoaTouchSystemColor"] {
            return .system(name: name, legacyName: nil)
        }
        if let name = node["name"] {
            // A colour of Xcode's "System" catalog (`name="systemRedColor" catalog="System"`)
            // is UIKit's system colour, whether or not <resources> lists it.
            return node["catalog"]?.lowercased() == "system" ? .system(name: name, legacyName: nil) : .named(name)
        }
        let spaceName = node["colorSpace"] == "custom" ? node["customColorSpace"] : node["colorSpace"]
        let alpha = try number(node, "alpha", default: 1)
        if let white = try number(node, "white") {
            return .white(white, alpha: alpha, colorSpace: IBColorSpace(xmlName: spaceName ?? "calibratedWhite"))
        }
        if node["red"] != nil || node["green"] != nil || node["blue"] != nil {
            return .rgb(red: try number(node, "red", default: 0), green: try number(node, "green", default: 0),
                        blue: try number(node, "blue", default: 0), alpha: alpha,
                        colorSpace: IBColorSpace(xmlName: spaceName ?? "calibratedRGB"))
        }
        throw .missingAttribute(location(node), element: keyed(node), id: nil,
                                attribute: "white, red/green/blue, systemColor or name")
    }

    /// The colour child with the key (`<color key=...>` or `<nil key=...>`).
    func color(in node: XMLElementNode, key: String) throws(IBError) -> IBColor? {
        guard let child = node.children.first(where: { ($0.name == "color" || $0.name == "nil") && $0["key"] == key })
        else { return nil }
        return try color(child)
    }

    /// A `<fontDescription>` element, as Layout's font: `type="system" pointSize= [weight=]`
    /// (UIKit's nine weights drawn with the four shipped ones), `boldSystem`, `italicSystem`,
    /// a Dynamic Type `style=` (with `weight=` and/or `traits="bold italic"`:
    /// `UIFontDescriptor.withSymbolicTraits`), or `name= family= pointSize=`.
    mutating func font(_ node: XMLElementNode) throws(IBError) -> FontDescriptor {
        if let style = node["style"] {
            var s = TextStyle.body
            if let known = TextStyle(xmlName: style) {
                s = known
            } else {
                warn(node, "fontDescription style=\(MessageQuote.quoted(style)) is not known; using the body style")
            }
            let traits = (node["traits"] ?? "").lowercased().split(separator: " ")
            var weight: FontWeight? = node["weight"] == nil ? nil : enumeration(node, "weight", default: FontWeight.regular)
            if weight == nil, traits.contains("bold") { weight = .bold }
            let italic = traits.contains("italic")
            return weight == nil && !italic ? .preferred(s) : .custom(.textStyle(s, weight: weight, italic: italic))
        }
        if let type = node["type"] {
            let size = try pointSize(node)
            switch type {
            case "system":
                return .system(size: size, weight: enumeration(node, "weight", default: FontWeight.regular))
            case "boldSystem": return .system(size: size, weight: .bold)
            case "italicSystem": return .custom(CustomFont(size: size, isItalic: true))
            default:
                warn(node, "fontDescription type=\(MessageQuote.quoted(type)) is not known; using the system font")
                return .system(size: size, weight: .regular)
            }
        }
        if let name = node["name"] {
            return Self.namedFont(name, family: node["family"], size: try pointSize(node))
        }
        throw .missingAttribute(location(node), element: keyed(node), id: nil, attribute: "type, style or name")
    }

    /// A font by name, with the weight and slant the name suggests: the weight draws a family
    /// name's member, and the system font that stands in for a font the folders lack
    /// (SnapshotPipeline warns about those). Apple's private names (".SFUI-Regular") are the
    /// system font.
    static func namedFont(_ name: String, family: String?, size: Double) -> FontDescriptor {
        let lower = name.lowercased()
        let weight: FontWeight = lower.contains("semibold") || lower.contains("demibold") ? .semibold
            : lower.contains("bold") || lower.contains("heavy") || lower.contains("black") ? .bold
            : lower.contains("medium") ? .medium : .regular
        if Typesetting.Font.isSystemFontName(name) { return .system(size: size, weight: weight) }
        return .custom(CustomFont(name: name, family: family, size: size, weight: weight,
                                  isItalic: lower.contains("italic") || lower.contains("oblique")))
    }

    /// A font's `pointSize`: a number in 0...10,000 (0 is Interface Builder's "default size").
    func pointSize(_ node: XMLElementNode) throws(IBError) -> Double {
        let size = try requiredNumber(node, "pointSize")
        guard size >= 0, size <= 10_000 else {
            throw .invalidValue(location(node), element: node.name, id: node["id"], attribute: "pointSize", value: node["pointSize"] ?? "")
        }
        return size
    }

    /// The `<fontDescription key="fontDescription">` child, if any.
    mutating func font(in node: XMLElementNode) throws(IBError) -> FontDescriptor? {
        guard let child = node.child(named: "fontDescription", key: "fontDescription") else { return nil }
        return try font(child)
    }

    /// A text property: the attribute, else `<string key=...>`, else the fragments of
    /// `<attributedString key=attributedKey>` (second value true).
    func text(in node: XMLElementNode, key: String, attributedKey: String?) -> (String?, Bool) {
        if let t = node[key] { return (t, false) }
        if let s = node.child(named: "string", key: key) { return (s.text, false) }
        if let attributedKey, let a = node.child(named: "attributedString", key: attributedKey) {
            var result = ""
            for fragment in a.children(named: "fragment") {
                if let c = fragment["content"] {
                    result += c
                } else if let s = fragment.child(named: "string", key: "content") {
                    result += s.text
                }
            }
            return (result, true)
        }
        return (nil, false)
    }

    /// `<edgeInsets>` / `<inset>` (minX/minY/maxX/maxY) elements.
    func edgeInsets(_ node: XMLElementNode) throws(IBError) -> EdgeInsets {
        if node.name == "inset" {
            return EdgeInsets(top: try number(node, "minY", default: 0), left: try number(node, "minX", default: 0),
                                bottom: try number(node, "maxY", default: 0), right: try number(node, "maxX", default: 0))
        }
        return EdgeInsets(top: try number(node, "top", default: 0), left: try number(node, "left", default: 0),
                            bottom: try number(node, "bottom", default: 0), right: try number(node, "right", default: 0))
    }

    /// Reads an `<autoresizingMask>` element.
    func autoresizingMask(_ node: XMLElementNode) throws(IBError) -> IBAutoresizingMask {
        var mask: IBAutoresizingMask = []
        let names: [(String, IBAutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
            ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
            ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        for (name, bit) in names {
            if try bool(node, name, default: false) { mask.insert(bit) }
        }
        return mask
    }

    /// `2.5` multipliers, or ratios as Interface Builder writes them: `3:4` or `1/2` (a / b).
    func multiplier(_ node: XMLElementNode) throws(IBError) -> Double {
        guard let value = node["multiplier"] else { return 1 }
        let invalid = IBError.invalidValue(location(node), element: node.name, id: node["id"],
                                           attribute: "multiplier", value: value)
        let parts = value.split(omittingEmptySubsequences: false, whereSeparator: { $0 == ":" || $0 == "/" })
        if parts.count == 2 {
            guard let a = Self.decimal(parts[0]), let b = Self.decimal(parts[1]), b != 0,
                  let m = Optional(a / b), abs(m) <= Self.largestMagnitude else { throw invalid }
            return m
        }
        guard parts.count == 1, let m = Self.decimal(value) else {
            throw invalid
        }
        return m
    }
}
