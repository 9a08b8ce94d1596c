import CFreeType
import CHarfBuzz
import CICU
import Foundation

/// The non-thread-safe core of a `Typesetter`: FreeType library, faces, a HarfBuzz buffer and
/// the caches. Every call happens under the typesetter's lock.
final class Engine {
    let library: FT_Library
    /// The fixed faces (system weights, then fallbacks), then the faces opened by name or
    /// slanted on demand (`Engine+Fonts.swift`).
    var faces: [FontFace]
    /// The font folders, for fonts by name.
    let directories: [String]
    /// The faces of the font folders, read on the first font asked for by name.
    var catalog: FontCatalog?
    var loadedFaces: [FaceFileKey: Int] = [:]
    var resolutions: [ResolutionKey: Resolution] = [:]
    /// Face index per weight and optical cut of the system font.
    let primary: [SystemFaceKey: Int]
    /// Fallback face indices, in the order they are tried.
    let fallbacks: [Int]
    private let buffer: OpaquePointer
    /// Reused ICU line-break iterator (nil when ICU could not make one: then one per call).
    private let breaker: UnsafeMutableRawPointer?
    var layoutCache: [LayoutKey: TextLayout] = [:]
    var paragraphCache: [ParagraphKey: Paragraph] = [:]
    var maskCache: [MaskKey: GlyphMask] = [:]
    static let cacheLimit = 50_000
    /// The entries the layout and paragraph caches hold before they are emptied
    /// (`Typesetter.layoutCacheLimit`).
    var layoutCacheLimit = Engine.cacheLimit

    /// The fallback fonts in the order they are tried, relative to a font folder: symbols and
    /// maths first (closer in weight to the system font than the CJK face's), CJK (and the CJK
    /// punctuation it lacks), Arabic,
    /// Hebrew, the other scripts iOS localizes into, DejaVu Sans for what none of them has (box
    /// drawing, block elements, letterlike symbols), then colour emoji (Fonts/README.md).
    static let fallbackFiles = ["Scripts/NotoSansSymbols-Regular.ttf", "Scripts/NotoSansSymbols2-Regular.ttf",
                                "Scripts/NotoSansMath-Regular.ttf", "DroidSansFallback.ttf",
                                "Scripts/NotoSansCJKjp-Punctuation.otf", "NotoSansArabicUI-Regular.ttf", "NotoSansHebrew-Regular.ttf"]
        + ["Thai", "Devanagari", "Bengali", "Gujarati", "Gurmukhi", "Kannada", "Malayalam", "Oriya", "Tamil",
           "Telugu", "Sinhala", "Khmer", "Lao", "Myanmar"].map { "Scripts/NotoSans\($0)UI-Regular.ttf" }
        + ["Scripts/NotoSansArmenian-Regular.ttf", "Scripts/NotoSansGeorgian-Regular.ttf", "Scripts/DejaVuSans.ttf"]
    /// The colour emoji fonts, the first found used: all of Noto Color Emoji where
    /// `scripts/bootstrap` copied it from Debian's package into `Fonts/Emoji`, else the subset
    /// shipped in the repository. Last of the fallbacks, and first for emoji clusters.
    static let emojiFiles = ["Emoji/NotoColorEmoji.ttf", "NotoColorEmoji-Common.ttf"]
    /// Noto Color Emoji in COLRv1, which `scripts/bootstrap` fetches into `Fonts/Emoji`: after
    /// the bitmap emoji font, for the emoji it lacks (`Engine+Emoji.swift`).
    static let vectorEmojiFile = "Emoji/NotoColorEmoji-COLRv1.ttf"

