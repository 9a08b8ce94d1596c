import Layout
import Typesetting

/// Reading view elements, their constraints and their variations.
extension IBDocumentReader {
    /// Child elements that are structure, not properties of the view itself.
    static let structuralChildren: Set<String> = ["subviews", "constraints", "variation", "viewLayoutGuide",
                                                  "prototypes", "sections"]

    /// Reads one view element and its subtree.
    mutating func view(_ node: XMLElementNode) throws(IBError) -> IBView {
        let id = try required(node, "id")
        let (kind, properties, frame) = try viewBody(node, id: id)
        var view = IBView(id: id, kind: kind, customClass: node["customClass"], customModule: node["customModule"],
                          userLabel: node["userLabel"], key: node["key"], frame: frame, properties: properties,
                          source: location(node))
        view.shareProperties(&propertyBoxes)
        for child in node.children {
            switch child.name {
            case "subviews":
                for sub in child.children {
                    view.subviews.append(try self.view(sub))
                }
            case "constraints":
                for c in child.children(named: "constraint") {
                    view.constraints.append(try constraint(c, ownerID: id))
                }
            case "viewLayoutGuide":
                let guideID = try required(child, "id")
                let kind: IBLayoutGuideKind
                switch child["key"] ?? "" {
                case "safeArea": kind = .safeArea
                case "keyboard": kind = .keyboard
                case "contentLayoutGuide": kind = .content
                case "frameLayoutGuide": kind = .frame
                case let other: kind = .other(other)
                }
                view.layoutGuides.append(IBLayoutGuide(id: guideID, kind: kind, ownerViewID: id, source: location(child)))
            default:
                // Keyed content views of unknown containers (visual effect views, cells).
                if child["key"] == "contentView", child["id"] != nil, child.child(named: "rect") != nil
                    || child.name.hasSuffix("View") {
                    view.subviews.append(try self.view(child))
                }
            }
        }
        try tableContents(node, into: &view)
        if case .scrollView(var scroll) = view.kind {
            scroll.contentLayoutGuideID = view.layoutGuides.first { $0.kind == .content }?.id
            scroll.frameLayoutGuideID = view.layoutGuides.first { $0.kind == .frame }?.id
            view.kind = .scrollView(scroll)
        }
        if case .collectionView = view.kind { try readCollectionItems(node, into: &view) }
        if case .collectionViewPart = view.kind { try readAnonymousContentView(node, into: &view) }
        let variations = node.children(named: "variation")
        guard !variations.isEmpty else { return view }
        var raw = node
        raw.children = node.children.filter { !Self.structuralChildren.contains($0.name) }
        for v in variations {
            view.variations.append(try viewVariation(v, base: raw, viewID: id))
        }
        // Kept only where a variation overrides properties (`IBScene.installed` reads them
        // again merged): a copy per view had kept every element's attributes alive.
        if view.variations.contains(where: { !$0.overriddenProperties.isEmpty }) { view.rawProperties = raw }
        return view
    }

    /// Reads a variation written on a view and checks that its property overrides read.
    mutating func viewVariation(_ node: XMLElementNode, base: XMLElementNode, viewID: String) throws(IBError) -> IBViewVariation {
        let key = try required(node, "key", id: viewID)
        let condition = IBVariationKey(key: key)
        if !condition.unrecognized.isEmpty {
            warn(node, "variation key \(MessageQuote.quoted(key)) has traits this importer does not know; it never applies")
        }
        var variation = IBViewVariation(key: condition, source: location(node))
        var overridden: [String] = []
        for child in node.children {
            if child.name == "mask" {
                var mask = IBMask()
                for r in child.children {
                    let reference = try required(r, "reference")
                    if r.name == "include" { mask.included.append(reference) }
                    else if r.name == "exclude" { mask.excluded.append(reference) }
                }
                switch child["key"] {
                case "constraints":
                    variation.constraints.included += mask.included
                    variation.constraints.excluded += mask.excluded
                case "subviews":
                    variation.subviews.included += mask.included
                    variation.subviews.excluded += mask.excluded
                default:
                    warn(child, "mask key=\(MessageQuote.quoted(child["key"] ?? "")) is not known; ignored")
                }
            } else {
                variation.rawElements.append(child)
                overridden.append(child["key"] ?? child.name)
            }
        }
        for (name, value) in node.attributes where name != "key" {
            variation.rawAttributes[name] = value
            overridden.append(name)
        }
        variation.overriddenProperties = overridden.sorted()
        if !overridden.isEmpty {
            // Check now that the overridden values read, so resolving later cannot fail.
            let merged = Self.merge(base, overrides: [variation])
            let before = warnings
            _ = try viewBody(merged, id: viewID)
            let fresh = warnings[before.count...].filter { !before.contains($0) }
            warnings = before + fresh
        }
        return variation
    }

