/// Finding the face a `Font` draws with: the system font's weights, fonts by name from the
/// font folders (`FontCatalog`), italic faces or a synthetic oblique. Under the typesetter's lock.
extension Engine {
    /// What a request resolves to, with the face index to shape and draw it.
    struct Resolution {
        var face: Int
        var resolved: ResolvedFont
    }

    /// The key of a resolution: everything of a `Font` but its size, which only chooses the
    /// system font's optical cut.
    struct ResolutionKey: Hashable {
        var name: String?
        var family: String?
        var weight: FontWeight
        var italic: Bool
        var display: Bool

        init(_ font: Font) {
            name = font.name
            family = font.family
            weight = font.weight
            italic = font.isItalic
            display = SystemFont.isDisplay(size: font.size)
        }
    }

    /// A loaded face by file, face index, slant and variable font instance.
    struct FaceFileKey: Hashable {
        var path: String
        var index: Int
        var oblique: Bool
        var variations: [FontVariation] = []
        var system = false
        var advanceAdjustment = AdvanceAdjustment.none
        /// An iOS family's line box drawn with its stand-in (`IOSFontFamily.lineBox`).
        var lineBox: LineBox?
    }

    /// The face index that shapes and draws `font` (its primary face; fallbacks still apply).
    func primaryFace(for font: Font) -> Int { resolution(for: font).face }

    /// Resolves a font once; later requests of the same name, weight, slant and cut are looked up.
    func resolution(for font: Font) -> Resolution {
        let key = ResolutionKey(font)
        if let hit = resolutions[key] { return hit }
        let made = resolve(key)
        resolutions[key] = made
        return made
    }

    private func resolve(_ key: ResolutionKey) -> Resolution {
        let system = primaryFace(key.weight, display: key.display)
        var missing = false
        if let name = key.name, !Font.isSystemFontName(name) {
            if catalog == nil { catalog = FontCatalog(directories: directories, library: library) }
            let entry = catalog?.face(named: name, family: key.family, weight: key.weight, italic: key.italic)
            if let entry, !isStandIn(entry.path),
               let face = loadFace(FaceFileKey(path: entry.path, index: entry.index, oblique: key.italic && !entry.isItalic)) {
                return Resolution(face: face, resolved: described(face))
            }
            if entry == nil, let family = IOSFontFamily.named(name, family: key.family),
               let drawn = standIn(for: family, key: key, name: name) {
                return drawn
            }
            // The shipped stand-in's file by name (its family, or an instance's PostScript name,
            // which the catalog does not list one by one): the system font at that instance or
            // at the asked weight and cut, tracked like it.
            let instance = systemInstance(named: name)
            if entry.map({ isStandIn($0.path) }) ?? false || instance != nil {
                return oblique(instance ?? system, italic: key.italic, missing: false)
            }
            missing = true
        }
        return oblique(system, italic: key.italic, missing: missing)
    }

    /// An iOS family's open stand-in at the weight and slant the name's style part says (else
    /// the request's), with the iOS font's line box; nil when the font folders lack it.
    private func standIn(for family: IOSFontFamily, key: ResolutionKey, name: String) -> Resolution? {
        let style = IOSFontFamily.style(ofPostScriptName: name)
        let weight = style?.weight ?? key.weight
        let italic = key.italic || (style?.italic ?? false)
        guard let entry = catalog?.face(named: family.standIn, family: nil, weight: weight, italic: italic),
              let face = loadFace(FaceFileKey(path: entry.path, index: entry.index, oblique: italic && !entry.isItalic,
                                              lineBox: family.lineBox)) else { return nil }
        var resolved = described(face)
        resolved.standInFor = family
        return Resolution(face: face, resolved: resolved)
    }

    /// A loaded instance of the shipped stand-in whose PostScript name is `name`
    /// ("Inter-SemiBold", "InterDisplay-Bold"), in any case.
    private func systemInstance(named name: String) -> Int? {
        let wanted = name.lowercased()
        return faces.firstIndex {
            $0.isSystem && !$0.isOblique && isStandIn($0.path) && $0.postScriptName.lowercased() == wanted
        }
    }

    /// Whether `path` is the shipped stand-in for San Francisco while it is the system font (a
    /// San Francisco of the font folders replaces it: then its file by name is an ordinary font).
    private func isStandIn(_ path: String) -> Bool {
        path.hasSuffix("/" + SystemFont.standInFile) && faces.contains { $0.isSystem && $0.path == path }
    }

    /// A system face, or its synthetic oblique when italic is asked for.
    private func oblique(_ system: Int, italic: Bool, missing: Bool) -> Resolution {
        let upright = faces[system]
        guard italic, let oblique = loadFace(FaceFileKey(path: upright.path, index: 0, oblique: true,
                                                         variations: upright.variations, system: true,
                                                         advanceAdjustment: upright.advanceAdjustment)) else {
            var r = described(system)
            r.isMissing = missing
            return Resolution(face: system, resolved: r)
        }
        var r = described(oblique)
        r.isMissing = missing
        return Resolution(face: oblique, resolved: r)
    }

    private func described(_ face: Int) -> ResolvedFont {
        let f = faces[face]
        return ResolvedFont(postScriptName: f.postScriptName, family: f.familyName,
                            isSyntheticOblique: f.isOblique, isMissing: false, standInFor: nil)
    }

    /// Opens a face (once per file, index, slant and instance); nil when FreeType or HarfBuzz
    /// refuse it.
    func loadFace(_ key: FaceFileKey) -> Int? {
        if let known = loadedFaces[key] { return known }
        let upright = key.system ? faces.first { $0.path == key.path && $0.variations == key.variations } : nil
        guard let face = try? FontFace(id: FaceID(index: faces.count), path: key.path, faceIndex: key.index,
                                       oblique: key.oblique, variations: key.variations, system: key.system,
                                       advanceAdjustment: key.advanceAdjustment, postScriptName: upright?.postScriptName,
                                       lineBox: key.lineBox, library: library) else { return nil }
        faces.append(face)
        loadedFaces[key] = faces.count - 1
        return faces.count - 1
    }
}

/// What a font request draws with (`Typesetter.resolve(_:)`).
public struct ResolvedFont: Hashable, Sendable {
    /// The face's PostScript name ("Inter-Regular", "InterDisplay-Bold"... for the system font).
    public var postScriptName: String
    /// The face's family name.
    public var family: String
    /// No italic face was found: the upright face is slanted (a synthetic oblique).
    public var isSyntheticOblique: Bool
    /// The font's name is in none of the font folders: the system font of the weight draws it.
    public var isMissing: Bool
    /// The font's name is an iOS family the font folders lack, drawn with its open stand-in
    /// (`IOSFontFamily`); nil for every other font.
    public var standInFor: IOSFontFamily?
}
