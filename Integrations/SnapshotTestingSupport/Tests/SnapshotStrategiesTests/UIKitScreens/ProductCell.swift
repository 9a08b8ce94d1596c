import UIKit

/// A grid cell: a square image area, a two-line name and a price.
final class ProductCell: UICollectionViewCell {
    let artwork = UIView()
    let nameLabel = UILabel()
    let priceLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        artwork.backgroundColor = .systemTeal
        artwork.layer.cornerRadius = 12
        artwork.clipsToBounds = true
        nameLabel.numberOfLines = 2
        nameLabel.font = .preferredFont(forTextStyle: .subheadline)
        priceLabel.font = .monospacedDigitSystemFont(ofSize: 15, weight: .semibold)
        let stack = UIStackView(arrangedSubviews: [artwork, nameLabel, priceLabel])
        stack.axis = .vertical
        stack.spacing = 6
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            artwork.heightAnchor.constraint(equalTo: artwork.widthAnchor),
            stack.topAnchor.constraint(equalTo: contentView.topAnchor),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
