import Foundation

/// Line and column arithmetic over a file's bytes (lines end at `\n`; columns count bytes,
/// 1-based).
struct SourcePositions {
    let bytes: [UInt8]
    /// Byte offset of the start of each line.
    let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        bytes.withUnsafeBytes { buffer in
            // memchr: a byte loop is slow in unoptimised builds, and files run to megabytes.
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while let hit = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset) {
                offset = base.distance(to: UnsafeRawPointer(hit)) + 1
                starts.append(offset)
            }
        }
        lineStarts = starts
    }

    /// The line:column of byte `offset`.
    func position(ofOffset offset: Int) -> (line: Int, column: Int) {
        // The last line start not after the offset.
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return (lo + 1, offset - lineStarts[lo] + 1)
    }

    /// The parser reports where it is after reading a start tag's attributes (line and column
    /// as libxml2 counts them). This moves back to the tag's `<` in the file's bytes; a position
    /// outside the file is returned unchanged.
    func tagStart(line: Int, column: Int) -> (line: Int, column: Int) {
        guard line >= 1, line <= lineStarts.count, !bytes.isEmpty else { return (line, column) }
        var offset = min(lineStarts[line - 1] + max(column - 1, 0), bytes.count - 1)
        while offset >= 0, bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
        return offset >= 0 ? position(ofOffset: offset) : (line, column)
    }
}
