import Foundation
import Layout
import Typesetting

/// Decoders for the value types (numbers, colours, fonts, insets, ...), each with errors that
/// say what was expected.
extension DecodeContext {
    func string(_ node: JSONNode, _ path: JSONPath, what: String = "a string") throws(RecipeError) -> String {
        guard let s = node.stringValue else {
            throw error(.invalidValue, "expected \(what), found \(node.kindDescription)", path: path, node: node)
        }
        return s
    }

    func bool(_ node: JSONNode, _ path: JSONPath) throws(RecipeError) -> Bool {
        guard let b = node.boolValue else {
            throw error(.invalidValue, "expected true or false, found \(node.kindDescription)", path: path, node: node)
        }
        return b
    }

    /// The largest magnitude of a number that has no range of its own (coordinates, insets,
    /// metrics, constants, multipliers): far past any screen, small enough that sums and
    /// products of a few of them stay finite (1e308 insets had made a layout of `-inf`).
    static let largestMagnitude = 1_000_000.0

    /// A number in `range` (default: ±`largestMagnitude`). Every number of a recipe passes here.
    func number(_ node: JSONNode, _ path: JSONPath, in range: ClosedRange<Double>? = nil, what: String = "a number") throws(RecipeError) -> Double {
        guard let d = node.numberValue else {
            throw error(.invalidValue, "expected \(what), found \(node.kindDescription)", path: path, node: node)
        }
        let range = range ?? -Self.largestMagnitude...Self.largestMagnitude
        if !range.contains(d) {
            throw error(.invalidValue, "\(formatNumber(d)) is out of range; expected \(what) in \(formatNumber(range.lowerBound))...\(formatNumber(range.upperBound))", path: path, node: node)
        }
        return d
    }

    func integer(_ node: JSONNode, _ path: JSONPath, in range: ClosedRange<Int>, what: String) throws(RecipeError) -> Int {
        let d = try number(node, path, in: Double(range.lowerBound)...Double(range.upperBound), what: what)
        guard d == d.rounded() else {
            throw error(.invalidValue, "expected \(what) (a whole number), found \(node.kindDescription)", path: path, node: node)
        }
        return Int(d)
    }

    func enumValue<E: RecipeEnum>(_ node: JSONNode, _ path: JSONPath, as type: E.Type) throws(RecipeError) -> E {
        if let s = node.stringValue, let value = E.named(s) { return value }
        throw choiceError(node, path, spellings: E.spellings, valueDescription: E.valueDescription)
    }

    /// The index in `spellings` of a string naming one of a UIKit enum's cases (a property
    /// table's `UIKitChoice`).
    func choice(_ node: JSONNode, _ path: JSONPath, spellings: [String], valueDescription: String) throws(RecipeError) -> Int {
        if let s = node.stringValue, let index = spellings.firstIndex(of: s) { return index }
        throw choiceError(node, path, spellings: spellings, valueDescription: valueDescription)
    }

    /// A value that is not one of `spellings`: not a string, or an unknown one (with the
    /// closest spelling as a hint).
    private func choiceError(_ node: JSONNode, _ path: JSONPath, spellings: [String], valueDescription: String) -> RecipeError {
        guard let s = node.stringValue else {
            return error(.invalidValue, "expected \(valueDescription) (one of \(spellings.joined(separator: ", "))), found \(node.kindDescription)", path: path, node: node)
        }
        let suggestion = Suggestions.closest(to: s, in: spellings)
        return error(.invalidValue, "unknown \(valueDescription.split(separator: " ").dropFirst().joined(separator: " ")) \"\(s)\"\(Suggestions.hint(suggestion)); expected one of \(spellings.joined(separator: ", "))", path: path, node: node)
    }

    func priority(_ node: JSONNode, _ path: JSONPath) throws(RecipeError) -> Double {
        if let s = node.stringValue, let v = PriorityName.value(of: s) { return v }
        if let d = node.numberValue, d >= 1, d <= 1000 { return d }
        // An error: build the message's name list only now.
        let names = PriorityName.all.map(\.0)
        if let s = node.stringValue {
            throw error(.invalidValue, "unknown priority \"\(s)\"\(Suggestions.hint(Suggestions.closest(to: s, in: names))); expected a number 1...1000 or one of \(names.joined(separator: ", "))", path: path, node: node)
        }
        return try number(node, path, in: 1...1000, what: "a priority (1...1000 or \(names.joined(separator: ", ")))")
    }

