import Layout

extension SceneBuilder {
    /// A collection view draws like a scroll view (its cells are its subviews, placed by the
    /// layout); without a background colour of its own it shows `systemBackground`, UIKit's
    /// default from iOS 13 (black before).
    func collectionView(node d: inout DrawNode) -> DrawKind {
        if d.backgroundColor == nil {
            let color = environment.osVersion >= OSVersion(13) ? SystemColor.systemBackground.color(in: environment) : Color.black
            d.backgroundColor = pixel(color)
        }
        return .scrollView
    }
}
