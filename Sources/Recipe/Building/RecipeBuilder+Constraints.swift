import Layout

/// The recipe's constraints to Layout's `LayoutConstraint`s.
extension BuildState {
    mutating func addConstraints() throws(RecipeError) {
        for spec in document.constraints {
            let constraint = try layoutConstraint(spec)
            do throws(ConstraintError) {
                try tree.addConstraint(constraint)
            } catch {
                throw constraintError(spec, "Auto Layout rejects this constraint: \(error)")
            }
            constraintSources.append(spec.source)
        }
    }

    /// An error about a constraint: file, JSON path, line:column, and the constraint's text with
    /// a caret under `token` (its first occurrence) or under the whole text.
    func constraintError(_ spec: ConstraintSpec, _ message: String, token: String? = nil) -> RecipeError {
        let text = spec.source.text
        var column = 1, length = max(1, text.count)
        if let token, let range = text.range(of: token) {
            column = text.distance(from: text.startIndex, to: range.lowerBound) + 1
            length = token.count
        }
        return RecipeError(.illegalConstraint, message, file: file, path: spec.source.path, location: spec.source.location,
                           excerpt: RecipeError.Excerpt(text: text, column: column, length: length))
    }

    func layoutConstraint(_ spec: ConstraintSpec) throws(RecipeError) -> LayoutConstraint {
        let first = try item(spec.firstItem, other: spec.secondItem, in: spec)
        let a1 = spec.firstAttribute
        let priority = LayoutPriority(Float(min(max(spec.priority, 1), 1000)))
        guard let secondSpec = spec.secondItem else {
            guard case .points(let value) = spec.constant else {
                throw constraintError(spec, "\"Standard\" is a spacing between two items; a constant-only size needs a number", token: "Standard")
            }
            return LayoutConstraint(first, a1, spec.relation, constant: value, priority: priority,
                                    identifier: spec.identifier)
        }
        let second = try item(secondSpec, other: spec.firstItem, in: spec)
        let a2 = spec.secondAttribute
        let constant: Double
        switch spec.constant {
        case .points(let v): constant = v
        case .standard(let sign): constant = sign * standardSpacing(first, a1, second, a2)
        }
        return LayoutConstraint(first, a1, spec.relation, second, a2, multiplier: spec.multiplier,
                                constant: constant, priority: priority, identifier: spec.identifier)
    }

    /// `Standard`: 20 between a view and an edge (not a margin) of one of its ancestors, else 8
    /// (siblings, layout guides, margins).
    func standardSpacing(_ a: LayoutItem, _ a1: Layout.LayoutAttribute, _ b: LayoutItem, _ a2: Layout.LayoutAttribute) -> Double {
        if case .view(let x) = a, case .view(let y) = b {
            if isAncestor(y, of: x) && !a2.isMargin { return RecipeBuilder.standardSuperviewSpacing }
            if isAncestor(x, of: y) && !a1.isMargin { return RecipeBuilder.standardSuperviewSpacing }
        }
        return RecipeBuilder.standardSiblingSpacing
    }

    func isAncestor(_ a: ViewID, of v: ViewID) -> Bool {
        var current = tree[v].superview
        while let c = current {
            if c == a { return true }
            current = tree[c].superview
        }
        return false
    }

    /// `Superview`: the superview of the other item when it is a view, the owning view when it
    /// is a layout guide.
    func superview(ofOther other: ConstraintItem?, in spec: ConstraintSpec) throws(RecipeError) -> ViewID {
        if case .layoutGuide(let name)? = other, let g = guideIDs[name] {
            return tree.guides[g.rawValue].owningView
        }
        guard case .view(let name)? = other, let v = ids[name] else {
            throw constraintError(spec, "\"Superview\" means the superview of the other item (or a guide's owning view), so the other item must be a named view or guide", token: "Superview")
        }
        guard let s = tree[v].superview else {
            throw constraintError(spec, "\"\(tree[v].name)\" is the root view and has no superview", token: "Superview")
        }
        return s
    }

