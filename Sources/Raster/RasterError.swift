/// Errors raised by Raster. Every case that concerns a file names it.
public enum RasterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A bitmap size that is negative or too large (`width` × `height` × 4 overflows).
    case invalidSize(width: Int, height: Int)
    /// Pixel storage whose byte count does not match `width * height * 4`.
    case pixelCountMismatch(expected: Int, actual: Int)
    /// libpng refused to encode (`path` is nil when encoding to memory).
    case pngEncodingFailed(path: String?, message: String)
    /// The data is not a readable PNG (`path` is nil when decoding from memory).
    case pngDecodingFailed(path: String?, message: String)
    /// Reading or writing a file failed.
    case fileError(path: String, message: String)

    public var description: String {
        switch self {
        case let .invalidSize(width, height):
            return "invalid bitmap size \(width)x\(height)"
        case let .pixelCountMismatch(expected, actual):
            return "pixel storage has \(actual) bytes, expected \(expected) (width*height*4)"
        case let .pngEncodingFailed(path, message):
            return "cannot encode PNG\(path.map { " '\($0)'" } ?? ""): \(message)"
        case let .pngDecodingFailed(path, message):
            return "cannot decode PNG\(path.map { " '\($0)'" } ?? ""): \(message)"
        case let .fileError(path, message):
            return "'\(path)': \(message)"
        }
    }
}
