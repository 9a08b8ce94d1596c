import Layout

/// `UITableViewCell` for cell snapshots: a content view filling the cell (its subviews are
/// the app's), and the standard style's labels and image placed in it when used.
@MainActor
open class UITableViewCell: UIView {
    /// `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    /// `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    /// `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }

    public let contentView = UIView()
    public let reuseIdentifier: String?
    let style: CellStyle
    open var accessoryType: AccessoryType = .none
    open var accessoryView: UIView?
    open var selectionStyle: SelectionStyle = .default
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var isSelected = false
    open var isHighlighted = false
    private var standardLabel: UILabel?
    private var standardDetail: UILabel?
    private var standardImage: UIImageView?

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .systemBackground
        EdgePinning.pin(contentView, to: self)
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        super.init(coder: coder)
        EdgePinning.pin(contentView, to: self)
    }

    open func prepareForReuse() {}
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

    /// The standard style's text label, in the content view at its leading margin.
    open var textLabel: UILabel? {
        if let standardLabel { return standardLabel }
        let label = UILabel()
        standardLabel = label
        CellStandardLayout.place(label, detail: nil, in: contentView)
        return label
    }

    /// The standard style's detail label (nil for `.default`).
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let standardDetail { return standardDetail }
        let detail = UILabel()
        detail.font = .systemFont(ofSize: style == .subtitle ? 12 : 17)
        detail.textColor = .secondaryLabel
        standardDetail = detail
        CellStandardLayout.place(detail, detail: textLabel, in: contentView, style: style)
        return detail
    }

    open var imageView: UIImageView? {
        if let standardImage { return standardImage }
        let image = UIImageView()
        standardImage = image
        return image
    }
}

/// `UICollectionViewCell` and `UICollectionReusableView` for cell snapshots.
@MainActor
open class UICollectionReusableView: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open func prepareForReuse() {}
    open var reuseIdentifier: String? { nil }
}

@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView = UIView()
    open var isSelected = false
    open var isHighlighted = false
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        EdgePinning.pin(contentView, to: self)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        EdgePinning.pin(contentView, to: self)
    }
}

/// Where the standard cell styles put their labels in the content view.
@MainActor
enum CellStandardLayout {
    static func place(_ label: UILabel, detail primary: UILabel?, in content: UIView,
                      style: UITableViewCell.CellStyle = .default) {
        label.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(label)
        let margins = content.layoutMarginsGuide
        var constraints = [label.centerYAnchor.constraint(equalTo: content.centerYAnchor)]
        switch (primary, style) {
        case (let p?, .value1):
            constraints += [label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                            label.leadingAnchor.constraint(greaterThanOrEqualTo: p.trailingAnchor, constant: 8)]
        case (let p?, _):
            constraints = [label.leadingAnchor.constraint(equalTo: p.leadingAnchor),
                           label.topAnchor.constraint(equalTo: p.bottomAnchor),
                           label.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor)]
        case (nil, _):
            constraints += [label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                            label.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor)]
        }
        NSLayoutConstraint.activate(constraints)
    }
}
