// The Auto Layout Cookbook's "Simple Stack View" (Snapshots/recipes/simple-stack-view.json)
// written as UIKit code: the same views, properties and constraints.
import UIKit

final class SimpleStackViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let label = UILabel()
        label.accessibilityIdentifier = "Flowers Label"
        label.text = "Flowers"
        label.font = .preferredFont(forTextStyle: .body)
        label.textAlignment = .center
        let image = UIImageView(image: UIImage(named: "flowers"))
        image.accessibilityIdentifier = "Image View"
        image.contentMode = .scaleAspectFit
        image.setContentHuggingPriority(UILayoutPriority(249), for: .vertical)
        image.setContentCompressionResistancePriority(UILayoutPriority(749), for: .vertical)
        let button = UIButton(type: .system)
        button.accessibilityIdentifier = "Edit Button"
        button.setTitle("Edit", for: .normal)
        let stack = UIStackView(arrangedSubviews: [label, image, button])
        stack.accessibilityIdentifier = "Stack View"
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalToSystemSpacingBelow: view.safeAreaLayoutGuide.topAnchor, multiplier: 1),
            view.safeAreaLayoutGuide.bottomAnchor.constraint(equalToSystemSpacingBelow: stack.bottomAnchor, multiplier: 1),
        ])
    }
}
