import UIKit

class SignInViewController: UIViewController, UITextFieldDelegate {
  let scrollView = UIScrollView()
  let stackView = UIStackView()
  let emailField = UITextField()
  let passwordField = UITextField()
  let signInButton = UIButton(type: .system)
  private var keyboardObservers: [NSObjectProtocol] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Sign In"
    view.backgroundColor = .systemBackground

    emailField.placeholder = "E-mail"
    emailField.borderStyle = .roundedRect
    emailField.keyboardType = .emailAddress
    emailField.autocapitalizationType = .none
    emailField.returnKeyType = .next
    emailField.accessibilityIdentifier = "email"
    emailField.delegate = self

    passwordField.placeholder = "Password"
    passwordField.borderStyle = .roundedRect
    passwordField.isSecureTextEntry = true
    passwordField.returnKeyType = .go
    passwordField.accessibilityIdentifier = "password"
    passwordField.delegate = self

    signInButton.setTitle("Sign In", for: .normal)
    signInButton.addAction(UIAction { [weak self] _ in self?.signIn() }, for: .touchUpInside)

    stackView.axis = .vertical
    stackView.spacing = 12
    stackView.translatesAutoresizingMaskIntoConstraints = false
    for arranged in [emailField, passwordField, signInButton] {
      stackView.addArrangedSubview(arranged)
    }
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.keyboardDismissMode = .interactive
    scrollView.addSubview(stackView)
    view.addSubview(scrollView)

    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),

      stackView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 40),
      stackView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
      stackView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -20),
      stackView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
      stackView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
    ])
    observeKeyboard()
  }

  /// The inset follows the part of the keyboard that covers the scroll view.
  private func observeKeyboard() {
    let center = NotificationCenter.default
    for name in [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification] {
      keyboardObservers.append(
        center.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
          let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
          MainActor.assumeIsolated { self?.keyboardWillChange(to: frame) }
        })
    }
  }

  private func keyboardWillChange(to frame: CGRect?) {
    guard let frame else { return }
    let keyboard = scrollView.convert(frame, from: nil)
    let overlap = max(0, scrollView.bounds.maxY - keyboard.minY)
    scrollView.contentInset.bottom = overlap
    scrollView.verticalScrollIndicatorInsets.bottom = overlap
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === emailField {
      passwordField.becomeFirstResponder()
    } else {
      signIn()
    }
    return true
  }

  private func signIn() {
    guard let email = emailField.text, !email.isEmpty, passwordField.hasText else { return }
    view.endEditing(true)
    navigationController?.pushViewController(WelcomeViewController(email: email), animated: true)
  }
}

class WelcomeViewController: UIViewController {
  let email: String

  init(email: String) {
    self.email = email
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Welcome"
    view.backgroundColor = .systemBackground
    let label = UILabel()
    label.text = "Signed in as \(email)"
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }
}
