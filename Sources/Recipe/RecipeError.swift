import Layout

/// Everything that can be wrong with a recipe, with where it is and what was expected.
///
/// `description` renders the error the way a compiler would:
/// ```
/// recipes/a.json:12:22: error: constraints[1]: unknown attribute "Lead"; expected one of ...
///     Stack View.Lead = Superview.LeadingMargin
///                ^~~~
/// ```
public struct RecipeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem it is; tests and tools can switch on it.
    public enum Problem: Sendable, Equatable {
        /// The file could not be read.
        case unreadableFile
        /// The text is not valid JSON.
        case syntax
        /// An object has a key the format does not know; `suggestion` is the closest known key.
        case unknownKey(String, suggestion: String?)
        /// A required key is missing.
        case missingKey(String)
        /// The same key appears twice in one object.
        case duplicateKey(String)
        /// A value has the wrong JSON type or an unknown spelling.
        case invalidValue
        /// Two views or guides have the same name; `firstPath` is where the first one is.
        case duplicateName(String, firstPath: JSONPath)
        /// A view uses a name the constraint notation reserves (`Superview`, `Safe Area`, ...).
        case reservedName(String)
        /// A constraint names a view or guide that is not in the recipe.
        case unknownItem(String, suggestion: String?)
        /// A constraint's text does not follow the notation.
        case constraintSyntax
        /// A constraint is well formed but Auto Layout forbids it (e.g. width = top).
        case illegalConstraint
        /// A Visual Format Language string is malformed.
        case visualFormat
        /// A `when` trait condition is malformed.
        case traitCondition
        /// The recipe passes one of its `RecipeLimits` (named as on the command line:
        /// `views`, `text-length`, ...).
        case limitExceeded(String)
    }

    /// A line of text with a caret under the offending part.
    public struct Excerpt: Sendable, Equatable {
        /// The text shown (a source line, or a constraint's text).
        public var text: String
        /// 1-based column (in characters of `text`) where the caret starts.
        public var column: Int
        /// How many characters to underline (at least 1).
        public var length: Int

        public init(text: String, column: Int, length: Int) {
            self.text = text
            self.column = column
            self.length = max(1, length)
        }

        /// The two lines `text` and `   ^~~~`, indented by four spaces.
        public var rendered: String {
            let prefix = String(text.prefix(max(0, column - 1)).map { $0 == "\t" ? Character("\t") : Character(" ") })
            // The caret stops at the end of the text shown (a long key's excerpt is clipped).
            let visible = min(length, max(1, text.count - (column - 1)))
            return "    \(text)\n    \(prefix)^\(String(repeating: "~", count: max(0, visible - 1)))"
        }
    }

    public var kind: Problem
    /// What is wrong and what was expected, in one sentence.
    public var message: String
    /// The recipe file as given to the decoder (nil when decoding a string without a name).
    public var file: String?
    /// The JSON path of the value at fault.
    public var path: JSONPath?
    /// The line:column of the value (or, inside a constraint string, of the bad token).
    public var location: SourceLocation?
    /// The text with a caret under the bad part.
    public var excerpt: Excerpt?

    public init(_ kind: Problem, _ message: String, file: String? = nil, path: JSONPath? = nil,
                location: SourceLocation? = nil, excerpt: Excerpt? = nil) {
        self.kind = kind
        self.message = message
        self.file = file
        self.path = path
        self.location = location
        self.excerpt = excerpt
    }

    /// `file:line:col: error: path: message` then the excerpt, if any.
    public var description: String {
        var head = ""
        if let file { head += file }
        if let location { head += (head.isEmpty ? "" : ":") + "\(location.line):\(location.column)" }
        head += head.isEmpty ? "error: " : ": error: "
        if let path, !path.components.isEmpty { head += "\(path): " }
        head += message
        if let excerpt { head += "\n" + excerpt.rendered }
        return head
    }
}
