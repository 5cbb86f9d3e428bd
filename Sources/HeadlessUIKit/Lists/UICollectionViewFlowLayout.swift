/// A layout that flows items into lines, as UIKit's `UICollectionViewFlowLayout`.
///
/// What the model does [DOC UICollectionViewFlowLayout]: for a vertical ``scrollDirection``,
/// each section's items fill lines from the leading edge, inside ``sectionInset``, as many as
/// fit with at least ``minimumInteritemSpacing`` between them, and lines are
/// ``minimumLineSpacing`` apart; horizontal flows columns the same way, top to bottom. Each
/// item is ``itemSize``, or the delegate's `collectionView(_:layout:sizeForItemAt:)` when the
/// collection view's delegate is a ``UICollectionViewDelegateFlowLayout``.
///
/// What it does not: UIKit spreads a full line's spare space between its items; the model
/// keeps the minimum spacing and leaves the spare space at the end [model]. Headers, footers,
/// per-section spacing from the delegate, estimated sizes and pinning are not modelled.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of each item. Default 50 × 50 [DOC itemSize].
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { invalidateLayout() }
    }

    /// The smallest space between lines. Default 10 [DOC minimumLineSpacing].
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }

    /// The smallest space between items of a line. Default 10 [DOC minimumInteritemSpacing].
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }

    /// The margins of each section. Default zero [DOC sectionInset].
    open var sectionInset: UIEdgeInsets = .zero {
        didSet { invalidateLayout() }
    }

    /// The direction the content scrolls in. Default `.vertical` [DOC scrollDirection].
    open var scrollDirection = UICollectionView.ScrollDirection.vertical {
        didSet { invalidateLayout() }
    }

    /// An estimate of item sizes [DOC estimatedItemSize]. Stored only.
    open var estimatedItemSize: CGSize = .zero

    private var attributesBySection: [[UICollectionViewLayoutAttributes]] = []
    private var contentSize: CGSize = .zero

    public override init() {
        super.init()
    }

    /// Flows every item into lines.
    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            attributesBySection = []
            contentSize = .zero
            return
        }
        let vertical = scrollDirection == .vertical
        let bounds = collectionView.bounds.size
        // Along: the direction the lines run; across: the direction they stack.
        let lineLength = vertical ? bounds.width : bounds.height
        var across: CGFloat = 0
        var sections: [[UICollectionViewLayoutAttributes]] = []
        let flowDelegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        for section in 0..<collectionView.numberOfSections {
            let inset = sectionInset
            across += vertical ? inset.top : inset.left
            let start = vertical ? inset.left : inset.top
            let end = lineLength - (vertical ? inset.right : inset.bottom)
            var along = start
            var lineThickness: CGFloat = 0
            var attributes: [UICollectionViewLayoutAttributes] = []
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let path = IndexPath(item: item, section: section)
                let size =
                    flowDelegate?.collectionView(collectionView, layout: self, sizeForItemAt: path) ?? itemSize
                let length = vertical ? size.width : size.height
                let thickness = vertical ? size.height : size.width
                if along > start, along + length > end {
                    across += lineThickness + minimumLineSpacing
                    along = start
                    lineThickness = 0
                }
                let element = UICollectionViewLayoutAttributes(forCellWith: path)
                element.frame =
                    vertical
                    ? CGRect(x: along, y: across, width: size.width, height: size.height)
                    : CGRect(x: across, y: along, width: size.width, height: size.height)
                attributes.append(element)
                along += length + minimumInteritemSpacing
                lineThickness = max(lineThickness, thickness)
            }
            across += lineThickness + (vertical ? inset.bottom : inset.right)
            sections.append(attributes)
        }
        attributesBySection = sections
        contentSize =
            vertical ? CGSize(width: bounds.width, height: across) : CGSize(width: across, height: bounds.height)
    }

    /// The extent of the flowed lines.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// The items whose frames intersect `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributesBySection.flatMap { $0.filter { $0.frame.intersects(rect) } }
    }

    /// The attributes of the item at `indexPath`, or nil.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard attributesBySection.indices.contains(indexPath.section),
            attributesBySection[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return attributesBySection[indexPath.section][indexPath.item]
    }
}
