import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// A cell class an app registers, overriding both designated initializers.
final class TileCell: UICollectionViewCell {
    let label = UILabel()
    private(set) var reuseCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A data source and flow-layout delegate with `items` items per section.
@MainActor
final class TilesSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var items: [Int]
    var sizes: [IndexPath: CGSize] = [:]
    var log: [String] = []

    init(items: [Int]) {
        self.items = items
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        log.append("cell \(indexPath.section).\(indexPath.item)")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        (cell as? TileCell)?.label.text = "\(indexPath.item)"
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.item)")
    }
}

@MainActor
@Suite struct UICollectionViewTests {
    /// A 320×200 collection view with a flow layout of 100×100 items, 10 points apart.
    func makeCollection(items: [Int]) -> (UICollectionView, TilesSource, UICollectionViewFlowLayout, UIWindow) {
        unobstructedDisplay()
        let window = makeWindow()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collection.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        let source = TilesSource(items: items)
        collection.dataSource = source
        collection.delegate = source
        window.addSubview(collection)
        collection.reloadData()
        return (collection, source, layout, window)
    }

    @Test func theFlowLayoutFillsLinesAndStacksThem() throws {
        let (collection, source, layout, _) = makeCollection(items: [7])
        defer { withExtendedLifetime(source) {} }
        #expect(layout.collectionView === collection)
        // Three 100-point items and two 10-point gaps fit in 320 points per line.
        let frames = (0..<7).compactMap {
            collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
        }
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(frames[2] == CGRect(x: 220, y: 0, width: 100, height: 100))
        #expect(frames[3] == CGRect(x: 0, y: 110, width: 100, height: 100))
        #expect(frames[6] == CGRect(x: 0, y: 220, width: 100, height: 100))
        #expect(collection.contentSize == CGSize(width: 320, height: 320))
    }

    @Test func theVisibleItemsAreRegisteredCellsAtTheirFrames() throws {
        let (collection, source, _, _) = makeCollection(items: [7])
        // 200 points show the first two lines.
        #expect(collection.indexPathsForVisibleItems == (0...5).map { IndexPath(item: $0, section: 0) })
        #expect(source.log == (0...5).map { "cell 0.\($0)" })
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 4, section: 0)) as? TileCell)
        #expect(cell.frame == CGRect(x: 110, y: 110, width: 100, height: 100))
        #expect(cell.superview === collection)
        #expect(cell.label.text == "4")
        #expect(cell.contentView.frame == cell.bounds)
        #expect(collection.indexPath(for: cell) == IndexPath(item: 4, section: 0))
    }

    @Test func scrollingReusesCellsThatLeftTheScreen() throws {
        let (collection, source, _, _) = makeCollection(items: [12])
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? TileCell)
        source.log.removeAll()
        collection.contentOffset = CGPoint(x: 0, y: 120)
        // The first line (0 to 100) left; lines 2 and 3 (y 120 to 320) are in view.
        #expect(collection.indexPathsForVisibleItems.first == IndexPath(item: 3, section: 0))
        #expect(source.log == (6...8).map { "cell 0.\($0)" })
        #expect(first.reuseCount == 1)
    }

    @Test func theDelegateSizesTheItemsAndSectionsStartNewLines() {
        let window = makeWindow()
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collection.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        let source = TilesSource(items: [1, 1])
        source.sizes[IndexPath(item: 0, section: 0)] = CGSize(width: 300, height: 40)
        collection.dataSource = source
        collection.delegate = source
        window.addSubview(collection)
        collection.reloadData()
        #expect(
            collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 5, y: 5, width: 300, height: 40))
        #expect(
            collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 5, y: 55, width: 50, height: 50))
    }

    @Test func aHorizontalFlowStacksColumns() {
        let (collection, source, layout, _) = makeCollection(items: [4])
        defer { withExtendedLifetime(source) {} }
        layout.scrollDirection = .horizontal
        // 200 points fit one 100-point item per column (two would need 210).
        #expect(
            collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 110, y: 0, width: 100, height: 100))
        #expect(collection.contentSize == CGSize(width: 430, height: 200))
    }

    @Test func aTapSelectsTheItem() {
        let (collection, source, _, window) = makeCollection(items: [7])
        source.log.removeAll()
        let driver = FingerDriver(window: window)
        driver.down(point(150, 150), at: 0)
        driver.up(point(150, 150), at: 0.1)
        #expect(source.log == ["didSelect 4"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
    }

    @Test func layoutAttributesApplyToTheCell() {
        let cell = UICollectionViewCell(frame: .zero)
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        attributes.alpha = 0.5
        attributes.zIndex = 2
        cell.apply(attributes)
        #expect(cell.frame == attributes.frame)
        #expect(cell.alpha == 0.5)
        #expect(cell.layer.zPosition == 2)
        #expect(attributes.center == CGPoint(x: 25, y: 40))
    }
}
