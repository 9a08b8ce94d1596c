import Layout
import Typesetting

/// Each element's own properties to Layout's `ViewKind`.
extension IBBuildState {
    mutating func kind(of view: IBView) -> Layout.ViewKind {
        switch view.kind {
        case .view, .containerView, .unknown, .tableViewCellContentView, .collectionViewPart:
            return .view
        case .collectionView(let p):
            return .collectionView(collectionViewProperties(p, of: view))
        case .label(let p):
            return .label(labelProperties(p, of: view))
        case .button(let p):
            return .button(buttonProperties(p, of: view))
        case .textField(let p):
            return .textField(textFieldProperties(p, of: view))
        case .textView(let p):
            return .textView(textViewProperties(p, of: view))
        case .imageView(let p):
            return .imageView(imageViewProperties(p, of: view))
        case .switch(let p):
            return .switch(switchProperties(p, of: view))
        case .scrollView(let p):
            // Content at offset 0 (the canvas shows a scroll view at rest; on a device
            // `adjustScrollViews` sets the resting offset).
            var s = ScrollViewProperties(contentOffset: .zero)
            s.contentInsetAdjustmentBehavior = isCanvas ? .never : p.contentInsetAdjustmentBehavior
            return .scrollView(s)
        case .stackView(let p):
            return .stackView(stackViewProperties(p, of: view))
        case .uikit(let p):
            return uikitKind(p, of: view)
        case .activityIndicatorView(let p):
            return .activityIndicator(activityIndicator(p, of: view))
        case .visualEffectView(let p):
            return .visualEffectView(visualEffectViewProperties(p, of: view))
        case .tableView(let p):
            return .tableView(tableViewProperties(p))
        case .tableViewCell(let p):
            return .tableViewCell(tableViewCellProperties(p))
        case .navigationBar, .tabBar, .toolbar:
            return barKind(view.kind) ?? .view
        }
    }

    /// A label: text, font, colour, alignment, lines and wrapping.
    private mutating func labelProperties(_ p: IBLabel, of view: IBView) -> LabelProperties {
        var l = LabelProperties(text: p.text ?? "")
        if let f = p.font { l.font = f }
        if let c = p.textColor { l.textColor = color(c, at: view) }
        l.textAlignment = p.textAlignment
        l.numberOfLines = max(0, p.numberOfLines)
        l.lineBreakMode = p.lineBreakMode
        if let w = p.preferredMaxLayoutWidth {
            l.preferredMaxLayoutWidth = w
        } else if let w = canvasPreferredWidth(of: view, lines: l.numberOfLines, font: l.font) {
            l.preferredMaxLayoutWidth = w
        }
        if p.adjustsFontSizeToFitWidth { l.autoshrinkMinimumScale = max(0, p.minimumScaleFactor) }
        return l
    }

    /// A button: type, title and its colour, insets, image size; images themselves are not drawn.
    private mutating func buttonProperties(_ p: IBButton, of view: IBView) -> ButtonProperties {
        if ![.custom, .system].contains(p.buttonType) {
            warn("\(view.source): <button id=\"\(view.id)\"> of type \(p.buttonType.xmlName) is drawn as a system button")
        }
        var b = ButtonProperties(type: p.buttonType, title: p.title ?? "")
        // Without a font a custom button's title is in `UIFont.buttonFontSize` (18 points), a
        // system button's in 15 (dji-uxsdk's custom "❌" button 34 tall, duckduckgo's empty
        // custom button 22 + its 21-point bottom inset, dji-sdk's 22 + 30 of insets).
        if let f = p.font { b.font = f } else if p.buttonType == .custom { b.font = .system(18) }
        // The title colour: the normal state's, else the tint for system buttons (UIKit draws
        // system titles in the tint colour), white for custom buttons (UIKit's default).
        if let c = p.state(.normal)?.titleColor {
            b.tintColor = color(c, at: view)
        } else if p.buttonType == .custom {
            b.tintColor = .white
        } else if let t = view.properties.tintColor {
            b.tintColor = color(t, at: view)
        }
        if let e = p.contentEdgeInsets {
            b.contentEdgeInsets = e
        }
        applyButtonContent(p, of: view, to: &b)
        return b
    }

