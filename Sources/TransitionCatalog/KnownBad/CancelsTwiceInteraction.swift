import HeadlessUIKit

/// Handles a gesture the system cancelled with its own `cancel()`, then falls through to the
/// release rule, which cancels (or finishes) a second time: two resolutions for one gesture
/// end, which makes the completion jump (PullToDismissTransition#2). Caught by
/// `single-resolution`.
final class CancelsTwiceInteraction: EdgePanInteraction {
    override func handle(_ pan: UIPanGestureRecognizer) {
        guard isListening else { return }
        switch pan.state {
        case .changed:
            update(progress(of: pan))
        case .ended, .cancelled, .failed:
            stopListening()
            if pan.state == .cancelled {
                cancel()
            }
            release(pan)
        default:
            break
        }
    }
}
