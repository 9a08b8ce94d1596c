import Layout
import Typesetting

extension UIImage {
    /// `UIImage.Configuration`.
    open class Configuration: @unchecked Sendable {
        init() {}
    }

    /// `UIImage.SymbolScale`.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium, large

        var symbolScale: Layout.SymbolScale {
            switch self {
            case .small: return .small
            case .large: return .large
            case .default, .unspecified, .medium: return .medium
            }
        }
    }

    /// `UIImage.SymbolWeight`.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The weight the symbol's strokes are drawn at; nil when unspecified.
        var fontWeight: FontWeight? {
            self == .unspecified ? nil : FontWeight.allCases[rawValue - 1]
        }
    }

    /// `UIImage.SymbolConfiguration`: a symbol's point size, weight and scale.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        let pointSize: CGFloat?
        let weight: SymbolWeight
        let scale: SymbolScale

        init(pointSize: CGFloat?, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize; self.weight = weight; self.scale = scale
        }

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: Optional(pointSize), weight: weight, scale: scale)
        }
        public convenience init(scale: SymbolScale) { self.init(pointSize: nil, weight: .unspecified, scale: scale) }
        public convenience init(weight: SymbolWeight) { self.init(pointSize: nil, weight: weight, scale: .unspecified) }
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: CGFloat(textStyle.style.pointSize(at: .large)), weight: .unspecified, scale: .unspecified)
        }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: CGFloat(textStyle.style.pointSize(at: .large)), weight: .unspecified, scale: scale)
        }
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize, weight: .unspecified, scale: .unspecified) }
        public convenience init(font: UIFont, scale: SymbolScale) { self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale) }
        public convenience init(hierarchicalColor: UIColor) { self.init(pointSize: nil, weight: .unspecified, scale: .unspecified) }
        public convenience init(paletteColors: [UIColor]) { self.init(pointSize: nil, weight: .unspecified, scale: .unspecified) }

        /// `configurationPreferringMulticolor()`: the same size.
        public static func configurationPreferringMulticolor() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: nil, weight: .unspecified, scale: .unspecified)
        }

        /// The union of two configurations, `other`'s set values winning.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            return SymbolConfiguration(pointSize: other.pointSize ?? pointSize,
                                       weight: other.weight == .unspecified ? weight : other.weight,
                                       scale: other.scale == .unspecified ? scale : other.scale)
        }
    }
}
