// The Auto Layout Cookbook's "Simple Label and Text Field"
// (Snapshots/recipes/simple-label-and-text-field.json) written as UIKit code: baseline alignment.
import UIKit

final class SimpleLabelAndTextFieldController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let label = UILabel()
        label.accessibilityIdentifier = "Name Label"
        label.text = "Name"
        label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        label.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        let field = UITextField()
        field.accessibilityIdentifier = "Name Text Field"
        field.placeholder = "Enter name"
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 14)
        for v in [label, field] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        NSLayoutConstraint.activate([
            field.lastBaselineAnchor.constraint(equalTo: label.lastBaselineAnchor),
            field.leadingAnchor.constraint(equalToSystemSpacingAfter: label.trailingAnchor, multiplier: 1),
            label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
    }
}