    init(directories: [String]) throws(TypesettingError) {
        var lib: FT_Library?
        let error = FT_Init_FreeType(&lib)
        guard error == 0, let lib else { throw .freeType(operation: "FT_Init_FreeType", code: error) }
        library = lib
        self.directories = directories
        guard let buf = hb_buffer_create(), hb_buffer_allocation_successful(buf) != 0 else {
            FT_Done_FreeType(lib)
            throw .harfBuzz(file: "(buffer)")
        }
        buffer = buf
        breaker = snapshot_line_breaker_create()
        var loaded: [FontFace] = []
        var primary: [SystemFaceKey: Int] = [:]
        var fallbacks: [Int] = []
        do {
            let system = SystemFontFiles.find(in: directories)
            guard !system.isEmpty else {
                throw TypesettingError.fontNotFound(file: SystemFont.standInFile, searched: directories)
            }
            for instance in system {
                // Weights a folder lacks share the nearest one's face (SF Pro's static files).
                if let same = loaded.firstIndex(where: { $0.path == instance.path && $0.variations == instance.variations }) {
                    primary[instance.key] = same
                    continue
                }
                primary[instance.key] = loaded.count
                loaded.append(try FontFace(id: FaceID(index: loaded.count), path: instance.path, variations: instance.variations,
                                           system: true, advanceAdjustment: instance.advanceAdjustment,
                                           postScriptName: instance.postScriptName, library: lib))
            }
            let emoji = Engine.emojiFiles.lazy.compactMap { Engine.find($0, in: directories) }.first
            let vectorEmoji = Engine.find(Engine.vectorEmojiFile, in: directories)
            for path in Engine.fallbackFiles.compactMap({ Engine.find($0, in: directories) }) + [emoji, vectorEmoji].compactMap({ $0 }) {
                fallbacks.append(loaded.count)
                loaded.append(try FontFace(id: FaceID(index: loaded.count), path: path, library: lib))
            }
        } catch let error as TypesettingError {
            loaded.removeAll()
            hb_buffer_destroy(buf)
            snapshot_line_breaker_destroy(breaker)
            FT_Done_FreeType(lib)
            throw error
        } catch {
            hb_buffer_destroy(buf)
            snapshot_line_breaker_destroy(breaker)
            FT_Done_FreeType(lib)
            throw .harfBuzz(file: "\(error)")
        }
        faces = loaded
        for (i, face) in loaded.enumerated() {
            loadedFaces[FaceFileKey(path: face.path, index: 0, oblique: false, variations: face.variations,
                                    system: face.isSystem, advanceAdjustment: face.advanceAdjustment)] = i
        }
        self.primary = primary
        self.fallbacks = fallbacks
    }

    deinit {
        hb_buffer_destroy(buffer)
        snapshot_line_breaker_destroy(breaker)
        // FT_Done_FreeType also closes every FT_Face of the library (FontFace leaves them).
        FT_Done_FreeType(library)
    }

    static func find(_ file: String, in directories: [String]) -> String? {
        for dir in directories {
            let path = dir.hasSuffix("/") ? dir + file : dir + "/" + file
            if FileManager.default.isReadableFile(atPath: path) { return path }
        }
        return nil
    }

    /// The system font's face of a weight, in the text or display cut.
    func primaryFace(_ weight: FontWeight, display: Bool) -> Int {
        primary[SystemFaceKey(weight: weight, isDisplay: display)] ?? 0
    }

    // MARK: Itemizing and shaping

    /// Scalars that never decide the face of a cluster (joiners, variation selectors, bidi
    /// controls): the face chosen for the rest of the cluster shapes them.
    static func isIgnorable(_ v: UInt32) -> Bool {
        switch v {
        case 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0xFE00...0xFE0F, 0xFEFF,
             0xE0000...0xE0FFF, 0x034F, 0x061C, 0x180B...0x180F:
            return true
        default: return false
        }
    }

