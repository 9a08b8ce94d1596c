import Layout
import UIKit

/// The environment a configuration and traits describe: the preset's device (a plain view:
/// none, its own size) with the traits' appearance, Dynamic Type size and layout direction.
enum UIKitScreen {
    static func environment(_ config: ViewImageConfig?, traits: UITraitCollection) -> Environment {
        var e = Environment()
        if let config {
            e.device = config.device ?? .custom(width: Double(config.size?.width ?? 375), height: Double(config.size?.height ?? 667))
            e.orientation = config.orientation
        }
        let merged = UITraitCollection(traitsFrom: [config?.traits ?? UITraitCollection(), traits])
        if merged.userInterfaceStyle != .unspecified { e.appearance = merged.userInterfaceStyle == .dark ? .dark : .light }
        if merged.preferredContentSizeCategory != .unspecified { e.contentSizeCategory = merged.preferredContentSizeCategory.category }
        if merged.layoutDirection == .rightToLeft { e.layoutDirection = .rightToLeft }
        if merged.displayScale > 0 { e.scaleOverride = Double(merged.displayScale) }
        return e
    }
}
