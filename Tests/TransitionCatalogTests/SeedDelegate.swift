import HeadlessUIKit

/// A transitioning delegate that hands out one seed's animators (and presentation
/// controller), for presenting without the harness.
final class SeedDelegate: NSObject, UIViewControllerTransitioningDelegate {
    private let animator: @MainActor (Bool) -> any UIViewControllerAnimatedTransitioning
    private let presentation: (@MainActor (UIViewController, UIViewController?) -> UIPresentationController)?

    init(
        presentation: (@MainActor (UIViewController, UIViewController?) -> UIPresentationController)? = nil,
        animator: @escaping @MainActor (Bool) -> any UIViewControllerAnimatedTransitioning
    ) {
        self.animator = animator
        self.presentation = presentation
        super.init()
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        animator(true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator(false)
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        presentation?(presented, presenting)
    }
}

/// The angle of a turn about the vertical axis, read from a transform's m11 and m13.
func turnAboutY(_ transform: CATransform3D) -> CGFloat {
    atan2(-transform.m13, transform.m11)
}

/// The angle of a turn in the screen plane, read from a transform's m11 and m12.
func turnInPlane(_ transform: CATransform3D) -> CGFloat {
    atan2(transform.m12, transform.m11)
}
