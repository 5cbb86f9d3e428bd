/// A scrolling grid of items in sections, placed by a layout, as UIKit's `UICollectionView`.
///
/// What the model does [DOC UICollectionView]: ``reloadData()`` asks the ``dataSource`` for
/// the sections and items, has the ``collectionViewLayout`` prepare, sets ``contentSize`` to
/// the layout's content size, and shows a cell for every item whose attributes intersect the
/// bounds (asking the data source, applying the attributes, telling the delegate
/// `willDisplay`); scrolling shows the items that come into view and puts the cells that
/// leave it into a reuse pool, from which
/// ``dequeueReusableCell(withReuseIdentifier:for:)`` hands them out again after
/// `prepareForReuse()`. Selection from code and by a tap, as ``UITableView``'s.
///
/// What it does not: data loads at once (UIKit defers to the next layout pass); supplementary
/// and decoration views, batch update animations, diffable data sources, compositional
/// layouts, prefetching, drag and drop and interactive movement are not modelled; updates
/// reload the data. See docs/controls-and-lists.md.
open class UICollectionView: UIScrollView {
    private var layoutStorage: UICollectionViewLayout
    private var pool = ReusePool<UICollectionViewCell>()
    /// The number of items per section, from the last load; nil before it.
    private var itemCounts: [Int]?
    private var layoutIsValid = false
    private var visibleCellsByPath: [IndexPath: UICollectionViewCell] = [:]
    private var selectedPaths: [IndexPath] = []

    /// A collection view placed by `layout` [DOC init(frame:collectionViewLayout:)].
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        layoutStorage = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    public required init?(coder: NSCoder) {
        layoutStorage = UICollectionViewFlowLayout()
        super.init(coder: coder)
        layoutStorage.collectionView = self
    }

    /// The layout; setting it lays the items out again [DOC collectionViewLayout].
    open var collectionViewLayout: UICollectionViewLayout {
        get { layoutStorage }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// Replaces the layout; `animated` changes nothing here
    /// [DOC setCollectionViewLayout(_:animated:)].
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        if layoutStorage.collectionView === self { layoutStorage.collectionView = nil }
        layoutStorage = layout
        layout.collectionView = self
        layoutWasInvalidated()
    }

    /// The object that supplies the items (weak, as in UIKit) [DOC dataSource].
    open weak var dataSource: (any UICollectionViewDataSource)?

    /// The delegate, when it is a collection view delegate.
    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    /// The view behind the items, filling the collection view [DOC backgroundView].
    open var backgroundView: UIView? {
        didSet {
            if let oldValue, oldValue !== backgroundView { oldValue.removeFromSuperview() }
            if let backgroundView {
                insertSubview(backgroundView, at: 0)
                backgroundView.frame = bounds
            }
        }
    }

    /// Whether a tap selects an item. Default true [DOC allowsSelection].
    open var allowsSelection = true

    /// Whether several items can be selected. Default false [DOC allowsMultipleSelection].
    open var allowsMultipleSelection = false

    // MARK: Cells and reuse

