/// An enumeration as Interface Builder archives it: the XML spellings of its values. Layout's
/// and Typesetting's enums (`LineBreakMode`, `StackAlignment`, ...) conform with the spellings
/// Xcode writes (`IBEnum+Spellings.swift`), so the reader decodes straight into them; the
/// enums only IB documents have (`IBBaselineAdjustment`, ...) conform with their raw values.
protocol IBEnum: Hashable {
    /// The spellings the reader accepts and the value each reads as. The first spelling of a
    /// value is the one messages show.
    static var xmlSpellings: [(spelling: String, value: Self)] { get }
}

extension IBEnum where Self: RawRepresentable & CaseIterable, RawValue == String {
    /// By default a value is spelled as its raw value.
    static var xmlSpellings: [(spelling: String, value: Self)] { allCases.map { ($0.rawValue, $0) } }
}

extension IBEnum {
    /// The value a spelling reads as, nil when it is not one of `xmlSpellings`.
    init?(xmlName: String) {
        guard let found = Self.xmlSpellings.first(where: { $0.spelling == xmlName }) else { return nil }
        self = found.value
    }

    /// The spelling Xcode writes for the value.
    var xmlName: String {
        Self.xmlSpellings.first { $0.value == self }?.spelling ?? "\(self)"
    }
}
