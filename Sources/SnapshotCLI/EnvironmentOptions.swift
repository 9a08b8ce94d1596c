import ArgumentParser
import Layout
import Recipe
import SnapshotKit

/// The options that describe the screen a recipe is laid out on (shared by `render` and `layout`).
public struct EnvironmentOptions: ParsableArguments {
    // `.unconditional`: the next argument is the value even when it starts with "-", so that
    // `--device -5x10@2` and `--scale -1` are refused for their value, not "Missing value".
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Device preset (see `snapshot devices`), a custom size WxH@S in points, or (storyboards / xibs) interface-builder: the Xcode canvas (default: iphone-8).",
                                            valueName: "name"))
    public var device: String?

    @Option(name: .long, help: "portrait or landscape (default: portrait).")
    public var orientation: Layout.Orientation?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Pixels per point (1...4); default: the device's scale.", valueName: "n"))
    public var scale: Double?

    @Option(name: .customLong("ios"), help: ArgumentHelp("iOS version whose behaviour to imitate (e.g. 17, 10.3).", valueName: "version"))
    public var iosVersion: String = "17"

    @Option(name: .customLong("content-size"),
            help: ArgumentHelp("Dynamic Type size: XS, S, M, L, XL, XXL, XXXL, AX1...AX5 (or UIKit names); default: the recipe's snapshot.contentSize, else L.",
                               valueName: "size"))
    public var contentSize: String?

    @Flag(help: "Layout direction: --rtl (leading is on the right) or --ltr; default: the recipe's snapshot.layoutDirection, else left to right.")
    public var direction: DirectionArgument?

    @Option(name: .long, help: ArgumentHelp("light or dark: the values system colours and the renderer's defaults take; default: the recipe's snapshot.appearance, else light.",
                                            valueName: "appearance"))
    public var appearance: Layout.Appearance?

    @Option(name: .long, help: ArgumentHelp("The language to show the input in: a translation (de, ar, pt-BR), base (as written), or a pseudolanguage: double-length, accented, bounded, right-to-left, right-to-left-strings. It decides the layout direction unless --rtl/--ltr is given (docs/localization.md).",
                                            valueName: "lang"))
    public var locale: String?

    @Option(name: .long, help: ArgumentHelp("Where the translations are when not beside the document: a folder of LANG.lproj folders, a .strings file or a .xcstrings catalog.",
                                            valueName: "path"))
    public var strings: String?

    @Flag(name: .customLong("status-bar"), inversion: .prefixedNo,
          help: "Show or hide the status bar (default: the device's own; hidden on iPhones in landscape).")
    public var statusBar: Bool?

    public init() {}

    /// The options as SnapshotKit's typed choice.
    public var screen: ScreenChoice {
        var screen = ScreenChoice(device: device ?? "iphone-8", orientation: orientation ?? .portrait, scale: scale,
                                  iosVersion: iosVersion, contentSize: contentSize,
                                  layoutDirection: direction?.layoutDirection, statusBar: statusBar)
            .with(appearance: appearance)
        screen.locale = locale
        screen.stringsPath = strings
        return screen
    }

    /// A matrix cell's screen (`snapshot check`) with these options laid over it: each option
    /// given wins, each left out takes the cell's value.
    public func screen(over cell: ScreenChoice) -> ScreenChoice {
        var s = screen
        if device == nil { s.device = cell.device }
        if device == nil && scale == nil { s.scale = cell.scale }
        s.orientation = orientation ?? cell.orientation
        s.contentSize = contentSize ?? cell.contentSize
        s.layoutDirection = direction?.layoutDirection ?? cell.layoutDirection
        s.appearance = appearance ?? cell.appearance
        s.locale = locale ?? cell.locale
        return s
    }

    /// The Layout environment these options describe. A recipe's own `snapshot` settings
    /// (layout direction, Dynamic Type size) fill in what the command line leaves out; an
    /// option that is given always wins.
    public func environment(recipeSettings settings: SnapshotSettings? = nil) throws(SnapshotError) -> Layout.Environment {
        try screen.environment(recipeSettings: settings)
    }
}

/// `--rtl` / `--ltr`: the flags' spelling of a layout direction.
public enum DirectionArgument: String, EnumerableFlag, Sendable {
    case rtl, ltr

    /// The direction the flag names.
    public var layoutDirection: LayoutDirection {
        switch self {
        case .rtl: return .rightToLeft
        case .ltr: return .leftToRight
        }
    }
}
