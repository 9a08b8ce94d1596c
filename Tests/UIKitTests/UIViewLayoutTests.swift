import Foundation
import UIKit
import Testing

/// UIView's layout API on the project's engine: frames after `layoutIfNeeded()`, anchors,
/// priorities, CHCR, `layoutSubviews` overrides, fitting sizes, autoresizing.
@MainActor
struct UIViewLayoutTests {
    @Test func anchorsPlaceSubviewsInTheRootsFrame() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 20, width: 160, height: 44))
        #expect(child.center == CGPoint(x: 90, y: 42))
        #expect(child.bounds == CGRect(x: 0, y: 0, width: 160, height: 44))
    }

    @Test func itemAttributeInitialiserAndPriorities() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let weak = NSLayoutConstraint(item: child, attribute: .width, relatedBy: .equal, toItem: nil,
                                      attribute: .notAnAttribute, multiplier: 1, constant: 100)
        weak.priority = .defaultLow
        let strong = child.widthAnchor.constraint(equalToConstant: 50)
        strong.priority = .defaultHigh + 1
        NSLayoutConstraint.activate([weak, strong, child.heightAnchor.constraint(equalToConstant: 10),
                                     child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                                     child.centerYAnchor.constraint(equalTo: root.centerYAnchor)])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 125, y: 145, width: 50, height: 10))
        #expect(strong.priority.rawValue == 751)
        strong.isActive = false
        root.layoutIfNeeded()
        #expect(child.frame.width == 100)
    }

    @Test func layoutSubviewsOverridesRunAfterTheSolveAndKeepTheirFrames() {
        let root = ManualLayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.layoutIfNeeded()
        #expect(root.badge.frame == CGRect(x: 150, y: 0, width: 50, height: 50))
        #expect(root.layer.cornerRadius == 10)
    }

    @Test func translatedFrameAndAutoresizing() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let bar = UIView(frame: CGRect(x: 0, y: 90, width: 100, height: 10))
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        root.addSubview(bar)
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        root.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 290, width: 200, height: 10))
    }

    @Test func intrinsicContentSizeOverrideAndFittingSize() {
        let pill = PillView()
        #expect(pill.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 60, height: 24))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        pill.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(pill)
        NSLayoutConstraint.activate([pill.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     pill.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(pill.frame.size == CGSize(width: 60, height: 24))
    }

    @Test func labelMeasuresItsText() {
        let label = UILabel()
        label.text = "Hello"
        let size = label.intrinsicContentSize
        #expect(size.width > 20)
        #expect(size.height > 15)
        label.sizeToFit()
        #expect(label.frame.size == size)
    }

    @Test func priorityArithmeticAndDefaults() {
        #expect((UILayoutPriority.defaultHigh - 1).rawValue == 749)
        #expect(UILayoutPriority.required.rawValue == 1000)
        let view = UIView(), toggle = UISwitch()
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(toggle.contentHuggingPriority(for: .vertical) == .defaultHigh)
        view.setContentCompressionResistancePriority(.required, for: .vertical)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .required)
    }

    @Test func viewWithTagAndHierarchy() {
        let root = UIView(), a = UIView(), b = UIView()
        b.tag = 7
        root.addSubview(a)
        a.addSubview(b)
        #expect(root.viewWithTag(7) === b)
        root.insertSubview(b, at: 0)
        #expect(b.superview === root)
        #expect(root.subviews.first === b)
        b.removeFromSuperview()
        #expect(b.superview == nil)
    }

    @Test func visualFormat() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let a = UIView(), b = UIView()
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        let views = ["a": a, "b": b]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[a(50)]-[b]-(20)-|",
                                                                   options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(==b)]|", options: [],
                                                                   metrics: nil, views: views))
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 0, width: 50, height: 100))
        #expect(b.frame == CGRect(x: 68, y: 0, width: 212, height: 100))
    }
}

/// Sets a frame in `layoutSubviews`, as manual-layout code does.
private final class ManualLayoutView: UIView {
    let badge = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(badge)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        badge.frame = CGRect(x: bounds.width - 50, y: 0, width: 50, height: 50)
        layer.cornerRadius = bounds.height / 10
    }
}

/// A plain view with its own content size.
private final class PillView: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 60, height: 24) }
}
