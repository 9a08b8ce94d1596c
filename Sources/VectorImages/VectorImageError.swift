/// Why a vector image could not be read or drawn.
public struct VectorImageError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    /// The image was refused for its size (the pixel limit), not unreadable.
    public var isOverLimit: Bool

    public init(_ message: String, isOverLimit: Bool = false) {
        self.message = message
        self.isOverLimit = isOverLimit
    }

    public var description: String { message }
}
