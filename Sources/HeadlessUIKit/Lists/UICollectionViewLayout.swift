/// The object that places a collection view's items, as UIKit's `UICollectionViewLayout`: an
/// abstract class whose subclasses compute each item's attributes.
///
/// What the model does [DOC UICollectionViewLayout]: the collection view calls ``prepare()``
/// before it asks for ``collectionViewContentSize`` and ``layoutAttributesForElements(in:)``
/// (after a reload, an ``invalidateLayout()`` or a change of size), and applies each
/// item's attributes to its cell. The base class places nothing (its content size is zero).
/// Supplementary and decoration views, layout transitions and interactive movement are not
/// modelled.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view that uses the layout, set when the layout is assigned.
    open internal(set) weak var collectionView: UICollectionView?

    public override init() {
        super.init()
    }

    /// Computes what the layout needs before the collection view asks for attributes. Does
    /// nothing by default; overrides call super [DOC prepare()].
    open func prepare() {}

    /// The size of the content. Zero by default [DOC collectionViewContentSize].
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of the items in `rect` (content coordinates). None by default
    /// [DOC layoutAttributesForElements(in:)].
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`. Nil by default
    /// [DOC layoutAttributesForItem(at:)].
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout.
    /// Default: only when the size changes [DOC shouldInvalidateLayout(forBoundsChange:)]
    /// [INF: UIKit's default answers false; the model relayouts on a size change].
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }

    /// Marks the layout as needing ``prepare()`` before the next query [DOC invalidateLayout()].
    open func invalidateLayout() {
        collectionView?.layoutWasInvalidated()
    }
}