    /// The base element with the overrides of the variations applied in order.
    static func merge(_ base: XMLElementNode, overrides: [IBViewVariation]) -> XMLElementNode {
        var node = base
        for v in overrides {
            for (name, value) in v.rawAttributes { node.attributes[name] = value }
            for element in v.rawElements {
                if let key = element["key"], let i = node.children.firstIndex(where: { $0["key"] == key }) {
                    node.children[i] = element
                } else if element["key"] == nil, let i = node.children.firstIndex(where: { $0.name == element.name }) {
                    node.children[i] = element
                } else {
                    node.children.append(element)
                }
            }
        }
        return node
    }

    /// The kind, common properties and frame of a view element (its own attributes and
    /// property children; not its subviews or constraints).
    mutating func viewBody(_ node: XMLElementNode, id: String) throws(IBError) -> (IBViewKind, IBViewProperties, Rect?) {
        var p = IBViewProperties()
        if let m = node.child(named: "autoresizingMask", key: "autoresizingMask") {
            p.autoresizingMask = try autoresizingMask(m)
        }
        p.translatesAutoresizingMaskIntoConstraints = try bool(node, "translatesAutoresizingMaskIntoConstraints", default: true)
        p.hasFixedFrame = try bool(node, "fixedFrame", default: false)
        p.backgroundColor = try color(in: node, key: "backgroundColor")
        p.tintColor = try color(in: node, key: "tintColor")
        p.isHidden = try bool(node, "hidden", default: false)
        p.alpha = try number(node, "alpha", default: 1)
        p.clipsToBounds = try bool(node, "clipsSubviews", default: false)
        p.isOpaque = try bool(node, "opaque", default: true)
        p.contentMode = enumeration(node, "contentMode", default: ContentMode.scaleToFill)
        if let e = node.child(named: "directionalEdgeInsets", key: "directionalLayoutMargins") {
            p.layoutMargins = .directional(DirectionalEdgeInsets(
                top: try number(e, "top", default: 0), leading: try number(e, "leading", default: 0),
                bottom: try number(e, "bottom", default: 0), trailing: try number(e, "trailing", default: 0)))
        } else if let e = node.children.first(where: { $0["key"] == "layoutMargins" && ($0.name == "edgeInsets" || $0.name == "inset") }) {
            p.layoutMargins = .fixed(try edgeInsets(e))
        }
        p.preservesSuperviewLayoutMargins = try bool(node, "preservesSuperviewLayoutMargins", default: false)
        p.insetsLayoutMarginsFromSafeArea = try bool(node, "insetsLayoutMarginsFromSafeArea", default: true)
        p.layoutMarginsFollowReadableWidth = try bool(node, "layoutMarginsFollowReadableWidth", default: false)
        p.semanticContentAttribute = enumeration(node, "semanticContentAttribute", default: SemanticContentAttribute.unspecified)
        p.contentPriorities = IBContentPriorities(
            horizontalHugging: try priority(node, "horizontalHuggingPriority"),
            verticalHugging: try priority(node, "verticalHuggingPriority"),
            horizontalCompressionResistance: try priority(node, "horizontalCompressionResistancePriority"),
            verticalCompressionResistance: try priority(node, "verticalCompressionResistancePriority"))
        p.tag = try integer(node, "tag", default: 0)
        p.placeholderIntrinsicWidth = node["placeholderIntrinsicWidth"] == "infinite"
            ? nil : try number(node, "placeholderIntrinsicWidth")
        p.placeholderIntrinsicHeight = node["placeholderIntrinsicHeight"] == "infinite"
            ? nil : try number(node, "placeholderIntrinsicHeight")
        p.runtimeAttributes = try runtimeAttributes(in: node)
        p.accessibility = try accessibility(in: node)

        var frame: Rect?
        if let r = node.child(named: "rect", key: "frame") { frame = try rect(r) }

        let kind: IBViewKind
        switch node.name {
        case "view": kind = .view
        case "stackView": kind = .stackView(try stackView(node))
        case "label": kind = .label(try label(node))
        case "button": kind = .button(try button(node))
        case "textField": kind = .textField(try textField(node))
        case "textView": kind = .textView(try textView(node))
        case "imageView": kind = .imageView(try imageView(node))
        case "switch":
            var s = IBSwitch()
            s.isOn = try bool(node, "on", default: false)
            s.onTintColor = try color(in: node, key: "onTintColor")
            s.thumbTintColor = try color(in: node, key: "thumbTintColor")
            s.isEnabled = try bool(node, "enabled", default: true)
            kind = .switch(s)
        case "scrollView": kind = .scrollView(try scrollView(node))
        case "visualEffectView": kind = .visualEffectView(visualEffectView(node))
        case "tableView": kind = .tableView(try tableView(node))
        case "tableViewCell": kind = .tableViewCell(try tableViewCell(node))
        case "tableViewCellContentView": kind = .tableViewCellContentView
        case "collectionView": kind = .collectionView(try collectionView(node))
        case "collectionViewCell", "collectionReusableView", "collectionViewCellContentView":
            kind = .collectionViewPart(element: node.name)
        case "containerView":
            var c = IBContainerView()
            c.embeddedViewControllerID = node.child(named: "connections")?.children(named: "segue")
                .first { $0["kind"] == "embed" }?["destination"]
            kind = .containerView(c)
        case "activityIndicatorView": kind = .activityIndicatorView(try activityIndicatorView(node))
        case "navigationBar": kind = .navigationBar(try barView(node))
        case "tabBar": kind = .tabBar(try barView(node))
        case "toolbar": kind = .toolbar(try barView(node))
        default:
            kind = try uikitView(node) ?? .unknown(element: node.name)
        }
        return (kind, p, frame)
    }

