/// Where a value sits in a recipe's JSON tree, written the way a reader would navigate it:
/// `root.subviews[0].arrangedSubviews[2].font`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible, CustomReflectable {
    /// One step of a path.
    public enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    /// One step and the path before it. Paths share their prefixes, so `appending` costs one
    /// small allocation instead of copying every step (the decoder makes a path per value).
    private final class Link: Sendable {
        let parent: Link?
        let component: Component
        let count: Int

        init(parent: Link?, component: Component) {
            self.parent = parent
            self.component = component
            self.count = (parent?.count ?? 0) + 1
        }
    }

    /// The last step (nil for the top level).
    private var last: Link?

    /// The steps from the document's top level.
    public var components: [Component] {
        get {
            guard let last else { return [] }
            var result = [Component]()
            result.reserveCapacity(last.count)
            var link: Link? = last
            while let l = link {
                result.append(l.component)
                link = l.parent
            }
            result.reverse()
            return result
        }
        set {
            self = JSONPath(newValue)
        }
    }

    public init(_ components: [Component] = []) {
        var link: Link? = nil
        for component in components { link = Link(parent: link, component: component) }
        self.last = link
    }

    private init(last: Link?) {
        self.last = last
    }

    /// The path of the member `key` of the object at this path.
    public func appending(_ key: String) -> JSONPath {
        JSONPath(last: Link(parent: last, component: .key(key)))
    }

    /// The path of element `index` of the array at this path.
    public func appending(_ index: Int) -> JSONPath {
        JSONPath(last: Link(parent: last, component: .index(index)))
    }

    public static func == (lhs: JSONPath, rhs: JSONPath) -> Bool {
        var a = lhs.last, b = rhs.last
        guard (a?.count ?? 0) == (b?.count ?? 0) else { return false }
        while let x = a, let y = b {
            if x === y { return true }
            if x.component != y.component { return false }
            a = x.parent
            b = y.parent
        }
        return true
    }

    /// The steps from the last to the first (equal paths have equal steps), without making
    /// the array of `components`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(last?.count ?? 0)
        var link = last
        while let l = link {
            hasher.combine(l.component)
            link = l.parent
        }
    }

    /// Reflects as its `components` (what `dump` and debuggers show), not its shared links.
    public var customMirror: Mirror {
        Mirror(self, children: ["components": components], displayStyle: .struct)
    }

    /// `root.subviews[0].font`; the top level itself is written `(top level)`.
    public var description: String {
        let components = self.components
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
                    text += clipped(key)
                } else {
                    text += "[\"\(clipped(key))\"]"
                }
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }
}
