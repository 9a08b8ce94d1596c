import Foundation
@testable import Layout

/// The Auto Layout Cookbook's stack-view recipes (seeds 000/002), built in code with the
/// attribute and CHCR tables of the recipes and Interface Builder's defaults (labels 251 hugging).
enum Cookbook {
    static func ib(_ tree: inout ViewTree, _ v: ViewID) {
        if case .label = tree[v].kind { tree[v].contentHugging = AxisPriorities(251, 251) }
        if case .imageView = tree[v].kind { tree[v].contentHugging = AxisPriorities(251, 251) }
    }

    struct Simple { var tree: ViewTree; var stack, label, image, button: ViewID }

    static func simple() throws -> Simple {
        var t = ViewTree()
        let root = t.root
        let stack = try t.addView(.stackView(StackViewProperties(axis: .vertical, distribution: .fill, alignment: .fill, spacing: 8)),
                                  name: "Stack View", to: root)
        let label = try t.addArrangedView(.label(LabelProperties(text: "Flowers", font: .system(17))), name: "Flowers Label", to: stack)
        ib(&t, label)
        let image = try t.addArrangedView(.imageView(ImageViewProperties(imageName: "flowers", imageSize: Size(width: 300, height: 400),
                                                                         contentMode: .scaleAspectFit)), name: "Image View", to: stack)
        t[image].contentHugging = AxisPriorities(250, 249)
        t[image].compressionResistance = AxisPriorities(750, 749)
        let button = try t.addArrangedView(.button(ButtonProperties(title: "Edit")), name: "Edit Button", to: stack)
        try t.addConstraint(LayoutConstraint(.view(stack), .leading, .equal, .view(root), .leadingMargin))
        try t.addConstraint(LayoutConstraint(.view(stack), .trailing, .equal, .view(root), .trailingMargin))
        try t.addConstraint(LayoutConstraint(.view(stack), .top, .equal, .topLayoutGuide, .bottom, constant: 8))
        try t.addConstraint(LayoutConstraint(.bottomLayoutGuide, .top, .equal, .view(stack), .bottom, constant: 8))
        return Simple(tree: t, stack: stack, label: label, image: image, button: button)
    }

    struct Nested {
        var tree: ViewTree
        var root, upper, nameRows, image, textView, buttonStack: ViewID
        var rows: [ViewID], labels: [ViewID], fields: [ViewID], buttons: [ViewID]
    }

    static func nested() throws -> Nested {
        var t = ViewTree()
        let superview = t.root
        func stack(_ axis: Axis, _ alignment: StackAlignment, _ distribution: StackDistribution = .fill) -> ViewKind {
            .stackView(StackViewProperties(axis: axis, distribution: distribution, alignment: alignment, spacing: 8))
        }
        let root = try t.addView(stack(.vertical, .fill), name: "Root Stack View", to: superview)
        let upper = try t.addArrangedView(stack(.horizontal, .fill), name: "Upper Stack View", to: root)
        let image = try t.addArrangedView(.imageView(ImageViewProperties(imageName: "square", imageSize: Size(width: 300, height: 300))),
                                          name: "Image View", to: upper)
        t[image].contentHugging = AxisPriorities(250, 250)
        t[image].compressionResistance = AxisPriorities(48, 48)
        let nameRows = try t.addArrangedView(stack(.vertical, .fill), name: "Name Rows Stack View", to: upper)
        var rows: [ViewID] = [], labels: [ViewID] = [], fields: [ViewID] = []
        for name in ["First", "Middle", "Last"] {
            let row = try t.addArrangedView(stack(.horizontal, .firstBaseline), name: "\(name) Name Stack View", to: nameRows)
            let l = try t.addArrangedView(.label(LabelProperties(text: "\(name) Name", font: .system(17))), name: "\(name) Name Label", to: row)
            t[l].contentHugging = AxisPriorities(251, 251)
            t[l].compressionResistance = AxisPriorities(750, 750)
            let f = try t.addArrangedView(.textField(TextFieldProperties(placeholder: "Enter \(name) Name")),
                                          name: "\(name) Name Text Field", to: row)
            t[f].contentHugging = AxisPriorities(48, 250)
            t[f].compressionResistance = AxisPriorities(749, 750)
            rows.append(row); labels.append(l); fields.append(f)
        }
        let textView = try t.addArrangedView(.textView(TextViewProperties(text: "Notes", font: .system(14))), name: "Text View", to: root)
        t[textView].backgroundColor = .lightGray
        t[textView].contentHugging = AxisPriorities(250, 249)
        t[textView].compressionResistance = AxisPriorities(250, 250)
        let buttonStack = try t.addArrangedView(stack(.horizontal, .firstBaseline, .fillEqually), name: "Button Stack View", to: root)
        var buttons: [ViewID] = []
        for title in ["Save", "Cancel", "Clear"] {
            buttons.append(try t.addArrangedView(.button(ButtonProperties(title: title)), name: "\(title) Button", to: buttonStack))
        }
        try t.addConstraint(LayoutConstraint(.view(root), .leading, .equal, .view(superview), .leadingMargin))
        try t.addConstraint(LayoutConstraint(.view(root), .trailing, .equal, .view(superview), .trailingMargin))
        try t.addConstraint(LayoutConstraint(.view(root), .top, .equal, .topLayoutGuide, .bottom, constant: 20))
        try t.addConstraint(LayoutConstraint(.bottomLayoutGuide, .top, .equal, .view(root), .bottom, constant: 20))
        try t.addConstraint(LayoutConstraint(.view(image), .height, .equal, .view(image), .width))
        try t.addConstraint(LayoutConstraint(.view(fields[0]), .width, .equal, .view(fields[1]), .width))
        try t.addConstraint(LayoutConstraint(.view(fields[0]), .width, .equal, .view(fields[2]), .width))
        return Nested(tree: t, root: root, upper: upper, nameRows: nameRows, image: image, textView: textView,
                      buttonStack: buttonStack, rows: rows, labels: labels, fields: fields, buttons: buttons)
    }

