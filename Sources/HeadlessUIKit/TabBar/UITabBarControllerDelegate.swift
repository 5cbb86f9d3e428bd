/// Observes a tab bar controller, decides about taps on its tabs and supplies its transition
/// animators (UIKit API). Every member is optional in UIKit; the defaults here allow the
/// selection, do nothing or return nil.
///
/// `shouldSelect` and `didSelect` are called only for a tap on a tab, not when code sets
/// `selectedIndex` or `selectedViewController`; `didSelect` is called even when the tapped tab
/// was already selected [DOC]. `animationControllerForTransitionFrom` is asked for every change
/// of the selected controller, tapped or set by code; `interactionControllerFor` only when it
/// returned an animator [DOC].
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UITabBarControllerDelegate {
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
        true
    }

    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}

    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        nil
    }

    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        nil
    }
}
