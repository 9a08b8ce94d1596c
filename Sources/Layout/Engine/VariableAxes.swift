import ConstraintSolver

/// The axis of each layout variable and its index among the variables of that axis, by
/// registry index: how split solvers (`AxisSolvers`) number their variables. A variable lies
/// along the horizontal axis when it is an x or a width, along the vertical one when it is a y
/// or a height.
struct VariableAxes: Sendable {
    /// `axes[i]`: the axis of variable `i`.
    private(set) var axes: [Axis] = []
    /// `local[i]`: variable `i`'s index among the variables of its axis.
    private(set) var local: [Int32] = []
    private var horizontalCount: Int32 = 0

    var count: Int { axes.count }

    /// Appends the next variable, along `axis`.
    mutating func append(_ axis: Axis) {
        let index = Int32(truncatingIfNeeded: axes.count)
        axes.append(axis)
        local.append(axis == .horizontal ? horizontalCount : index - horizontalCount)
        if axis == .horizontal { horizontalCount += 1 }
    }

    /// Appends the variables of `axes`, the axes of the variables from index `start` on, that
    /// this table lacks (those it has are skipped: learning a chunk's variables twice changes
    /// nothing).
    mutating func append<C: Collection<Axis>>(_ axes: C, startingAt start: Int) {
        for (k, axis) in axes.enumerated() where start + k == count { append(axis) }
    }

    /// How many of the variables `0...index` lie along each axis.
    func counts(through index: Int) -> (horizontal: Int, vertical: Int) {
        guard index >= 0 else { return (0, 0) }
        let ownCount = Int(local[index]) + 1
        return axes[index] == .horizontal ? (ownCount, index + 1 - ownCount) : (index + 1 - ownCount, ownCount)
    }

    /// The axis all of `c`'s terms lie along (horizontal for a constraint without terms), or nil
    /// when it relates the two axes.
    func axis(of c: ResolvedConstraint) -> Axis? {
        c.withTerms { terms in
            guard let first = terms.first else { return .horizontal }
            let axis = axes[Int(first.variable.id)]
            for t in terms.dropFirst() where axes[Int(t.variable.id)] != axis { return nil }
            return axis
        }
    }

    /// The registry index of each variable along `axis`, by its index along it.
    func indices(along axis: Axis) -> [Int32] {
        var result: [Int32] = []
        for i in axes.indices where axes[i] == axis { result.append(Int32(truncatingIfNeeded: i)) }
        return result
    }
}
