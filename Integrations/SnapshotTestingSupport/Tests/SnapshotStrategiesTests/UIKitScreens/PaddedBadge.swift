import UIKit

/// A badge whose size is its own `intrinsicContentSize`, in a row that hugs it.
final class PillView: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 64, height: 24) }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemRed
        layer.cornerRadius = 12
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A list row with a title on the left and the pill hugging the trailing margin.
final class BadgeRowView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        let title = UILabel()
        title.text = "Inbox"
        let pill = PillView()
        let row = UIStackView(arrangedSubviews: [title, pill])
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[row]-|", options: [], metrics: nil,
                                                                   views: ["row": row]))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[row]-|", options: [], metrics: nil,
                                                                   views: ["row": row]))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
