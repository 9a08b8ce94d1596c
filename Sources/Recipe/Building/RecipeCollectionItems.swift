import Layout

/// A collection section's items that the builder builds only when the collection view lays
/// them out (Layout's `CollectionItemSource`): each item is a small recipe decoded and checked
/// with the recipe; one whose views cannot make the builder warn (`canDefer`) builds later
/// exactly as it would now. Many items thus cost their screenful of builds (docs/recipes.md,
/// "collection").
final class RecipeCollectionItems: CollectionItemSource {
    let cells: [RecipeDocument]
    let environment: Layout.Environment
    /// The items' images, measured when the recipe was built.
    let images: [RecipeImageSource: ImageReference]

    init(cells: [RecipeDocument], environment: Layout.Environment, images: [RecipeImageSource: ImageReference]) {
        self.cells = cells; self.environment = environment; self.images = images
    }

    var count: Int { cells.count }

    func item(at index: Int) -> ViewTree {
        let builder = RecipeBuilder(images: UnmeasuredImages())
        do throws(RecipeError) {
            return try builder.build(cells[index], for: environment, knownImages: images).tree
        } catch {
            // Not reached: the recipe's build measured the images and built the first item, and
            // the items differ only in their filled-in strings.
            return ViewTree(rootName: cells[index].root.displayName)
        }
    }

    /// Whether an item can be built later: no view or variant of it uses what the builder
    /// warns about (SF Symbols, a text view's alignment, a control drawn as a placeholder, a
    /// switch's thumb colour, an intrinsic size on a view that is not plain).
    static func canDefer(_ cell: RecipeDocument) -> Bool {
        isQuiet(cell.root)
    }

    private static func isQuiet(_ v: ViewSpec) -> Bool {
        guard v.variants.isEmpty else { return false }
        let p = v.properties
        guard p.systemImage == nil, p.thumbTintColor == nil, p.textViewAlignment == nil else { return false }
        switch v.kind {
        case .view: break
        case .label, .imageView, .switch, .stackView: guard p.intrinsicContentSize == nil else { return false }
        default: return false
        }
        return v.subviews.indices.allSatisfy { isQuiet(v.subviews[$0]) }
            && v.arrangedSubviews.indices.allSatisfy { isQuiet(v.arrangedSubviews[$0]) }
    }
}

/// The image loader of a deferred item's build: its images were measured with the recipe.
struct UnmeasuredImages: RecipeImageLoading {
    func pixelSize(ofPNGAt path: String) throws(ImageLoadingError) -> (width: Int, height: Int) {
        throw ImageLoadingError("the image was not measured with the recipe")
    }
}
