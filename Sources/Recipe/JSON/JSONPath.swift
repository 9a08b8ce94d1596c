/// Where a value sits in a recipe's JSON tree, written the way a reader would navigate it:
/// `root.subviews[0].arrangedSubviews[2].font`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step of a path.
    public enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    /// The steps from the document's top level.
    public var components: [Component]

    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The path of the member `key` of the object at this path.
    public func appending(_ key: String) -> JSONPath {
        JSONPath(components + [.key(key)])
    }

    /// The path of element `index` of the array at this path.
    public func appending(_ index: Int) -> JSONPath {
        JSONPath(components + [.index(index)])
    }

    /// `root.subviews[0].font`; the top level itself is written `(top level)`.
    public var description: String {
        if components.isEmpty { return "(top level)" }
        var text = ""
        for component in components {
            switch component {
            case .key(let key):
                let plain = !key.isEmpty && key.unicodeScalars.allSatisfy {
                    ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" || $0 == "$")
                }
                if plain {
                    if !text.isEmpty { text += "." }
                    text += key
                } else {
                    text += "[\"\(key)\"]"
                }
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }
}
