import HeadlessUIKit

/// Runs the completion itself, reporting progress frame by frame from a display link as some
/// apps do to control its curve, but starts the ramp at 0 instead of where the finger left
/// the transition: at the lift the screen snaps back to the start and slides in again.
/// Caught by `progress-in-range` (progress moves away from the end it is heading for), and
/// the snap back shows as a jump too (`continuous-motion`).
final class RestartsCompletionInteraction: EdgePanInteraction {
    private var link: CADisplayLink?

    override func release(_ pan: UIPanGestureRecognizer) {
        guard progress(of: pan) > 0.5 || pan.velocity(in: pan.view).x > 500 else {
            cancel()
            return
        }
        // The bug: `from` should be the progress at the lift, `percentComplete`.
        let from: CGFloat = 0
        let start = CACurrentMediaTime()
        let length = max(Double(duration) * Double(1 - from), 0.001)
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            let t = min((CACurrentMediaTime() - start) / length, 1)
            self.update(from + (1 - from) * CGFloat(t))
            if t >= 1 {
                link.invalidate()
                self.link = nil
                self.finish()
            }
        }
        self.link = link
        link.add(to: .main, forMode: .common)
    }
}
