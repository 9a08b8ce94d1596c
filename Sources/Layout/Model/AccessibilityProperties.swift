/// `UIAccessibilityTraits`, the ones a document or recipe sets, by the names Interface Builder
/// writes (`<accessibilityTraits key="traits" button="YES" .../>`) and VoiceOver speaks.
public enum AccessibilityTrait: String, CaseIterable, Hashable, Sendable, Codable {
    case button, link, image, selected, staticText, header, searchField, adjustable, notEnabled
    case updatesFrequently, summaryElement, keyboardKey, playsSound, startsMediaSession, allowsDirectInteraction
    case causesPageTurn, tabBar

    /// How a legend names the trait (`Button`, `Header`, `Not enabled`).
    public var spoken: String {
        switch self {
        case .staticText: return "Static text"
        case .searchField: return "Search field"
        case .notEnabled: return "Not enabled"
        case .updatesFrequently: return "Updates frequently"
        case .summaryElement: return "Summary element"
        case .keyboardKey: return "Keyboard key"
        case .playsSound: return "Plays sound"
        case .startsMediaSession: return "Starts media session"
        case .allowsDirectInteraction: return "Allows direct interaction"
        case .causesPageTurn: return "Causes page turn"
        case .tabBar: return "Tab bar"
        default: return rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
}

/// The accessibility properties a document or recipe sets on a view; nil fields keep
/// UIKit's defaults for the view's class (`AccessibilityElements`).
public struct AccessibilityProperties: Hashable, Sendable {
    /// `isAccessibilityElement`; nil = the class's default (labels, buttons and controls are
    /// elements, images and plain views are not).
    public var isElement: Bool?
    /// `accessibilityLabel`; nil = the view's text or title.
    public var label: String?
    /// `accessibilityValue`; nil = the control's own (a switch's "on" / "off").
    public var value: String?
    /// `accessibilityHint`.
    public var hint: String?
    /// `accessibilityIdentifier` (UI tests find the view by it; VoiceOver does not speak it).
    public var identifier: String?
    /// `accessibilityTraits`; nil = the class's (a button's `button`, a label's `staticText`).
    public var traits: [AccessibilityTrait]?

    public init(isElement: Bool? = nil, label: String? = nil, value: String? = nil, hint: String? = nil,
                identifier: String? = nil, traits: [AccessibilityTrait]? = nil) {
        self.isElement = isElement; self.label = label; self.value = value; self.hint = hint
        self.identifier = identifier; self.traits = traits
    }
}
