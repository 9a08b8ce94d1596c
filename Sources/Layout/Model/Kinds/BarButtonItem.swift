/// `UIBarButtonItem.SystemItem`: the items UIKit draws by itself. Text items are drawn as their
/// English title; `add` as a plus glyph; the other icon items as the SF Symbol iOS draws for
/// them (`symbolName`, from `SymbolGlyphs`).
public enum SystemBarItem: String, Hashable, Sendable, CaseIterable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
    case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close

    /// The title UIKit shows for a text item (English), nil for a glyph or a space.
    public var title: String? {
        switch self {
        case .done: return "Done"
        case .cancel: return "Cancel"
        case .edit: return "Edit"
        case .save: return "Save"
        case .undo: return "Undo"
        case .redo: return "Redo"
        default: return nil
        }
    }

    /// True for `done` and `save`, drawn semibold like a `.done`-style item.
    public var isBold: Bool { self == .done || self == .save }

    /// The SF Symbol iOS 13+ draws for an icon item, nil for a text item or a space.
    public var symbolName: String? {
        switch self {
        case .compose: return "square.and.pencil"
        case .reply: return "arrowshape.turn.up.left"
        case .action: return "square.and.arrow.up"
        case .organize: return "folder"
        case .bookmarks: return "book"
        case .search: return "magnifyingglass"
        case .refresh: return "arrow.clockwise"
        case .stop, .close: return "xmark"
        case .camera: return "camera"
        case .trash: return "trash"
        case .play: return "play.fill"
        case .pause: return "pause.fill"
        case .rewind: return "backward.fill"
        case .fastForward: return "forward.fill"
        case .add: return "plus"
        default: return nil
        }
    }
}

/// A `UIBarButtonItem` of a navigation bar or a toolbar: a system item, a title, or an image
/// (named, with its size in points; drawn as a placeholder of that size when the image is not
/// available).
public struct BarButtonItem: Hashable, Sendable {
    public enum Content: Hashable, Sendable {
        case system(SystemBarItem)
        case title(String)
        case image(name: String?, size: Size)
    }
    public var content: Content
    /// `UIBarButtonItem.Style.done`: the title in semibold.
    public var isDone: Bool
    /// The width of a `fixedSpace` item (0 elsewhere).
    public var width: Double

    public init(_ content: Content, isDone: Bool = false, width: Double = 0) {
        self.content = content; self.isDone = isDone; self.width = width
    }

    /// SF Symbols in bars are about 22 points: the placeholder size of an image item without one.
    public static let defaultImageSize = Size(width: 22, height: 22)

    /// The title drawn for the item, nil for glyphs, images and spaces.
    public var title: String? {
        switch content {
        case .system(let s): return s.title
        case .title(let t): return t
        case .image: return nil
        }
    }

    /// Whether the title is semibold (`done` style, or the Done and Save system items).
    public var isBold: Bool {
        if case .system(let s) = content, s.isBold { return true }
        return isDone
    }
}
