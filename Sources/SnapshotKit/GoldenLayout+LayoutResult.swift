import GoldenTesting
import Layout

extension GoldenLayout {
    /// The layout file of a laid-out screen: each view under its unique dump name (the names of
    /// `snapshot layout --format json`), its absolute frame, its baselines when it shows text,
    /// and the warnings `snapshot layout` prints.
    public init(result: LayoutResult, warnings: [String]) {
        let names = result.uniqueNames
        var views: [ViewRecord] = []
        for v in result.orderedViews {
            guard let name = names[v.id] else { continue }
            views.append(ViewRecord(name: name, kind: v.node.kind.className, superview: v.node.superview.flatMap { names[$0] },
                                    x: v.frame.minX, y: v.frame.minY, width: v.frame.width, height: v.frame.height,
                                    baselines: v.text == nil ? nil : [v.firstBaseline, v.lastBaseline], hidden: v.node.isHidden))
        }
        self.init(scale: result.environment.scale, views: views, warnings: warnings)
    }
}
