import Layout
import Foundation

extension RecipeDocument {
    /// Top-level keys of a recipe.
    static let topLevelKeys = ["$schema", "name", "description", "root", "constraints", "metrics", "snapshot", "comment",
                                "navigationBar", "tabBar", "toolbar", "strings"]

    /// Reads and decodes the recipe at `path`; relative image paths resolve against its folder.
    /// Only a regular file of at most `limits.fileSize` bytes is read.
    /// `translation` replaces its localizable strings before it is decoded (`RecipeTranslation`).
    public static func load(path: String, checkImageFiles: Bool = true, limits: RecipeLimits = .standard,
                            translation: RecipeTranslation? = nil) throws(RecipeError) -> RecipeDocument {
        let bytes = try RecipeFile.read(path, limit: limits.fileSize)
        let text = try RecipeFile.text(of: bytes, file: path)
        let base = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return try decode(text: text, file: path, baseDirectory: base, checkImageFiles: checkImageFiles, limits: limits,
                          translation: translation)
    }

    /// Decodes and validates recipe JSON text. `file` is used in error messages; relative image
    /// paths resolve against `baseDirectory`; with `checkImageFiles`, a missing PNG is an error.
    public static func decode(text: String, file: String? = nil, baseDirectory: String = ".",
                              checkImageFiles: Bool = true, limits: RecipeLimits = .standard,
                              translation: RecipeTranslation? = nil) throws(RecipeError) -> RecipeDocument {
        try DeepStack.run { () throws(RecipeError) -> RecipeDocument in
            try decodeOnThisThread(text: text, file: file, baseDirectory: baseDirectory,
                                   checkImageFiles: checkImageFiles, limits: limits, translation: translation)
        }
    }

    /// `decode` on the calling thread's stack. `splitsRepeats: false` decodes every copy in
    /// order on this thread (tests compare the two).
    static func decodeOnThisThread(text: String, file: String?, baseDirectory: String,
                                   checkImageFiles: Bool, limits: RecipeLimits, translation: RecipeTranslation? = nil,
                                   splitsRepeats: Bool = true) throws(RecipeError) -> RecipeDocument {
        var context = DecodeContext(file: file, baseDirectory: baseDirectory, text: text, limits: limits)
        context.splitsRepeats = splitsRepeats
        var json: JSONNode
        do throws(RecipeError) {
            json = try JSONReader.parse(text, file: file, limits: limits)
            if let translation { json = json.localizedRecipe(translation) }
        } catch {
            var e = error
            if let location = e.location { e.excerpt = context.excerpt(at: location) }
            throw e
        }
        let top = JSONPath()
        let o = try ObjectNode(json, path: top, what: "a recipe", context: context)
        try o.checkKeys(topLevelKeys, what: "the recipe", context: context)
        let name = try context.string(o.require("name", what: "a recipe", context: context), top.appending("name"))
        let description = try o["description"].map { (n: JSONNode) throws(RecipeError) -> String in try context.string(n, top.appending("description")) }
        var metrics: [String: Double] = [:]
        if let m = o["metrics"] {
            for (k, v) in try context.decodeMetrics(m, path: top.appending("metrics")) { metrics[k] = v }
        }
        let snapshot = try o["snapshot"].map { (n: JSONNode) throws(RecipeError) -> SnapshotSettings in
            try context.snapshotSettings(n, top.appending("snapshot"))
        }
        let rootNode = try o.require("root", what: "a recipe", context: context)
        try context.checkExpansion(root: rootNode, constraints: o["constraints"])
        guard case .view(let root) = try context.decodeEntry(rootNode, path: top.appending("root"), place: .root) else {
            throw context.error(.invalidValue, "the root must be a view", path: top.appending("root"), node: rootNode)
        }
        var document = RecipeDocument(name: name, description: description, root: root, metrics: metrics,
                                      file: file, baseDirectory: baseDirectory, snapshot: snapshot)
        document.bars = try context.screenBars(o, top)
        if let n = o["strings"] { document.strings = try context.strings(n, top.appending("strings")) }
        let names = try context.nameTable(root)
        if checkImageFiles { try context.checkImages(root) }
        var drafts: [ConstraintDraft] = []
        if let c = o["constraints"] {
            drafts = try context.decodeConstraints(c, path: top.appending("constraints"), metrics: metrics, condition: nil)
            if drafts.count > limits.constraints {
                // Visual Format strings make several constraints each.
                throw context.error(.limitExceeded("constraints"), "the recipe has \(drafts.count) constraints once its Visual Format strings expand, more than the limit of \(limits.constraints) \(RecipeLimits.hint("constraints"))",
                                    path: top.appending("constraints"), node: c)
            }
        }
        for draft in drafts {
            document.constraints.append(try context.validate(draft, names: names, document: document))
        }
        return document
    }
}

