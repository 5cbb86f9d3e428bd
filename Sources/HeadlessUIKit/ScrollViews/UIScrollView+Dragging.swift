import Foundation

// How a drag moves the content, and how it coasts after release (docs/scroll-views.md).
extension UIScrollView {
    /// The smallest and largest content offsets: from minus the top-left inset to the content's
    /// far edge plus the bottom-right inset, less the view's size (never below the smallest).
    var contentOffsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(
            x: max(minimum.x, contentSize.width + inset.right - bounds.width),
            y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
        return (minimum, maximum)
    }

    /// Whether a drag moves the content along each axis: the content (with its insets) is
    /// larger than the view, or the view always bounces along that axis.
    var scrollableAxes: (horizontal: Bool, vertical: Bool) {
        let range = contentOffsetRange
        return (range.max.x > range.min.x || alwaysBounceHorizontal, range.max.y > range.min.y || alwaysBounceVertical)
    }

    func clamped(_ offset: CGPoint) -> CGPoint {
        let range = contentOffsetRange
        return CGPoint(
            x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
    }

    func beginTracking() {
        isTrackingStorage = true
        if isDeceleratingStorage {
            // A touch stops the coasting content where it is.
            stopScrolling()
            isDeceleratingStorage = false
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: self)
        switch pan.state {
        case .began:
            stopScrolling()
            isDraggingStorage = true
            dragOrigin = (contentOffset, translation)
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            guard let origin = dragOrigin else { return }
            let axes = scrollableAxes
            var offset = origin.offset
            if axes.horizontal { offset.x -= translation.x - origin.translation.x }
            if axes.vertical { offset.y -= translation.y - origin.translation.y }
            contentOffset = bounces ? offset : clamped(offset)
        case .ended, .cancelled:
            guard dragOrigin != nil else { return }
            dragOrigin = nil
            let axes = scrollableAxes
            let fingers = pan.state == .ended ? pan.velocity(in: self) : .zero
            // The content moves against the fingers; the delegate gets points per millisecond.
            let velocity = CGPoint(x: axes.horizontal ? -fingers.x / 1000 : 0, y: axes.vertical ? -fingers.y / 1000 : 0)
            let rate = decelerationRate
            var target = clamped(
                CGPoint(
                    x: contentOffset.x + project(velocity: velocity.x * 1000, decelerationRate: rate),
                    y: contentOffset.y + project(velocity: velocity.y * 1000, decelerationRate: rate)))
            delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
            isDraggingStorage = false
            let willDecelerate = target != contentOffset
            delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
            if willDecelerate { decelerate(to: target) }
        default:
            break
        }
    }

    /// Coasts from the current offset to `target` along UIScrollView's exponential
    /// deceleration (`Deceleration`), one step per display frame, ending when less than half a
    /// point remains.
    private func decelerate(to target: CGPoint) {
        isDeceleratingStorage = true
        delegate?.scrollViewWillBeginDecelerating(self)
        let start = contentOffset
        let distance = hypot(target.x - start.x, target.y - start.y)
        let motion = Deceleration(initialVelocity: 1, decelerationRate: decelerationRate)
        let k = motion.decayCoefficient
        // The fraction of the way covered at t is 1 − e^(−kt).
        let duration = k > 0 && k.isFinite ? log(max(distance, 0.5) / 0.5) / k : 0
        run(
            from: start, to: target, duration: duration, progress: { t in k.isFinite ? 1 - exp(-k * t) : 1 },
            completion: { [weak self] in
                guard let self else { return }
                self.isDeceleratingStorage = false
                self.delegate?.scrollViewDidEndDecelerating(self)
            })
    }

    /// Moves the offset from `start` to `end` at each display frame, `progress(t)` of the way
    /// at t seconds, then calls `completion` at the frame at or after `duration`.
    func run(
        from start: CGPoint, to end: CGPoint, duration: Double,
        progress: @escaping @MainActor (Double) -> Double, completion: @escaping @MainActor () -> Void
    ) {
        let startTime = CACurrentMediaTime()
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            let t = link.timestamp - startTime
            if t >= duration {
                self.stopScrolling()
                self.contentOffset = end
                completion()
            } else {
                let fraction = CGFloat(progress(t))
                self.contentOffset = CGPoint(
                    x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            }
        }
        scrollingLink = link
        link.add(to: .main, forMode: .common)
    }

    /// Stops a deceleration or an animated scroll where it is.
    func stopScrolling() {
        scrollingLink?.invalidate()
        scrollingLink = nil
    }
}

/// The pan recognizer a scroll view installs on itself (UIKit's is a private subclass too):
/// a pan that also tells its scroll view when fingers touch down and lift, for `isTracking`.
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        scrollView?.beginTracking()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if numberOfTouches == 0 { scrollView?.isTrackingStorage = false }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if numberOfTouches == 0 { scrollView?.isTrackingStorage = false }
    }

    override func reset() {
        super.reset()
        scrollView?.isTrackingStorage = false
    }
}
