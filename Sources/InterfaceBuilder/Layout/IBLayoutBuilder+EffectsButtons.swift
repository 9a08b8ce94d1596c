import Layout
import Typesetting

/// The visual effect view, button content (images, configurations, states) and SF Symbols, to
/// Layout's model.
extension IBBuildState {
    mutating func visualEffectViewProperties(_ p: IBVisualEffectView, of view: IBView) -> VisualEffectViewProperties {
        guard let name = p.blurStyle else { return VisualEffectViewProperties(blurStyle: nil) }
        guard let style = BlurStyle(rawValue: name) else {
            warn("\(view.source): <visualEffectView id=\"\(view.id)\">: blur style \"\(name)\" is not known; drawn as systemMaterial")
            return VisualEffectViewProperties(blurStyle: .systemMaterial)
        }
        if p.isVibrancy {
            warn("\(view.source): <visualEffectView id=\"\(view.id)\">: a vibrancy effect is drawn as its blur's material")
        }
        return VisualEffectViewProperties(blurStyle: style)
    }

    // MARK: buttons

    /// The button's state, title for that state, image, edge insets, alignment and configuration.
    mutating func applyButtonContent(_ p: IBButton, of view: IBView, to b: inout ButtonProperties) {
        b.isEnabled = p.isEnabled
        b.isSelected = p.isSelected
        let current: IBControlState? = !p.isEnabled ? .disabled : p.isSelected ? .selected : nil
        if let state = current.flatMap({ p.state($0) }) {
            if let t = state.title { b.title = t }
            if let c = state.titleColor { b.stateTitleColor = color(c, at: view) }
        }
        b.contentHorizontalAlignment = ControlContentHorizontalAlignment(rawValue: p.contentHorizontalAlignment.rawValue) ?? .center
        b.contentVerticalAlignment = ControlContentVerticalAlignment(rawValue: p.contentVerticalAlignment.rawValue) ?? .center
        if let e = p.imageEdgeInsets { b.imageEdgeInsets = Self.insets(e) }
        if let e = p.titleEdgeInsets { b.titleEdgeInsets = Self.insets(e) }
        var fontForSymbol = b.font
        if let c = p.configuration {
            // A configuration's title replaces the `<state>` titles Xcode also writes ("Button"),
            // also when it has none: the canvas shows an untitled configuration's button empty
            // (mediapipe's plain menu button, Xcode 14.3: 24 x 14, its insets, beside a state
            // title "sadasdasdas").
            b.title = c.title ?? ""
            let configuration = buttonConfiguration(c, of: view)
            b.configuration = configuration
            fontForSymbol = configuration.resolvedFont
            if c.subtitle?.isEmpty == false {
                warn("\(view.source): <button id=\"\(view.id)\">: configuration subtitles are not drawn")
            }
        }
        let stateImage = current.flatMap { p.state($0)?.image != nil ? p.state($0) : nil } ?? p.state(.normal)
        if let name = p.configuration?.image {
            let symbol = p.configuration?.symbol
            setButtonImage(name, catalog: p.configuration?.imageCatalog, symbol: symbol, font: fontForSymbol, of: view, to: &b)
        } else if let state = stateImage, let name = state.image {
            var symbol = p.symbolConfiguration ?? IBSymbolConfiguration()
            if let s = state.symbolScale { symbol.scale = s }
            setButtonImage(name, catalog: state.imageCatalog, symbol: symbol, font: fontForSymbol, of: view, to: &b)
        }
        if p.state(.normal)?.backgroundImage != nil {
            warn("\(view.source): <button id=\"\(view.id)\">: button background images are not drawn")
        }
    }

    static func insets(_ e: EdgeInsets) -> Layout.EdgeInsets {
        func clean(_ v: Double) -> Double { abs(v) < 1e-300 ? 0 : v }  // Xcode writes 2.2e-308 for "none"
        return Layout.EdgeInsets(top: clean(e.top), left: clean(e.left), bottom: clean(e.bottom), right: clean(e.right))
    }

