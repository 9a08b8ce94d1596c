import CFreeType
import Foundation

/// One face of a font file in the font folders, as its name and OS/2 tables describe it.
struct CatalogFace: Sendable, Hashable {
    /// The file and the face's index in it (a collection, `.ttc`, holds several).
    let path: String
    let index: Int
    /// `FT_Get_Postscript_Name` (`UIFont.fontName`, e.g. "Futura-Medium").
    let postScriptName: String
    /// FreeType's family name: the typographic family when the font has one (`UIFont.familyName`).
    let family: String
    /// The style name ("Medium Italic").
    let style: String
    let isItalic: Bool
    /// OS/2 `usWeightClass` (400 regular, 500 medium, 600 semibold, 700 bold).
    let weightClass: Int
}

/// The faces of every font file (`.ttf`, `.otf`, `.ttc`) in the font folders, read with FreeType
/// the first time a font is asked for by name: folders in their order, each followed by its
/// `Families` subfolder when it has one (where the shipped fonts keep the stand-ins for iOS's
/// families, `IOSFontFamily`), files sorted by name in each, at most `FontCatalog.fileLimit`
/// files and `faceLimit` faces per file.
struct FontCatalog {
    static let fileLimit = 4_096
    static let faceLimit = 64
    /// The subfolder of a font folder read after it (`Fonts/Families`).
    static let familiesFolder = "Families"
    private(set) var faces: [CatalogFace] = []

    init(directories: [String], library: FT_Library) {
        var files = 0
        for dir in directories.flatMap({ [$0, ($0.hasSuffix("/") ? $0 : $0 + "/") + FontCatalog.familiesFolder] }) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
            for name in names.sorted() where FontCatalog.isFontFile(name) {
                guard files < FontCatalog.fileLimit else { return }
                files += 1
                read(dir.hasSuffix("/") ? dir + name : dir + "/" + name, library: library)
            }
        }
    }

    static func isFontFile(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc")
    }

    private mutating func read(_ path: String, library: FT_Library) {
        var count = 1
        var index = 0
        while index < min(count, FontCatalog.faceLimit) {
            var opened: FT_Face?
            guard FT_New_Face(library, path, FT_Long(index), &opened) == 0, let face = opened else { return }
            count = max(1, Int(face.pointee.num_faces))
            let flags = face.pointee.style_flags
            var weight = flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0 ? 700 : 400
            if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
                let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
                if os2.usWeightClass >= 1, os2.usWeightClass <= 1000 { weight = Int(os2.usWeightClass) }
            }
            faces.append(CatalogFace(
                path: path, index: index,
                postScriptName: FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? "",
                family: face.pointee.family_name.map { String(cString: $0) } ?? "",
                style: face.pointee.style_name.map { String(cString: $0) } ?? "",
                isItalic: flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0, weightClass: weight))
            FT_Done_Face(face)
            index += 1
        }
    }

    /// The face a request names: a PostScript name (case-insensitive), else a family's member
    /// nearest the weight and slant (the upright face when the family has one and italic is not
    /// asked for). `family` is a second name to try (Interface Builder writes both).
    func face(named name: String, family: String?, weight: FontWeight, italic: Bool) -> CatalogFace? {
        let wanted = name.lowercased()
        if let exact = faces.first(where: { $0.postScriptName.lowercased() == wanted }) {
            guard italic, !exact.isItalic else { return exact }
            // An italic of the same family and weight, when there is one.
            return member(of: exact.family, weightClass: exact.weightClass, italic: true, strict: true) ?? exact
        }
        for candidate in [name, family].compactMap({ $0 }) {
            if let m = member(of: candidate, weightClass: weight.weightClass, italic: italic, strict: false) { return m }
        }
        return nil
    }

    /// The member of a family nearest a weight, preferring the asked slant (with `strict`, only
    /// that slant).
    private func member(of family: String, weightClass: Int, italic: Bool, strict: Bool) -> CatalogFace? {
        let wanted = family.lowercased()
        let members = faces.filter { $0.family.lowercased() == wanted && (!strict || $0.isItalic == italic) }
        return members.min { a, b in
            let ka = (a.isItalic == italic ? 0 : 1, abs(a.weightClass - weightClass))
            let kb = (b.isItalic == italic ? 0 : 1, abs(b.weightClass - weightClass))
            return ka < kb
        }
    }
}
