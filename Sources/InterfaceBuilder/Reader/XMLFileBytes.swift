#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A document file's bytes, read straight into the one array the reader parses: reading it
/// into `Data` first and copying had held the file twice while it was read (58 MB more for a
/// 58 MB storyboard).
enum XMLFileBytes {
    /// The file's bytes; nil when it cannot be opened or read (a folder, no permission).
    static func contents(atPath path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        var bytes: [UInt8] = []
        if fstat(fd, &info) == 0, info.st_size > 0 { bytes.reserveCapacity(Int(info.st_size)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n == 0 { return bytes }
            if n < 0 {
                if errno == EINTR { continue }
                return nil
            }
            bytes.append(contentsOf: chunk[0..<n])
        }
    }
}
