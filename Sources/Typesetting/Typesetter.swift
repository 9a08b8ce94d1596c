import CFreeType
import Foundation
import SnapshotFonts

/// Measures and lays out text with the shipped fonts, and renders glyph coverage masks.
///
/// Thread-safe: one lock guards FreeType, HarfBuzz and the caches, so parallel renders may
/// share one typesetter (their text work is serialized). For text on two threads at once, its
/// `twin()` (Typesetter+Twin.swift).
public final class Typesetter: @unchecked Sendable {
    let lock = NSLock()
    let engine: Engine
    /// For a twin (`twin()`): the typesetter whose font resolutions it follows.
    weak var original: Typesetter?
    /// This typesetter's twin, once made.
    var madeTwin: Typesetter?

    /// Font directories searched, in order.
    public let fontDirectories: [String]

    /// Opens the fonts. `fontDirectories` nil means `defaultFontDirectories()`: the folders of
    /// `SNAPSHOT_FONTS` (when set), then the shipped fonts found next to the executable.
    /// Never looks at system font folders, so output does not depend on the host.
    public init(fontDirectories: [String]? = nil) throws(TypesettingError) {
        let dirs = fontDirectories ?? Typesetter.defaultFontDirectories()
        self.fontDirectories = dirs
        engine = try Engine(directories: dirs)
    }

    /// A twin of `original` (`twin()`): the same fonts, opened again.
    init(twinOf original: Typesetter) throws(TypesettingError) {
        fontDirectories = original.fontDirectories
        engine = try Engine(directories: original.fontDirectories)
        engine.layoutCacheLimit = original.engine.layoutCacheLimit
        self.original = original
    }

    private static let sharedLock = NSLock()
    nonisolated(unsafe) private static var sharedInstance: Typesetter?

    /// One process-wide typesetter over the default font directories, opened on first use
    /// (so modules share the loaded fonts and caches).
    public static func shared() throws(TypesettingError) -> Typesetter {
        sharedLock.lock()
        defer { sharedLock.unlock() }
        if let existing = sharedInstance { return existing }
        let made = try Typesetter()
        sharedInstance = made
        return made
    }

    /// The font folders searched when none are given, in order: the folders of `SNAPSHOT_FONTS`
    /// (`:`-separated, when set), then the shipped fonts found relative to the running executable:
    /// the installed layout `PREFIX/share/snapshot/Fonts` for `PREFIX/bin/snapshot`, then the
    /// SwiftPM resource bundle a build puts next to its executables and test runners. Nothing
    /// depends on where the sources were compiled, so a binary finds its fonts on any machine.
    public static func defaultFontDirectories() -> [String] {
        defaultFontDirectories(environment: ProcessInfo.processInfo.environment,
                               executableDirectory: executableDirectory())
    }

    /// `defaultFontDirectories()` for a given environment and executable folder (nil: unknown).
    public static func defaultFontDirectories(environment: [String: String], executableDirectory: String?) -> [String] {
        var dirs: [String] = []
        if let env = environment["SNAPSHOT_FONTS"], !env.isEmpty {
            dirs.append(contentsOf: env.split(separator: ":").map(String.init))
        }
        guard let exe = executableDirectory else { return dirs }
        let base = URL(fileURLWithPath: exe, isDirectory: true)
        dirs.append(base.appendingPathComponent(SnapshotFonts.installedPath).standardizedFileURL.path)
        #if canImport(Darwin)
        let bundle = base.appendingPathComponent(SnapshotFonts.bundleName + ".bundle")
        dirs.append(bundle.appendingPathComponent("Contents/Resources").path)
        dirs.append(bundle.path)
        #else
        dirs.append(base.appendingPathComponent(SnapshotFonts.bundleName + ".resources").path)
        #endif
        return dirs
    }

    /// The folder of the running executable, symbolic links resolved.
    private static func executableDirectory() -> String? {
        guard let exe = Bundle.main.executableURL else { return nil }
        return exe.resolvingSymlinksInPath().deletingLastPathComponent().path
    }

    /// File names (without extension) of the loaded faces, indexed by `FaceID.index`: the
    /// system weights and fallbacks, then faces opened by name or slanted, in order of first use.
    public var faceNames: [String] {
        lock.lock()
        defer { lock.unlock() }
        return engine.faces.map(\.name)
    }

