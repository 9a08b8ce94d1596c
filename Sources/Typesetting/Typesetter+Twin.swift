/// A twin typesetter: the same fonts opened again (its own FreeType faces, HarfBuzz buffer and
/// caches), so that text is measured on two threads at once; one typesetter serializes its
/// text work under one lock. A twin resolves fonts through its original, which opens every
/// face first: faces are opened in the same order in both, so a layout made by either names
/// the same faces and draws the same.
extension Typesetter {
    /// This typesetter's twin, made on first use; nil when the fonts cannot be opened again,
    /// or for a twin itself. The twin keeps the `layoutCacheLimit` this typesetter had then.
    public func twin() -> Typesetter? {
        lock.lock()
        defer { lock.unlock() }
        guard original == nil else { return nil }
        if madeTwin == nil { madeTwin = try? Typesetter(twinOf: self) }
        return madeTwin
    }

    /// What `font` resolves to, under `lock`. A twin takes the original's resolution and
    /// first opens the faces the original opened that it has not (in the original's order).
    func resolution(for font: Font) -> Engine.Resolution {
        guard let original else { return engine.resolution(for: font) }
        let key = Engine.ResolutionKey(font)
        if let hit = engine.resolutions[key] { return hit }
        let (resolution, faces) = original.resolutionForTwin(font)
        guard engine.adopt(faces) else { return engine.resolution(for: font) }
        engine.resolutions[key] = resolution
        return resolution
    }

    /// The resolution of `font` and every face opened so far, in order (for a twin).
    private func resolutionForTwin(_ font: Font) -> (Engine.Resolution, [Engine.FaceFileKey]) {
        lock.lock()
        defer { lock.unlock() }
        let resolution = engine.resolution(for: font)
        return (resolution, engine.faceKeys)
    }
}

extension Engine {
    /// The faces opened, in index order.
    var faceKeys: [FaceFileKey] {
        loadedFaces.sorted { $0.value < $1.value }.map(\.key)
    }

    /// Opens the faces of `keys` (another engine's `faceKeys`) this engine has not, in order,
    /// so that each has the same index here; false when one cannot be (the engines differ).
    func adopt(_ keys: [FaceFileKey]) -> Bool {
        guard keys.count >= faces.count else { return false }
        for (i, key) in keys.enumerated() {
            if i < faces.count {
                guard loadedFaces[key] == i else { return false }
                continue
            }
            guard loadFace(key) == i else { return false }
        }
        return true
    }
}
