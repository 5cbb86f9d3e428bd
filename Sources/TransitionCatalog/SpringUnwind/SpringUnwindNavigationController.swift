import HeadlessUIKit

/// A navigation controller that supplies its own unwind segue: every unwind to one of its
/// children springs the target in over the current screen (``SpringUnwindSegue``) and pops
/// there without animation, however many levels down it is.
class SpringUnwindNavigationController: UINavigationController {
    override func segueForUnwinding(
        to toViewController: UIViewController, from fromViewController: UIViewController, identifier: String?
    ) -> UIStoryboardSegue? {
        SpringUnwindSegue(identifier: identifier, source: fromViewController, destination: toViewController)
    }
}

/// The navigation controller of the spring unwind as first written
/// (``FirstSpringUnwindSegue``).
final class FirstSpringUnwindNavigationController: SpringUnwindNavigationController {
    override func segueForUnwinding(
        to toViewController: UIViewController, from fromViewController: UIViewController, identifier: String?
    ) -> UIStoryboardSegue? {
        FirstSpringUnwindSegue(identifier: identifier, source: fromViewController, destination: toViewController)
    }
}