    /// `250`, `"low"`, or `{"horizontal": 250, "vertical": 249}`.
    func axisPriorities(_ node: JSONNode, _ path: JSONPath) throws(RecipeError) -> Patch<AxisPriorities> {
        var result = Patch(AxisPriorities.patchBase)
        if node.objectValue != nil {
            let o = try ObjectNode(node, path: path, what: "priorities per axis", context: self)
            try o.checkKeys(["horizontal", "vertical"], what: "priorities per axis", context: self)
            if let h = o["horizontal"] { result.set("horizontal", \.horizontal, LayoutPriority(Float(try priority(h, path.appending("horizontal"))))) }
            if let v = o["vertical"] { result.set("vertical", \.vertical, LayoutPriority(Float(try priority(v, path.appending("vertical"))))) }
            return result
        }
        let p = LayoutPriority(Float(try priority(node, path)))
        result.set("horizontal", \.horizontal, p)
        result.set("vertical", \.vertical, p)
        return result
    }

    /// `"systemBlue"`, `"#RRGGBB"`, `"#RRGGBBAA"`, `{"white": w, "alpha": a}`, `{"red":..,"green":..,"blue":..,"alpha":..}`.
    func color(_ node: JSONNode, _ path: JSONPath) throws(RecipeError) -> RecipeColor {
        if let s = node.stringValue {
            if s.hasPrefix("#") {
                let hex = Array(s.dropFirst())
                guard hex.count == 6 || hex.count == 8, hex.allSatisfy({ $0.isHexDigit }) else {
                    throw error(.invalidValue, "invalid hex colour \"\(s)\"; expected #RRGGBB or #RRGGBBAA", path: path, node: node)
                }
                var comps: [Double] = []
                var i = 0
                while i < hex.count {
                    let byte = Int(String(hex[i..<(i + 2)]), radix: 16) ?? 0
                    comps.append(Double(byte) / 255)
                    i += 2
                }
                return RecipeColor(red: comps[0], green: comps[1], blue: comps[2], alpha: comps.count == 4 ? comps[3] : 1)
            }
            if let c = RecipeColor.named(s) { return c }
            let names = RecipeColor.named.map(\.name)
            throw error(.invalidValue, "unknown colour \"\(s)\"\(Suggestions.hint(Suggestions.closest(to: s, in: names))); expected a UIKit colour name (see docs/recipes.md), \"#RRGGBB\", \"#RRGGBBAA\", {\"white\", \"alpha\"} or {\"red\", \"green\", \"blue\", \"alpha\"}", path: path, node: node)
        }
        guard node.objectValue != nil else {
            throw error(.invalidValue, "expected a colour (a name, \"#RRGGBB\", or an object), found \(node.kindDescription)", path: path, node: node)
        }
        let o = try ObjectNode(node, path: path, what: "a colour", context: self)
        let alpha = try o["alpha"].map { (n: JSONNode) throws(RecipeError) -> Double in try number(n, path.appending("alpha"), in: 0...1, what: "alpha") } ?? 1
        if o.has("white") {
            try o.checkKeys(["white", "alpha"], what: "a white colour", context: self)
            let w = try number(o.require("white", what: "a white colour", context: self), path.appending("white"), in: 0...1, what: "white")
            return RecipeColor(white: w, alpha: alpha)
        }
        try o.checkKeys(["red", "green", "blue", "alpha"], what: "an RGB colour", context: self)
        var c: [Double] = []
        for key in ["red", "green", "blue"] {
            c.append(try number(o.require(key, what: "an RGB colour", context: self), path.appending(key), in: 0...1, what: key))
        }
        return RecipeColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
    }

    /// A number (all edges) or `{"top", "left", "bottom", "right"}` (any subset).
    func edgeInsets(_ node: JSONNode, _ path: JSONPath) throws(RecipeError) -> EdgeInsetsSpec {
        if node.numberValue != nil { return EdgeInsetsSpec(all: try number(node, path)) }
        let o = try ObjectNode(node, path: path, what: "insets (a number or {\"top\", \"left\", \"bottom\", \"right\"})", context: self)
        try o.checkKeys(["top", "left", "bottom", "right"], what: "insets", context: self)
        var r = EdgeInsetsSpec()
        if let v = o["top"] { r.top = try number(v, path.appending("top")) }
        if let v = o["left"] { r.left = try number(v, path.appending("left")) }
        if let v = o["bottom"] { r.bottom = try number(v, path.appending("bottom")) }
        if let v = o["right"] { r.right = try number(v, path.appending("right")) }
        return r
    }