    func item(_ item: ConstraintItem, other: ConstraintItem?, in spec: ConstraintSpec) throws(RecipeError) -> LayoutItem {
        switch item {
        case .view(let name):
            guard let id = ids[name] else {
                throw constraintError(spec, "no view named \(quoted(name)) in the resolved recipe", token: name)
            }
            return .view(id)
        case .layoutGuide(let name):
            guard let id = guideIDs[name] else {
                throw constraintError(spec, "no layout guide named \(quoted(name)) in the resolved recipe", token: name)
            }
            return .guide(id)
        case .superview:
            return .view(try superview(ofOther: other, in: spec))
        case .topLayoutGuide:
            return .topLayoutGuide
        case .bottomLayoutGuide:
            return .bottomLayoutGuide
        case .systemGuide(let guide, let owner):
            let v: ViewID
            switch owner {
            case .root: v = tree.root
            case .superview: v = try superview(ofOther: other, in: spec)
            case .view(let name):
                guard let id = ids[name] else {
                    throw constraintError(spec, "no view named \(quoted(name)) in the resolved recipe", token: name)
                }
                v = id
            }
            switch guide {
            case .safeAreaLayoutGuide: return .safeAreaLayoutGuide(v)
            case .layoutMarginsGuide: return .layoutMarginsGuide(v)
            case .contentLayoutGuide: return .contentLayoutGuide(v)
            case .frameLayoutGuide: return .frameLayoutGuide(v)
            case .readableContentGuide:
                guard let g = readableGuides[v] else {
                    throw constraintError(spec, "internal: the readable content guide of \"\(tree[v].name)\" was not prepared")
                }
                return .guide(g)
            }
        }
    }

    /// Creates the readable content guides the constraints use, before the constraints (so a
    /// constraint can name them): centred in the owner's margins, as tall as them, and as wide
    /// as the margins but at most `RecipeBuilder.readableContentWidth`.
    mutating func prepareReadableGuides() throws(RecipeError) {
        for spec in document.constraints {
            for item in [spec.firstItem, spec.secondItem] {
                guard case .systemGuide(.readableContentGuide, let owner)? = item else { continue }
                let v: ViewID
                switch owner {
                case .root: v = tree.root
                case .superview: v = try superview(ofOther: item == spec.firstItem ? spec.secondItem : spec.firstItem, in: spec)
                case .view(let name):
                    guard let id = ids[name] else { continue }
                    v = id
                }
                if readableGuides[v] != nil { continue }
                let g: GuideID
                do throws(TreeError) {
                    g = try tree.addLayoutGuide(name: "\(tree[v].name).readableContentGuide", to: v)
                } catch {
                    throw constraintError(spec, "cannot create the readable content guide: \(error)")
                }
                readableGuides[v] = g
                let m = LayoutItem.layoutMarginsGuide(v), r = LayoutItem.guide(g)
                let id = "UIViewReadableContentGuide"
                let constraints = [
                    LayoutConstraint(r, .top, .equal, m, .top, identifier: id),
                    LayoutConstraint(r, .bottom, .equal, m, .bottom, identifier: id),
                    LayoutConstraint(r, .centerX, .equal, m, .centerX, identifier: id),
                    LayoutConstraint(r, .width, .lessThanOrEqual, m, .width, identifier: id),
                    LayoutConstraint(r, .width, .lessThanOrEqual, constant: RecipeBuilder.readableContentWidth, identifier: id),
                    LayoutConstraint(r, .width, .equal, m, .width, priority: LayoutPriority(999), identifier: id),
                ]
                for c in constraints {
                    do throws(ConstraintError) {
                        try tree.addConstraint(c)
                    } catch {
                        throw constraintError(spec, "cannot create the readable content guide: \(error)")
                    }
                    constraintSources.append(ConstraintSource(
                        text: "\(tree[v].name).readableContentGuide (\(c.firstAttribute.rawValue))", notation: .object,
                        file: file, path: spec.source.path, location: spec.source.location))
                }
            }
        }
    }
}
