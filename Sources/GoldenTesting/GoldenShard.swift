/// One of N parts of a suite (`--shard 2/3`), for running a suite on several CI machines at
/// once: a case belongs to part `1 + hash(name) mod N`, with a hash fixed by this file
/// (64-bit FNV-1a of the name's UTF-8 bytes), so the split is the same on every machine and
/// every run, every case is in exactly one part, and adding a case moves no other case.
public struct GoldenShard: Equatable, Sendable, CustomStringConvertible {
    /// 1...count.
    public var index: Int
    public var count: Int

    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// `I/N` with 1 <= I <= N; nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        self.init(index: i, count: n)
    }

    public var description: String { "\(index)/\(count)" }

    /// Whether the case is in this part.
    public func contains(_ c: GoldenCase) -> Bool {
        Int(Self.stableHash(c.name) % UInt64(count)) == index - 1
    }

    /// 64-bit FNV-1a of the UTF-8 bytes (the same on every platform and run, unlike `Hasher`).
    public static func stableHash(_ s: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in s.utf8 {
            h ^= UInt64(b)
            h = h &* 0x0000_0100_0000_01b3
        }
        return h
    }
}