    /// A text field: border, text, placeholder, font, colour, alignment.
    private mutating func textFieldProperties(_ p: IBTextField, of view: IBView) -> TextFieldProperties {
        var t = TextFieldProperties(borderStyle: p.borderStyle)
        t.text = p.text ?? ""
        t.placeholder = p.placeholder ?? ""
        if let f = p.font { t.font = f }
        if let c = p.textColor { t.textColor = color(c, at: view) }
        t.textAlignment = p.textAlignment
        return t
    }

    /// A text view: text, font, colour, scrolling, alignment.
    private mutating func textViewProperties(_ p: IBTextView, of view: IBView) -> TextViewProperties {
        var t = TextViewProperties(text: p.text ?? "")
        if let f = p.font { t.font = f }
        if let c = p.textColor { t.textColor = color(c, at: view) }
        t.isScrollEnabled = p.isScrollEnabled
        t.textAlignment = p.textAlignment
        return t
    }

    /// An image view: the image it names (recorded in the image list) and its content mode.
    private mutating func imageViewProperties(_ p: IBImageView, of view: IBView) -> ImageViewProperties {
        var i = ImageViewProperties(imageName: nil, imageSize: nil, contentMode: view.properties.contentMode)
        if let name = p.image, p.imageCatalog == "system" {
            let symbol = symbolImage(name, configuration: p.symbolConfiguration, font: nil, scale: nil)
            i.symbol = symbol
            i.imageSize = symbolSize(symbol, at: view)
            i.imageName = "symbol:\(name)"
        } else if let name = p.image {
            let reference = image(named: name, catalog: p.imageCatalog, at: view)
            i.imageName = reference.key
            i.imageSize = reference.pointSize
            if !imageList.contains(reference) { imageList.append(reference) }
        }
        return i
    }

    /// A switch: on, and its on tint (the thumb colour is warned about, not modelled).
    private mutating func switchProperties(_ p: IBSwitch, of view: IBView) -> SwitchProperties {
        var s = SwitchProperties(isOn: p.isOn)
        if let c = p.onTintColor { s.onTintColor = color(c, at: view) }
        if p.thumbTintColor != nil {
            warn("\(view.source): <switch id=\"\(view.id)\">: the layout model has no switch thumb colour; it is drawn white")
        }
        return s
    }

    /// A stack view: axis, distribution, alignment, spacing and the arrangement flags.
    private func stackViewProperties(_ p: IBStackView, of view: IBView) -> StackViewProperties {
        var s = StackViewProperties(axis: p.axis, distribution: p.distribution, alignment: p.alignment)
        // `spacingType="standard"`: UIStackView.spacingUseSystem, 8 between standard views.
        s.spacing = p.usesSystemSpacing ? 8 : p.spacing
        s.isBaselineRelativeArrangement = p.isBaselineRelativeArrangement
        // Layout margins set in Interface Builder's size inspector arrange the stack inside
        // them: Xcode writes no layoutMarginsRelativeArrangement attribute for it (every
        // stack with margins in the ib-corpus, Xcode 10.1 to 15, is arranged inside them).
        s.isLayoutMarginsRelativeArrangement = p.isLayoutMarginsRelativeArrangement || view.properties.layoutMargins != nil
        return s
    }

    // MARK: images

    /// The image file for a name, else a `missing:` key with the size `<resources>` declares.
    mutating func image(named name: String, catalog: String?, at view: IBView) -> ImageReference {
        if catalog == nil, let found = images.find(name, scale: environment.scale) {
            return ImageReference(key: found.path, origin: .file(name: name, path: found.path), pointSize: found.pointSize,
                                  isTemplate: found.isTemplate)
        }
        let size = document.resources.images.first { $0.name == name }?.size
        let what = catalog == "system" ? "the system symbol \"\(name)\" is not drawn" : images.describeMissing(name)
        let sizeText = size.map { " (\(Self.number($0.width))x\(Self.number($0.height)) as <resources> declares)" }
            ?? " (no size in <resources>: no intrinsic size)"
        warn("\(view.source): <imageView id=\"\(view.id)\">: \(what); drawn as a placeholder\(sizeText)")
        return ImageReference(key: "missing:\(name)", origin: .missing(name: name), pointSize: size)
    }

