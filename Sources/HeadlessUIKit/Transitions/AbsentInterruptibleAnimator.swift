/// What `interruptibleAnimator(using:)` returns for an animator that does not implement it:
/// a marker that ``TransitionContext`` recognizes, standing in for UIKit's "does not respond
/// to the selector". It animates nothing: every operation leaves it inactive.
@MainActor
final class AbsentInterruptibleAnimator: NSObject, UIViewImplicitlyAnimating {
    var state: UIViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed: Bool {
        get { false }
        set {}
    }
    var fractionComplete: CGFloat {
        get { 0 }
        set {}
    }

    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
}
