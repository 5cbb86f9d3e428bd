// UIView's built-in transitions (UIKit API): `transition(with:duration:options:animations:
// completion:)` and `transition(from:to:duration:options:completion:)`.
//
// Headlessly there are no pixels, so the flips, curls and cross-dissolve are modelled by what
// can be observed without them: the changes of the animations block and of the view hierarchy
// happen at once (as the model values of any UIKit animation do); a `CATransition` runs on the
// container's layer under the key "transition" for the duration (after the delay of an
// enclosing block, with the option's curve), with UIKit's private transition types for the
// styles [INF: "oglFlip", "pageCurl" and "pageUnCurl" are the names developers report for
// UIKit's styles]; and the completion runs when it ends, with `finished` false if the transition
// animation was removed first. The animations block runs without animation unless
// `allowAnimatedContent` is set, in which case its changes animate with the transition's
// duration and curve [DOC UIView.AnimationOptions.allowAnimatedContent].

extension UIView {
    /// Runs `animations` as a transition of `view`'s content.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let display = HeadlessDisplay.current
        let tracker = ViewAnimationCompletion(completion)
        guard duration > 0, display.viewAnimation.areAnimationsEnabled else {
            if let animations { performWithoutAnimation(animations) }
            tracker.blockDidEnd()
            return
        }
        if let animations {
            if options.contains(.allowAnimatedContent) {
                let parameters = ViewAnimationParameters(
                    duration: duration, delay: 0, timing: .curve(options.curve),
                    options: options.union(.overrideInheritedOptions))
                runInContext(ViewAnimationContext(kind: .block(parameters), completion: tracker), animations)
            } else {
                performWithoutAnimation(animations)
            }
        }
        if let transition = Self.transitionAnimation(options: options, duration: duration) {
            transition.delegate = tracker
            tracker.animationAdded()
            view.layer.add(transition, forKey: kCATransition)
        }
        tracker.blockDidEnd()
    }

    /// Replaces `fromView` by `toView` in `fromView`'s superview (or, with
    /// `showHideTransitionViews`, hides `fromView` and shows `toView`) as a transition of the
    /// superview. Without a superview there is nothing to replace in: only the completion runs.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let container = fromView.superview else {
            transition(with: fromView, duration: 0, options: options, animations: nil, completion: completion)
            return
        }
        transition(
            with: container, duration: duration, options: options,
            animations: {
                if options.contains(.showHideTransitionViews) {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else {
                    container.insertSubview(toView, aboveSubview: fromView)
                    fromView.removeFromSuperview()
                }
            }, completion: completion)
    }

    /// The transition animation for a style; nil for no style (the completion then runs at
    /// once, as when nothing animates).
    private static func transitionAnimation(options: UIView.AnimationOptions, duration: TimeInterval)
        -> CATransition?
    {
        let transition = CATransition()
        switch options.transitionStyle {
        case 1:
            transition.type = CATransitionType(rawValue: "oglFlip")
            transition.subtype = .fromLeft
        case 2:
            transition.type = CATransitionType(rawValue: "oglFlip")
            transition.subtype = .fromRight
        case 3:
            transition.type = CATransitionType(rawValue: "pageCurl")
            transition.subtype = .fromBottom
        case 4:
            transition.type = CATransitionType(rawValue: "pageUnCurl")
            transition.subtype = .fromBottom
        case 5:
            transition.type = .fade
        case 6:
            transition.type = CATransitionType(rawValue: "oglFlip")
            transition.subtype = .fromTop
        case 7:
            transition.type = CATransitionType(rawValue: "oglFlip")
            transition.subtype = .fromBottom
        default:
            return nil
        }
        transition.duration = duration
        transition.timingFunction = CAMediaTimingFunction(name: options.curve.mediaTimingFunctionName)
        transition.fillMode = .both
        return transition
    }
}