/// What a name refers to.
struct NameEntry {
    var isGuide: Bool
    /// The view's JSON type key (nil for a guide).
    var typeKey: String?
    var path: JSONPath
    /// Name of the enclosing view's name (for guides: the owner), nil when unnamed or root.
    var isRoot: Bool
}

extension DecodeContext {
    /// All names of views and guides, rejecting duplicates (naming both JSON paths).
    func nameTable(_ root: ViewSpec) throws(RecipeError) -> [String: NameEntry] {
        var table: [String: NameEntry] = [:]
        func add(_ name: String, _ entry: NameEntry, location: SourceLocation) throws(RecipeError) {
            if let existing = table[name] {
                throw error(.duplicateName(name, firstPath: existing.path),
                            "duplicate name \(quoted(name)): also used at \(existing.path); names must be unique in a recipe",
                            path: entry.path, location: location, length: name.count + 2)
            }
            table[name] = entry
        }
        // Collect first, then add in source order, so a duplicate is reported at the later one.
        var found: [(String, NameEntry, SourceLocation)] = []
        func walk(_ view: ViewSpec, isRoot: Bool) {
            if let name = view.name {
                found.append((name, NameEntry(isGuide: false, typeKey: view.typeKey, path: view.path, isRoot: isRoot), view.nameLocation ?? view.location))
            }
            for guide in view.layoutGuides {
                found.append((guide.name, NameEntry(isGuide: true, typeKey: nil, path: guide.path, isRoot: false), guide.location))
            }
            for child in view.subviews { walk(child, isRoot: false) }
            for child in view.arrangedSubviews { walk(child, isRoot: false) }
        }
        walk(root, isRoot: true)
        // Copies of a repeated template share a location; keep their order (positions sorted,
        // not the entries: moving them cost as much as the rest).
        let offsets = found.map { $0.2.offset ?? 0 }
        let ordered = found.indices.sorted { (offsets[$0], $0) < (offsets[$1], $1) }
        table.reserveCapacity(found.count)
        for i in ordered {
            try add(found[i].0, found[i].1, location: found[i].2)
        }
        return table
    }

    /// Every image file the tree names must exist.
    func checkImages(_ view: ViewSpec) throws(RecipeError) {
        func check(_ image: RecipeImageSource?, at path: JSONPath, location: SourceLocation) throws(RecipeError) {
            if case .file(let p, let resolved, _)? = image, !FileManager.default.fileExists(atPath: resolved) {
                throw error(.invalidValue, "image file \"\(p)\" not found (looked for \(resolved))", path: path.appending("source"), location: location)
            }
        }
        try check(view.properties.imageSource, at: view.path, location: view.location)
        for variant in view.variants {
            try check(variant.properties.imageSource, at: variant.path, location: variant.location)
        }
        for child in view.subviews { try checkImages(child) }
        for child in view.arrangedSubviews { try checkImages(child) }
        for cell in view.properties.collectionItems?.documents ?? [] { try checkImages(cell.root) }
    }

