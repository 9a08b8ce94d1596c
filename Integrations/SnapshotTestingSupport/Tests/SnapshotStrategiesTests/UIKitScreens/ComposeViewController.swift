import UIKit

/// A compose screen in a navigation controller: large title, bar buttons, a text view.
final class ComposeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Note"
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        let text = UITextView()
        text.font = .preferredFont(forTextStyle: .body)
        text.text = "Remember to buy flowers."
        text.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(text)
        NSLayoutConstraint.activate([
            text.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            text.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            text.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }
}

/// Two tabs, the first a navigation controller.
@MainActor
func makeTabs() -> UITabBarController {
    let compose = UINavigationController(rootViewController: ComposeViewController())
    compose.navigationBar.prefersLargeTitles = true
    compose.tabBarItem = UITabBarItem(title: "Notes", image: UIImage(systemName: "note.text"), tag: 0)
    let settings = UIViewController()
    settings.view.backgroundColor = .systemGroupedBackground
    settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
    let tabs = UITabBarController()
    tabs.viewControllers = [compose, settings]
    return tabs
}
