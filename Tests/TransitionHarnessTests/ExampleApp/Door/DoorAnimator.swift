import HeadlessUIKit

/// The door: the presenting screen turns away about its left edge, in perspective (`m34`), in
/// two keyframes (a quick first swing, then the rest), uncovering the presented screen behind
/// it. At the end the door's view is put back as it was: identity transform, anchored at its
/// centre, on its frame; a cancelled opening also takes the lobby's view out again.
///
/// The first draft put the door back only when the door opened: a swipe let go early
/// (cancelled) left the welcome screen turned edge-on about its left edge.
final class DoorAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let firstDraft: Bool

    init(firstDraft: Bool) {
        self.firstDraft = firstDraft
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let doorView = transitionContext.view(forKey: .from), let lobbyView = transitionContext.view(forKey: .to),
            let lobby = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        lobbyView.frame = transitionContext.finalFrame(for: lobby)
        container.insertSubview(lobbyView, belowSubview: doorView)
        let doorFrame = doorView.frame
        doorView.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        doorView.frame = doorFrame
        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0, options: []) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                doorView.transform3D = Self.swing(by: .pi / 3)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                doorView.transform3D = Self.swing(by: .pi / 2)
            }
        } completion: { [firstDraft] _ in
            let cancelled = transitionContext.transitionWasCancelled
            if !firstDraft || !cancelled {
                doorView.transform3D = CATransform3DIdentity
                doorView.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
                doorView.frame = doorFrame
            }
            if cancelled { lobbyView.removeFromSuperview() }
            transitionContext.completeTransition(!cancelled)
        }
    }

    /// A turn of `angle` about the vertical axis, seen in perspective.
    static func swing(by angle: CGFloat) -> CATransform3D {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 900
        return CATransform3DRotate(perspective, -angle, 0, 1, 0)
    }
}
