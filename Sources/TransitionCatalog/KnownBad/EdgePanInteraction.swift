import HeadlessUIKit

/// A percent-driven interaction controller that handles its own pan gesture, as most apps'
/// do: it joins the gesture that started the transition, reports the horizontal translation
/// over the width of the gesture's view as progress, and at the end finishes past half way
/// (or on a flick to the right) and cancels otherwise. Once it has finished or cancelled it
/// stops listening.
///
/// The known-bad interaction controllers are subclasses that get one of these steps wrong.
class EdgePanInteraction: UIPercentDrivenInteractiveTransition {
    /// Whether the gesture still drives the transition.
    private(set) var isListening = true

    init(gesture: UIPanGestureRecognizer) {
        super.init()
        gesture.addAction { [weak self] pan in
            self?.handle(pan)
        }
    }

    /// Handles one state of the gesture.
    func handle(_ pan: UIPanGestureRecognizer) {
        guard isListening else { return }
        switch pan.state {
        case .changed:
            update(progress(of: pan))
        case .ended:
            stopListening()
            release(pan)
        case .cancelled, .failed:
            stopListening()
            cancel()
        default:
            break
        }
    }

    /// The progress the pan shows: its translation over its view's width, within [0, 1].
    func progress(of pan: UIPanGestureRecognizer) -> CGFloat {
        min(max(rawProgress(of: pan), 0), 1)
    }

    /// The translation over the width, as it comes.
    func rawProgress(of pan: UIPanGestureRecognizer) -> CGFloat {
        let width = pan.view?.bounds.width ?? 1
        return pan.translation(in: pan.view).x / max(width, 1)
    }

    /// Finishes past half way or on a flick to the right; cancels otherwise.
    func release(_ pan: UIPanGestureRecognizer) {
        if progress(of: pan) > 0.5 || pan.velocity(in: pan.view).x > 500 {
            finish()
        } else {
            cancel()
        }
    }

    /// Ignores the gesture from now on.
    func stopListening() {
        isListening = false
    }

    /// The pan gesture of the key window that is beginning: the one whose handler is starting
    /// the transition now.
    static func beginningPan() -> UIPanGestureRecognizer? {
        let recognizers = UIApplication.shared.keyWindow?.gestureRecognizers ?? []
        return recognizers.compactMap { $0 as? UIPanGestureRecognizer }.first { $0.state == .began }
    }
}
