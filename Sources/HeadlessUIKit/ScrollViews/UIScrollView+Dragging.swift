// How the scroll view's pan recognizer moves the content offset.

extension UIScrollView {
    /// The smallest offset: the adjusted insets' top and left, negated.
    var minimumContentOffset: CGPoint {
        CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
    }

    /// The largest offset: where the content's far edge, plus its inset, meets the bounds'
    /// far edge; never below the minimum.
    var maximumContentOffset: CGPoint {
        let inset = adjustedContentInset
        let minimum = minimumContentOffset
        return CGPoint(
            x: max(minimum.x, contentSize.width + inset.right - bounds.width),
            y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
    }

    /// Whether a drag moves the content horizontally and vertically.
    var scrollableAxes: (horizontal: Bool, vertical: Bool) {
        let inset = adjustedContentInset
        return (
            alwaysBounceHorizontal || contentSize.width + inset.left + inset.right > bounds.width,
            alwaysBounceVertical || contentSize.height + inset.top + inset.bottom > bounds.height
        )
    }

    /// `offset` brought within the limits.
    func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset
        return CGPoint(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    }

    /// The pan recognizer's action.
    func handleDrag(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            isTracking = true
            isDragging = true
            dragStartOffset = contentOffset
            delegate?.scrollViewWillBeginDragging(self)
            followFinger(pan)
        case .changed:
            followFinger(pan)
        case .ended, .cancelled, .failed:
            guard isDragging else { return }
            let velocity = pan.velocity(in: nil)
            var target = clampedContentOffset(contentOffset)
            // UIKit reports the content's velocity, opposite to the finger's, in points per ms.
            delegate?.scrollViewWillEndDragging(
                self, withVelocity: CGPoint(x: -velocity.x / 1000, y: -velocity.y / 1000),
                targetContentOffset: &target)
            isDragging = false
            isTracking = false
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
            let resting = clampedContentOffset(target)
            if resting != contentOffset { contentOffset = resting }
        default:
            break
        }
    }

    /// Moves the offset opposite to the finger's translation since the drag began, on the axes
    /// that scroll; within the limits unless `bounces`.
    private func followFinger(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: nil)
        let axes = scrollableAxes
        var offset = CGPoint(
            x: axes.horizontal ? dragStartOffset.x - translation.x : contentOffset.x,
            y: axes.vertical ? dragStartOffset.y - translation.y : contentOffset.y)
        if !bounces { offset = clampedContentOffset(offset) }
        if offset != contentOffset { contentOffset = offset }
    }
}