    /// The face for one grapheme cluster: an emoji face for an emoji cluster one has
    /// (`EmojiClusters.isEmoji`, `emojiFace(for:coversAll:)`), else the primary face when it has every scalar, else the
    /// first fallback that has them all, else the first fallback with the base scalar, else
    /// the primary face (which then shows .notdef).
    private func face(for scalars: Character.UnicodeScalarView, primary: Int) -> Int {
        func coversAll(_ f: Int) -> Bool {
            for s in scalars where !Engine.isIgnorable(s.value) && s.value >= 0x20 {
                if !faces[f].covers(s.value) { return false }
            }
            return true
        }
        if EmojiClusters.isEmoji(scalars), let emoji = emojiFace(for: scalars, coversAll: coversAll) { return emoji }
        if coversAll(primary) { return primary }
        // A font by name (or a slanted face) falls back to the system font first, as Core Text
        // cascades to it; the system font's own faces go straight to the fallbacks.
        let chain = self.primary.values.contains(primary) ? fallbacks : [primaryFace(.regular, display: false)] + fallbacks
        for f in chain where coversAll(f) { return f }
        if let base = scalars.first(where: { !Engine.isIgnorable($0.value) }) {
            for f in chain where faces[f].covers(base.value) { return f }
        }
        return primary
    }

    /// Itemizes (faces per cluster, bidi levels), shapes each run and indexes a paragraph.
    func paragraph(_ units: [UInt16], face primary: Int, base: WritingDirection,
                   forcedLevel: UInt8? = nil) -> Paragraph {
        let key = ParagraphKey(units: units, face: primary, base: base, forced: forcedLevel)
        if let hit = paragraphCache[key] { return hit }
        let n = units.count
        var faceOf = [Int](repeating: primary, count: n)
        var graphemes: [Int] = [0]
        graphemes.reserveCapacity(n + 1)
        // Fast path: printable ASCII the primary face covers is one cluster per unit.
        let asciiOnly = units.allSatisfy { $0 >= 0x20 && $0 < 0x7F && faces[primary].covers(UInt32($0)) }
        let string = asciiOnly ? "" : String(decoding: units, as: UTF16.self)
        if asciiOnly { graphemes = Array(0...n) }
        var offset = 0
        for ch in string where offset < n {
            let len = ch.utf16.count
            let f = (len == 1 && units[offset] < 0x80 && units[offset] >= 0x20)
                ? (faces[primary].covers(UInt32(units[offset])) ? primary : face(for: ch.unicodeScalars, primary: primary))
                : face(for: ch.unicodeScalars, primary: primary)
            let end = min(offset + len, n)
            if f != primary { for i in offset..<end { faceOf[i] = f } }
            offset = end
            graphemes.append(offset)
        }
        if graphemes.last != n { graphemes.append(n) }

        var levels = [UInt8](repeating: 0, count: n)
        var baseLevel: UInt8 = 0
        let wantLevel: Int32 = forcedLevel.map { Int32($0) } ?? (base == .rightToLeft ? 1 : (base == .leftToRight ? 0 : -1))
        if wantLevel == 1 || Paragraph.needsBidi(units) {
            let result = units.withUnsafeBufferPointer { u in
                levels.withUnsafeMutableBufferPointer { l in
                    snapshot_bidi_levels(u.baseAddress, Int32(n), wantLevel, l.baseAddress)
                }
            }
            if result < 0 {
                levels = [UInt8](repeating: wantLevel == 1 ? 1 : 0, count: n)
                baseLevel = wantLevel == 1 ? 1 : 0
            } else {
                baseLevel = UInt8(result)
            }
        }

        var runs: [Run] = []
        var start = 0
        while start < n {
            var end = start + 1
            while end < n, faceOf[end] == faceOf[start], levels[end] == levels[start] { end += 1 }
            let glyphs = shape(units, start..<end, face: faceOf[start], rtl: levels[start] & 1 == 1)
            runs.append(Run(range: start..<end, face: faceOf[start], level: levels[start], glyphs: glyphs))
            start = end
        }
        var advance = [Double](repeating: 0, count: n + 1)
        var tracked = [Int](repeating: 0, count: n + 1)
        for run in runs {
            let isTracked = faces[run.face].isSystem
            for g in run.glyphs where g.cluster >= 0 && g.cluster < n {
                advance[g.cluster] += g.advance
                if isTracked && g.advance != 0 { tracked[g.cluster] += 1 }
            }
        }
        var prefix = [Double](repeating: 0, count: n + 1)
        var trackedPrefix = [Int](repeating: 0, count: n + 1)
        var sum = 0.0
        var count = 0
        for i in 0..<n {
            prefix[i] = sum
            trackedPrefix[i] = count
            sum += advance[i]
            count += tracked[i]
        }
        prefix[n] = sum
        trackedPrefix[n] = count
        let paragraph = Paragraph(units: units, baseLevel: baseLevel, runs: runs, prefix: prefix,
                                  trackedPrefix: trackedPrefix, graphemes: graphemes)
        if paragraphCache.count >= layoutCacheLimit { paragraphCache.removeAll(keepingCapacity: true) }
        paragraphCache[key] = paragraph
        return paragraph
    }