    /// A number, `{"top","left","bottom","right"}` or `{"top","leading","bottom","trailing"}`.
    func layoutMargins(_ node: JSONNode, _ path: JSONPath) throws(RecipeError) -> LayoutMarginsSpec {
        if node.numberValue != nil { return .edges(EdgeInsetsSpec(all: try number(node, path))) }
        let o = try ObjectNode(node, path: path, what: "layout margins (a number or per-edge object)", context: self)
        let directional = o.has("leading") || o.has("trailing")
        if directional {
            if let bad = o.members.first(where: { $0.key == "left" || $0.key == "right" }) {
                throw error(.invalidValue, "layout margins mix \"\(bad.key)\" with leading/trailing; use either left/right or leading/trailing",
                            path: path.appending(bad.key), location: bad.keyLocation, length: bad.key.count + 2)
            }
            try o.checkKeys(["top", "leading", "bottom", "trailing"], what: "directional layout margins", context: self)
            var r = DirectionalEdgeInsetsSpec()
            if let v = o["top"] { r.top = try number(v, path.appending("top")) }
            if let v = o["leading"] { r.leading = try number(v, path.appending("leading")) }
            if let v = o["bottom"] { r.bottom = try number(v, path.appending("bottom")) }
            if let v = o["trailing"] { r.trailing = try number(v, path.appending("trailing")) }
            return .directional(r)
        }
        try o.checkKeys(["top", "left", "bottom", "right", "leading", "trailing"], what: "layout margins", context: self)
        return .edges(try edgeInsets(node, path))
    }

    /// `{"width": 100, "height": "none"}`.
    func intrinsicSize(_ node: JSONNode, _ path: JSONPath) throws(RecipeError) -> IntrinsicSizeSpec {
        let o = try ObjectNode(node, path: path, what: "an intrinsic content size ({\"width\", \"height\"})", context: self)
        try o.checkKeys(["width", "height"], what: "an intrinsic content size", context: self)
        func metric(_ n: JSONNode, _ p: JSONPath) throws(RecipeError) -> IntrinsicMetric {
            if let s = n.stringValue {
                if s == "none" { return .noIntrinsicMetric }
                throw error(.invalidValue, "expected a size in points or \"none\" (noIntrinsicMetric), found \(n.kindDescription)", path: p, node: n)
            }
            return .points(try number(n, p, in: 0...100_000, what: "a size in points or \"none\""))
        }
        var r = IntrinsicSizeSpec()
        if let w = o["width"] { r.width = try metric(w, path.appending("width")) }
        if let h = o["height"] { r.height = try metric(h, path.appending("height")) }
        return r
    }

    func point(_ node: JSONNode, _ path: JSONPath) throws(RecipeError) -> PointSpec {
        let o = try ObjectNode(node, path: path, what: "a point ({\"x\", \"y\"})", context: self)
        try o.checkKeys(["x", "y"], what: "a point", context: self)
        let x = try o["x"].map { (n: JSONNode) throws(RecipeError) -> Double in try number(n, path.appending("x")) } ?? 0
        let y = try o["y"].map { (n: JSONNode) throws(RecipeError) -> Double in try number(n, path.appending("y")) } ?? 0
        return PointSpec(x: x, y: y)
    }

    /// `{"x": 0, "y": 0, "width": 100, "height": 44}` (all four required).
    func rect(_ node: JSONNode, _ path: JSONPath) throws(RecipeError) -> RectSpec {
        let what = "a frame ({\"x\", \"y\", \"width\", \"height\"})"
        let o = try ObjectNode(node, path: path, what: what, context: self)
        try o.checkKeys(["x", "y", "width", "height"], what: "a frame", context: self)
        let x = try number(o.require("x", what: what, context: self), path.appending("x"))
        let y = try number(o.require("y", what: what, context: self), path.appending("y"))
        let w = try number(o.require("width", what: what, context: self), path.appending("width"), in: 0...100_000, what: "a width")
        let h = try number(o.require("height", what: what, context: self), path.appending("height"), in: 0...100_000, what: "a height")
        return RectSpec(x: x, y: y, width: w, height: h)
    }

    func condition(_ node: JSONNode, _ path: JSONPath) throws(RecipeError) -> TraitCondition {
        let text = try string(node, path, what: "a trait condition such as \"wC hR\" or \"landscape\"")
        switch TraitCondition.parse(text) {
        case .success(let c): return c
        case .failure(let e):
            throw error(.traitCondition, e.message, path: path, node: node)
        }
    }

