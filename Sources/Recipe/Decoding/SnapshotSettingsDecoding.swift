import Layout

extension DecodeContext {
    /// The top-level `"snapshot"` object (see `SnapshotSettings`).
    func snapshotSettings(_ node: JSONNode, _ path: JSONPath) throws(RecipeError) -> SnapshotSettings {
        let o = try ObjectNode(node, path: path, what: "snapshot settings", context: self)
        try o.checkKeys(RecipeDocument.snapshotKeys, what: "snapshot settings", context: self)
        var settings = SnapshotSettings()
        if let d = o["devices"] {
            let p = path.appending("devices")
            guard let items = d.arrayValue, !items.isEmpty else {
                throw error(.invalidValue, "expected a non-empty array of device names (e.g. [\"iphone-8\", \"iphone-x\"]), found \(d.kindDescription)", path: p, node: d)
            }
            var names: [String] = []
            for (i, item) in items.enumerated() {
                let name = try string(item, p.appending(i), what: "a device name")
                guard Self.isDeviceSpec(name) else {
                    throw error(.invalidValue, "\"\(name)\" is not a device; expected a preset name of lowercase letters, digits and '-' (see `snapshot devices`), optionally with a scale: \"iphone-x@2x\"", path: p.appending(i), node: item)
                }
                if names.contains(name) {
                    throw error(.invalidValue, "device \"\(name)\" is listed twice", path: p.appending(i), node: item)
                }
                names.append(name)
            }
            settings.devices = names
        }
        if let d = o["orientations"] {
            let p = path.appending("orientations")
            guard let items = d.arrayValue, !items.isEmpty else {
                throw error(.invalidValue, "expected a non-empty array of orientations (\"portrait\", \"landscape\"), found \(d.kindDescription)", path: p, node: d)
            }
            var list: [Layout.Orientation] = []
            for (i, item) in items.enumerated() {
                let s = try string(item, p.appending(i), what: "an orientation")
                guard let value = Layout.Orientation(rawValue: s) else {
                    throw error(.invalidValue, "unknown orientation \"\(s)\"\(Suggestions.hint(Suggestions.closest(to: s, in: ["portrait", "landscape"]))); expected portrait or landscape", path: p.appending(i), node: item)
                }
                if list.contains(value) {
                    throw error(.invalidValue, "orientation \"\(s)\" is listed twice", path: p.appending(i), node: item)
                }
                list.append(value)
            }
            settings.orientations = list
        }
        if let d = o["layoutDirection"] {
            let p = path.appending("layoutDirection")
            let s = try string(d, p, what: "a layout direction")
            guard let value = LayoutDirection(rawValue: s) else {
                let all = LayoutDirection.allCases.map(\.rawValue)
                throw error(.invalidValue, "unknown layout direction \"\(s)\"\(Suggestions.hint(Suggestions.closest(to: s, in: all))); expected one of \(all.joined(separator: ", "))", path: p, node: d)
            }
            settings.layoutDirection = value
        }
        if let d = o["contentSize"] {
            let p = path.appending("contentSize")
            let s = try string(d, p, what: "a Dynamic Type size")
            guard RecipeDocument.contentSizes.contains(s) else {
                throw error(.invalidValue, "unknown Dynamic Type size \"\(s)\"\(Suggestions.hint(Suggestions.closest(to: s, in: RecipeDocument.contentSizes))); expected one of \(RecipeDocument.contentSizes.joined(separator: ", "))", path: p, node: d)
            }
            settings.contentSize = s
        }
        if let d = o["appearance"] {
            settings.appearance = try appearance(d, path.appending("appearance"))
        }
        try matrixLists(o, path, into: &settings)
        if let d = o["tolerance"] {
            settings.tolerance = try snapshotTolerance(d, path.appending("tolerance"))
        }
        return settings
    }

