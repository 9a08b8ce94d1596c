/// A view class whose inputs are read through its property table: recipes and Interface
/// Builder documents spell its properties by their UIKit names (`value`, `minimumValue`, ...),
/// so the table is written once, here in the model, and each front end reads it with its own
/// value decoders (JSON values in Recipe, XML attributes and `<color key=>` children in
/// InterfaceBuilder). The class's own file (`Kinds/<Class>.swift`) declares its conformance.
public protocol UIKitClass: ViewKindProperties {
    /// The properties at UIKit's defaults for a view created in code (and Interface Builder's,
    /// for an attribute a document leaves out).
    static var uikitDefault: Self { get }
    /// The recipe key that introduces a view of this class (`"progressView"`).
    static var recipeKey: String { get }
    /// The Interface Builder element (`"progressView"`); nil when the reader reads the class its own way.
    static var interfaceBuilderElement: String? { get }
    /// The properties both inputs write, in documentation order (the order errors are found in).
    static var properties: [UIKitProperty<Self>] { get }
    /// Interface Builder attributes and `<color key=>` children the model does not draw, and the
    /// note the reader gives when a document sets any of them (`[]` and nil when none).
    static var undrawnInterfaceBuilderKeys: [UIKitProperty<Self>.Undrawn] { get }
    static var undrawnNote: String? { get }
    /// What the renderer draws differently from UIKit for these properties, for Interface
    /// Builder's warnings, which name the element (nil: nothing).
    var drawingNote: String? { get }
    /// The same for a recipe's warnings, which name the view's path: the note names the class.
    var recipeDrawingNote: String? { get }
}

extension UIKitClass {
    public static var undrawnInterfaceBuilderKeys: [UIKitProperty<Self>.Undrawn] { [] }
    public static var undrawnNote: String? { nil }
    public var drawingNote: String? { nil }
    public var recipeDrawingNote: String? { nil }
}

/// One UIKit property of a view class (`UIKitClass`): its name, as recipes spell it and
/// Interface Builder does unless `interfaceBuilderNames` says otherwise, and its value.
public struct UIKitProperty<P: UIKitClass>: Sendable {
    /// The range of a control's values (`value`, `minimumValue`, ...) the inputs accept.
    public static var values: ClosedRange<Double> { -1_000_000...1_000_000 }

    public let name: String
    /// The attributes Interface Builder writes the property as, the first one present winning.
    public let interfaceBuilderNames: [String]
    public let value: Value

    /// A property named `name` in both inputs, or in Interface Builder by the first present of
    /// `interfaceBuilder`.
    public init(_ name: String, _ value: Value, interfaceBuilder: [String]? = nil) {
        self.name = name; self.value = value; self.interfaceBuilderNames = interfaceBuilder ?? [name]
    }

    /// The property's value type and the field of `P` it sets.
    public enum Value: Sendable {
        /// A number in `range`; `what` names it in messages ("a value").
        case number(WritableKeyPath<P, Double> & Sendable, range: ClosedRange<Double>, what: String)
        /// A whole number in `range`.
        case integer(WritableKeyPath<P, Int> & Sendable, range: ClosedRange<Int>, what: String)
        case bool(WritableKeyPath<P, Bool> & Sendable)
        case text(WritableKeyPath<P, String> & Sendable)
        /// A colour (nil = the system's).
        case color(WritableKeyPath<P, Color?> & Sendable)
        /// One of a UIKit enum's cases, spelled by its case name.
        case choice(UIKitChoice<P>)
        /// A list of titles (recipes: an array of strings; Interface Builder: `<segments>`).
        case titles(WritableKeyPath<P, [String]> & Sendable)
        /// A fixed calendar date (recipes: `"YYYY-MM-DD HH:MM"`; Interface Builder:
        /// `<date key= timeIntervalSinceReferenceDate=>`).
        case date(WritableKeyPath<P, CalendarDate> & Sendable)
    }

    /// An Interface Builder key of the class that the model does not draw.
    public enum Undrawn: Sendable {
        case attribute(String)
        case color(String)
        /// An image on one of the titles (`<segment image=>`).
        case titleImages
    }
}

/// A property whose value is one of a UIKit enum's cases, spelled by their raw values (UIKit's
/// case names) in recipes and Interface Builder documents.
public struct UIKitChoice<P>: Sendable {
    /// What a value is, for messages ("a progress view style").
    public let valueDescription: String
    /// The cases' spellings, in declaration order.
    public let spellings: [String]
    private let getIndex: @Sendable (P) -> Int
    private let setIndex: @Sendable (inout P, Int) -> Void

    public init<E: CaseIterable & RawRepresentable & Sendable>(_ field: WritableKeyPath<P, E> & Sendable, _ valueDescription: String)
        where E.RawValue == String {
        let cases = Array(E.allCases)
        self.valueDescription = valueDescription
        self.spellings = cases.map(\.rawValue)
        self.getIndex = { p in cases.firstIndex { $0.rawValue == p[keyPath: field].rawValue } ?? 0 }
        self.setIndex = { p, i in if cases.indices.contains(i) { p[keyPath: field] = cases[i] } }
    }

    /// The index in `spellings` of `p`'s value.
    public func index(in p: P) -> Int { getIndex(p) }
    /// Sets `p`'s value to the case at `index` in `spellings`.
    public func set(_ p: inout P, to index: Int) { setIndex(&p, index) }
}
