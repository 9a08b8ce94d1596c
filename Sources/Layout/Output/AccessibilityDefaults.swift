/// UIKit's accessibility defaults for a view's class: whether it is an element, and the label,
/// value and traits it has when the document or recipe sets none. A label speaks its text, a
/// button its title, a switch its state ("on" / "off"), an adjustable control its position;
/// an image view or a plain view is not an element unless made one. Each class's defaults sit
/// in the file of its properties (`ViewKindConcerns`).
struct AccessibilityDefaults {
    var isElement = false
    var label = ""
    var value = ""
    var traits: [AccessibilityTrait] = []
    var isInteractive = false

    init(element: Bool = false, label: String = "", value: String = "", traits: [AccessibilityTrait] = [],
         interactive: Bool = false) {
        isElement = element; self.label = label; self.value = value; self.traits = traits; isInteractive = interactive
    }

    /// The defaults of a kind: its class's own (`ViewKindConcerns.accessibilityDefaults`, in
    /// the class's file).
    static func of(_ kind: ViewKind) -> AccessibilityDefaults { kind.concerns.accessibilityDefaults }

    /// An interactive element: a control a person acts on.
    static func control(_ label: String = "", value: String = "", traits: [AccessibilityTrait]) -> Self {
        Self(element: true, label: label, value: value, traits: traits, interactive: true)
    }

    /// A value's position between two bounds as VoiceOver speaks an adjustable control's (`50%`).
    static func percent(_ value: Double, _ low: Double, _ high: Double) -> String {
        guard high > low, value.isFinite else { return "0%" }
        let f = max(0, min(1, (value - low) / (high - low)))
        return "\(Int((f * 100).rounded()))%"
    }
}
