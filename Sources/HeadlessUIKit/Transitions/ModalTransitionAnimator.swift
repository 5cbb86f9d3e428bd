/// The built-in presentation and dismissal animations of `UIModalTransitionStyle` [DOC for the
/// look of each style; INF for the timing: 0.3 s ease-in-out, 0.6 s for the flip]:
/// - `.coverVertical`: the presented view slides up from the bottom edge; dismissal slides it
///   back down;
/// - `.crossDissolve`: the presented view fades in; dismissal fades it out;
/// - `.flipHorizontal`: the presenter's view turns about the vertical axis to edge-on in the
///   first half, the presented view turns from edge-on to flat in the second half (with
///   perspective); dismissal is the mirror image.
/// Views the animation moved are put back at the end (the container removes what leaves); a
/// cancelled dismissal removes the presenter's view it inserted, as UIKit's own animator does.
@MainActor
final class ModalTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let style: UIModalTransitionStyle
    let presenting: Bool
    /// The length of the animation: the style's own unless a test asked for another
    /// (`SystemTransitionAnimators.modal(_:presenting:duration:)`).
    let duration: TimeInterval

    init(style: UIModalTransitionStyle, presenting: Bool, duration: TimeInterval? = nil) {
        self.style = style
        self.presenting = presenting
        self.duration = duration ?? Self.duration(of: style)
    }

    /// The style's own length: 0.6 s for the flip, 0.3 s for the others.
    static func duration(of style: UIModalTransitionStyle) -> TimeInterval {
        style == .flipHorizontal ? 0.6 : 0.3
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        let fromView = context.view(forKey: .from)
        let toView = context.view(forKey: .to)
        if let toView, let to = context.viewController(forKey: .to) {
            toView.frame = context.finalFrame(for: to)
            if presenting {
                container.addSubview(toView)
            } else if let fromView, fromView.superview === container {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                container.insertSubview(toView, at: 0)
            }
        }
        let moving = presenting ? toView : fromView
        let saved = (center: moving?.center, alpha: moving?.alpha, transform: moving?.transform3D)
        let savedFrom = (alpha: fromView?.alpha, transform: fromView?.transform3D)
        let duration = transitionDuration(using: context)
        let finish: (Bool) -> Void = { _ in
            if let moving {
                saved.center.map { moving.center = $0 }
                saved.alpha.map { moving.alpha = $0 }
                saved.transform.map { moving.transform3D = $0 }
            }
            if let fromView {
                savedFrom.alpha.map { fromView.alpha = $0 }
                savedFrom.transform.map { fromView.transform3D = $0 }
            }
            // On any cancel the view this animator inserted goes, as Apple's sample does
            // (uikit-semantics §1.3): a cancelled presentation leaves nothing behind either.
            if context.transitionWasCancelled, let toView {
                toView.removeFromSuperview()
            }
            context.completeTransition(!context.transitionWasCancelled)
        }
        let options: UIView.AnimationOptions = context.isInteractive ? .curveLinear : .curveEaseInOut
        switch style {
        case .coverVertical, .partialCurl:
            let height = container.bounds.height
            if presenting, let toView {
                let target = toView.center
                toView.center.y += height
                UIView.animate(
                    withDuration: duration, delay: 0, options: options,
                    animations: {
                        toView.center = target
                    }, completion: finish)
            } else if let fromView {
                UIView.animate(
                    withDuration: duration, delay: 0, options: options,
                    animations: {
                        fromView.center.y += height
                    }, completion: finish)
            } else {
                finish(true)
            }
        case .crossDissolve:
            if presenting, let toView {
                toView.alpha = 0
                UIView.animate(
                    withDuration: duration, delay: 0, options: options,
                    animations: {
                        toView.alpha = saved.alpha ?? 1
                    }, completion: finish)
            } else if let fromView {
                UIView.animate(
                    withDuration: duration, delay: 0, options: options,
                    animations: {
                        fromView.alpha = 0
                    }, completion: finish)
            } else {
                finish(true)
            }
        case .flipHorizontal:
            flip(context, from: fromView, to: toView, duration: duration, completion: finish)
        }
    }

    private func flip(
        _ context: any UIViewControllerContextTransitioning, from fromView: UIView?, to toView: UIView?,
        duration: TimeInterval, completion: @escaping (Bool) -> Void
    ) {
        let turn = presenting ? CGFloat.pi / 2 : -CGFloat.pi / 2
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 1000
        let edgeOnOut = CATransform3DRotate(perspective, turn, 0, 1, 0)
        let edgeOnIn = CATransform3DRotate(perspective, -turn, 0, 1, 0)
        toView?.transform3D = edgeOnIn
        UIView.animateKeyframes(
            withDuration: duration, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    fromView?.transform3D = edgeOnOut
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    toView?.transform3D = perspective
                }
            },
            completion: { finished in
                toView?.transform3D = CATransform3DIdentity
                completion(finished)
            })
    }
}
