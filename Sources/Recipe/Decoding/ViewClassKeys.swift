import Layout
import Typesetting

/// What a view object (or one of its variants) sets: its common properties and its class's.
struct ViewSettings {
    var properties: ViewProperties
    var content: Patch<ViewKind>
}

/// One key of a view class: how its JSON value decodes and what it sets, a field of Layout's
/// properties for the class (most keys) or a `ViewProperties` field (the few Layout has no
/// field for). The tables below are the whole mapping from recipe keys to the model.
struct ViewClassKey: Sendable {
    typealias Decode<V> = @Sendable (DecodeContext, JSONNode, JSONPath) throws(RecipeError) -> V
    let key: String
    let apply: @Sendable (DecodeContext, JSONNode, JSONPath, inout ViewSettings) throws(RecipeError) -> Void

    /// A key that sets `field` of the class's properties `P`.
    static func field<P: ViewKindProperties, V>(_ key: String, _ field: WritableKeyPath<P, V> & Sendable,
                                                _ decode: @escaping Decode<V>) -> ViewClassKey {
        ViewClassKey(key: key) { (context, node, path, settings) throws(RecipeError) in
            settings.content.set(key, field, try decode(context, node, path))
        }
    }

    /// A key that sets the insets `field` of `P`; edges left out keep the field's default.
    static func insets<P: ViewKindProperties>(_ key: String, _ field: WritableKeyPath<P, EdgeInsets> & Sendable) -> ViewClassKey {
        ViewClassKey(key: key) { (context, node, path, settings) throws(RecipeError) in
            guard let current = P(settings.content.value) else { return }
            let d = current[keyPath: field], e = try context.edgeInsets(node, path)
            let insets = EdgeInsets(top: e.top ?? d.top, left: e.left ?? d.left, bottom: e.bottom ?? d.bottom, right: e.right ?? d.right)
            settings.content.set(key, field, insets)
        }
    }

    /// A key with no field in Layout's model, kept in `ViewProperties`.
    static func property<V>(_ key: String, _ field: WritableKeyPath<ViewProperties, V?> & Sendable,
                            _ decode: @escaping Decode<V>) -> ViewClassKey {
        ViewClassKey(key: key) { (context, node, path, settings) throws(RecipeError) in
            settings.properties[keyPath: field] = try decode(context, node, path)
        }
    }
}

/// Value decoders shared by the key tables.
enum Decoders {
    static let string: ViewClassKey.Decode<String> = { (c, n, p) throws(RecipeError) in try c.string(n, p) }
    static let bool: ViewClassKey.Decode<Bool> = { (c, n, p) throws(RecipeError) in try c.bool(n, p) }
    static let font: ViewClassKey.Decode<FontDescriptor> = { (c, n, p) throws(RecipeError) in try c.font(n, p) }
    static let color: ViewClassKey.Decode<Color> = { (c, n, p) throws(RecipeError) in try c.color(n, p).layoutColor }
    static func choice<E: RecipeEnum>(_ type: E.Type) -> ViewClassKey.Decode<E> {
        { (c, n, p) throws(RecipeError) in try c.enumValue(n, p, as: type) }
    }
    static func number(in range: ClosedRange<Double>, what: String) -> ViewClassKey.Decode<Double> {
        { (c, n, p) throws(RecipeError) in try c.number(n, p, in: range, what: what) }
    }
}

/// The keys of each view class, by the class's JSON key, in documentation order.
enum ViewClassKeys {
    static let byType: [String: [ViewClassKey]] = {
        var keys: [String: [ViewClassKey]] = [
            "view": [], "label": label, "button": button, "image": image, "textField": textField,
            "textView": textView, "switch": toggle, "scrollView": scrollView, "stack": stack, "table": table,
            "visualEffectView": visualEffectView, "collection": collection,
        ]
        for uikitClass in ViewKind.uikitClasses { keys[uikitClass.recipeKey] = Self.keys(of: uikitClass) }
        return keys
    }()

    static let label: [ViewClassKey] = [
        .field("text", \LabelProperties.text, Decoders.string),
        .field("font", \LabelProperties.font, Decoders.font),
        .field("textColor", \LabelProperties.textColor, Decoders.color),
        .field("textAlignment", \LabelProperties.textAlignment, Decoders.choice(TextAlignment.self)),
        .field("numberOfLines", \LabelProperties.numberOfLines) { (c, n, p) throws(RecipeError) in
            try c.integer(n, p, in: 0...100_000, what: "a number of lines (0 = unlimited)")
        },
        .field("lineBreakMode", \LabelProperties.lineBreakMode, Decoders.choice(LineBreakMode.self)),
        .field("preferredMaxLayoutWidth", \LabelProperties.preferredMaxLayoutWidth,
               Decoders.number(in: 0...100_000, what: "a width in points")),
    ]