    /// Shapes units[range] with one face and direction; the rest of `units` is context.
    func shape(_ units: [UInt16], _ range: Range<Int>, face f: Int, rtl: Bool) -> [ShapedGlyph] {
        guard !range.isEmpty else { return [] }
        let face = faces[f]
        hb_buffer_clear_contents(buffer)
        units.withUnsafeBufferPointer { u in
            hb_buffer_add_utf16(buffer, u.baseAddress, Int32(u.count), UInt32(range.lowerBound),
                                Int32(range.count))
        }
        hb_buffer_set_direction(buffer, rtl ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)
        // The COLRv1 emoji font leaves U+FE0F to the shaper (the bitmap one ligates it away):
        // dropped, so a sequence is one glyph there too.
        let dropsIgnorables = face.path.hasSuffix("/" + Engine.vectorEmojiFile)
        hb_buffer_set_flags(buffer, dropsIgnorables ? HB_BUFFER_FLAG_REMOVE_DEFAULT_IGNORABLES : HB_BUFFER_FLAG_DEFAULT)
        hb_shape(face.hbFont, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        let k = 1 / face.unitsPerEm
        var out: [ShapedGlyph] = []
        out.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            let advance = Double(positions[i].x_advance) * k
            let cluster = Int(infos[i].cluster)
            let unit = cluster < units.count ? units[cluster] : 0
            out.append(ShapedGlyph(glyph: infos[i].codepoint, cluster: cluster,
                                   advance: advance == 0 ? 0 : advance + face.advanceAdjustment.ems(for: unit),
                                   dx: Double(positions[i].x_offset) * k,
                                   dy: Double(positions[i].y_offset) * k))
        }
        return out
    }

    // MARK: Line breaking

    /// Line-break opportunities of a paragraph (offsets where a line may start, ascending,
    /// ending with count).
    func lineBreaks(_ p: Paragraph) -> [Int] {
        let n = p.count
        guard n > 0 else { return [0] }
        var out = [Int32](repeating: 0, count: n + 1)
        var hard = [UInt8](repeating: 0, count: n + 1)
        let found = p.units.withUnsafeBufferPointer { u in
            out.withUnsafeMutableBufferPointer { o in
                hard.withUnsafeMutableBufferPointer { h in
                    snapshot_line_breaks_with(breaker, u.baseAddress, Int32(n), o.baseAddress, h.baseAddress, Int32(n + 1))
                }
            }
        }
        guard found > 0 else { return p.graphemes.filter { $0 > 0 } }
        let graphemeSet = Set(p.graphemes)
        var result: [Int] = []
        for i in 0..<min(Int(found), n + 1) {
            let b = Int(out[i])
            // Never break inside a grapheme cluster (emoji ZWJ sequences and the like).
            if b > 0, b <= n, graphemeSet.contains(b), result.last.map({ $0 < b }) ?? true { result.append(b) }
        }
        if result.last != n { result.append(n) }
        return result
    }

