// The Auto Layout Cookbook's "Nested Stack Views" (Snapshots/recipes/nested-stack-views.json)
// written as UIKit code: the same views, properties and constraints.
import UIKit

final class NestedStackViewsController: UIViewController {
    private func named<V: UIView>(_ view: V, _ name: String) -> V {
        view.accessibilityIdentifier = name
        return view
    }

    private func nameRow(_ title: String, _ placeholder: String) -> (UIStackView, UITextField) {
        let label = named(UILabel(), "\(title) Name Label")
        label.text = title
        label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        label.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        let field = named(UITextField(), "\(title) Name Text Field")
        field.placeholder = placeholder
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 14)
        field.setContentHuggingPriority(UILayoutPriority(48), for: .horizontal)
        field.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        let row = named(UIStackView(arrangedSubviews: [label, field]), "\(title) Name Stack View")
        row.alignment = .firstBaseline
        row.spacing = 8
        return (row, field)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let image = named(UIImageView(image: UIImage(named: "flower-square")), "Image View")
        image.setContentCompressionResistancePriority(UILayoutPriority(48), for: .horizontal)
        image.setContentCompressionResistancePriority(UILayoutPriority(48), for: .vertical)
        let (first, firstField) = nameRow("First", "Enter First Name")
        let (middle, middleField) = nameRow("Middle", "Enter Middle Name")
        let (last, lastField) = nameRow("Last", "Enter Last Name")
        let names = named(UIStackView(arrangedSubviews: [first, middle, last]), "Name Rows Stack View")
        names.axis = .vertical
        names.spacing = 8
        let upper = named(UIStackView(arrangedSubviews: [image, names]), "Upper Stack View")
        upper.spacing = 8
        let text = named(UITextView(), "Text View")
        text.backgroundColor = .lightGray
        text.font = .systemFont(ofSize: 14)
        text.text = "Lorem ipsum dolor sit er elit lamet, consectetaur cillium adipisicing pecu, sed do eiusmod tempor "
            + "incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco "
            + "laboris nisi ut aliquip ex ea commodo consequat."
        text.setContentHuggingPriority(UILayoutPriority(249), for: .vertical)
        text.setContentCompressionResistancePriority(UILayoutPriority(250), for: .horizontal)
        text.setContentCompressionResistancePriority(UILayoutPriority(250), for: .vertical)
        let buttons = ["Save", "Cancel", "Clear"].map { title -> UIButton in
            let b = named(UIButton(type: .system), "\(title) Button")
            b.setTitle(title, for: .normal)
            return b
        }
        let buttonRow = named(UIStackView(arrangedSubviews: buttons), "Button Stack View")
        buttonRow.alignment = .firstBaseline
        buttonRow.distribution = .fillEqually
        buttonRow.spacing = 8
        let root = named(UIStackView(arrangedSubviews: [upper, text, buttonRow]), "Root Stack View")
        root.axis = .vertical
        root.spacing = 8
        root.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(root)
        NSLayoutConstraint.activate([
            root.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            root.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            root.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: 20),
            image.heightAnchor.constraint(equalTo: image.widthAnchor),
            firstField.widthAnchor.constraint(equalTo: middleField.widthAnchor),
            firstField.widthAnchor.constraint(equalTo: lastField.widthAnchor),
        ])
    }
}
