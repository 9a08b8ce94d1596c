import Foundation
import Layout

/// Reading the elements of the classes with a property table (`UIKitClass`, Layout): each
/// property is the attribute (or `<color key=>`, `<string key=>`, `<date key=>` child) of its
/// Interface Builder name, left out = UIKit's default.
extension IBDocumentReader {
    /// The element's kind when a property table's class is written with its tag, else nil.
    mutating func uikitView(_ node: XMLElementNode) throws(IBError) -> IBViewKind? {
        guard let uikitClass = ViewKind.uikitClasses.first(where: { $0.interfaceBuilderElement == node.name }) else {
            return nil
        }
        return .uikit(try uikitView(node, as: uikitClass))
    }

    private mutating func uikitView<P: UIKitClass>(_ node: XMLElementNode, as type: P.Type) throws(IBError) -> IBUIKitView {
        var properties = P.uikitDefault
        var colors: [IBUIKitView.NamedColor] = []
        for property in P.properties { try read(property, of: node, into: &properties, colors: &colors) }
        var view = IBUIKitView(element: node.name, kind: properties.kind, colors: colors)
        for key in P.undrawnInterfaceBuilderKeys {
            if try isSet(key, in: node) { view.setsUndrawnKeys = true }
        }
        return view
    }

    /// Reads one property into `p` (colours into `colors`, for the builder to resolve).
    private mutating func read<P: UIKitClass>(_ property: UIKitProperty<P>, of node: XMLElementNode, into p: inout P,
                                              colors: inout [IBUIKitView.NamedColor]) throws(IBError) {
        let names = property.interfaceBuilderNames
        let name = names.first { node[$0] != nil } ?? names.last ?? property.name
        switch property.value {
        case .number(let field, _, _): p[keyPath: field] = try number(node, name, default: p[keyPath: field])
        case .integer(let field, _, _): p[keyPath: field] = try integer(node, name, default: p[keyPath: field])
        case .bool(let field): p[keyPath: field] = try bool(node, name, default: p[keyPath: field])
        case .text(let field): if let t = text(in: node, key: name, attributedKey: nil).0 { p[keyPath: field] = t }
        case .color: if let c = try color(in: node, key: name) { colors.append(.init(name: property.name, color: c)) }
        case .choice(let choice):
            choice.set(&p, to: choiceIndex(node, name, spellings: choice.spellings, default: choice.index(in: p)))
        case .titles(let field): p[keyPath: field] = titles(node, name).map { $0["title"] ?? "" }
        case .date(let field): if let d = date(in: node, key: name) { p[keyPath: field] = d }
        }
    }

    /// A `<segments>` list's `<segment>` elements.
    private func titles(_ node: XMLElementNode, _ name: String) -> [XMLElementNode] {
        node.child(named: name)?.children(named: String(name.dropLast())) ?? []
    }

    /// Whether the document sets an undrawn key (a malformed colour is still an error).
    private func isSet<P>(_ key: UIKitProperty<P>.Undrawn, in node: XMLElementNode) throws(IBError) -> Bool {
        switch key {
        case .attribute(let name): return node[name] != nil
        case .color(let name): return try color(in: node, key: name) != nil
        case .titleImages: return titles(node, "segments").contains { $0["image"] != nil }
        }
    }

    /// A choice by its spelling; an unknown one warns and keeps the default.
    private mutating func choiceIndex(_ node: XMLElementNode, _ attribute: String, spellings: [String], default index: Int) -> Int {
        guard let value = node[attribute] else { return index }
        if let found = spellings.firstIndex(of: value) { return found }
        warnUnknown(node, attribute, value, using: spellings.indices.contains(index) ? spellings[index] : "")
        return index
    }

    /// `<date key= timeIntervalSinceReferenceDate=>`: seconds since 2001 (larger than the
    /// reader's bound on lengths, so read here); nil when absent or not a date (warned).
    private mutating func date(in node: XMLElementNode, key: String) -> CalendarDate? {
        guard let date = node.child(named: "date", key: key), let text = date["timeIntervalSinceReferenceDate"] else { return nil }
        if let seconds = Double(text.trimmingCharacters(in: .whitespaces)), seconds.isFinite, abs(seconds) < 1e12 {
            return CalendarDate(secondsSinceReferenceDate: seconds)
        }
        warn(date, "date timeIntervalSinceReferenceDate=\(MessageQuote.quoted(text)) is not a date; the picker shows 18 September 2023")
        return nil
    }
}