    struct Dynamic { var tree: ViewTree; var scroll, stack, addButton: ViewID; var entries: [ViewID] }

    /// Dynamic Stack View with `entries` rows inserted before the "Add Item" button.
    static func dynamic(entries count: Int) throws -> Dynamic {
        var t = ViewTree()
        let root = t.root
        let scroll = try t.addView(.scrollView(ScrollViewProperties(contentInset: EdgeInsets(top: 20))), name: "Scroll View", to: root)
        let stack = try t.addView(.stackView(StackViewProperties(axis: .vertical, distribution: .equalSpacing, alignment: .fill, spacing: 0)),
                                  name: "Stack View", to: scroll)
        let add = try t.addArrangedView(.button(ButtonProperties(title: "Add Item")), name: "Add Item Button", to: stack)
        try t.addConstraint(LayoutConstraint(.view(scroll), .leading, .equal, .view(root), .leadingMargin))
        try t.addConstraint(LayoutConstraint(.view(scroll), .trailing, .equal, .view(root), .trailingMargin))
        try t.addConstraint(LayoutConstraint(.view(scroll), .top, .equal, .view(root), .topMargin))
        try t.addConstraint(LayoutConstraint(.bottomLayoutGuide, .top, .equal, .view(scroll), .bottom, constant: 20))
        try t.addConstraint(LayoutConstraint(.view(stack), .leading, .equal, .view(scroll), .leading))
        try t.addConstraint(LayoutConstraint(.view(stack), .trailing, .equal, .view(scroll), .trailing))
        try t.addConstraint(LayoutConstraint(.view(stack), .top, .equal, .view(scroll), .top))
        try t.addConstraint(LayoutConstraint(.view(stack), .bottom, .equal, .view(scroll), .bottom))
        try t.addConstraint(LayoutConstraint(.view(stack), .width, .equal, .view(scroll), .width))
        var d = Dynamic(tree: t, scroll: scroll, stack: stack, addButton: add, entries: [])
        for i in 0..<count { try addEntry(&d, index: i) }
        return d
    }

    /// `createEntry()` of the recipe: date label (body), number label (headline), Delete button.
    static func addEntry(_ d: inout Dynamic, index i: Int) throws {
        let entry = try d.tree.addView(.stackView(StackViewProperties(axis: .horizontal, distribution: .fill,
                                                                        alignment: .firstBaseline, spacing: 8)),
                                       name: "Entry \(i)", to: d.stack)
        let hex = String(format: "%04X-%04X-%04X-%04X", (i * 7919) & 0xFFFF, (i * 104729) & 0xFFFF, (i * 31) & 0xFFFF, (i * 613) & 0xFFFF)
        _ = try d.tree.addArrangedView(.label(LabelProperties(text: "11/22/26", font: .preferred(.body))), name: "Date \(i)", to: entry)
        _ = try d.tree.addArrangedView(.label(LabelProperties(text: hex, font: .preferred(.headline))), name: "Number \(i)", to: entry)
        _ = try d.tree.addArrangedView(.button(ButtonProperties(type: .roundedRect, title: "Delete")), name: "Delete \(i)", to: entry)
        let index = max(0, (d.tree[d.stack].stack?.arrangedSubviews.count ?? 1) - 1)
        try d.tree.insertArrangedSubview(entry, at: index, in: d.stack)
        d.entries.append(entry)
    }
}
