import CFreeType
import CHarfBuzz

/// One font file opened twice, from its one mapping (`FontFileMapping`): by FreeType (metrics,
/// outlines, rasterizing) and by HarfBuzz (shaping, with its own OpenType functions at a scale
/// of one unit per design unit, so advances are exact design units, independent of size and
/// hinting).
///
/// Not thread-safe on its own: the owning `Typesetter` serializes every use under its lock.
final class FontFace {
    let id: FaceID
    let name: String
    let path: String
    /// The face's PostScript and family names (from its name table, through FreeType).
    let postScriptName: String
    let familyName: String
    /// Drawn slanted by `Font.obliqueSlant` (a synthetic oblique of an upright face).
    let isOblique: Bool
    /// The variable font axes set for this instance (empty for a static font).
    let variations: [FontVariation]
    /// A face of the system font: its glyphs are tracked (`SystemFont.tracking(at:)`) and its
    /// lines get SF's ascender and descender.
    let isSystem: Bool
    /// Ems added to the advance of every glyph that has one (the stand-in's correction,
    /// `SystemFont.standInAdjustment(for:)`; `.none` for other fonts).
    let advanceAdjustment: AdvanceAdjustment
    let ftFace: FT_Face
    let hbFont: OpaquePointer
    let unitsPerEm: Double
    /// hhea ascender, descender (positive) and line gap (SF's for the system font, the iOS
    /// font's for a stand-in with `IOSFontFamily.lineBox`), OS/2 cap height and x-height, in
    /// design units.
    let ascender: Double
    let descender: Double
    let lineGap: Double
    let capHeight: Double
    let xHeight: Double
    /// Pixel size (26.6) FreeType is currently set to, to avoid needless FT_Set_Char_Size.
    var currentCharSize: Int = -1
    private var coverage: [UInt32: Bool] = [:]

    init(id: FaceID, path: String, faceIndex: Int = 0, oblique: Bool = false, variations: [FontVariation] = [],
         system: Bool = false, advanceAdjustment: AdvanceAdjustment = .none, postScriptName psName: String? = nil,
         lineBox: LineBox? = nil, library: FT_Library) throws(TypesettingError) {
        self.id = id
        self.path = path
        self.isOblique = oblique
        self.variations = variations
        self.isSystem = system
        self.advanceAdjustment = advanceAdjustment
        self.name = path.split(separator: "/").last.map { String($0.split(separator: ".").first ?? $0) } ?? path
        // FreeType reads the file's shared mapping (`FontFileMapping`); a file that cannot be
        // mapped is opened by path, for FreeType's own error
        let blob = FontFileMapping.blob(path)
        var face: FT_Face?
        let error: FT_Error
        if let blob, let bytes = FontFileMapping.bytes(of: blob) {
            error = FT_New_Memory_Face(library, bytes.base, FT_Long(bytes.count), FT_Long(faceIndex), &face)
        } else {
            error = FT_New_Face(library, path, FT_Long(faceIndex), &face)
        }
        guard error == 0, let face else { throw .freeType(operation: "FT_New_Face \(path)", code: error) }
        ftFace = face
        FontFace.setVariations(variations, of: face, library: library)
        postScriptName = psName ?? FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? name
        familyName = face.pointee.family_name.map { String(cString: $0) } ?? ""
        // Bitmap-only faces (colour emoji) report 0 units per em; their head table has it.
        let headUnits = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD).map {
            Double($0.assumingMemoryBound(to: TT_Header.self).pointee.Units_Per_EM)
        }
        unitsPerEm = face.pointee.units_per_EM > 0 ? Double(face.pointee.units_per_EM) : max(headUnits ?? 1, 1)
        if system {
            ascender = SystemFont.ascender * unitsPerEm
            descender = SystemFont.descender * unitsPerEm
            lineGap = 0
        } else if let lines = lineBox {
            ascender = lines.ascender * unitsPerEm
            descender = lines.descender * unitsPerEm
            lineGap = lines.lineGap * unitsPerEm
        } else if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) {
            let hhea = raw.assumingMemoryBound(to: TT_HoriHeader.self).pointee
            ascender = Double(hhea.Ascender)
            descender = Double(-hhea.Descender)
            lineGap = Double(hhea.Line_Gap)
        } else {
            ascender = Double(face.pointee.ascender)
            descender = Double(-face.pointee.descender)
            lineGap = Double(face.pointee.height) - ascender - descender
        }
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            capHeight = os2.version >= 2 ? Double(os2.sCapHeight) : ascender * 0.7
            xHeight = os2.version >= 2 ? Double(os2.sxHeight) : ascender * 0.5
        } else {
            capHeight = ascender * 0.7
            xHeight = ascender * 0.5
        }
        guard let blob else {
            FT_Done_Face(face)
            throw .harfBuzz(file: path)
        }
        let hbFace = hb_face_create(blob, UInt32(max(0, faceIndex)))
        guard let hbFace, let font = hb_font_create(hbFace) else {
            FT_Done_Face(face)
            throw .harfBuzz(file: path)
        }
        hb_face_destroy(hbFace)
        let upem = Int32(unitsPerEm)
        hb_font_set_scale(font, upem, upem)
        let settings = variations.map { hb_variation_t(tag: $0.tagNumber, value: Float($0.value)) }
        if !settings.isEmpty { hb_font_set_variations(font, settings, UInt32(settings.count)) }
        hbFont = font
    }

    /// Sets the design coordinates of the axes named in `variations` (others keep their
    /// defaults); a static font, or an axis the font lacks, is left as it is.
    private static func setVariations(_ variations: [FontVariation], of face: FT_Face, library: FT_Library) {
        guard !variations.isEmpty else { return }
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let mm = master else { return }
        defer { FT_Done_MM_Var(library, mm) }
        let count = Int(mm.pointee.num_axis)
        var coords = (0..<count).map { mm.pointee.axis[$0].def }
        for i in 0..<count {
            let axis = mm.pointee.axis[i]
            guard let v = variations.first(where: { $0.tagNumber == UInt32(axis.tag) }) else { continue }
            coords[i] = min(max(FT_Fixed(v.value * 65536), axis.minimum), axis.maximum)
        }
        FT_Set_Var_Design_Coordinates(face, FT_UInt(count), &coords)
    }

    deinit {
        hb_font_destroy(hbFont)
        // The FT_Face is closed with its library by Engine.deinit.
    }

    /// Whether the face maps the scalar to a glyph.
    func covers(_ scalar: UInt32) -> Bool {
        if let known = coverage[scalar] { return known }
        var glyph: hb_codepoint_t = 0
        let has = hb_font_get_nominal_glyph(hbFont, scalar, &glyph) != 0 && glyph != 0
        coverage[scalar] = has
        return has
    }

    /// Metrics at a point size.
    func metrics(size: Double) -> FontMetrics {
        let k = size / unitsPerEm
        return FontMetrics(ascender: ascender * k, descender: descender * k, lineGap: lineGap * k,
                           lineHeight: (ascender + descender + lineGap) * k,
                           capHeight: capHeight * k, xHeight: xHeight * k)
    }
}
