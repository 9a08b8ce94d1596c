/// A value kept on the heap behind one immutable reference: a struct that holds it stays
/// small, copies of the struct share it, and setting it makes a new box. Compared and hashed
/// by value.
struct IBBoxed<Value: Hashable & Sendable>: Hashable, Sendable {
    private final class Storage: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private var storage: Storage

    init(_ value: Value) { storage = Storage(value) }

    var value: Value {
        get { storage.value }
        set { storage = Storage(newValue) }
    }

    static func == (a: IBBoxed, b: IBBoxed) -> Bool {
        a.storage === b.storage || a.value == b.value
    }

    func hash(into hasher: inout Hasher) { storage.value.hash(into: &hasher) }
}
