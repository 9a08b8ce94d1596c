import ArgumentParser
import Layout
import Recipe
import Typesetting

/// The options that describe the screen a recipe is laid out on (shared by `render` and `layout`).
public struct EnvironmentOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Device preset (see `snapshot devices`), a custom size WxH@S in points, or (storyboards / xibs) interface-builder: the Xcode canvas.",
                                            valueName: "name"))
    public var device: String = "iphone-8"

    @Option(name: .long, help: "portrait or landscape.")
    public var orientation: OrientationArgument = .portrait

    @Option(name: .long, help: ArgumentHelp("Pixels per point (1...4); default: the device's scale.", valueName: "n"))
    public var scale: Double?

    @Option(name: .customLong("ios"), help: ArgumentHelp("iOS version whose behaviour to imitate (e.g. 17, 10.3).", valueName: "version"))
    public var iosVersion: String = "17"

    @Option(name: .customLong("content-size"),
            help: ArgumentHelp("Dynamic Type size: XS, S, M, L, XL, XXL, XXXL, AX1...AX5 (or UIKit names); default: the recipe's snapshot.contentSize, else L.",
                               valueName: "size"))
    public var contentSize: String?

    @Flag(help: "Layout direction: --rtl (leading is on the right) or --ltr; default: the recipe's snapshot.layoutDirection, else left to right.")
    public var direction: DirectionArgument?

    /// Whether `--rtl` was given.
    public var rtl: Bool { direction == .rtl }

    @Flag(name: .customLong("status-bar"), inversion: .prefixedNo,
          help: "Show or hide the status bar (default: the device's own; hidden on iPhones in landscape).")
    public var statusBar: Bool?

    public init() {}

    /// The Layout environment these options describe. A recipe's own `snapshot` settings
    /// (layout direction, Dynamic Type size) fill in what the command line leaves out; an
    /// option that is given always wins.
    public func environment(recipeSettings settings: SnapshotSettings? = nil) throws(SnapshotFailure) -> Layout.Environment {
        let device: Device
        switch DeviceChoice.parse(self.device) {
        case .success(let d): device = d
        case .failure(let e): throw e
        }
        guard let os = Self.parseVersion(iosVersion) else {
            throw SnapshotFailure(.input, "--ios \"\(iosVersion)\": expected a version such as 17 or 10.3 (7...30)")
        }
        let sizeName = contentSize ?? settings?.contentSize ?? "L"
        guard let category = ContentSizeCategory(name: sizeName) else {
            let source = contentSize == nil ? "the recipe's snapshot.contentSize" : "--content-size"
            throw SnapshotFailure(.input, "\(source) \"\(sizeName)\": expected XS, S, M, L, XL, XXL, XXXL, AX1 ... AX5")
        }
        let rightToLeft = direction.map { $0 == .rtl } ?? (settings?.layoutDirection == .rightToLeft)
        if let scale, !(scale.isFinite && scale >= 1 && scale <= 4) {
            throw SnapshotFailure(.input, "--scale \(scale): expected a number from 1 to 4")
        }
        return Layout.Environment(device: device, orientation: orientation == .portrait ? .portrait : .landscape,
                                  osVersion: os, layoutDirection: rightToLeft ? .rightToLeft : .leftToRight,
                                  contentSizeCategory: category, statusBarHidden: statusBar.map { !$0 },
                                  scaleOverride: scale)
    }

    static func parseVersion(_ text: String) -> OSVersion? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), let major = Int(parts[0]), (7...30).contains(major) else { return nil }
        var minor = 0
        if parts.count >= 2 {
            guard let m = Int(parts[1]), m >= 0, m < 100 else { return nil }
            minor = m
        }
        if parts.count == 3 { guard let p = Int(parts[2]), p >= 0 else { return nil } }
        return OSVersion(major, minor)
    }
}

/// `--rtl` / `--ltr`.
public enum DirectionArgument: String, EnumerableFlag, Sendable {
    case rtl, ltr
}

/// `--orientation`.
public enum OrientationArgument: String, ExpressibleByArgument, CaseIterable, Sendable {
    case portrait, landscape
}