    /// Registers the class of cell made for `identifier` [DOC register(_:forCellWithReuseIdentifier:)].
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        pool.registered[identifier] = cellClass as? UICollectionViewCell.Type
    }

    /// A cell that left the screen under `identifier`, prepared for reuse, else a new one of the
    /// registered class. UIKit raises for an identifier with no registered class; the model
    /// records a `collectionView.unregisteredIdentifier` diagnostic and returns a plain cell
    /// [DOC dequeueReusableCell(withReuseIdentifier:for:)].
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell: UICollectionViewCell
        if let reused = pool.dequeue(identifier: identifier) {
            reused.prepareForReuse()
            cell = reused
        } else if let cellClass = pool.registered[identifier] {
            cell = cellClass.init()
        } else {
            HeadlessDisplay.current.record(
                HeadlessDiagnostic.Code("collectionView.unregisteredIdentifier"), subject: "UICollectionView",
                "could not dequeue a cell with identifier \(identifier): no class is registered for it")
            cell = UICollectionViewCell(frame: .zero)
        }
        cell.reuseIdentifierStorage = identifier
        if let attributes = layoutAttributesForItem(at: indexPath) { cell.apply(attributes) }
        return cell
    }

    // MARK: Data

    /// Asks the data source for everything again and shows the items in view [DOC reloadData()].
    open func reloadData() {
        for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) {
            retire(cell, at: path)
        }
        visibleCellsByPath = [:]
        let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        itemCounts = (0..<max(0, sections)).map {
            max(0, dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0)
        }
        selectedPaths.removeAll { !isValid($0) }
        layoutIsValid = false
        tileItems()
    }

    /// The number of sections, from the last load [DOC numberOfSections].
    open var numberOfSections: Int { loadedCounts.count }

    /// The number of items in `section`, from the last load [DOC numberOfItems(inSection:)].
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = loadedCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The layout's attributes of the item [DOC layoutAttributesForItem(at:)].
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return layoutStorage.layoutAttributesForItem(at: indexPath)
    }

    /// The path of the item at `point` (content coordinates), or nil [DOC indexPathForItem(at:)].
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let rect = CGRect(x: point.x, y: point.y, width: 0, height: 0).insetBy(dx: -0.5, dy: -0.5)
        return (layoutStorage.layoutAttributesForElements(in: rect) ?? [])
            .filter { $0.frame.contains(point) && !$0.isHidden }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The cell of a visible item, or nil [DOC cellForItem(at:)].
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleCellsByPath[indexPath]
    }

    /// The path of a visible cell, or nil [DOC indexPath(for:)].
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// The cells on screen, in index-path order [DOC visibleCells].
    open var visibleCells: [UICollectionViewCell] {
        visibleCellsByPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The paths of the items on screen, in order [DOC indexPathsForVisibleItems].
    open var indexPathsForVisibleItems: [IndexPath] {
        visibleCellsByPath.keys.sorted()
    }

    /// Reloads the data [DOC insertItems(at:)].
    open func insertItems(at indexPaths: [IndexPath]) { reloadData() }

    /// Reloads the data [DOC deleteItems(at:)].
    open func deleteItems(at indexPaths: [IndexPath]) { reloadData() }

    /// Reloads the data [DOC reloadItems(at:)].
    open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }

    /// Runs `updates`, reloads the data and calls `completion` with true
    /// [DOC performBatchUpdates(_:completion:)].
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }

    // MARK: Selection

    /// The selected items, or nil when none is [DOC indexPathsForSelectedItems].
    open var indexPathsForSelectedItems: [IndexPath]? { selectedPaths.isEmpty ? nil : selectedPaths }

    /// Selects the item (the only one unless ``allowsMultipleSelection``); nil deselects all.
    /// The delegate is not told [DOC selectItem(at:animated:scrollPosition:)]. Scrolling to the
    /// item is not modelled.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath, isValid(indexPath) else {
            for path in selectedPaths { deselectItem(at: path, animated: animated) }
            return
        }
        if !allowsMultipleSelection {
            for path in selectedPaths where path != indexPath { deselectItem(at: path, animated: animated) }
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
    }

    /// Deselects the item. The delegate is not told [DOC deselectItem(at:animated:)].
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedPaths.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// A finger lifted without the content scrolling: a tap on the item under it, which asks
    /// `shouldSelectItemAt` and tells `didSelectItemAt` (and `didDeselectItemAt` for the item
    /// it replaces).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard allowsSelection, let touch = touches.first,
            let path = indexPathForItem(at: touch.location(in: self))
        else { return }
        if allowsMultipleSelection, selectedPaths.contains(path) {
            deselectItem(at: path, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: path)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
        if !allowsMultipleSelection {
            for old in selectedPaths where old != path {
                deselectItem(at: old, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        selectItem(at: path, animated: false, scrollPosition: [])
        collectionDelegate?.collectionView(self, didSelectItemAt: path)
    }

    // MARK: Layout

    open override var bounds: CGRect {
        didSet {
            guard bounds != oldValue else { return }
            if bounds.size != oldValue.size { layoutIsValid = false }
            tileItems()
        }
    }

    open override var frame: CGRect {
        didSet {
            guard frame.size != oldValue.size else { return }
            layoutIsValid = false
            tileItems()
        }
    }

    /// Loads the data on the first layout, then shows the items in view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if itemCounts == nil { reloadData() } else { tileItems() }
    }

    /// Called by the layout's `invalidateLayout()`.
    func layoutWasInvalidated() {
        layoutIsValid = false
        if itemCounts != nil { tileItems() }
    }

    private var loadedCounts: [Int] {
        if itemCounts == nil {
            let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
            itemCounts = (0..<max(0, sections)).map {
                max(0, dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0)
            }
        }
        return itemCounts ?? []
    }

    private func isValid(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2 else { return false }
        let counts = loadedCounts
        return counts.indices.contains(indexPath.section) && (0..<counts[indexPath.section]).contains(indexPath.item)
    }

    private func prepareLayoutIfNeeded() {
        guard !layoutIsValid else { return }
        layoutIsValid = true
        _ = loadedCounts
        layoutStorage.prepare()
        contentSize = layoutStorage.collectionViewContentSize
    }

    /// Shows the cells of the items in view and retires the others.
    private func tileItems() {
        backgroundView?.frame = bounds
        guard itemCounts != nil else { return }
        prepareLayoutIfNeeded()
        let elements = (layoutStorage.layoutAttributesForElements(in: bounds) ?? []).filter { isValid($0.indexPath) }
        let wanted = Set(elements.map(\.indexPath))
        for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) where !wanted.contains(path) {
            visibleCellsByPath[path] = nil
            retire(cell, at: path)
        }
        for attributes in elements.sorted(by: { $0.indexPath < $1.indexPath }) {
            let path = attributes.indexPath
            if let cell = visibleCellsByPath[path] {
                cell.apply(attributes)
                continue
            }
            guard let dataSource else { break }
            let cell = dataSource.collectionView(self, cellForItemAt: path)
            cell.apply(attributes)
            cell.isSelected = selectedPaths.contains(path)
            visibleCellsByPath[path] = cell
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
            if cell.superview !== self { addSubview(cell) }
        }
    }

    private func retire(_ cell: UICollectionViewCell, at path: IndexPath) {
        cell.removeFromSuperview()
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
        if let identifier = cell.reuseIdentifier { pool.enqueue(cell, identifier: identifier) }
    }
}

extension UICollectionView {
    /// The direction a flow layout's content scrolls, with UIKit's raw values
    /// [DOC UICollectionView.ScrollDirection].
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0
        case horizontal = 1
    }

    /// Where an item ends up when scrolled to, with UIKit's raw values
    /// [DOC UICollectionView.ScrollPosition].
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
}
