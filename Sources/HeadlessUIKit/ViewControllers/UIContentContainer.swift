/// What view controllers and presentation controllers have in common as containers of
/// content, as UIKit's `UIContentContainer`: a preferred size, the sizes of children, and the
/// call before a size change [DOC UIContentContainer].
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    /// The size the content would like.
    var preferredContentSize: CGSize { get }
    /// Called before the content's size changes to `size`.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// The size for a child's content, given the parent's size.
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
    /// Called when a child's preferred size changes.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
}
