import UIKit

/// A profile header as apps build it in code: avatar, name and handle in stacks, a follow button.
final class ProfileHeaderView: UIView {
    private let avatar = UIImageView(image: UIImage(systemName: "person.crop.circle.fill"))
    private let nameLabel = UILabel()
    private let handleLabel = UILabel()
    private let followButton = UIButton(configuration: .filled())

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        avatar.tintColor = .systemGray3
        avatar.contentMode = .scaleAspectFit
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        nameLabel.text = "Ada Lovelace"
        handleLabel.font = .preferredFont(forTextStyle: .subheadline)
        handleLabel.textColor = .secondaryLabel
        handleLabel.text = "@ada"
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Follow"
        configuration.cornerStyle = .capsule
        followButton.configuration = configuration
        let names = UIStackView(arrangedSubviews: [nameLabel, handleLabel])
        names.axis = .vertical
        names.spacing = 2
        let row = UIStackView(arrangedSubviews: [avatar, names, followButton])
        row.alignment = .center
        row.spacing = 12
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)
        NSLayoutConstraint.activate([
            avatar.widthAnchor.constraint(equalToConstant: 56),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            row.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            row.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            row.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
