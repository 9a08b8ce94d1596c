extension LayoutDump.Diagnostics {
    /// This value as `JSONEncoder` writes it with sorted keys.
    public func write(into out: inout JSONOutput) {
        out.beginObject()
        out.key("ambiguities")
        out.beginArray()
        for a in ambiguities { a.write(into: &out) }
        out.endArray()
        out.key("brokenConstraints"); out.strings(brokenConstraints)
        out.key("conflicts")
        out.beginArray()
        for c in conflicts { c.write(into: &out) }
        out.endArray()
        out.endObject()
    }
}

extension ConflictReport {
    /// This value as `JSONEncoder` writes it with sorted keys.
    public func write(into out: inout JSONOutput) {
        out.beginObject()
        out.key("broken"); out.string(broken)
        out.key("conflicting"); out.strings(conflicting)
        out.key("message"); out.string(message)
        out.endObject()
    }
}

extension AmbiguityReport {
    /// This value as `JSONEncoder` writes it with sorted keys.
    public func write(into out: inout JSONOutput) {
        out.beginObject()
        out.key("attributes"); out.strings(attributes)
        out.key("axes"); out.strings(axes.map(\.rawValue))
        out.key("view"); out.string(view)
        out.endObject()
    }
}
