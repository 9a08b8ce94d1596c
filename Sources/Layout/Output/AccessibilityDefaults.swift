/// UIKit's accessibility defaults for a view's class: whether it is an element, and the label,
/// value and traits it has when the document or recipe sets none. A label speaks its text, a
/// button its title, a switch its state ("on" / "off"), a slider its position as a percentage;
/// an image view or a plain view is not an element unless made one.
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

    /// The defaults of a kind.
    static func of(_ kind: ViewKind) -> AccessibilityDefaults {
        switch kind {
        case .label(let l): return Self(element: !l.text.isEmpty, label: l.text, traits: [.staticText])
        case .button(let b): return button(b)
        case .imageView: return Self(traits: [.image])
        case .textField(let f): return control(f.placeholder, value: f.text, traits: [])
        case .textView(let t): return Self(element: true, value: t.text)
        case .switch(let s): return control(value: s.isOn ? "on" : "off", traits: [.button])
        case .slider(let s): return control(value: percent(s.value, s.minimumValue, s.maximumValue), traits: [.adjustable])
        case .stepper, .datePicker: return control(traits: [.adjustable])
        case .segmentedControl(let s): return segments(s)
        case .pageControl(let p): return control(value: "page \(p.currentPage + 1) of \(p.numberOfPages)", traits: [.adjustable])
        case .searchBar(let s): return control(s.placeholder, value: s.text, traits: [.searchField])
        case .progressView(let p): return Self(element: true, value: percent(p.fraction, 0, 1), traits: [.updatesFrequently])
        case .tableViewCell: return Self(element: true)
        default: return Self()
        }
    }

    private static func control(_ label: String = "", value: String = "", traits: [AccessibilityTrait]) -> Self {
        Self(element: true, label: label, value: value, traits: traits, interactive: true)
    }

    private static func button(_ b: ButtonProperties) -> Self {
        var traits: [AccessibilityTrait] = [.button]
        if b.isSelected { traits.append(.selected) }
        if !b.isEnabled { traits.append(.notEnabled) }
        return control(b.title, traits: traits)
    }

    private static func segments(_ s: SegmentedControlProperties) -> Self {
        let selected = s.selectedIndex.flatMap { s.segments.indices.contains($0) ? s.segments[$0] : nil } ?? ""
        return control(s.segments.joined(separator: ", "), value: selected, traits: [.button])
    }

    /// A value's position between two bounds as VoiceOver speaks a slider's (`50%`).
    static func percent(_ value: Double, _ low: Double, _ high: Double) -> String {
        guard high > low, value.isFinite else { return "0%" }
        let f = max(0, min(1, (value - low) / (high - low)))
        return "\(Int((f * 100).rounded()))%"
    }
}
