import Layout

/// A table's rows that the builder leaves out of the screen's tree and builds only when the
/// table places them (Layout's `TableRowSource`): rows without names, variants or anything the
/// builder would warn about, so that building one later is the same as building it now. A
/// 1,000-row recipe table thus builds its screenful of rows, not its data (docs/recipes.md,
/// "Tables").
final class RecipeTableRows: TableRowSource {
    /// The table spec's rows (all of them: shared, not copied), decoded and checked with the recipe.
    let specs: [ViewSpec]
    /// The positions in `specs` of this source's rows, in order.
    let positions: [Int]
    let file: String?
    let baseDirectory: String
    let environment: Layout.Environment
    /// The rows' images, measured when the recipe was built.
    let images: [RecipeImageSource: ImageReference]

    init(specs: [ViewSpec], positions: [Int], file: String?, baseDirectory: String, environment: Layout.Environment,
         images: [RecipeImageSource: ImageReference]) {
        self.specs = specs; self.positions = positions; self.file = file; self.baseDirectory = baseDirectory
        self.environment = environment; self.images = images
    }

    var count: Int { positions.count }

    func isHidden(at index: Int) -> Bool { specs[positions[index]].properties.isHidden ?? false }

    func rowHeight(at index: Int) -> Double? {
        guard case .tableViewCell(let p) = specs[positions[index]].kind else { return nil }
        return p.rowHeight
    }

    func cell(at index: Int) -> ViewTree {
        let spec = specs[positions[index]]
        let document = RecipeDocument(name: spec.displayName, root: spec, file: file, baseDirectory: baseDirectory)
        var state = BuildState(document: document, environment: environment, images: MeasuredImagesOnly())
        state.knownImages = images
        do throws(RecipeError) {
            try state.addRoot()
        } catch {
            // Not reached: the recipe's build checked what this build reads (its images).
        }
        var root = state.tree[state.tree.root]
        root.name = spec.displayName
        root.kind = spec.kind
        state.tree[state.tree.root] = root
        state.linkCell(spec)
        return state.tree
    }

    /// Whether a row can be built later: a cell with no named view (nothing outside can
    /// constrain it), no variants or conditions, and only views whose building cannot warn.
    static func canDefer(_ row: ViewSpec) -> Bool {
        guard case .tableViewCell = row.kind else { return false }
        return isPlain(row)
    }

    /// The view and its subviews have none of what keeps a row in the screen's tree.
    private static func isPlain(_ v: ViewSpec) -> Bool {
        guard v.name == nil, v.variants.isEmpty, v.condition == nil, v.layoutGuides.isEmpty, v.arrangedSubviews.isEmpty,
              v.properties.intrinsicContentSize == nil else { return false }
        switch v.kind {
        case .view, .label, .tableViewCell: break
        case .imageView: guard v.properties.systemImage == nil else { return false }
        case .switch: guard v.properties.thumbTintColor == nil else { return false }
        default: return false
        }
        return v.subviews.indices.allSatisfy { isPlain(v.subviews[$0]) }
    }
}

/// The image loader of a deferred row's build: its images were measured with the recipe.
private struct MeasuredImagesOnly: RecipeImageLoading {
    func pixelSize(ofPNGAt path: String) throws(ImageLoadingError) -> (width: Int, height: Int) {
        throw ImageLoadingError("the image was not measured with the recipe")
    }
}