    static func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e9 ? String(Int(v)) : String(v)
    }

    // MARK: fonts and colours

    /// The colour in Layout's model: its light value as the document gives it, dynamic when it
    /// names a system colour or an asset-catalog colour with a dark variant (`dynamicColor`).
    mutating func color(_ c: IBColor, at view: IBView) -> Layout.Color {
        var light = lightColor(c, at: view)
        light.dynamic = dynamicColor(c)
        return light
    }

    private mutating func lightColor(_ c: IBColor, at view: IBView) -> Layout.Color {
        switch document.resolvedColor(c) {
        case .white(let w, let a, let space):
            let level = space.sRGBLevel(ofWhite: w)
            return Layout.Color(red: level, green: level, blue: level, alpha: a)
        case .rgb(let r, let g, let b, let a, let space):
            let c = space.sRGBComponents(red: r, green: g, blue: b)
            return Layout.Color(red: c.red, green: c.green, blue: c.blue, alpha: a)
        case .system(let name, let legacy):
            if let known = Self.systemColors[name] ?? legacy.flatMap({ Self.systemColors[$0] }) { return known }
            warn("\(view.source): unknown system colour \(name); drawn grey")
            return Layout.Color(red: 0.5, green: 0.5, blue: 0.5)
        case .named(let name):
            warn("\(view.source): colour \"\(name)\" is not in the document's <resources>; drawn grey")
            return Layout.Color(red: 0.5, green: 0.5, blue: 0.5)
        }
    }

    /// UIKit's system colours in the light appearance (sRGB), for documents whose `<resources>`
    /// do not spell them out (Xcode 7-10 write only `cocoaTouchSystemColor` names).
    static let systemColors: [String: Layout.Color] = {
        func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Layout.Color {
            Layout.Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
        }
        return [
            "darkTextColor": .black, "lightTextColor": Layout.Color(red: 1, green: 1, blue: 1, alpha: 0.6),
            "groupTableViewBackgroundColor": rgb(239, 239, 244), "tableCellGroupedBackgroundColor": .white,
            "clearColor": .clear, "whiteColor": .white, "blackColor": .black,
            "systemBackgroundColor": .white, "secondarySystemBackgroundColor": rgb(242, 242, 247),
            "tertiarySystemBackgroundColor": .white, "systemGroupedBackgroundColor": rgb(242, 242, 247),
            "secondarySystemGroupedBackgroundColor": .white,
            "labelColor": .black, "secondaryLabelColor": rgb(60, 60, 67, 0.6),
            "tertiaryLabelColor": rgb(60, 60, 67, 0.3), "quaternaryLabelColor": rgb(60, 60, 67, 0.18),
            "placeholderTextColor": rgb(60, 60, 67, 0.3), "separatorColor": rgb(60, 60, 67, 0.29),
            "linkColor": rgb(0, 122, 255), "tintColor": rgb(0, 122, 255),
            "systemBlueColor": rgb(0, 122, 255), "systemRedColor": rgb(255, 59, 48),
            "systemGreenColor": rgb(52, 199, 89), "systemOrangeColor": rgb(255, 149, 0),
            "systemYellowColor": rgb(255, 204, 0), "systemPinkColor": rgb(255, 45, 85),
            "systemPurpleColor": rgb(175, 82, 222), "systemTealColor": rgb(90, 200, 250),
            "systemIndigoColor": rgb(88, 86, 214), "systemGrayColor": rgb(142, 142, 147),
            "systemGray2Color": rgb(174, 174, 178), "systemGray3Color": rgb(199, 199, 204),
            "systemGray4Color": rgb(209, 209, 214), "systemGray5Color": rgb(229, 229, 234),
            "systemGray6Color": rgb(242, 242, 247),
        ]
    }()
}
