// Layout benchmark: a tree of ~10,000 views (nested stacks of labels) laid out once, then
// re-laid out at a new root size (portrait → landscape): changed constants moved in place.
// Prints the times. Run with `scripts/bench-layout` (release build). Not part of CI.
// `--dynamic-stack N`: the Cookbook's Dynamic Stack View recipe with N entries instead
// (DynamicStack.swift), with the solver alone on the same constraint list as the floor.
import Foundation
import Layout
import LayoutTestSupport

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

let args = CommandLine.arguments
if let i = args.firstIndex(of: "--dynamic-stack") {
    let entries = args.count > i + 1 ? Int(args[i + 1]) ?? 1_000 : 1_000
    runDynamicStack(entries: entries, grid: args.contains("--grid"))
    exit(0)
}
let target = args.count > 1 ? Int(args[1]) ?? 10_000 : 10_000

// Rows: a horizontal first-baseline stack of 3 labels (4 views per row incl. the row stack);
// sections: a vertical stack of 10 rows (41 views); the root stack holds the sections.
var tree = ViewTree(rootName: "Root")
var count = 1
do {
    let rootStack = try tree.addView(.stackView(StackViewProperties(axis: .vertical, spacing: 8)), name: "Root Stack", to: tree.root)
    count += 1
    for c in [(LayoutAttribute.leading, LayoutAttribute.leadingMargin), (.trailing, .trailingMargin), (.top, .topMargin)] {
        try tree.addConstraint(LayoutConstraint(.view(rootStack), c.0, .equal, .view(tree.root), c.1))
    }
    var s = 0
    while count < target {
        let section = try tree.addArrangedView(.stackView(StackViewProperties(axis: .vertical, spacing: 4)),
                                               name: "Section \(s)", to: rootStack)
        count += 1
        for r in 0..<10 where count < target {
            let row = try tree.addArrangedView(.stackView(StackViewProperties(axis: .horizontal, distribution: .fill,
                                                                              alignment: .firstBaseline, spacing: 8)),
                                               name: "Row \(s).\(r)", to: section)
            count += 1
            for (k, size) in [(0, 17.0), (1, 13.0), (2, 15.0)] {
                var label = ViewKind.label(LabelProperties(text: "Item \(s).\(r).\(k)", font: .system(size)))
                if k == 2 { label = .label(LabelProperties(text: "Detail \(r)", font: .system(size))) }
                let l = try tree.addArrangedView(label, name: "Label \(s).\(r).\(k)", to: row)
                if k == 1 { tree[l].contentHugging.horizontal = LayoutPriority(249) }
                count += 1
            }
        }
        s += 1
    }
} catch {
    print("bench: could not build the tree: \(error)")
    exit(1)
}

let measurer: any TextMeasuring
if args.contains("--grid") {
    measurer = GridTextMeasurer()
} else {
    do { measurer = try TypesetterMeasurer() } catch {
        print("bench: fonts unavailable (\(error)); using the grid measurer")
        measurer = GridTextMeasurer()
    }
}
var env = Environment(device: .iPhone8)
if args.contains("--no-tie-break") { env.fillTieBreak = .none }
var engine = LayoutEngine(tree: tree, environment: env, measurer: measurer)
engine.reportsAmbiguity = false
var result: LayoutResult? = nil
let first = seconds { result = engine.layout() }
env.orientation = .landscape
engine.setEnvironment(env)
let second = seconds { result = engine.layout() }
env.orientation = .portrait
engine.setEnvironment(env)
let third = seconds { result = engine.layout() }
engine.reportsAmbiguity = true
let withAmbiguity = seconds { result = engine.layout() }
let views = result?.orderedViews.count ?? 0
let ambiguous = result?.ambiguities.count ?? -1
print("bench-layout: \(views) views (\(tree.nodes.count) nodes), measurer \(measurer is GridTextMeasurer ? "grid" : "typesetter"), fill tie-break \(env.fillTieBreak.rawValue)")
print(String(format: "  first layout (measure + build + solve): %8.3f s", first))
print(String(format: "  re-layout portrait → landscape:          %8.3f s", second))
print(String(format: "  re-layout landscape → portrait:          %8.3f s", third))
print(String(format: "  ratio first / re-layout:                 %8.1f", first / max(second, 1e-9)))
print(String(format: "  unchanged re-layout + ambiguity report:  %8.3f s (%d ambiguous)", withAmbiguity, ambiguous))
