import UIKit

/// Frame-based layout in `layoutSubviews`, with a subview that animates and draws (reported, not shown).
final class ManualLayoutView: UIView {
    private let left = UIView()
    private let right = UIView()
    private let sparkline = SparklineView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        left.backgroundColor = .systemOrange
        right.backgroundColor = .systemIndigo
        right.layer.borderWidth = 2
        right.layer.borderColor = UIColor.label.cgColor
        [left, right, sparkline].forEach(addSubview)
        UIView.animate(withDuration: 0.3) { self.right.alpha = 0.8 }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let half = bounds.width / 2
        left.frame = CGRect(x: 0, y: 0, width: half, height: bounds.height / 2)
        right.frame = CGRect(x: half, y: 0, width: half, height: bounds.height / 2)
        sparkline.frame = CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }
}

/// Draws itself: shown as its background, with a warning.
final class SparklineView: UIView {
    override func draw(_ rect: CGRect) {}
}
