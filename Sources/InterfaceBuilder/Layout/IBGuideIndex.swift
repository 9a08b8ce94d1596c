/// The scene's layout guides by id, made on first use and shared by every build state of the
/// scene (its cells' and collection items' own states too), so resolving a constraint's guide
/// costs one lookup instead of a walk over every view (docs/limits.md, "Cost model").
final class IBGuideIndex {
    private let scene: IBScene
    private var guides: [String: IBLayoutGuide]?

    init(scene: IBScene) { self.scene = scene }

    /// The guide with the id; the first in `IBScene.allLayoutGuides` order when ids repeat.
    func guide(withID id: String) -> IBLayoutGuide? {
        if let guides { return guides[id] }
        var made: [String: IBLayoutGuide] = [:]
        for g in scene.allLayoutGuides where made[g.id] == nil { made[g.id] = g }
        guides = made
        return made[id]
    }
}
