/// What a scroll view tells its delegate, with UIKit's names and signatures.
///
/// In UIKit every member is optional (`@objc optional`); here each has an empty default in an
/// extension, so implement the ones you need, as on iOS (the defaults are chosen statically:
/// see ``UIGestureRecognizerDelegate``). Zooming and scroll-to-top are not modelled, so their
/// members are absent.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed, by a drag, a deceleration, an animation or a call
    /// [DOC scrollViewDidScroll(_:)].
    func scrollViewDidScroll(_ scrollView: UIScrollView)

    /// A drag is about to scroll the content [DOC scrollViewWillBeginDragging(_:)].
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)

    /// The finger lifted at `velocity` (points per millisecond, in the content offset's
    /// direction); `targetContentOffset` is where the content will come to rest, and the
    /// delegate may change it [DOC scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)].
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)

    /// The drag ended; `decelerate` says whether the content keeps moving
    /// [DOC scrollViewDidEndDragging(_:willDecelerate:)].
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)

    /// The content starts coasting after a drag [DOC scrollViewWillBeginDecelerating(_:)].
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)

    /// The content stopped coasting [DOC scrollViewDidEndDecelerating(_:)].
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)

    /// An animated ``UIScrollView/setContentOffset(_:animated:)`` finished
    /// [DOC scrollViewDidEndScrollingAnimation(_:)].
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)

    /// ``UIScrollView/adjustedContentInset`` changed
    /// [DOC scrollViewDidChangeAdjustedContentInset(_:)].
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
