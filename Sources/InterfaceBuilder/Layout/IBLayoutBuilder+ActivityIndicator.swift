import Layout

/// An activity indicator's properties to Layout's (the other controls go through their
/// property tables: `IBLayoutBuilder+UIKit.swift`).
extension IBBuildState {
    /// The pre-iOS 13 styles are medium or large with a colour: `gray` the system grey,
    /// `white` and `whiteLarge` white (an explicit `color` wins).
    mutating func activityIndicator(_ p: IBActivityIndicatorView, of view: IBView) -> ActivityIndicatorProperties {
        var a = ActivityIndicatorProperties(isAnimating: p.isAnimating, hidesWhenStopped: p.hidesWhenStopped)
        switch p.style {
        case "medium", "gray": a.style = .medium
        case "large": a.style = .large
        case "white": a.style = .medium; a.color = .white
        case "whiteLarge": a.style = .large; a.color = .white
        default:
            warn("\(view.source): <activityIndicatorView id=\"\(view.id)\">: style \"\(p.style)\" is not known; drawn medium")
        }
        if let c = p.color { a.color = color(c, at: view) }
        return a
    }
}