    mutating func stackView(_ node: XMLElementNode) throws(IBError) -> IBStackView {
        var s = IBStackView()
        s.axis = enumeration(node, "axis", default: Axis.horizontal)
        s.alignment = enumeration(node, "alignment", default: StackAlignment.fill)
        s.distribution = enumeration(node, "distribution", default: StackDistribution.fill)
        s.spacing = try number(node, "spacing", default: 0)
        s.usesSystemSpacing = node["spacingType"] == "standard"
        s.isBaselineRelativeArrangement = try bool(node, "baselineRelativeArrangement", default: false)
        s.isLayoutMarginsRelativeArrangement = try bool(node, "layoutMarginsRelativeArrangement", default: false)
        return s
    }

    mutating func label(_ node: XMLElementNode) throws(IBError) -> IBLabel {
        var l = IBLabel()
        (l.text, l.isAttributed) = text(in: node, key: "text", attributedKey: "attributedText")
        l.font = try font(in: node)
        l.textColor = try color(in: node, key: "textColor")
        l.textAlignment = enumeration(node, "textAlignment", default: TextAlignment.left)
        l.numberOfLines = try integer(node, "numberOfLines", default: 1)
        l.lineBreakMode = enumeration(node, "lineBreakMode", default: LineBreakMode.byTruncatingTail)
        l.baselineAdjustment = enumeration(node, "baselineAdjustment", default: IBBaselineAdjustment.alignBaselines)
        l.adjustsFontSizeToFitWidth = try bool(node, "adjustsFontSizeToFit", default: false)
        l.minimumScaleFactor = try number(node, "minimumScaleFactor", default: 0)
        l.adjustsFontForContentSizeCategory = try bool(node, "adjustsFontForContentSizeCategory", default: false)
        l.preferredMaxLayoutWidth = try number(node, "preferredMaxLayoutWidth")
        l.isEnabled = try bool(node, "enabled", default: true)
        return l
    }

