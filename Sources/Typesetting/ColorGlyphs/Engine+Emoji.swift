extension Engine {
    /// The emoji faces in the order emoji clusters try them: the bitmap font (`emojiFiles`, the
    /// first found), then the COLRv1 font (`vectorEmojiFile`).
    var emojiFaces: [Int] {
        let files = Engine.emojiFiles + [Engine.vectorEmojiFile]
        return faces.indices.filter { i in files.contains { faces[i].path.hasSuffix("/" + $0) } }
    }

    /// The face of an emoji cluster: the first emoji face that has all its code points and,
    /// for a sequence (more than one scalar besides joiners and variation selectors: ZWJ
    /// sequences, skin tones, flags, keycaps), shapes it to one glyph; else the first that has
    /// all its code points (the sequence then draws apart); nil when none has them all. So the
    /// bitmap font draws what it has, and the COLRv1 font the emoji added after it.
    func emojiFace(for scalars: Character.UnicodeScalarView, coversAll: (Int) -> Bool) -> Int? {
        let covering = emojiFaces.filter(coversAll)
        guard covering.count > 1, scalars.filter({ !Engine.isIgnorable($0.value) }).count > 1 else {
            return covering.first
        }
        let units = Array(String(scalars).utf16)
        return covering.first { shape(units, 0..<units.count, face: $0, rtl: false).count == 1 } ?? covering.first
    }
}