    /// Resolves names (views vs guides) and applies the legality rules that need no layout.
    func validate(_ draft: ConstraintDraft, names: [String: NameEntry], document: RecipeDocument) throws(RecipeError) -> ConstraintSpec {
        var spec = draft.spec
        spec.firstItem = try resolve(spec.firstItem, range: draft.firstRange, names: names, source: spec.source)
        if let second = spec.secondItem {
            spec.secondItem = try resolve(second, range: draft.secondRange, names: names, source: spec.source)
        }
        try checkSuperviewUse(spec, draft, names: names)
        try checkAttributes(spec, draft)
        return spec
    }

    /// An error in a constraint: in notation, pointing at `range` inside the string (when it
    /// was written without escapes); for the object form, at the object.
    private func constraintError(_ kind: RecipeError.Problem, _ message: String, range: Range<Int>?,
                                 source: ConstraintSource) -> RecipeError {
        if source.notation != .object, let range {
            var location = source.location
            if let lines = Optional(lines), location.line >= 1, location.line <= lines.count {
                // Point into the string when it was written without escapes.
                let line = lines[location.line - 1]
                let scalars = Array(line.unicodeScalars)
                let start = location.column // the opening quote's column is `column`
                if start - 1 < scalars.count, scalars[start - 1] == "\"" {
                    let body = source.text.prefix(range.lowerBound)
                    let candidate = String(String.UnicodeScalarView(scalars[start..<min(scalars.count, start + body.unicodeScalars.count)]))
                    if candidate == String(body) {
                        location = SourceLocation(line: location.line, column: location.column + 1 + body.unicodeScalars.count,
                                                  offset: location.offset.map { $0 + 1 + body.utf8.count })
                    }
                }
            }
            return RecipeError(kind, message, file: file, path: source.path, location: location,
                               excerpt: RecipeError.Excerpt(text: source.text, column: range.lowerBound + 1, length: range.count))
        }
        return error(kind, message, path: source.path, location: source.location)
    }

    /// A named item as a view or a layout guide; a system guide's owner must exist and fit the guide.
    private func resolve(_ item: ConstraintItem, range: Range<Int>?, names: [String: NameEntry],
                         source: ConstraintSource) throws(RecipeError) -> ConstraintItem {
        switch item {
        case .view(let name):
            guard let entry = names[name] else {
                let candidates = names.keys.sorted() + ViewKeys.reservedNames
                let suggestion = Suggestions.closest(to: name, in: candidates)
                throw constraintError(.unknownItem(name, suggestion: suggestion), "no view or guide named \(quoted(name))\(Suggestions.hint(suggestion))", range: range, source: source)
            }
            return entry.isGuide ? .layoutGuide(name) : .view(name)
        case .systemGuide(let guide, .view(let owner)):
            guard let entry = names[owner] else {
                let suggestion = Suggestions.closest(to: owner, in: names.keys.sorted())
                throw constraintError(.unknownItem(owner, suggestion: suggestion), "no view named \"\(owner)\"\(Suggestions.hint(suggestion))", range: range, source: source)
            }
            if entry.isGuide {
                throw constraintError(.illegalConstraint, "\"\(owner)\" is a layout guide; only views have a \(guide.rawValue)", range: range, source: source)
            }
            if (guide == .contentLayoutGuide || guide == .frameLayoutGuide) && entry.typeKey != "scrollView" {
                throw constraintError(.illegalConstraint, "\"\(owner)\" is not a scroll view; only scroll views have a \(guide.rawValue)", range: range, source: source)
            }
            return item
        default:
            return item
        }
    }

    /// Superview needs a (non-root) view on the other side.
    private func checkSuperviewUse(_ spec: ConstraintSpec, _ draft: ConstraintDraft, names: [String: NameEntry]) throws(RecipeError) {
        func usesSuperview(_ item: ConstraintItem?) -> Bool {
            switch item {
            case .superview?, .systemGuide(_, .superview)?: return true
            default: return false
            }
        }
        guard usesSuperview(spec.firstItem) || usesSuperview(spec.secondItem) else { return }
        let other = usesSuperview(spec.firstItem) ? spec.secondItem : spec.firstItem
        let otherRange = usesSuperview(spec.firstItem) ? draft.secondRange : draft.firstRange
        let name: String
        switch other {
        case .view(let n)?: name = n
        case .layoutGuide(let n)?: name = n
        default:
            throw constraintError(.illegalConstraint, "\"Superview\" means the superview of the other item (or, for a layout guide, its owning view), so the other item must be a named view or guide", range: draft.wholeRange, source: spec.source)
        }
        if names[name]?.isRoot == true {
            throw constraintError(.illegalConstraint, "\(quoted(name)) is the root view and has no superview", range: otherRange, source: spec.source)
        }
    }