    /// A button's image: a file (drawn), an SF Symbol or a missing image (placeholders, warned).
    private mutating func setButtonImage(_ name: String, catalog: String?, symbol: IBSymbolConfiguration?, font: FontDescriptor,
                                         of view: IBView, to b: inout ButtonProperties) {
        if catalog == "system" {
            let s = symbolImage(name, configuration: symbol, font: font, scale: nil)
            b.symbol = s
            b.imageSize = symbolSize(s, at: view)
            return
        }
        if let found = images.find(name, scale: environment.scale) {
            let reference = ImageReference(key: found.path, origin: .file(name: name, path: found.path), pointSize: found.pointSize,
                                           isTemplate: found.isTemplate)
            if !imageList.contains(reference) { imageList.append(reference) }
            b.imageName = reference.key
            b.imageSize = found.pointSize
            return
        }
        let declared = document.resources.images.first { $0.name == name }?.size
        b.imageName = "missing:\(name)"
        b.imageSize = declared
        let sizeText = b.imageSize.map { " (\(Self.number($0.width))x\(Self.number($0.height)) as <resources> declares)" }
            ?? " (no size in <resources>: no image size)"
        warn("\(view.source): <button id=\"\(view.id)\">: \(images.describeMissing(name)); drawn as a placeholder\(sizeText)")
    }

    /// An SF Symbol with the point size of its configuration (a point size, else a font), else of
    /// `font` (a button's title font), else 17; the weight of its configuration, else of its
    /// configuration's font, else of `font`, else regular.
    func symbolImage(_ name: String, configuration: IBSymbolConfiguration?, font: FontDescriptor?, scale: SymbolScale?) -> SymbolImage {
        var size = SymbolImage.defaultPointSize
        let titleFont = font?.font(category: environment.contentSizeCategory)
        if let f = titleFont { size = f.size }
        if let p = configuration?.pointSize, p > 0 { size = p }
        else if let f = configuration?.font { size = Self.pointSize(of: f, environment.contentSizeCategory) }
        let weight = configuration?.weight ?? configuration?.font?.font(category: environment.contentSizeCategory).weight
        var s = SymbolImage(name: name, pointSize: size, scale: configuration?.scale ?? scale ?? .medium,
                            weight: weight ?? titleFont?.weight ?? .regular)
        s.renderingMode = configuration?.renderingMode ?? .automatic
        return s
    }

    /// The symbol's size (the aspect `<resources>` declares), with the warning for a name
    /// outside snapshot's table (`SymbolGlyphs`), which is drawn as a placeholder.
    mutating func symbolSize(_ s: SymbolImage, at view: IBView) -> Layout.Size {
        let declared = document.resources.images.first { $0.name == s.name }?.size
        let size = s.size(aspect: declared)
        guard !SymbolGlyphs.contains(s.name) else { return size }
        warn("\(view.source): <\(view.elementName) id=\"\(view.id)\">: SF Symbol \"\(s.name)\" cannot be shipped; drawn as a \(Self.number(size.width))x\(Self.number(size.height))-point placeholder")
        return size
    }

    /// A configuration font's point size: its text style's at the category, else its own.
    static func pointSize(of f: FontDescriptor, _ category: ContentSizeCategory) -> Double {
        switch f {
        case .system(let size, _): return size
        case .preferred(let style): return style.pointSize(at: category)
        case .custom(let c): return c.textStyle.map { $0.pointSize(at: category) } ?? c.size
        }
    }

    /// The configuration the reader read into Layout's model, with its base colours resolved,
    /// and the warning for a style Xcode does not write.
    mutating func buttonConfiguration(_ c: IBButtonConfigurationElement, of view: IBView) -> ButtonConfiguration {
        var r = c.configuration
        if !c.isStyleKnown {
            warn("\(view.source): <button id=\"\(view.id)\">: configuration style \"\(c.style)\" is not known; drawn as plain")
        }
        if let v = c.baseForegroundColor { r.baseForegroundColor = color(v, at: view) }
        if let v = c.baseBackgroundColor { r.baseBackgroundColor = color(v, at: view) }
        return r
    }
}

extension IBBuildState {
    /// A visual effect view's `<view key="contentView">`.
    static func isEffectContentView(_ view: IBView, of parent: IBView) -> Bool {
        guard case .visualEffectView = parent.kind else { return false }
        return view.key == "contentView"
    }

    /// UIKit keeps a visual effect view's content view the size of the effect view (its
    /// autoresizing mask is flexible width and height), so content constrained to the content
    /// view sizes the effect view: the content view's edges are pinned to the effect view's.
    mutating func pinContentView(_ id: ViewID, to parentID: ViewID) {
        for attribute in [Layout.LayoutAttribute.leading, .trailing, .top, .bottom] {
            try? tree.addConstraint(LayoutConstraint(.view(id), attribute, .equal, .view(parentID), attribute,
                                                     identifier: "IB-contentView"))
        }
    }
}
