import UIKit

/// An empty state: a symbol, a headline, wrapped text and a button, centred.
final class EmptyStateView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground
        let symbol = UIImageView(image: UIImage(systemName: "tray", withConfiguration: UIImage.SymbolConfiguration(pointSize: 48)))
        symbol.tintColor = .tertiaryLabel
        let headline = UILabel()
        headline.text = "No messages"
        headline.font = .preferredFont(forTextStyle: .title2)
        let detail = UILabel()
        detail.text = "Messages you receive will appear here. Pull down to check for new ones."
        detail.numberOfLines = 0
        detail.textAlignment = .center
        detail.textColor = .secondaryLabel
        let button = UIButton(type: .system)
        button.setTitle("Refresh", for: .normal)
        let stack = UIStackView(arrangedSubviews: [symbol, headline, detail, button])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: readableContentGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: readableContentGuide.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
