import InterfaceBuilder
import Layout

extension LaidOutSnapshot {
    /// The findings of `check` on this snapshot, placed (file, scene, cell, view); `locale`
    /// (the screen's) leads the cell's name.
    public func findings(_ check: LayoutCheck, measurer: any TextMeasuring, locale: String? = nil) -> [CheckFinding] {
        let cell = CheckCell.name(result.environment, locale: locale)
        var scene: String? = nil
        var objectID: (ViewID) -> String? = { _ in nil }
        if case .scene(let b) = built {
            scene = b.scene.id
            objectID = { b.objectID(of: $0) }
        }
        return layoutFindings(check, measurer: measurer).map { f in
            CheckFinding(rule: f.rule.rawValue, file: input.path, scene: scene, cell: cell,
                         view: f.viewName, viewID: f.view.flatMap(objectID), detail: f.detail)
        }
    }

    /// Layout's findings of `check`, without those of views the Interface Builder mapping
    /// added (helpers with no object id), as their warnings are left out.
    public func layoutFindings(_ check: LayoutCheck, measurer: any TextMeasuring) -> [LayoutFinding] {
        let all = check.findings(in: result, measurer: measurer)
        guard case .scene(let b) = built else { return all }
        return all.filter { f in f.view.map { b.objectID(of: $0) != nil } ?? true }
    }
}