    /// The matrix lists `contentSizes`, `layoutDirections` and `appearances`: non-empty, known
    /// names, none twice.
    private func matrixLists(_ o: ObjectNode, _ path: JSONPath, into settings: inout SnapshotSettings) throws(RecipeError) {
        if let d = o["contentSizes"] {
            settings.contentSizes = try choices(d, path.appending("contentSizes"), what: "a Dynamic Type size",
                                                from: RecipeDocument.contentSizes)
        }
        if let d = o["layoutDirections"] {
            let all = LayoutDirection.allCases.map(\.rawValue)
            settings.layoutDirections = try choices(d, path.appending("layoutDirections"), what: "a layout direction", from: all)
                .compactMap(LayoutDirection.init(rawValue:))
        }
        if let d = o["appearances"] {
            settings.appearances = try choices(d, path.appending("appearances"), what: "an appearance",
                                               from: RecipeDocument.appearanceNames).compactMap(Appearance.init(rawValue:))
        }
    }

    /// One string of `allowed`.
    private func choice(_ node: JSONNode, _ path: JSONPath, what: String, from allowed: [String]) throws(RecipeError) -> String {
        let s = try string(node, path, what: what)
        guard allowed.contains(s) else {
            throw error(.invalidValue, "unknown \(what.split(separator: " ").dropFirst().joined(separator: " ")) \"\(s)\"\(Suggestions.hint(Suggestions.closest(to: s, in: allowed))); expected one of \(allowed.joined(separator: ", "))", path: path, node: node)
        }
        return s
    }

    /// A non-empty array of strings of `allowed`, none twice.
    private func choices(_ node: JSONNode, _ path: JSONPath, what: String, from allowed: [String]) throws(RecipeError) -> [String] {
        guard let items = node.arrayValue, !items.isEmpty else {
            throw error(.invalidValue, "expected a non-empty array, each item \(what), found \(node.kindDescription)", path: path, node: node)
        }
        var list: [String] = []
        for (i, item) in items.enumerated() {
            let s = try choice(item, path.appending(i), what: what, from: allowed)
            if list.contains(s) {
                throw error(.invalidValue, "\"\(s)\" is listed twice", path: path.appending(i), node: item)
            }
            list.append(s)
        }
        return list
    }

    /// `iphone-8` or `iphone-x@2x` (a preset name, optionally `@` and a scale 1...4 with an optional `x`).
    static func isDeviceSpec(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count <= 2, let name = parts.first, !name.isEmpty,
              name.unicodeScalars.allSatisfy({ ($0 >= "a" && $0 <= "z") || ($0 >= "0" && $0 <= "9") || $0 == "-" }) else { return false }
        if parts.count == 2 {
            var scale = parts[1]
            if scale.hasSuffix("x") { scale = scale.dropLast() }
            guard let v = Double(scale), v >= 1, v <= 4 else { return false }
        }
        return true
    }

    func snapshotTolerance(_ node: JSONNode, _ path: JSONPath) throws(RecipeError) -> SnapshotTolerance {
        let o = try ObjectNode(node, path: path, what: "a tolerance", context: self)
        try o.checkKeys(RecipeDocument.toleranceKeys, what: "a tolerance", context: self)
        var t = SnapshotTolerance()
        if let n = o["colorThreshold"] {
            t.colorThreshold = try number(n, path.appending("colorThreshold"), in: 0...1, what: "a colour distance")
        }
        if let n = o["ignoreAntialiasing"] {
            t.ignoreAntialiasing = try bool(n, path.appending("ignoreAntialiasing"))
        }
        if let n = o["maxDifferingPixels"] {
            t.maxDifferingPixels = try integer(n, path.appending("maxDifferingPixels"), in: 0...100_000_000, what: "a pixel count")
        }
        if let n = o["maxDifferingRatio"] {
            t.maxDifferingRatio = try number(n, path.appending("maxDifferingRatio"), in: 0...1, what: "a fraction of the pixels")
        }
        return t
    }
}
