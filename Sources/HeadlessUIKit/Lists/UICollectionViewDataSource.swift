/// What a collection view asks for its items, with UIKit's names and signatures
/// [DOC UICollectionViewDataSource]. The two item members are required; the number of
/// sections defaults to 1. Supplementary views, reordering and index titles are not modelled.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// The number of items in `section` [DOC collectionView(_:numberOfItemsInSection:)].
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int

    /// The cell for the item at `indexPath`, dequeued [DOC collectionView(_:cellForItemAt:)].
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell

    /// The number of sections. Default 1 [DOC numberOfSections(in:)].
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// What a collection view tells its delegate: display and selection
/// [DOC UICollectionViewDelegate]. It refines ``UIScrollViewDelegate`` (the collection view's
/// delegate is its scroll view's); every member has a default in an extension, chosen
/// statically (docs/objective-c.md). Highlighting questions, menus, focus and layout
/// transitions are not modelled.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// A cell is about to be shown [DOC collectionView(_:willDisplay:forItemAt:)].
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)

    /// A cell left the visible items [DOC collectionView(_:didEndDisplaying:forItemAt:)].
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)

    /// Whether a tap may select the item. Default true [DOC collectionView(_:shouldSelectItemAt:)].
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool

    /// A tap selected the item [DOC collectionView(_:didSelectItemAt:)].
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)

    /// A tap deselected the item [DOC collectionView(_:didDeselectItemAt:)].
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
}

/// What a flow layout asks the collection view's delegate: the size of each item
/// [DOC UICollectionViewDelegateFlowLayout]. The default is the layout's `itemSize`. Spacing
/// and insets per section are not asked here.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of the item at `indexPath` [DOC collectionView(_:layout:sizeForItemAt:)].
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? CGSize(width: 50, height: 50)
    }
}
