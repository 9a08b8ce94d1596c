// The Auto Layout Cookbook's "Equal White Space" (Snapshots/recipes/equal-white-space.json)
// written as UIKit code: layout guides as spacers between two buttons.
import UIKit

final class EqualWhiteSpaceController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let spacers = ["Leading Spacer", "Middle Spacer", "Trailing Spacer"].map { name -> UILayoutGuide in
            let guide = UILayoutGuide()
            guide.identifier = name
            view.addLayoutGuide(guide)
            return guide
        }
        let buttons = [("Short Button", "Short"), ("Long Button", "Much Longer Button Title")].map { name, title -> UIButton in
            let button = UIButton(type: .system)
            button.accessibilityIdentifier = name
            button.setTitle(title, for: .normal)
            button.backgroundColor = .lightGray
            button.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(button)
            return button
        }
        let (leading, middle, trailing) = (spacers[0], spacers[1], spacers[2])
        let (short, long) = (buttons[0], buttons[1])
        NSLayoutConstraint.activate([
            leading.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            short.leadingAnchor.constraint(equalTo: leading.trailingAnchor),
            middle.leadingAnchor.constraint(equalTo: short.trailingAnchor),
            long.leadingAnchor.constraint(equalTo: middle.trailingAnchor),
            trailing.leadingAnchor.constraint(equalTo: long.trailingAnchor),
            trailing.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            middle.widthAnchor.constraint(equalTo: leading.widthAnchor),
            trailing.widthAnchor.constraint(equalTo: leading.widthAnchor),
            view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: short.bottomAnchor, constant: 20),
            view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: long.bottomAnchor, constant: 20),
            leading.heightAnchor.constraint(equalToConstant: 1),
            middle.heightAnchor.constraint(equalToConstant: 1),
            trailing.heightAnchor.constraint(equalToConstant: 1),
            leading.centerYAnchor.constraint(equalTo: short.centerYAnchor),
            middle.centerYAnchor.constraint(equalTo: short.centerYAnchor),
            trailing.centerYAnchor.constraint(equalTo: short.centerYAnchor),
        ])
    }
}