    /// `titleColor` is the button's title colour (`setTitleColor(_:for: .normal)`), which
    /// Layout's model keeps as the button's `tintColor`.
    static let button: [ViewClassKey] = [
        .field("type", \ButtonProperties.type, Decoders.choice(ButtonType.self)),
        .field("title", \ButtonProperties.title, Decoders.string),
        .field("titleColor", \ButtonProperties.tintColor, Decoders.color),
        .field("font", \ButtonProperties.font, Decoders.font),
        .insets("contentEdgeInsets", \ButtonProperties.contentEdgeInsets),
    ] + buttonContent

    static let image: [ViewClassKey] = [
        .imageOrSymbol("source"),
        .field("contentMode", \ImageViewProperties.contentMode, Decoders.choice(ContentMode.self)),
    ] + imageSymbol

    static let textField: [ViewClassKey] = [
        .field("borderStyle", \TextFieldProperties.borderStyle, Decoders.choice(TextBorderStyle.self)),
        .field("text", \TextFieldProperties.text, Decoders.string),
        .field("placeholder", \TextFieldProperties.placeholder, Decoders.string),
        .field("font", \TextFieldProperties.font, Decoders.font),
        .field("textColor", \TextFieldProperties.textColor, Decoders.color),
        .field("textAlignment", \TextFieldProperties.textAlignment, Decoders.choice(TextAlignment.self)),
    ]

    static let textView: [ViewClassKey] = [
        .field("text", \TextViewProperties.text, Decoders.string),
        .field("font", \TextViewProperties.font, Decoders.font),
        .field("textColor", \TextViewProperties.textColor, Decoders.color),
        .property("textAlignment", \ViewProperties.textViewAlignment, Decoders.choice(TextAlignment.self)),
        .field("scrollingEnabled", \TextViewProperties.isScrollEnabled, Decoders.bool),
        .insets("textContainerInset", \TextViewProperties.textContainerInset),
        .field("lineFragmentPadding", \TextViewProperties.lineFragmentPadding,
               Decoders.number(in: 0...100_000, what: "a padding in points")),
    ]

    static let toggle: [ViewClassKey] = [
        .field("on", \SwitchProperties.isOn, Decoders.bool),
        .field("onTintColor", \SwitchProperties.onTintColor, Decoders.color),
        .property("thumbTintColor", \ViewProperties.thumbTintColor) { (c, n, p) throws(RecipeError) in try c.color(n, p) },
    ]

    static let scrollView: [ViewClassKey] = [
        .field("contentOffset", \ScrollViewProperties.contentOffset) { (c, n, p) throws(RecipeError) in
            let point = try c.point(n, p)
            return Point(x: point.x, y: point.y)
        },
        .insets("contentInset", \ScrollViewProperties.contentInset),
    ]

    /// `spacing: "system"` is `UIStackView.spacingUseSystem`, 8 between standard views.
    static let stack: [ViewClassKey] = [
        .field("axis", \StackViewProperties.axis, Decoders.choice(Axis.self)),
        .field("alignment", \StackViewProperties.alignment, Decoders.choice(StackAlignment.self)),
        .field("distribution", \StackViewProperties.distribution, Decoders.choice(StackDistribution.self)),
        .field("spacing", \StackViewProperties.spacing) { (c, n, p) throws(RecipeError) in
            guard let text = n.stringValue else {
                return try c.number(n, p, in: -100_000...100_000, what: "a spacing in points or \"system\"")
            }
            guard text == "system" else {
                throw c.error(.invalidValue, "expected a spacing in points or \"system\", found \(n.kindDescription)", path: p, node: n)
            }
            return RecipeBuilder.standardSiblingSpacing
        },
        .field("isBaselineRelativeArrangement", \StackViewProperties.isBaselineRelativeArrangement, Decoders.bool),
        .field("isLayoutMarginsRelativeArrangement", \StackViewProperties.isLayoutMarginsRelativeArrangement, Decoders.bool),
    ]
}
