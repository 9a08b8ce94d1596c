import CHarfBuzz
import Foundation

/// Each font file mapped into memory once per process and shared by every face made from it:
/// the FreeType face (`FT_New_Memory_Face`) and the HarfBuzz face of every typesetter, a twin's
/// included. Opened by each library on its own, a file was mapped twice per typesetter (four
/// times with a twin), and every page each mapping touched counted again in the process's
/// resident memory.
///
/// A mapping lives as long as the process (there are at most `FontCatalog.fileLimit` font
/// files a directory), so a FreeType face that reads it never outlives it.
enum FontFileMapping {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var blobs: [String: OpaquePointer] = [:]

    /// The file's contents as a HarfBuzz blob (HarfBuzz maps the file read-only), or nil when
    /// the file cannot be read. The blob belongs to the mapping: a caller references it for
    /// what it makes (`hb_face_create` does) and never destroys it.
    static func blob(_ path: String) -> OpaquePointer? {
        lock.lock()
        defer { lock.unlock() }
        if let blob = blobs[path] { return blob }
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        blobs[path] = blob
        return blob
    }

    /// The blob's bytes, for `FT_New_Memory_Face`.
    static func bytes(of blob: OpaquePointer) -> (base: UnsafePointer<UInt8>, count: Int)? {
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        return (UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), Int(length))
    }
}
