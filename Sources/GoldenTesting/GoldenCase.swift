import Foundation
import Layout

/// One golden test: a subject (a screen of some source file) rendered on one device in one
/// orientation, compared with one PNG.
///
/// GoldenTesting knows nothing of what is rendered or how: a case is a few values the caller
/// (SnapshotKit's `GoldenSuite`) fills in and hands back to its renderer.
public struct GoldenCase: Hashable, Sendable {
    /// The subject's id, the folder of its goldens (`nested-stack-views`, `forms/login`,
    /// `Main.storyboard/BYZ-38-t0r`).
    public var subject: String
    /// The file the renderer opens.
    public var sourcePath: String
    /// Which part of that file, for a file that holds several subjects (a storyboard's scene);
    /// nil for the whole file.
    public var sourcePart: String?
    /// The subject's title, for reports (`"Nested Stack Views"`).
    public var title: String
    /// Device preset name (`iphone-8`).
    public var device: String
    /// Portrait or landscape (its raw value names the golden).
    public var orientation: Layout.Orientation
    /// Pixels per point of the rendering (part of the golden's file name).
    public var scale: Double
    /// How different the rendering may be from the golden.
    public var tolerance: Tolerance
    /// Dynamic Type size, direction and appearance, with the tokens they add to the name.
    public var configuration: GoldenConfiguration = .standard
    /// Why the subject could not be loaded (its file is invalid): the case fails with this
    /// message without being rendered. Such a case stands for the whole file, so it has no
    /// device (`name` is the subject).
    public var loadError: String?

    public init(subject: String, sourcePath: String, sourcePart: String? = nil, title: String, device: String,
                orientation: Layout.Orientation, scale: Double, tolerance: Tolerance = .exact) {
        self.subject = subject
        self.sourcePath = sourcePath
        self.sourcePart = sourcePart
        self.title = title
        self.device = device
        self.orientation = orientation
        self.scale = scale
        self.tolerance = tolerance
    }

    /// `2x`, `3x`, or `2.5x` for a fractional scale.
    public var scaleSuffix: String { format(scale, digits: 3) + "x" }

    /// The golden's path relative to the goldens folder:
    /// `<subject>/<device>-<orientation>[-<token>...]@<scale>x.png`.
    public var goldenRelativePath: String { "\(name).png" }

    /// The layout file's path relative to the goldens folder:
    /// `<subject>/<device>-<orientation>@<scale>x.layout.json`.
    public var layoutRelativePath: String { "\(name).layout.json" }

    /// `<subject>/<device>-<orientation>[-<token>...]@<scale>x` (tokens from `configuration`):
    /// how the case is named in output and reports. A case that stands for a file that did not
    /// load is named by its subject alone.
    public var name: String {
        guard !device.isEmpty else { return subject }
        return "\(subject)/\(configurationName)"
    }

    /// `<device>-<orientation>[-<token>...]@<scale>x`: the golden's file name without its
    /// extension, which tells the cases of one subject apart (JUnit's test case name).
    public var configurationName: String {
        let tokens = configuration.nameTokens.map { "-" + $0 }.joined()
        return "\(device)-\(orientation.rawValue)\(tokens)@\(scaleSuffix)"
    }

    /// A case for a file that could not be loaded: it fails with `error`, in the summary and
    /// the report, and the other cases still run.
    public static func unloadable(subject: String, sourcePath: String, error: String) -> GoldenCase {
        var c = GoldenCase(subject: subject, sourcePath: sourcePath, title: "", device: "", orientation: .portrait, scale: 1)
        c.loadError = error
        return c
    }

    /// The parts of a golden's root-relative path (`forms/login/iphone-8-portrait@2x.png` →
    /// `forms/login`, `iphone-8`, `portrait`, `2x`), or nil when `goldenRelativePath` never
    /// produces such a path: fewer than two components, a hidden, empty, `.` or `..` component,
    /// or a file name not of the form `<device>-<portrait|landscape>[-<token>...]@<scale>x.png`
    /// (tokens from `GoldenConfiguration.nameTokens`, in any number).
    /// A golden's layout file (`….layout.json`) has the parts of its golden.
    public static func goldenPathParts(_ path: String) -> (subject: String, device: String, orientation: Layout.Orientation, scale: String)? {
        let layoutSuffix = ".layout.json"
        let relativePath = path.hasSuffix(layoutSuffix) ? String(path.dropLast(layoutSuffix.count)) + ".png" : path
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard components.count >= 2, components.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") }),
              let file = components.last, file.hasSuffix(".png") else { return nil }
        let stem = file.dropLast(4)
        guard let at = stem.lastIndex(of: "@"), stem.hasSuffix("x") else { return nil }
        let scale = stem[stem.index(after: at)...].dropLast()
        let digits = scale.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(digits.count), digits.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
        var head = stem[..<at]
        while let dash = head.lastIndex(of: "-"), GoldenConfiguration.isNameToken(head[head.index(after: dash)...]) {
            head = head[..<dash]
        }
        for orientation in Layout.Orientation.allCases where head.hasSuffix("-" + orientation.rawValue) {
            let device = head.dropLast(orientation.rawValue.count + 1)
            guard !device.isEmpty, device.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }) else { return nil }
            return (components.dropLast().joined(separator: "/"), String(device), orientation, String(scale) + "x")
        }
        return nil
    }
}