    /// `"images/flowers.png"` (or an `.svg` or `.pdf` file) or `{"solid": colour, "width": w, "height": h}` or
    /// `{"checker": [colour, colour], "width": w, "height": h, "cellSize": s}`.
    func imageSource(_ node: JSONNode, _ path: JSONPath) throws(RecipeError) -> RecipeImageSource {
        if let s = node.stringValue {
            guard !s.isEmpty else {
                throw error(.invalidValue, "empty image path; expected a PNG, SVG or PDF path relative to the recipe", path: path, node: node)
            }
            guard [".png", ".svg", ".pdf"].contains(where: s.lowercased().hasSuffix) else {
                throw error(.invalidValue, "image \"\(s)\" is not a .png, .svg or .pdf file; recipes use PNG images and SVG or PDF vector images", path: path, node: node)
            }
            let resolved: String
            if s.hasPrefix("/") {
                resolved = s
            } else {
                resolved = URL(fileURLWithPath: baseDirectory).appendingPathComponent(s).standardizedFileURL.path
            }
            let stem = (s as NSString).deletingPathExtension
            let isPNG = s.lowercased().hasSuffix(".png")
            let scale: Double = !isPNG ? 1 : stem.hasSuffix("@3x") ? 3 : (stem.hasSuffix("@2x") ? 2 : 1)
            return .file(path: s, resolvedPath: resolved, scale: scale)
        }
        guard node.objectValue != nil else {
            throw error(.invalidValue, "expected an image source: a PNG path, {\"solid\": ...} or {\"checker\": ...}, found \(node.kindDescription)", path: path, node: node)
        }
        let o = try ObjectNode(node, path: path, what: "a generated image", context: self)
        func size() throws(RecipeError) -> SizeSpec {
            let w = try number(o.require("width", what: "a generated image", context: self), path.appending("width"), in: 1...10_000, what: "a width in points")
            let h = try number(o.require("height", what: "a generated image", context: self), path.appending("height"), in: 1...10_000, what: "a height in points")
            return SizeSpec(width: w, height: h)
        }
        if let solid = o["solid"] {
            try o.checkKeys(["solid", "width", "height"], what: "a solid image", context: self)
            return .solid(color: try color(solid, path.appending("solid")), size: try size())
        }
        if let checker = o["checker"] {
            try o.checkKeys(["checker", "width", "height", "cellSize"], what: "a checker image", context: self)
            guard let colors = checker.arrayValue, colors.count == 2 else {
                throw error(.invalidValue, "expected \"checker\" to be an array of two colours", path: path.appending("checker"), node: checker)
            }
            let a = try color(colors[0], path.appending("checker").appending(0))
            let b = try color(colors[1], path.appending("checker").appending(1))
            let cell = try o["cellSize"].map { (n: JSONNode) throws(RecipeError) -> Double in try number(n, path.appending("cellSize"), in: 1...10_000, what: "a cell size in points") } ?? 10
            return .checker(first: a, second: b, size: try size(), cellSize: cell)
        }
        try o.checkKeys(["solid", "checker"], what: "a generated image", context: self)
        throw error(.missingKey("solid"), "a generated image needs \"solid\" (a colour) or \"checker\" (two colours)", path: path, location: node.location)
    }
}

extension DecodeContext {
    /// `{"color": c, "opacity": 0...1, "offset": {"width": w, "height": h}, "radius": r}`, each
    /// key optional (`CALayer`'s shadow properties).
    func layerShadow(_ node: JSONNode, _ path: JSONPath) throws(RecipeError) -> LayerShadowSpec {
        let what = "a shadow ({\"color\", \"opacity\", \"offset\", \"radius\"})"
        let o = try ObjectNode(node, path: path, what: what, context: self)
        try o.checkKeys(["color", "opacity", "offset", "radius"], what: "a shadow", context: self)
        var s = LayerShadowSpec()
        if let c = o["color"] { s.color = try color(c, path.appending("color")) }
        if let n = o["opacity"] { s.opacity = try number(n, path.appending("opacity"), in: 0...1, what: "an opacity") }
        if let n = o["radius"] { s.radius = try number(n, path.appending("radius"), in: 0...1000, what: "a blur radius in points") }
        if let n = o["offset"] {
            let op = path.appending("offset")
            let offset = try ObjectNode(n, path: op, what: "an offset ({\"width\", \"height\"})", context: self)
            try offset.checkKeys(["width", "height"], what: "an offset", context: self)
            let w = try offset["width"].map { (n: JSONNode) throws(RecipeError) -> Double in
                try number(n, op.appending("width"), in: -100_000...100_000, what: "an offset in points") } ?? 0
            let h = try offset["height"].map { (n: JSONNode) throws(RecipeError) -> Double in
                try number(n, op.appending("height"), in: -100_000...100_000, what: "an offset in points") } ?? 0
            s.offset = SizeSpec(width: w, height: h)
        }
        return s
    }
}
