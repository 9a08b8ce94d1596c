/// The `ambiguous` and `conflict` rules: the layout's own warnings (`AmbiguityReport`,
/// `ConflictReport`) as findings, per matrix cell.
enum ConstraintChecks {
    static func ambiguities(_ scope: CheckScope) -> [LayoutFinding] {
        let ids = Dictionary(scope.entries.map { ($0.view.node.name, $0.view.id) }, uniquingKeysWith: { a, _ in a })
        return scope.result.ambiguities.map { a in
            let detail = "ambiguous layout: \(a.attributes.joined(separator: ", ")) not determined"
            return LayoutFinding(rule: .ambiguous, view: ids[a.view], viewName: a.view, detail: detail)
        }
    }

    static func conflicts(_ scope: CheckScope) -> [LayoutFinding] {
        scope.result.conflicts.map { c in
            LayoutFinding(rule: .conflict, view: nil, viewName: "", detail: "conflicting constraints: broke \(c.broken)")
        }
    }
}
