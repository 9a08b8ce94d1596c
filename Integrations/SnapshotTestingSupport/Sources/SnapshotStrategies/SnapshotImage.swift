import Foundation
import GoldenTesting

/// The format of the image strategies: PNG bytes as SnapshotKit encodes them, or why none
/// could be drawn. A reference file read back has no name, tolerance or failure.
public struct SnapshotImage: Sendable, Equatable {
    /// The PNG file's bytes (empty when drawing failed).
    public var png: Data
    /// Names the diff images of a failed comparison (`simple-stack-view-iphone-8-landscape`).
    public var name: String
    /// The comparison's tolerance, when the strategy or the recipe set one (else exact).
    public var tolerance: Tolerance?
    /// Why the subject could not be laid out or drawn.
    public var failure: String?

    public init(png: Data, name: String = "reference", tolerance: Tolerance? = nil, failure: String? = nil) {
        self.png = png
        self.name = name
        self.tolerance = tolerance
        self.failure = failure
    }
}