    /// Attribute legality: per item kind, then constant-only sizes, then the pairing of the two attributes.
    private func checkAttributes(_ spec: ConstraintSpec, _ draft: ConstraintDraft) throws(RecipeError) {
        let source = spec.source
        let a1 = spec.firstAttribute
        let a2 = spec.secondAttribute
        let left = "\(spec.firstItem).\(a1.cookbookName)"
        try checkItemAttribute(spec.firstItem, a1, range: draft.firstRange, source: source)
        guard let secondItem = spec.secondItem else {
            if a1.category != .size {
                throw constraintError(.illegalConstraint, "\(left) is \(Self.categoryName(a1)) and cannot equal a constant; only Width and Height can (a position needs a second item)", range: draft.wholeRange, source: source)
            }
            if case .standard = spec.constant {
                throw constraintError(.illegalConstraint, "\"Standard\" is a spacing between two items; a constant-only size needs a number", range: draft.wholeRange, source: source)
            }
            return
        }
        try checkItemAttribute(secondItem, a2, range: draft.secondRange, source: source)
        let right = "\(secondItem).\(a2.cookbookName)"
        if (a1.category == .size) != (a2.category == .size) {
            throw constraintError(.illegalConstraint, "illegal constraint between \(left) (\(Self.categoryName(a1))) and \(right) (\(Self.categoryName(a2))): a size pairs only with a size or a constant, a position only with a position", range: draft.wholeRange, source: source)
        }
        if a1.category != .size && a1.category != a2.category {
            throw constraintError(.illegalConstraint, "illegal constraint between \(left) (\(Self.categoryName(a1))) and \(right) (\(Self.categoryName(a2))): horizontal and vertical attributes cannot be mixed", range: draft.wholeRange, source: source)
        }
        if (a1.isDirectional && a2.isAbsolute) || (a1.isAbsolute && a2.isDirectional) {
            throw constraintError(.illegalConstraint, "illegal constraint between \(left) and \(right): leading/trailing cannot be mixed with left/right", range: draft.wholeRange, source: source)
        }
        if spec.firstItem == secondItem && a1 == a2 && spec.multiplier == 1 {
            if case .points(let c) = spec.constant, c != 0, spec.relation == .equal {
                throw constraintError(.illegalConstraint, "\(left) = \(right) + \(formatNumber(c)) can never hold (the same attribute of the same item)", range: draft.wholeRange, source: source)
            }
        }
    }

    private static func categoryName(_ a: LayoutAttribute) -> String {
        switch a.category {
        case .size: return "a size"
        case .horizontal: return "a horizontal position"
        case .vertical: return "a vertical position"
        case .none: return "no attribute"
        }
    }

    /// Old-style top/bottom guides have only Top, Bottom and Height; guides have no margins or baselines.
    private func checkItemAttribute(_ item: ConstraintItem, _ a: LayoutAttribute, range: Range<Int>?,
                                    source: ConstraintSource) throws(RecipeError) {
        switch item {
        case .topLayoutGuide, .bottomLayoutGuide:
            if ![.top, .bottom, .height].contains(a) {
                throw constraintError(.illegalConstraint, "\(item) has only Top, Bottom and Height, not \(a.cookbookName)", range: range, source: source)
            }
        case .layoutGuide, .systemGuide:
            if a.isMargin || a.isBaseline {
                throw constraintError(.illegalConstraint, "\(item) is a layout guide; guides have no \(a.isMargin ? "margin" : "baseline") attributes like \(a.cookbookName)", range: range, source: source)
            }
        default: break
        }
    }
}
