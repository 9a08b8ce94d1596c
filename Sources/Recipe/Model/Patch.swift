import Layout

/// Some fields of a value of Layout's model, as a recipe writes them: a view's properties, or
/// a variant's overrides of them. `value` holds every written field; the fields the recipe
/// leaves out keep the value the patch started from (Layout's default, which the builder
/// keeps) and are not laid over anything. Fields are named by their recipe key.
///
/// Recipes need patches because of `variants`: a variant sets a few keys and leaves the rest
/// as the view has them.
public struct Patch<Root: Hashable & Sendable>: Hashable, Sendable {
    /// The patched value: written fields as the recipe wrote them, the others as started.
    public private(set) var value: Root
    private var fields: [PatchField<Root>] = []

    /// An empty patch over `base` (Layout's default for the view class).
    public init(_ base: Root) {
        value = base
    }

    /// The recipe keys written, in the order first written.
    public var keys: [String] { fields.map(\.key) }

    /// Whether the recipe wrote `key`.
    public func writes(_ key: String) -> Bool { fields.contains { $0.key == key } }

    /// Writes `newValue` to the field `keyPath`, named `key` in the recipe.
    public mutating func set<V>(_ key: String, _ keyPath: WritableKeyPath<Root, V> & Sendable, _ newValue: V) {
        value[keyPath: keyPath] = newValue
        record(PatchField(key, keyPath))
    }

    /// `base` with every written field replaced.
    public func applied(to base: Root) -> Root {
        var result = base
        for field in fields { field.copy(value, &result) }
        return result
    }

    /// `self` with the fields `patch` writes replaced (a later variant wins).
    public func merging(_ patch: Patch<Root>) -> Patch<Root> {
        var result = self
        for field in patch.fields {
            field.copy(patch.value, &result.value)
            result.record(field)
        }
        return result
    }

    mutating func record(_ field: PatchField<Root>) {
        if !fields.contains(where: { $0.key == field.key }) { fields.append(field) }
    }

    /// Equal when they write the same keys and hold the same value.
    public static func == (a: Patch<Root>, b: Patch<Root>) -> Bool {
        a.value == b.value && Set(a.keys) == Set(b.keys)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
        hasher.combine(Set(keys))
    }
}

extension Patch where Root == ViewKind {
    /// Writes the field `keyPath` of the kind's properties `P` (nothing when the kind is
    /// another class: the decoder reads each class's keys only for that class).
    public mutating func set<P: ViewKindProperties, V>(
        _ key: String, _ keyPath: WritableKeyPath<P, V> & Sendable, _ newValue: V
    ) {
        guard var properties = P(value) else { return }
        properties[keyPath: keyPath] = newValue
        value = properties.kind
        record(PatchField(key, kindField: keyPath))
    }
}

extension Patch where Root == ViewKind {
    /// Writes the choice property `choice` of the kind's properties `P` (the case at `index`
    /// of its spellings).
    public mutating func set<P: ViewKindProperties>(_ key: String, _ choice: UIKitChoice<P>, _ index: Int) {
        guard var properties = P(value) else { return }
        choice.set(&properties, to: index)
        value = properties.kind
        record(PatchField(key) { source, target in
            guard let s = P(source), var t = P(target) else { return }
            choice.set(&t, to: choice.index(in: s))
            target = t.kind
        })
    }
}

/// One field of a patch: its recipe key, and how to copy it from one value to another.
struct PatchField<Root>: Sendable {
    let key: String
    let copy: @Sendable (Root, inout Root) -> Void

    init<V>(_ key: String, _ keyPath: WritableKeyPath<Root, V> & Sendable) {
        self.key = key
        copy = { source, target in target[keyPath: keyPath] = source[keyPath: keyPath] }
    }

    init(_ key: String, copy: @escaping @Sendable (Root, inout Root) -> Void) {
        self.key = key
        self.copy = copy
    }
}

extension PatchField where Root == ViewKind {
    /// A field of the properties `P` of one view class, lifted to the kind.
    init<P: ViewKindProperties, V>(_ key: String, kindField keyPath: WritableKeyPath<P, V> & Sendable) {
        self.key = key
        copy = { source, target in
            guard let s = P(source), var t = P(target) else { return }
            t[keyPath: keyPath] = s[keyPath: keyPath]
            target = t.kind
        }
    }
}
