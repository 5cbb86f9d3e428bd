/// A view's Auto Layout state: its installed constraints, guides and priorities (not UIKit
/// API; stored in `UIView`).
struct AutoLayoutState {
    var constraints: [NSLayoutConstraint] = []
    var translatesAutoresizingMaskIntoConstraints = true
    var layoutGuides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var hugging = (horizontal: UILayoutPriority(250), vertical: UILayoutPriority(250))
    var compressionResistance = (horizontal: UILayoutPriority(750), vertical: UILayoutPriority(750))
    var needsUpdateConstraints = false
}
