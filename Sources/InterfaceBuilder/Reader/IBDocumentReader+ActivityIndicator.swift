import Layout

/// Reading `<activityIndicatorView>`, whose older style names give a style and a colour (the
/// other controls are read through their property tables: `IBDocumentReader+UIKit.swift`).
extension IBDocumentReader {
    mutating func activityIndicatorView(_ node: XMLElementNode) throws(IBError) -> IBActivityIndicatorView {
        var a = IBActivityIndicatorView()
        a.style = node["style"] ?? "medium"
        a.isAnimating = try bool(node, "animating", default: false)
        a.hidesWhenStopped = try bool(node, "hidesWhenStopped", default: true)
        a.color = try color(in: node, key: "color")
        return a
    }
}
