import Foundation
import Layout

/// Reading a recipe file: only a regular file, only up to the size limit, and only UTF-8.
enum RecipeFile {
    /// The bytes of the regular file at `path`, refused past `limit` bytes before it is read.
    /// A directory, FIFO or device is refused by what it is (reading `/dev/zero` never ends).
    static func read(_ path: String, limit: Int) throws(RecipeError) -> [UInt8] {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let reason = errno == ENOENT ? "no such file" : String(cString: strerror(errno))
            throw RecipeError(.unreadableFile, "cannot read the recipe: \(reason)", file: path)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw RecipeError(.unreadableFile, "cannot read the recipe: it is a directory", file: path)
        default: throw RecipeError(.unreadableFile, "cannot read the recipe: it is not a regular file (a device, FIFO or socket)", file: path)
        }
        if Int(info.st_size) > limit {
            throw RecipeError(.limitExceeded("file-size"), "the recipe is \(info.st_size) bytes, more than the limit of \(limit) bytes \(RecipeLimits.hint("file-size"))", file: path)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw RecipeError(.unreadableFile, "cannot read the recipe: \(String(cString: strerror(errno)))", file: path)
        }
        defer { try? handle.close() }
        let data: Data
        do {
            // One byte more than allowed, in case the file grew since `stat`.
            data = try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw RecipeError(.unreadableFile, "cannot read the recipe: \(error.localizedDescription)", file: path)
        }
        if data.count > limit {
            throw RecipeError(.limitExceeded("file-size"), "the recipe is more than the limit of \(limit) bytes \(RecipeLimits.hint("file-size"))", file: path)
        }
        return [UInt8](data)
    }

    /// The bytes as text; invalid UTF-8 is a syntax error at the first bad byte (line, column
    /// and byte offset).
    static func text(of bytes: [UInt8], file: String) throws(RecipeError) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0, line = 1, column = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1, encoded.first == 0x0A { line += 1; column = 1 } else { column += 1 }
                offset += encoded.count
            case .emptyInput:
                return String(decoding: bytes, as: UTF8.self)
            case .error:
                let hex = String(bytes[offset], radix: 16, uppercase: true)
                throw RecipeError(.syntax, "invalid UTF-8 (byte 0x\(hex.count == 1 ? "0" : "")\(hex) at byte offset \(offset)); a recipe is UTF-8 text",
                                  file: file, location: SourceLocation(line: line, column: column, offset: offset))
            }
        }
    }
}