    mutating func button(_ node: XMLElementNode) throws(IBError) -> IBButton {
        var b = IBButton()
        b.buttonType = enumeration(node, "buttonType", default: ButtonType.custom)
        var states: [IBButtonState] = []
        for s in node.children(named: "state") {
            guard let key = s["key"] else { continue }
            guard let state = IBControlState(rawValue: key) else {
                warn(s, "button state key=\(MessageQuote.quoted(key)) is not known; ignored")
                continue
            }
            var st = IBButtonState(state: state)
            st.title = text(in: s, key: "title", attributedKey: "attributedTitle").0
            st.titleColor = try color(in: s, key: "titleColor")
            st.titleShadowColor = try color(in: s, key: "titleShadowColor")
            let image = stateImage(s)
            st.image = image.name
            st.imageCatalog = image.catalog
            st.symbolScale = image.scale.flatMap { SymbolScale(xmlName: $0) }
            st.backgroundImage = s["backgroundImage"]
            states.append(st)
        }
        b.states = IBControlState.allCases.compactMap { c in states.first { $0.state == c } }
        b.font = try font(in: node)
        b.contentHorizontalAlignment = enumeration(node, "contentHorizontalAlignment", default: IBContentHorizontalAlignment.center)
        b.contentVerticalAlignment = enumeration(node, "contentVerticalAlignment", default: IBContentVerticalAlignment.center)
        b.lineBreakMode = enumeration(node, "lineBreakMode", default: LineBreakMode.byTruncatingMiddle)
        if let inset = node.children.first(where: { $0["key"] == "contentEdgeInsets" }) {
            b.contentEdgeInsets = try edgeInsets(inset)
        }
        if let inset = node.children.first(where: { $0["key"] == "imageEdgeInsets" }) {
            b.imageEdgeInsets = try edgeInsets(inset)
        }
        if let inset = node.children.first(where: { $0["key"] == "titleEdgeInsets" }) {
            b.titleEdgeInsets = try edgeInsets(inset)
        }
        if let p = node.child(named: "preferredSymbolConfiguration") { b.symbolConfiguration = try symbolConfiguration(p) }
        if let config = node.child(named: "buttonConfiguration", key: "configuration") {
            let c = try buttonConfiguration(config)
            b.configuration = c
            b.configurationStyle = c.style
            b.configurationTitle = c.title
        }
        b.isEnabled = try bool(node, "enabled", default: true)
        b.isSelected = try bool(node, "selected", default: false)
        b.isHighlighted = try bool(node, "highlighted", default: false)
        return b
    }

    mutating func textField(_ node: XMLElementNode) throws(IBError) -> IBTextField {
        var t = IBTextField()
        t.borderStyle = enumeration(node, "borderStyle", default: TextBorderStyle.none)
        t.text = text(in: node, key: "text", attributedKey: "attributedText").0
        t.placeholder = text(in: node, key: "placeholder", attributedKey: "attributedPlaceholder").0
        t.font = try font(in: node)
        t.textColor = try color(in: node, key: "textColor")
        t.textAlignment = enumeration(node, "textAlignment", default: TextAlignment.left)
        t.minimumFontSize = try number(node, "minimumFontSize", default: 0)
        t.adjustsFontSizeToFitWidth = try bool(node, "adjustsFontSizeToFit", default: false)
        t.contentHorizontalAlignment = enumeration(node, "contentHorizontalAlignment", default: IBContentHorizontalAlignment.left)
        t.contentVerticalAlignment = enumeration(node, "contentVerticalAlignment", default: IBContentVerticalAlignment.center)
        return t
    }

    mutating func textView(_ node: XMLElementNode) throws(IBError) -> IBTextView {
        var t = IBTextView()
        t.text = text(in: node, key: "text", attributedKey: "attributedText").0
        t.font = try font(in: node)
        t.textColor = try color(in: node, key: "textColor")
        t.textAlignment = enumeration(node, "textAlignment", default: TextAlignment.left)
        t.isScrollEnabled = try bool(node, "scrollEnabled", default: true)
        t.isEditable = try bool(node, "editable", default: true)
        t.isSelectable = try bool(node, "selectable", default: true)
        return t
    }

    mutating func scrollView(_ node: XMLElementNode) throws(IBError) -> IBScrollView {
        var s = IBScrollView()
        s.contentInsetAdjustmentBehavior = enumeration(node, "contentInsetAdjustmentBehavior",
                                                       default: ContentInsetAdjustmentBehavior.automatic)
        s.showsHorizontalScrollIndicator = try bool(node, "showsHorizontalScrollIndicator", default: true)
        s.showsVerticalScrollIndicator = try bool(node, "showsVerticalScrollIndicator", default: true)
        s.isScrollEnabled = try bool(node, "scrollEnabled", default: true)
        s.bounces = try bool(node, "bounces", default: true)
        s.alwaysBounceVertical = try bool(node, "alwaysBounceVertical", default: false)
        s.alwaysBounceHorizontal = try bool(node, "alwaysBounceHorizontal", default: false)
        s.isPagingEnabled = try bool(node, "pagingEnabled", default: false)
        return s
    }

