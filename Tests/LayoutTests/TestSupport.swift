import XCTest
@testable import Layout

/// A 400×600 screen at 2x without status bar or safe area (root margins 16).
func plainEnvironment(width: Double = 400, height: Double = 600, scale: Double = 2) -> Environment {
    Environment(device: .custom(width: width, height: height, scale: scale))
}

struct StackFixture {
    var tree: ViewTree
    var stack: ViewID
    var items: [ViewID]
}

/// A stack of image views (round intrinsic sizes) at (10, 20) in the root, optionally sized.
func makeStack(axis: Axis, distribution: StackDistribution = .fill, alignment: StackAlignment = .fill,
               spacing: Double = 10, items: [Size], size: Size? = nil) throws -> StackFixture {
    var tree = ViewTree()
    let stack = try tree.addView(.stackView(StackViewProperties(axis: axis, distribution: distribution,
                                                                alignment: alignment, spacing: spacing)),
                                 name: "Stack", to: tree.root)
    var ids: [ViewID] = []
    for (i, s) in items.enumerated() {
        ids.append(try tree.addArrangedView(.imageView(ImageViewProperties(imageSize: s)), name: "Item\(i)", to: stack))
    }
    try tree.addConstraint(LayoutConstraint(.view(stack), .leading, .equal, .view(tree.root), .leading, constant: 10))
    try tree.addConstraint(LayoutConstraint(.view(stack), .top, .equal, .view(tree.root), .top, constant: 20))
    if let size {
        try tree.addConstraint(LayoutConstraint(.view(stack), .width, constant: size.width))
        try tree.addConstraint(LayoutConstraint(.view(stack), .height, constant: size.height))
    }
    return StackFixture(tree: tree, stack: stack, items: ids)
}

func assertFrame(_ r: LayoutResult, _ id: ViewID, _ expected: Rect, accuracy: Double = 1e-6,
                 _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    guard let v = r[id] else { return XCTFail("no view \(id) \(message)", file: file, line: line) }
    let f = v.frameInSuperview
    let ok = abs(f.minX - expected.minX) <= accuracy && abs(f.minY - expected.minY) <= accuracy
        && abs(f.width - expected.width) <= accuracy && abs(f.height - expected.height) <= accuracy
    XCTAssert(ok, "\(v.node.name): \(f) != expected \(expected) \(message)", file: file, line: line)
}

func label(_ text: String, size: Double = 20, lines: Int = 1) -> ViewKind {
    .label(LabelProperties(text: text, font: .system(size), numberOfLines: lines))
}

/// A small deterministic generator (SplitMix64).
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
