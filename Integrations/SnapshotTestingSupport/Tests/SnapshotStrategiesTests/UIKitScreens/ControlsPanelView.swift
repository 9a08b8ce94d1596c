import UIKit

/// A panel of controls: segmented control, slider, stepper, progress, page control, spinner.
final class ControlsPanelView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.selectedSegmentIndex = 1
        let slider = UISlider()
        slider.value = 0.3
        let stepper = UIStepper()
        stepper.value = 3
        let progress = UIProgressView(progressViewStyle: .default)
        progress.progress = 0.6
        let pages = UIPageControl()
        pages.numberOfPages = 4
        pages.currentPage = 1
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        let row = UIStackView(arrangedSubviews: [stepper, spinner, UISwitch()])
        row.spacing = 16
        row.alignment = .center
        let stack = UIStackView(arrangedSubviews: [segments, slider, row, progress, pages])
        stack.axis = .vertical
        stack.spacing = 20
        stack.alignment = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
