/// An element's attributes, sorted by qualified name in one small array: an element has a
/// handful, and a dictionary each had cost about 330 bytes for five (a 54 MB storyboard holds
/// 900,000 elements). Names are shared between elements (`XMLTreeBuilder` makes each name's
/// string once), values are the element's own. A lookup is a binary search.
struct XMLAttributes: Hashable, Sendable, Sequence, ExpressibleByDictionaryLiteral {
    private struct Attribute: Hashable, Sendable {
        var name: String
        var value: String
    }

    private var attributes: [Attribute] = []

    init() {}

    init(dictionaryLiteral elements: (String, String)...) {
        for (name, value) in elements { self[name] = value }
    }

    /// Adds attributes as libxml2 reports them (each name at most once), sorting once.
    init(unique pairs: [(String, String)]) {
        attributes = pairs.map { Attribute(name: $0.0, value: $0.1) }.sorted { $0.name < $1.name }
    }

    /// The position of `name`, or where it would be inserted.
    private func index(of name: String) -> (Int, found: Bool) {
        var lo = 0, hi = attributes.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if attributes[mid].name < name { lo = mid + 1 } else { hi = mid }
        }
        return (lo, lo < attributes.count && attributes[lo].name == name)
    }

    subscript(_ name: String) -> String? {
        get {
            let (i, found) = index(of: name)
            return found ? attributes[i].value : nil
        }
        set {
            let (i, found) = index(of: name)
            switch (found, newValue) {
            case (true, let value?): attributes[i].value = value
            case (true, nil): attributes.remove(at: i)
            case (false, let value?): attributes.insert(Attribute(name: name, value: value), at: i)
            case (false, nil): break
            }
        }
    }

    /// The names, sorted.
    var keys: [String] { attributes.map(\.name) }

    var count: Int { attributes.count }

    func makeIterator() -> some IteratorProtocol<(key: String, value: String)> {
        attributes.lazy.map { (key: $0.name, value: $0.value) }.makeIterator()
    }
}
