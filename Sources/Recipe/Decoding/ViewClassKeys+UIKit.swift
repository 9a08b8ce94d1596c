import Layout

/// The keys of the classes read through their property tables (`UIKitClass`, Layout): each
/// property's UIKit name is its recipe key, its value decoded by the decoders below.
extension ViewClassKeys {
    /// The keys of a class read through its property table, in the table's order.
    static func keys<P: UIKitClass>(of type: P.Type) -> [ViewClassKey] { P.properties.map(key) }

    static func key<P: UIKitClass>(_ property: UIKitProperty<P>) -> ViewClassKey {
        let name = property.name
        switch property.value {
        case .number(let field, let range, let what): return .field(name, field, Decoders.number(in: range, what: what))
        case .integer(let field, let range, let what):
            return .field(name, field) { (c, n, p) throws(RecipeError) in try c.integer(n, p, in: range, what: what) }
        case .bool(let field): return .field(name, field, Decoders.bool)
        case .text(let field): return .field(name, field, Decoders.string)
        case .color(let field): return .field(name, field, Decoders.optionalColor)
        case .titles(let field): return .field(name, field, Decoders.strings)
        case .date(let field): return .field(name, field, Decoders.date)
        case .choice(let choice):
            return ViewClassKey(key: name) { (context, node, path, settings) throws(RecipeError) in
                let index = try context.choice(node, path, spellings: choice.spellings, valueDescription: choice.valueDescription)
                settings.content.set(name, choice, index)
            }
        }
    }
}

extension Decoders {
    static let optionalColor: ViewClassKey.Decode<Color?> = { (c, n, p) throws(RecipeError) in try c.color(n, p).layoutColor }
    /// An array of strings (segment titles).
    static let strings: ViewClassKey.Decode<[String]> = { (c, n, p) throws(RecipeError) in
        guard let items = n.arrayValue else {
            throw c.error(.invalidValue, "expected an array of strings, found \(n.kindDescription)", path: p, node: n)
        }
        var out: [String] = []
        for (i, item) in items.enumerated() { out.append(try c.string(item, p.appending(i))) }
        return out
    }
    /// `"YYYY-MM-DD HH:MM"` (or `"YYYY-MM-DD"`), shown as written: never the clock.
    static let date: ViewClassKey.Decode<CalendarDate> = { (c, n, p) throws(RecipeError) in
        let text = try c.string(n, p, what: "a date \"YYYY-MM-DD HH:MM\"")
        guard let date = CalendarDate(recipeText: text) else {
            throw c.error(.invalidValue, "expected a date \"YYYY-MM-DD HH:MM\" (24-hour time), found \"\(text)\"", path: p, node: n)
        }
        return date
    }
}

extension CalendarDate {
    /// `"2023-09-18 09:41"` or `"2023-09-18"` (9:41), a valid Gregorian date.
    init?(recipeText text: String) {
        let parts = text.split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 1 || parts.count == 2 else { return nil }
        let ymd = parts[0].split(separator: "-", omittingEmptySubsequences: false).compactMap { Int($0) }
        guard ymd.count == 3, (1...9999).contains(ymd[0]), (1...12).contains(ymd[1]) else { return nil }
        let leap = ymd[0] % 4 == 0 && (ymd[0] % 100 != 0 || ymd[0] % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][ymd[1] - 1]
        guard (1...days).contains(ymd[2]) else { return nil }
        var hour = 9, minute = 41
        if parts.count == 2 {
            let hm = parts[1].split(separator: ":", omittingEmptySubsequences: false).compactMap { Int($0) }
            guard hm.count == 2, (0...23).contains(hm[0]), (0...59).contains(hm[1]) else { return nil }
            hour = hm[0]; minute = hm[1]
        }
        self.init(year: ymd[0], month: ymd[1], day: ymd[2], hour: hour, minute: minute)
    }
}
