// The Cookbook's Dynamic Stack View (Snapshots/recipes/dynamic-stack-view.json) with N entries,
// built through Layout's API: a scroll view (content inset 20 at the top) holding a vertical
// equal-spacing stack of N horizontal first-baseline stacks (a date label in body, a number
// label in headline, a rounded-rect Delete button) and an Add Item button.
import Foundation
import Layout
import LayoutTestSupport

func dynamicStackTree(entries: Int) throws -> ViewTree {
    var tree = ViewTree(rootName: "root")
    let scrollKind = ViewKind.scrollView(ScrollViewProperties(contentOffset: Point(x: 0, y: -20),
                                                              contentInset: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)))
    let scroll = try tree.addView(scrollKind, name: "Scroll View", to: tree.root)
    let stack = try tree.addView(.stackView(StackViewProperties(axis: .vertical, distribution: .equalSpacing, alignment: .fill)),
                                 name: "Stack View", to: scroll)
    for i in 1...max(entries, 1) {
        let row = try tree.addArrangedView(.stackView(StackViewProperties(axis: .horizontal, distribution: .fill,
                                                                          alignment: .firstBaseline, spacing: 8)),
                                           name: "Entry \(i) Stack View", to: stack)
        let number = String(format: "%04X-%04X-%04X-%04X", i - 1, ((i - 1) * 7919) % 65536, ((i - 1) * 104729) % 65536, ((i - 1) * 31) % 65536)
        try tree.addArrangedView(.label(LabelProperties(text: "3/14/16", font: .preferred(.body))), name: "Entry \(i) Date Label", to: row)
        try tree.addArrangedView(.label(LabelProperties(text: number, font: .preferred(.headline))), name: "Entry \(i) Number Label", to: row)
        try tree.addArrangedView(.button(ButtonProperties(type: .roundedRect, title: "Delete")), name: "Entry \(i) Delete Button", to: row)
    }
    try tree.addArrangedView(.button(ButtonProperties(type: .system, title: "Add Item")), name: "Add Item Button", to: stack)
    let root = tree.root
    for c in [LayoutConstraint(.view(scroll), .leading, .equal, .view(root), .leadingMargin),
              LayoutConstraint(.view(scroll), .trailing, .equal, .view(root), .trailingMargin),
              LayoutConstraint(.view(scroll), .top, .equal, .view(root), .topMargin),
              LayoutConstraint(.bottomLayoutGuide, .top, .equal, .view(scroll), .bottom, constant: 20),
              LayoutConstraint(.view(stack), .leading, .equal, .view(scroll), .leading),
              LayoutConstraint(.view(stack), .trailing, .equal, .view(scroll), .trailing),
              LayoutConstraint(.view(stack), .top, .equal, .view(scroll), .top),
              LayoutConstraint(.view(stack), .bottom, .equal, .view(scroll), .bottom),
              LayoutConstraint(.view(stack), .width, .equal, .view(scroll), .width)] {
        try tree.addConstraint(c)
    }
    return tree
}

/// Times a first layout (ambiguity report on, as `snapshot layout` does), the solver alone on
/// the constraints it installed, and a re-layout after rotation; prints one line of figures.
func runDynamicStack(entries: Int, grid: Bool) {
    let tree: ViewTree
    do { tree = try dynamicStackTree(entries: entries) } catch {
        print("bench: could not build the tree: \(error)")
        exit(1)
    }
    let measurer: any TextMeasuring = grid ? GridTextMeasurer() : ((try? TypesetterMeasurer()) ?? GridTextMeasurer())
    var env = Environment(device: .iPhone8)
    var engine = LayoutEngine(tree: tree, environment: env, measurer: measurer)
    var result: LayoutResult? = nil
    let first = seconds { result = engine.layout() }
    var installed = 0
    let solverAlone = seconds { installed = engine.replayInstalledConstraints() }
    env.orientation = .landscape
    engine.setEnvironment(env)
    let rotation = seconds { result = engine.layout() }
    let views = result?.orderedViews.count ?? 0
    print(String(format: "dynamic-stack entries %d views %d constraints %d first %.4f solver-alone %.4f rotation %.4f",
                 entries, views, installed, first, solverAlone, rotation))
}
