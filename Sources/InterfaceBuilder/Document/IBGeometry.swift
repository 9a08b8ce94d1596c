import Layout

// Frames, sizes and insets are read straight into Layout's `Rect`, `Size`, `EdgeInsets` and
// `DirectionalEdgeInsets` (`IBDocumentReader+Values.swift`); what is left here has no Layout twin.

/// The layout margins a view was given in the document. Absent means UIKit's default.
public enum IBLayoutMargins: Hashable, Sendable {
    /// `layoutMargins` (left/right, not flipped for right-to-left).
    case fixed(EdgeInsets)
    /// `directionalLayoutMargins` (leading/trailing, flipped for right-to-left).
    case directional(DirectionalEdgeInsets)
}

/// `UIView.AutoresizingMask`, from `<autoresizingMask key="autoresizingMask" .../>`
/// (XML names: flexibleMinX, widthSizable, flexibleMaxX, flexibleMinY, heightSizable, flexibleMaxY).
public struct IBAutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = IBAutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = IBAutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = IBAutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = IBAutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = IBAutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = IBAutoresizingMask(rawValue: 1 << 5)
}