    /// Reads a `<constraint>` of the view `ownerID`.
    mutating func constraint(_ node: XMLElementNode, ownerID: String) throws(IBError) -> IBConstraint {
        let id = try required(node, "id")
        var c = try constraintValues(node, id: id, ownerID: ownerID)
        for v in node.children(named: "variation") {
            let key = try required(v, "key", id: id)
            let condition = IBVariationKey(key: key)
            if !condition.unrecognized.isEmpty {
                warn(v, "variation key \(MessageQuote.quoted(key)) has traits this importer does not know; it never applies")
            }
            var merged = node
            for (name, value) in v.attributes where name != "key" { merged.attributes[name] = value }
            merged.line = v.line
            merged.column = v.column
            let values = try constraintValues(merged, id: id, ownerID: ownerID)
            let overridden = v.attributes.keys.filter { $0 != "key" }.sorted()
            c.variations.append(IBConstraintVariation(
                key: condition, overriddenProperties: overridden, constant: values.constant,
                multiplier: values.multiplier, priority: values.priority, relation: values.relation,
                source: location(v)))
        }
        return c
    }

    private mutating func constraintValues(_ node: XMLElementNode, id: String, ownerID: String) throws(IBError) -> IBConstraint {
        let firstName = try required(node, "firstAttribute")
        guard let first = LayoutAttribute(xmlName: firstName) else {
            throw .invalidValue(location(node), element: node.name, id: id, attribute: "firstAttribute", value: firstName)
        }
        var second = LayoutAttribute.notAnAttribute
        let secondItem = node["secondItem"]
        if let secondName = node["secondAttribute"] {
            guard let s = LayoutAttribute(xmlName: secondName) else {
                throw .invalidValue(location(node), element: node.name, id: id, attribute: "secondAttribute", value: secondName)
            }
            second = s
        }
        if secondItem != nil, second == .notAnAttribute {
            throw .missingAttribute(location(node), element: node.name, id: id, attribute: "secondAttribute")
        }
        if secondItem == nil, second != .notAnAttribute {
            throw .missingAttribute(location(node), element: node.name, id: id, attribute: "secondItem")
        }
        let relation: LayoutRelation
        if let r = node["relation"] {
            guard let rel = LayoutRelation(xmlName: r) else {
                throw .invalidValue(location(node), element: node.name, id: id, attribute: "relation", value: r)
            }
            relation = rel
        } else {
            relation = .equal
        }
        return IBConstraint(
            id: id, ownerID: ownerID, firstItem: node["firstItem"] ?? ownerID,
            firstItemIsImplicit: node["firstItem"] == nil, firstAttribute: first, relation: relation,
            secondItem: secondItem, secondAttribute: second, multiplier: try multiplier(node),
            constant: try number(node, "constant", default: 0), priority: try priority(node, "priority") ?? 1000,
            identifier: node["identifier"], isPlaceholder: try bool(node, "placeholder", default: false),
            usesStandardSpacing: try bool(node, "symbolic", default: false), source: location(node))
    }

    /// An `<imageView>`: its image by name or `<imageReference key="image">` (with the symbol
    /// configuration it carries), merged with a `<preferredSymbolConfiguration>`.
    mutating func imageView(_ node: XMLElementNode) throws(IBError) -> IBImageView {
        var image = IBImageView()
        image.image = node["image"]
        image.imageCatalog = node["catalog"]
        image.highlightedImage = node["highlightedImage"]
        if let reference = node.child(named: "imageReference", key: "image") {
            image.image = reference["image"] ?? image.image
            image.imageCatalog = reference["catalog"] ?? image.imageCatalog
            image.symbolConfiguration = try imageReferenceSymbol(reference)
        }
        if let p = node.child(named: "preferredSymbolConfiguration") {
            image.symbolConfiguration = (image.symbolConfiguration ?? IBSymbolConfiguration()).merging(try symbolConfiguration(p))
        }
        return image
    }
}
