import UIKit

/// A settings row: a tinted icon tile, a title and a switch in the content view.
final class SettingsToggleCell: UITableViewCell {
    let iconView = UIImageView()
    let titleLabel = UILabel()
    let toggle = UISwitch()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let tile = UIView()
        tile.backgroundColor = .systemGreen
        tile.layer.cornerRadius = 7
        iconView.tintColor = .white
        iconView.contentMode = .scaleAspectFit
        for v in [tile, iconView, titleLabel, toggle] { v.translatesAutoresizingMaskIntoConstraints = false }
        contentView.addSubview(tile)
        tile.addSubview(iconView)
        contentView.addSubview(titleLabel)
        contentView.addSubview(toggle)
        NSLayoutConstraint.activate([
            tile.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            tile.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            tile.widthAnchor.constraint(equalToConstant: 29),
            tile.heightAnchor.constraint(equalToConstant: 29),
            iconView.centerXAnchor.constraint(equalTo: tile.centerXAnchor),
            iconView.centerYAnchor.constraint(equalTo: tile.centerYAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: tile.trailingAnchor, constant: 16),
            titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            toggle.leadingAnchor.constraint(greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: 8),
            toggle.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            toggle.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            contentView.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(title: String, symbol: String, isOn: Bool) {
        titleLabel.text = title
        iconView.image = UIImage(systemName: symbol)
        toggle.isOn = isOn
    }
}
