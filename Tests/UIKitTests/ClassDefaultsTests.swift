import Foundation
import Testing
import UIKit

/// Defaults UIKit gives views made in code, and stack spacing sentinels (issue 33's API list).
@MainActor
struct ClassDefaultsTests {
    @Test func controlsHugTheirContentAsUIKitsClassesDo() {
        for view in [UIStepper(), UIActivityIndicatorView(style: .medium), UISwitch()] as [UIView] {
            #expect(view.contentHuggingPriority(for: .horizontal) == .defaultHigh, "\(type(of: view))")
            #expect(view.contentHuggingPriority(for: .vertical) == .defaultHigh, "\(type(of: view))")
            #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh, "\(type(of: view))")
        }
        let progress = UIProgressView(progressViewStyle: .default)
        #expect(progress.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(progress.contentHuggingPriority(for: .vertical) == .defaultHigh)
        for view in [UILabel(), UIImageView(), UIButton(type: .system), UISlider(), UITextField()] as [UIView] {
            #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow, "\(type(of: view)) in code: 250")
        }
    }

    /// Three 20-point views in a vertical stack of spacing 4, custom spacing after the first two.
    func stackTops(after first: CGFloat, after second: CGFloat) -> [CGFloat] {
        let views = (0..<3).map { _ in UIView() }
        for v in views { v.heightAnchor.constraint(equalToConstant: 20).isActive = true }
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 4
        stack.setCustomSpacing(first, after: views[0])
        stack.setCustomSpacing(second, after: views[1])
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        return views.map(\.frame.minY)
    }

    @Test func customSpacingSentinelsAreTheStacksAndTheSystems() {
        #expect(stackTops(after: 10, after: 30) == [0, 30, 80])
        #expect(stackTops(after: UIStackView.spacingUseDefault, after: UIStackView.spacingUseSystem) == [0, 24, 52])
    }
}
