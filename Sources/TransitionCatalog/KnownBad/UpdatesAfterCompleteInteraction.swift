import HeadlessUIKit

/// Never stops listening to the pan gesture: when the next swipe starts another transition,
/// this controller still reports its progress to the transition it drove, which completed
/// long ago (Hero#90, ARNTransitionAnimator PR #21). Caught by `no-calls-after-complete`.
final class UpdatesAfterCompleteInteraction: EdgePanInteraction {
    override func handle(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .changed:
            update(progress(of: pan))
        case .ended:
            release(pan)
        case .cancelled, .failed:
            cancel()
        default:
            break
        }
    }
}
