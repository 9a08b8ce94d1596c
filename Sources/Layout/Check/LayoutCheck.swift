/// Checks a laid-out screen for what a reviewer would otherwise have to spot in its picture:
/// truncated text, overlapping or clipped content, content under bars, small touch targets,
/// ambiguous or conflicting constraints, fixed-size fonts and unnamed controls (docs/check.md).
/// Nothing is drawn; text is measured again with the layout's measurer where a rule needs it.
public struct LayoutCheck: Sendable {
    /// The rules to apply (default: all).
    public var rules: Set<LayoutFinding.Rule>

    public init(rules: Set<LayoutFinding.Rule> = Set(LayoutFinding.Rule.allCases)) {
        self.rules = rules
    }

    /// The findings of `result`, rule by rule in `Rule.allCases` order, each rule's in
    /// depth-first view order. `measurer` is the one the layout used.
    public func findings(in result: LayoutResult, measurer: any TextMeasuring) -> [LayoutFinding] {
        let scope = CheckScope(result)
        var out: [LayoutFinding] = []
        for rule in LayoutFinding.Rule.allCases where rules.contains(rule) {
            out += findings(rule, scope, measurer)
        }
        return out
    }

    private func findings(_ rule: LayoutFinding.Rule, _ scope: CheckScope, _ measurer: any TextMeasuring) -> [LayoutFinding] {
        switch rule {
        case .truncation: return TextFitCheck(scope: scope, measurer: measurer).findings()
        case .overlap: return OverlapCheck.findings(scope)
        case .clipping: return ClippingCheck.findings(scope)
        case .safeArea: return SafeAreaCheck.findings(scope)
        case .touchTarget: return TouchTargetCheck.findings(scope)
        case .ambiguous: return ConstraintChecks.ambiguities(scope)
        case .conflict: return ConstraintChecks.conflicts(scope)
        case .dynamicType: return DynamicTypeCheck.findings(scope)
        case .accessibilityName: return AccessibilityNameCheck.findings(scope)
        }
    }
}
