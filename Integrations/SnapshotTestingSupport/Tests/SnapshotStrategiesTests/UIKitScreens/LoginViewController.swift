import UIKit

/// A sign-in screen: a title, two rounded fields, a filled button, centred in the safe area.
final class LoginViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let title = UILabel()
        title.text = "Welcome back"
        title.font = .preferredFont(forTextStyle: .largeTitle)
        let email = UITextField()
        email.placeholder = "Email"
        email.borderStyle = .roundedRect
        email.keyboardType = .emailAddress
        let password = UITextField()
        password.placeholder = "Password"
        password.borderStyle = .roundedRect
        password.isSecureTextEntry = true
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Sign In"
        configuration.buttonSize = .large
        let signIn = UIButton(configuration: configuration)
        let form = UIStackView(arrangedSubviews: [title, email, password, signIn])
        form.axis = .vertical
        form.spacing = 16
        form.setCustomSpacing(32, after: title)
        form.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(form)
        NSLayoutConstraint.activate([
            form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            form.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
            email.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            password.heightAnchor.constraint(equalTo: email.heightAnchor),
        ])
    }
}
