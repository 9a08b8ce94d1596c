import Layout

/// One `<userDefinedRuntimeAttribute type= keyPath=>`: a value Interface Builder sets with
/// key-value coding when the view is loaded (`layer.cornerRadius`, an `@IBInspectable`
/// property of the view's class, ...).
public struct IBRuntimeAttribute: Hashable, Sendable {
    /// The value as written, by `type=`.
    public enum TypedValue: Hashable, Sendable {
        /// `type="number"`: `<integer key="value">` or `<real key="value">`.
        case number(Double)
        /// `type="boolean" value="YES"`.
        case boolean(Bool)
        /// `type="string"` / `"localizedString"` / `"image"` (the `value=` text).
        case string(String)
        /// `type="color"`: `<color key="value">` (nil: `<nil key="value">`).
        case color(IBColor?)
        /// `type="size"`: `<size key="value">`.
        case size(Size)
        /// `type="point"`: `<point key="value">`.
        case point(x: Double, y: Double)
        /// `type="rect"`: `<rect key="value">`.
        case rect(Rect)
        /// `type="nil"`, or a type this importer does not read (its name).
        case other(type: String)
    }

    public var keyPath: String
    public var value: TypedValue
    public var source: SourceLocation

    public init(keyPath: String, value: TypedValue, source: SourceLocation) {
        self.keyPath = keyPath
        self.value = value
        self.source = source
    }

    /// The value as a number (numbers, and booleans as 0 / 1).
    public var number: Double? {
        switch value {
        case .number(let v): return v
        case .boolean(let b): return b ? 1 : 0
        default: return nil
        }
    }

    /// The value as a boolean (booleans, and numbers as non-zero).
    public var boolean: Bool? {
        switch value {
        case .boolean(let b): return b
        case .number(let v): return v != 0
        default: return nil
        }
    }
}
