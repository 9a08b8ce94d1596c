/// A laid-out view's scrolling geometry (`LaidOutView.contentSize`, `contentOffset`, `table`),
/// set on scroll views, tables and collection views only, behind one shared immutable reference:
/// a write makes a new one.
final class ScrollingGeometry: Sendable {
    struct Fields: Hashable, Sendable {
        var contentSize: Size?
        var contentOffset: Point?
        var adjustedContentInset: EdgeInsets?
        var table: TableGeometry?
    }

    let fields: Fields
    init(_ fields: Fields) { self.fields = fields }
    var contentSize: Size? { fields.contentSize }
    var contentOffset: Point? { fields.contentOffset }
    var adjustedContentInset: EdgeInsets? { fields.adjustedContentInset }
    var table: TableGeometry? { fields.table }
}
