import Layout
import Typesetting

/// A UIKit enumeration of Layout's (or Typesetting's) model as recipes spell it: a table of
/// JSON spellings, in documentation order, each with the case it decodes to. The spellings
/// are UIKit's case names (`fillEqually`, `firstBaseline`); several may decode to one case
/// where the model treats them alike (`top` is `leading`, `light` draws with the regular
/// face). The conformances (`RecipeEnum+Spellings.swift`) are the recipe format's spelling of
/// the model; the model itself knows nothing of JSON.
public protocol RecipeEnum: Hashable, Sendable {
    /// What a value of this type is, for error messages ("a stack alignment").
    static var valueDescription: String { get }
    /// The spellings a recipe may write and error messages list, with their cases.
    static var recipeSpellings: [(spelling: String, value: Self)] { get }
    /// Other accepted spellings (short forms people write, such as `aspectFit`), mapped to
    /// their case. Decoding accepts them; error messages do not list them.
    static var aliases: [(spelling: String, value: Self)] { get }
}

extension RecipeEnum {
    /// All listed JSON spellings, in documentation order.
    public static var spellings: [String] { recipeSpellings.map(\.spelling) }
    /// No aliases unless a type names some.
    public static var aliases: [(spelling: String, value: Self)] { [] }
    /// The case for a spelling: a listed spelling or one of the aliases.
    public static func named(_ spelling: String) -> Self? {
        if let entry = recipeSpellings.first(where: { $0.spelling == spelling }) { return entry.value }
        return aliases.first { $0.spelling == spelling }?.value
    }
    /// The first listed spelling of `self` (the canonical one).
    public var recipeSpelling: String {
        Self.recipeSpellings.first { $0.value == self }?.spelling ?? ""
    }
}

extension RecipeEnum where Self: CaseIterable & RawRepresentable, RawValue == String {
    /// By default a recipe spells each case by its raw value (UIKit's case name).
    public static var recipeSpellings: [(spelling: String, value: Self)] { allCases.map { ($0.rawValue, $0) } }
}
