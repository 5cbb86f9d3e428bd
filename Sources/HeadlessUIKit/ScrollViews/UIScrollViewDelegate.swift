/// What a scroll view tells its delegate, as UIKit's `UIScrollViewDelegate`. Every method is
/// optional (default implementations do nothing).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed, by a drag or by code [DOC scrollViewDidScroll(_:)].
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag is about to scroll the content [DOC scrollViewWillBeginDragging(_:)].
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted; `velocity` is in points per millisecond, and the delegate may change
    /// where the content comes to rest [DOC scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)].
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` says whether the content keeps moving
    /// [DOC scrollViewDidEndDragging(_:willDecelerate:)].
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Deceleration is about to start [DOC scrollViewWillBeginDecelerating(_:)].
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Deceleration ended [DOC scrollViewDidEndDecelerating(_:)].
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset(_:animated:)` ended [DOC scrollViewDidEndScrollingAnimation(_:)].
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// `adjustedContentInset` changed [DOC scrollViewDidChangeAdjustedContentInset(_:)].
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
