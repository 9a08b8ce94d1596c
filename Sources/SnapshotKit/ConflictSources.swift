import Layout
import Recipe

/// Finds the recipe constraint a broken constraint came from, by reading UIKit's description of
/// it (`<NSLayoutConstraint:0x… UIView:0x…'Box'.width == 200   (active)>`): the recipe
/// constraint whose items, attributes, relation (and, for constant-only sizes, constant) all
/// appear in the text. Only a unique match is returned; descriptions in other shapes (the
/// `H:[a]-(8)-[b]` form, guides without names) match nothing, and then no note is printed.
enum ConflictSources {
    /// The texts a description of `c` contains: its first item's token, the relation, then the
    /// second item's token or (for a whole constant-only size) the relation with the constant.
    /// Nil when an item has no token.
    static func needles(_ c: LayoutConstraint, _ built: BuiltRecipe) -> [String]? {
        guard let first = token(c.firstItem, c.firstAttribute, built) else { return nil }
        var needles = [first, " \(symbol(c.relation)) "]
        if let second = c.secondItem {
            guard let t = token(second, c.secondAttribute, built) else { return nil }
            needles.append(t)
        } else if c.constant == c.constant.rounded(), abs(c.constant) < 1e9 {
            needles.append(" \(symbol(c.relation)) \(Int(c.constant))")
        }
        return needles
    }

    /// `'Name'.attribute` for views and named guides.
    static func token(_ item: LayoutItem, _ attribute: Layout.LayoutAttribute, _ built: BuiltRecipe) -> String? {
        switch item {
        case .view(let v):
            return "'\(built.tree[v].name)'.\(attribute.rawValue)"
        case .guide(let g):
            guard g.rawValue < built.tree.guides.count else { return nil }
            return "'\(built.tree.guides[g.rawValue].name)'.\(attribute.rawValue)"
        default:
            return nil
        }
    }

    static func symbol(_ r: Layout.LayoutRelation) -> String {
        switch r {
        case .equal: return "=="
        case .lessThanOrEqual: return "<="
        case .greaterThanOrEqual: return ">="
        }
    }

    /// `note: …` naming where the broken constraint is written.
    static func note(ofBroken description: String, in index: inout ConflictSourceIndex) -> String? {
        guard let s = index.source(ofBroken: description) else { return nil }
        var place = s.file ?? "recipe"
        place += ":\(s.location.line):\(s.location.column)"
        return "\(place): note: the broken constraint is \(s.path): \(s.text)"
    }
}
