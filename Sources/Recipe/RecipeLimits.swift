/// The bounds a recipe must stay within, so that hostile or careless input costs bounded time
/// and memory and fails with a located error instead of exhausting the machine (issue 16;
/// docs/limits.md lists them with their reasons).
///
/// Each is checked before the work it bounds: the file size before reading, the nesting depth
/// while reading, the number of views and constraints before `repeat` expands, the length of
/// a string as it is read and before a `repeat` substitution builds it, the pixels of an image
/// from its header. The `snapshot` command raises or lowers them with `--limit NAME=VALUE`.
public struct RecipeLimits: Sendable, Equatable {
    /// Bytes of the recipe file.
    public var fileSize: Int
    /// JSON nesting levels (objects and arrays); bounds every recursive pass over the tree.
    /// At most `maximumDepth`.
    public var depth: Int
    /// Views and layout guides, after `repeat` expands.
    public var views: Int
    /// Constraints, after `repeat` groups and Visual Format strings expand.
    public var constraints: Int
    /// Bytes (UTF-8) of one string: a label's text, a name, a constraint.
    public var textLength: Int
    /// Pixels (width × height) of an image: a PNG the recipe names, and the screen drawn.
    public var imagePixels: Int

    public init(fileSize: Int = 4 << 20, depth: Int = 256, views: Int = 10_000, constraints: Int = 50_000,
                textLength: Int = 100_000, imagePixels: Int = 50_000_000) {
        self.fileSize = fileSize
        self.depth = depth
        self.views = views
        self.constraints = constraints
        self.textLength = textLength
        self.imagePixels = imagePixels
    }

    /// The defaults (docs/limits.md).
    public static let standard = RecipeLimits()

    /// The deepest nesting `depth` may be set to, which is also its default: it can be lowered,
    /// not raised. The view decoder recurses once per nested view and its frames are large in a
    /// debug build: 126 nested views (the most 256 levels allow) decode, lay out and render;
    /// 140 overflowed the 8 MB main stack.
    public static let maximumDepth = 256

    /// One limit: its name on the command line and what it bounds.
    public struct Name: Sendable {
        public let name: String
        public let keyPath: WritableKeyPath<RecipeLimits, Int> & Sendable
        public let unit: String
    }

    /// Every limit by its command-line name (`--limit views=20000`).
    public static let names: [Name] = [
        Name(name: "file-size", keyPath: \.fileSize, unit: "bytes"),
        Name(name: "depth", keyPath: \.depth, unit: "levels"),
        Name(name: "views", keyPath: \.views, unit: "views"),
        Name(name: "constraints", keyPath: \.constraints, unit: "constraints"),
        Name(name: "text-length", keyPath: \.textLength, unit: "bytes"),
        Name(name: "image-pixels", keyPath: \.imagePixels, unit: "pixels"),
    ]

    /// Applies one `NAME=VALUE` setting; the error says what is wrong, in words.
    public mutating func set(_ setting: String) throws(RecipeLimitSettingError) {
        guard let eq = setting.firstIndex(of: "=") else {
            throw RecipeLimitSettingError("expected NAME=VALUE, e.g. views=20000")
        }
        let key = String(setting[..<eq])
        let valueText = String(setting[setting.index(after: eq)...]).replacingOccurrences(of: "_", with: "")
        guard let entry = Self.names.first(where: { $0.name == key }) else {
            let all = Self.names.map(\.name)
            throw RecipeLimitSettingError("unknown limit \"\(key)\"\(Suggestions.hint(Suggestions.closest(to: key, in: all))); expected one of \(all.joined(separator: ", "))")
        }
        guard let value = Int(valueText), value >= 1 else {
            throw RecipeLimitSettingError("\(key): expected a whole number of \(entry.unit), at least 1")
        }
        if entry.name == "depth", value > Self.maximumDepth {
            throw RecipeLimitSettingError("depth: at most \(Self.maximumDepth) levels (deeper nesting could overflow the stack); it can only be lowered")
        }
        self[keyPath: entry.keyPath] = value
    }

    /// How to raise the limit called `name`, for the end of an error message.
    public static func hint(_ name: String) -> String {
        "(raise it with --limit \(name)=N)"
    }
}

/// A `--limit` setting that cannot be applied.
public struct RecipeLimitSettingError: Error, Sendable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