    // MARK: Building lines

    /// A line's glyphs in visual order, x from the line start, y from the baseline (points).
    struct LineGlyphs {
        var glyphs: [(face: Int, glyph: UInt32, x: Double, dy: Double, isSpace: Bool)]
        var width: Double
        var ascent: Double
        var descent: Double
        var lineGap: Double
    }

    /// Shapes and orders units range of a paragraph as one line at a point size; glyphs of the
    /// system font are tracked (`SystemFont.tracking(at:)`).
    func lineGlyphs(_ p: Paragraph, _ range: Range<Int>, size: Double, face: Int) -> LineGlyphs {
        let primary = faces[face]
        var ascent = primary.ascender / primary.unitsPerEm
        var descent = primary.descender / primary.unitsPerEm
        var gap = primary.lineGap / primary.unitsPerEm
        var pieces: [(glyphs: [ShapedGlyph], face: Int, level: UInt8)] = []
        for run in p.runs {
            let lo = max(run.range.lowerBound, range.lowerBound)
            let hi = min(run.range.upperBound, range.upperBound)
            guard lo < hi else { continue }
            let glyphs = (lo == run.range.lowerBound && hi == run.range.upperBound)
                ? run.glyphs : shape(p.units, lo..<hi, face: run.face, rtl: run.level & 1 == 1)
            pieces.append((glyphs, run.face, run.level))
            let f = faces[run.face]
            ascent = max(ascent, f.ascender / f.unitsPerEm)
            descent = max(descent, f.descender / f.unitsPerEm)
            gap = max(gap, f.lineGap / f.unitsPerEm)
        }
        // Unicode bidi rule L2: from the highest level down to the lowest odd level, reverse
        // every maximal sequence of pieces at that level or higher.
        if let maxLevel = pieces.map(\.level).max(), maxLevel > 0 {
            let lowestOdd = pieces.map(\.level).filter { $0 & 1 == 1 }.min() ?? maxLevel
            var level = maxLevel
            while level >= lowestOdd && level > 0 {
                var i = 0
                while i < pieces.count {
                    if pieces[i].level >= level {
                        var j = i
                        while j < pieces.count, pieces[j].level >= level { j += 1 }
                        pieces[i..<j].reverse()
                        i = j
                    } else {
                        i += 1
                    }
                }
                level -= 1
            }
        }
        var out: [(face: Int, glyph: UInt32, x: Double, dy: Double, isSpace: Bool)] = []
        var pen = 0.0
        let tracking = SystemFont.tracking(at: size)
        for piece in pieces {
            let extra = faces[piece.face].isSystem ? tracking : 0
            for g in piece.glyphs {
                let isSpace = g.cluster >= 0 && g.cluster < p.count && p.units[g.cluster] == 0x20
                out.append((piece.face, g.glyph, pen + g.dx * size, g.dy * size, isSpace))
                pen += g.advance * size + (g.advance != 0 ? extra : 0)
            }
        }
        return LineGlyphs(glyphs: out, width: pen, ascent: ascent * size, descent: descent * size,
                          lineGap: gap * size)
    }
}

/// Cache key of a paragraph shaping.
struct ParagraphKey: Hashable {
    var units: [UInt16]
    /// The primary face (the font's weight, name and slant).
    var face: Int
    var base: WritingDirection
    var forced: UInt8?
}

/// Cache key of a whole layout.
struct LayoutKey: Hashable {
    var text: String
    var font: Font
    var maxWidth: Double
    var numberOfLines: Int
    var lineBreakMode: LineBreakMode
    var alignment: TextAlignment
    var direction: WritingDirection
    var scale: Double
    var lineMetrics: LineMetrics
}

/// Cache key of a glyph mask.
struct MaskKey: Hashable {
    var face: Int
    var glyph: UInt32
    var charSize26_6: Int
    var subpixel: Int
}
