/// One language of a recipe's `"strings"` table: the translations written in the recipe, or
/// a `.strings` file (a path relative to the recipe) that SnapshotKit reads.
///
/// ```json
/// "strings": {
///   "de": {"Sign in": "Anmelden", "Title.text": "Willkommen"},
///   "ar": "strings/ar.strings"
/// }
/// ```
///
/// A key is the view's name (the value of its type key: `"label": "Title"`) and property
/// (`Title.text`, `Kind.segments[1]`), as Xcode keys a
/// storyboard's strings by object id, or the base string itself; the name's key wins. A
/// string with neither keeps the base string.
public enum RecipeStrings: Hashable, Sendable {
    case table([String: String])
    /// A path as written, relative to the recipe's folder.
    case file(String)
}

/// How a recipe's strings are replaced: the closure is given the name key (`Title.text`,
/// nil for an unnamed view) and the base string, and returns the replacement or nil.
public typealias RecipeTranslation = @Sendable (_ key: String?, _ base: String) -> String?
