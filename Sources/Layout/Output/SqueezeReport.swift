/// A view that shows text (a label, a button with a title, a text field with text or a
/// placeholder) made smaller than its text needs: a constraint of higher priority than its
/// compression resistance won, and UIKit truncates or clips the text without a word in the
/// console. Reported when the final
/// size is smaller than the intrinsic one by more than `SqueezeReport.threshold` points; a
/// multi-line label is judged on its height only (it wraps to any width).
public struct SqueezeReport: Codable, Hashable, Sendable {
    /// Only a shortfall of more than this many points is reported: a text that loses a few
    /// points to an ellipsis is common, one crushed is not.
    public static let threshold = 8.0

    public var view: String
    public var className: String
    public var axis: Axis
    /// The final width (horizontal) or height (vertical), points.
    public var size: Double
    /// The intrinsic width or height: what the text needs.
    public var needed: Double

    /// The views of `tree` showing text that their `frames` (rounded, by view index) make
    /// smaller than their intrinsic `content`, in depth-first order; hidden views are left out.
    static func squeezes(in tree: ViewTree, frames: [Rect?], content: [IntrinsicContent?]) -> [SqueezeReport] {
        var out: [SqueezeReport] = []
        for v in tree.attachedViews {
            let i = v.rawValue
            guard i < frames.count, i < content.count, let frame = frames[i], let c = content[i],
                  let multiLine = showsText(tree[v].kind), !isHidden(v, in: tree) else { continue }
            let node = tree[v]
            let sides: [(Axis, Double, Double?)] = [(.horizontal, frame.width, multiLine ? nil : c.width),
                                                    (.vertical, frame.height, c.height)]
            for (axis, size, needed) in sides {
                guard let needed, needed - size > threshold else { continue }
                out.append(SqueezeReport(view: node.name, className: node.kind.className, axis: axis, size: size, needed: needed))
            }
        }
        return out
    }

    /// Whether a view of this kind shows text: nil when not (an image-only button, an empty
    /// field), else whether it wraps (a label of more than one line).
    static func showsText(_ kind: ViewKind) -> Bool? {
        switch kind {
        case .label(let l): return l.text.isEmpty ? nil : l.numberOfLines != 1
        case .button(let b): return b.title.isEmpty ? nil : false
        case .textField(let f): return f.text.isEmpty && f.placeholder.isEmpty ? nil : false
        default: return nil
        }
    }

    static func isHidden(_ v: ViewID, in tree: ViewTree) -> Bool {
        var current: ViewID? = v
        while let c = current {
            if tree[c].isHidden { return true }
            current = tree[c].superview
        }
        return false
    }
}
