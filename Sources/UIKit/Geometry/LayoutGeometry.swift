import Layout

/// Conversions between Foundation's geometry (UIKit's API) and Layout's.
extension CGRect {
    init(_ r: Rect) { self.init(x: r.minX, y: r.minY, width: r.width, height: r.height) }
    var rect: Rect { Rect(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height)) }
}

extension CGSize {
    init(_ s: Size) { self.init(width: s.width, height: s.height) }
    var size: Size { Size(width: Double(width), height: Double(height)) }
}

extension UIEdgeInsets {
    init(_ e: EdgeInsets) { self.init(top: e.top, left: e.left, bottom: e.bottom, right: e.right) }
    var edgeInsets: EdgeInsets {
        EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
    }
}

extension NSDirectionalEdgeInsets {
    var directional: DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing))
    }
}
