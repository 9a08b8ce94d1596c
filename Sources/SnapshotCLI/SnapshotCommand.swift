import ArgumentParser
import Foundation
import Recipe
import SnapshotKit

/// `snapshot`: lays out iOS-style screens described by JSON recipes and draws them to PNG.
public struct SnapshotCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Lay out iOS-style screens from JSON recipes the way UIKit does, and draw them to PNG.",
        discussion: """
            Examples:
              snapshot render Snapshots/recipes/simple-stack-view.json -o simple.png
              snapshot render recipe.json -o x.png --device iphone-x --orientation landscape
              snapshot layout recipe.json --format tree
              snapshot devices
              snapshot test                      (compare every recipe with its goldens)
              snapshot gallery Snapshots/recipes -o docs/gallery

            Warnings (conflicting constraints in UIKit's words, ambiguous layouts, recipe properties the model cannot show) go to stderr; errors name the file, the JSON path and, for constraints, point at the text with a caret.

            Environment: SNAPSHOT_FONTS=DIR[:DIR...] adds font folders (searched after --fonts and before the shipped fonts).

            \(ExitStatusHelp.text)
            """,
        subcommands: [RenderCommand.self, LayoutCommand.self, DevicesCommand.self, TestCommand.self, PruneCommand.self,
                      GalleryCommand.self, CheckCommand.self]
    )

    public init() {}

    /// Parses `arguments` (nil: the process's), runs the command and returns the exit status;
    /// messages go to stdout (results, help) and stderr (warnings, errors).
    public static func execute(_ arguments: [String]? = nil) -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return 0
        } catch let failure as SnapshotFailure {
            Output.error(SnapshotFailure.printed(failure.message))
            return failure.exitCode
        } catch let error as SnapshotError {
            // The one place where SnapshotKit's errors become exit statuses.
            let failure = SnapshotFailure(error)
            Output.error(SnapshotFailure.printed(failure.message))
            return failure.exitCode
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                Output.out(fullMessage(for: error) + "\n")
                return 0
            }
            Output.error(SnapshotFailure.printed(fullMessage(for: error)))
            return SnapshotFailure.ExitStatus.input.rawValue
        }
    }

    /// The process entry point: `execute()` then exit with its status.
    public static func runAndExit() -> Never {
        Foundation.exit(execute())
    }
}

/// Options shared by `render` and `layout`.
public struct CommonOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("A folder of extra fonts, searched before SNAPSHOT_FONTS and the shipped Fonts/.",
                                            valueName: "dir"))
    public var fonts: String?

    @Flag(name: .customLong("fail-on-warnings"),
          help: "Exit with status 3 when the layout breaks or cannot determine constraints.")
    public var failOnWarnings = false

    @OptionGroup var limitOptions: LimitOptions

    public init() {}

    public var fontDirectories: [String] { fonts.map { [$0] } ?? [] }

    /// The limits with every `--limit` applied; a bad setting is a usage error (exit 1).
    public func limits() throws(SnapshotFailure) -> RecipeLimits { try limitOptions.limits() }

    /// A pipeline with the fonts and limits these options name.
    func pipeline() throws -> SnapshotPipeline {
        let limits = try limits()
        let pipeline = try SnapshotPipeline(fontDirectories: fontDirectories)
        pipeline.limits = limits
        return pipeline
    }

    /// With `--fail-on-warnings`, fails (status 3) when the layout had warnings.
    func checkWarnings(of snapshot: LaidOutSnapshot) throws(SnapshotFailure) {
        guard failOnWarnings && !snapshot.warnings.isEmpty else { return }
        let what = snapshot.input.isInterfaceBuilder ? "warning(s)" : "layout warning(s)"
        throw SnapshotFailure(.warnings, "error: \(snapshot.warnings.count) \(what) and --fail-on-warnings")
    }
}

/// stdout / stderr, written unbuffered (no output is lost when the process exits).
enum Output {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func out(_ bytes: [UInt8]) {
        FileHandle.standardOutput.write(Data(bytes))
    }

    /// Messages on stderr, with control characters escaped (`printable`).
    static func error(_ text: String) {
        let t = text.hasSuffix("\n") ? text : text + "\n"
        FileHandle.standardError.write(Data(printable(t).utf8))
    }

    /// `text` with every control character but line feed and tab written as `\u{1B}`, so that
    /// a name or value from the input cannot move the cursor, recolour or retitle a terminal.
    static func printable(_ text: String) -> String {
        func isControl(_ s: Unicode.Scalar) -> Bool {
            (s.value < 0x20 && s != "\n" && s != "\t") || (0x7F...0x9F).contains(s.value)
        }
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = String.UnicodeScalarView()
        for s in text.unicodeScalars {
            if isControl(s) {
                out.append(contentsOf: "\\u{\(String(s.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(s)
            }
        }
        return String(out)
    }

    /// Layout warnings, one message each, on stderr.
    static func warnings(_ messages: [String]) {
        for m in messages { error(m) }
    }
}