    /// The face that draws the system font at a weight and size (the size picks the text or
    /// display cut, `SystemFont.displaySize`).
    public func face(for weight: FontWeight, size: Double = 17) -> FaceID {
        FaceID(index: engine.primaryFace(weight, display: SystemFont.isDisplay(size: size)))
    }

    /// Vertical metrics of a font (from its hhea and OS/2 tables, scaled by size / unitsPerEm).
    public func metrics(for font: Font) -> FontMetrics {
        lock.lock()
        defer { lock.unlock() }
        return engine.faces[resolution(for: font).face].metrics(size: font.size)
    }

    /// What `font` draws with: the face's names, whether it is a synthetic oblique, and whether
    /// a named font was missing from the font folders (then the system font of its weight draws
    /// it). Font folders are read the first time a font is asked for by name.
    public func resolve(_ font: Font) -> ResolvedFont {
        lock.lock()
        defer { lock.unlock() }
        return resolution(for: font).resolved
    }

    /// Lays out text.
    /// - Parameters:
    ///   - maxWidth: the width lines wrap at (nil or non-finite: unlimited, one line per paragraph).
    ///   - numberOfLines: the most lines shown; 0 means unlimited.
    ///   - lineBreakMode: how lines wrap and how the last shown line ends when text remains.
    ///   - alignment: offsets each line inside the box (maxWidth, or the layout width).
    ///   - direction: base writing direction of each paragraph.
    ///   - scale: pixels per point; width and height are rounded up to this grid.
    public func layout(_ text: String, font: Font, maxWidth: Double? = nil, numberOfLines: Int = 0,
                       lineBreakMode: LineBreakMode = .byWordWrapping, alignment: TextAlignment = .natural,
                       direction: WritingDirection = .natural, scale: Double = 1,
                       lineMetrics: LineMetrics = .tallestFace) -> TextLayout {
        let width = maxWidth.flatMap { $0.isFinite ? max(0, $0) : nil }
        var safeFont = font
        safeFont.size = font.size.isFinite ? min(max(font.size, 0), 10_000) : 0
        let safeScale = scale.isFinite && scale > 0 ? min(scale, 100) : 1
        let key = LayoutKey(text: text, font: safeFont, maxWidth: width ?? -1,
                            numberOfLines: max(0, numberOfLines), lineBreakMode: lineBreakMode,
                            alignment: alignment, direction: direction, scale: safeScale, lineMetrics: lineMetrics)
        lock.lock()
        defer { lock.unlock() }
        if let hit = engine.layoutCache[key] { return hit }
        var composer = Composer(engine: engine, font: safeFont, maxWidth: width,
                                numberOfLines: max(0, numberOfLines), mode: lineBreakMode,
                                alignment: alignment, direction: direction, scale: safeScale,
                                lineMetrics: lineMetrics, primary: resolution(for: safeFont).face)
        let result = composer.compose(text)
        if engine.layoutCache.count >= engine.layoutCacheLimit { engine.layoutCache.removeAll(keepingCapacity: true) }
        engine.layoutCache[key] = result
        return result
    }

    /// Convenience: the rounded size of text (`sizeThatFits`).
    public func size(of text: String, font: Font, maxWidth: Double? = nil, numberOfLines: Int = 0,
                     lineBreakMode: LineBreakMode = .byWordWrapping, scale: Double = 1) -> (width: Double, height: Double) {
        let l = layout(text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
                       lineBreakMode: lineBreakMode, alignment: .left, direction: .natural, scale: scale)
        return (l.width, l.height)
    }

    /// How many laid-out texts and shaped paragraphs the caches hold before they are emptied
    /// (50,000 by default; at least 1). Each entry keeps its glyphs, about 1 KB for a short
    /// label: a process that only measures (`snapshot layout`, where the painter never reads
    /// them back) keeps a few recent ones for repeated texts rather than every one.
    public var layoutCacheLimit: Int {
        get {
            lock.lock()
            defer { lock.unlock() }
            return engine.layoutCacheLimit
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            engine.layoutCacheLimit = max(1, newValue)
        }
    }

