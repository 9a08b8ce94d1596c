import Foundation
import Layout

/// The bounds the XML layer puts on a storyboard or xib, so that hostile or broken input costs
/// bounded time and memory and fails with a located error instead of a crash
/// (docs/limits.md). Real files stay far below each one: the deepest nesting in the Interface
/// Builder corpus and the Cookbook is 25 elements, the most attributes on one element 17, the
/// largest file 225 KB.
struct XMLLimits: Sendable {
    /// The largest file read, in bytes (64 MiB).
    var maxFileBytes = 64 << 20
    /// The deepest element nesting; the root element is level 1.
    var maxDepth = 256
    /// The most attributes (namespace declarations included) on one element. libxml2 2.9 checks
    /// duplicate attributes pairwise, so this also bounds that quadratic cost.
    var maxAttributesPerElement = 256
    /// The most elements in one file (each costs a node of the tree kept in memory).
    var maxElements = 2_000_000

    /// The limits `IBDocument.load` and `IBDocument.parse` apply.
    static let standard = XMLLimits()

    /// The `IBError` for a file of `size` bytes over `maxFileBytes`, or nil when it fits.
    func fileSizeError(_ size: Int, path: String) -> IBError? {
        guard size > maxFileBytes else { return nil }
        let mib = maxFileBytes % (1 << 20) == 0 ? " (\(maxFileBytes >> 20) MiB)" : ""
        return .refused(SourceLocation(file: path, line: 1, column: 1),
                        reason: "the file is \(size) bytes, more than the limit of \(maxFileBytes) bytes\(mib) for a storyboard or xib (docs/limits.md)")
    }

    /// Checks the size of the file at `path` before it is read; a file whose size cannot be
    /// known passes (reading it reports the problem).
    func checkFileSize(atPath path: String) throws(IBError) {
        let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
        if let size, let error = fileSizeError(size, path: path) { throw error }
    }
}
