import HeadlessUIKit

/// The swatch as first written, for transitions that always run to the end: the presented
/// view is hung from its corner by setting `anchorPoint` (then the frame), and never hung
/// from its centre again; the dismissal relies on the corner the presentation left; both
/// completions report `true` whatever happened.
final class FirstSwatchAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let isPresenting: Bool

    init(presenting: Bool) {
        isPresenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        isPresenting ? SwatchMotion.presentDuration : SwatchMotion.dismissDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if isPresenting {
            guard let fromController = transitionContext.viewController(forKey: .from),
                let swatch = transitionContext.view(forKey: .to)
            else { return }
            swatch.layer.anchorPoint = SwatchMotion.corner
            swatch.frame = transitionContext.initialFrame(for: fromController)
            swatch.transform = SwatchMotion.swungOut
            container.addSubview(swatch)
            UIView.animate(
                withDuration: SwatchMotion.presentDuration, delay: 0,
                usingSpringWithDamping: SwatchMotion.damping, initialSpringVelocity: SwatchMotion.initialVelocity,
                options: .curveEaseIn
            ) {
                swatch.transform = .identity
            } completion: { _ in
                transitionContext.completeTransition(true)
            }
        } else {
            guard let swatch = transitionContext.view(forKey: .from) else { return }
            if let presenter = transitionContext.view(forKey: .to),
                let presenterController = transitionContext.viewController(forKey: .to)
            {
                presenter.frame = transitionContext.finalFrame(for: presenterController)
                container.insertSubview(presenter, belowSubview: swatch)
            }
            UIView.animate(withDuration: SwatchMotion.dismissDuration, delay: 0, options: .curveEaseIn) {
                swatch.transform = SwatchMotion.swungOut
            } completion: { _ in
                swatch.removeFromSuperview()
                transitionContext.completeTransition(true)
            }
        }
    }
}