    /// Empties the layout and shaping caches (glyph masks stay).
    public func clearLayoutCache() {
        lock.lock()
        defer { lock.unlock() }
        engine.layoutCache.removeAll()
        engine.paragraphCache.removeAll()
    }

    /// Empties the glyph mask cache.
    public func clearGlyphCache() {
        lock.lock()
        defer { lock.unlock() }
        engine.maskCache.removeAll()
    }

    /// Coverage of a glyph at `glyph.size * scale` pixels per em, unhinted, shifted right by
    /// `subpixel` quarters of a pixel (0..<4), with the baseline on a pixel row boundary.
    /// A colour face's glyph (emoji) comes as its colour bitmap instead (`GlyphMask.color`, with
    /// the scale to draw it at): a CBDT strike's bitmap, or a COLRv1 glyph painted by
    /// `ColrPainter`. Cached by (face, glyph, pixel size,
    /// subpixel).
    public func glyphMask(_ glyph: PositionedGlyph, scale: Double, subpixel: Int) -> GlyphMask {
        let empty = GlyphMask(width: 0, height: 0, left: 0, top: 0, coverage: [])
        let pixels = glyph.size * scale
        guard pixels.isFinite, pixels > 0, pixels < 4096 else { return empty }
        let bucket = ((subpixel % GlyphMask.subpixelPositions) + GlyphMask.subpixelPositions) % GlyphMask.subpixelPositions
        lock.lock()
        defer { lock.unlock() }
        guard glyph.face.index >= 0, glyph.face.index < engine.faces.count else { return empty }
        let charSize = max(1, Int((pixels * 64).rounded()))
        let key = MaskKey(face: glyph.face.index, glyph: glyph.glyph, charSize26_6: charSize, subpixel: bucket)
        if let hit = engine.maskCache[key] { return hit }
        let mask = render(face: engine.faces[glyph.face.index], glyph: glyph.glyph, charSize: charSize,
                          subpixel: bucket) ?? empty
        if engine.maskCache.count >= Engine.cacheLimit { engine.maskCache.removeAll(keepingCapacity: true) }
        engine.maskCache[key] = mask
        return mask
    }

    private func render(face: FontFace, glyph: UInt32, charSize: Int, subpixel: Int) -> GlyphMask? {
        if face.colorStrike != nil { return face.colorGlyph(glyph, pixelsPerEm: Double(charSize) / 64) }
        if face.hasColorPaint, let painted = face.colrGlyph(glyph, pixelsPerEm: Double(charSize) / 64,
                                                            library: engine.library) {
            return painted
        }
        let ft = face.ftFace
        if face.currentCharSize != charSize {
            guard FT_Set_Char_Size(ft, 0, FT_F26Dot6(charSize), 72, 72) == 0 else { return nil }
            face.currentCharSize = charSize
        }
        let flags = Int32(FT_LOAD_NO_HINTING) | Int32(FT_LOAD_NO_BITMAP)
        guard glyph < UInt32(max(0, ft.pointee.num_glyphs)), FT_Load_Glyph(ft, glyph, flags) == 0,
              let slot = ft.pointee.glyph else { return nil }
        if face.isOblique, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            // x += slant × y about the baseline (y up), as a synthetic italic leans.
            var shear = FT_Matrix(xx: 0x10000, xy: FT_Fixed((Font.obliqueSlant * 65536).rounded()), yx: 0, yy: 0x10000)
            FT_Outline_Transform(&slot.pointee.outline, &shear)
        }
        if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            FT_Outline_Translate(&slot.pointee.outline, FT_Pos(subpixel * 64 / GlyphMask.subpixelPositions), 0)
        }
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width)
        let rows = Int(bitmap.rows)
        var coverage = [UInt8](repeating: 0, count: width * rows)
        if width > 0, rows > 0, let buffer = bitmap.buffer {
            let pitch = Int(bitmap.pitch)
            for y in 0..<rows {
                let rowStart = pitch >= 0 ? y * pitch : (rows - 1 - y) * -pitch
                for x in 0..<width { coverage[y * width + x] = buffer[rowStart + x] }
            }
        }
        return GlyphMask(width: width, height: rows, left: Int(slot.pointee.bitmap_left),
                         top: Int(slot.pointee.bitmap_top), coverage: coverage)
    }
}
