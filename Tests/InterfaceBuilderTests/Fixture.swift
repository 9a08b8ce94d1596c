import Foundation
import InterfaceBuilder

/// Loads the hand-written fixtures next to this file.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path

    static func path(_ name: String) -> String { directory + "/" + name }

    static func load(_ name: String) throws -> IBDocument {
        try IBDocument.load(contentsOf: path(name))
    }

    /// Parses an inline document (for error cases).
    static func parse(_ xml: String, path: String = "inline.storyboard") throws(IBError) -> IBDocument {
        try IBDocument.parse(Array(xml.utf8), path: path)
    }
}
