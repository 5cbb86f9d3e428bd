import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// A cell class an app registers.
final class NameCell: UITableViewCell {
    private(set) var reuseCount = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A data source and delegate with `rows` rows per section, logging what the table asks.
@MainActor
final class RowsSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows: [Int]
    var heights: [IndexPath: CGFloat] = [:]
    var log: [String] = []
    var refusesSelection = false

    init(rows: [Int]) {
        self.rows = rows
    }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        log.append("cell \(indexPath.section).\(indexPath.row)")
        let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath] ?? tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.row)")
        return refusesSelection ? nil : indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.row)")
    }
}

@MainActor
@Suite struct UITableViewTests {
    /// A 320×200 table in a window, serving `rows`.
    func makeTable(rows: [Int]) -> (UITableView, RowsSource, UIWindow) {
        unobstructedDisplay()
        let window = makeWindow()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.register(NameCell.self, forCellReuseIdentifier: "name")
        let source = RowsSource(rows: rows)
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        table.reloadData()
        return (table, source, window)
    }

    @Test func indexPathsHaveRowsAndItemsInSections() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path.section == 1)
        #expect(path.row == 3)
        #expect(path.item == 3)
        path.row = 4
        #expect(path == IndexPath(item: 4, section: 1))
    }

    @Test func reloadDataLaysOutTheVisibleRowsAsSubviews() throws {
        let (table, source, _) = makeTable(rows: [20])
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 20)
        #expect(table.contentSize == CGSize(width: 320, height: 20 * 44))
        // 200 points show rows 0 to 4 (row 4 starts at 176).
        #expect(table.indexPathsForVisibleRows == (0...4).map { IndexPath(row: $0, section: 0) })
        #expect(source.log == (0...4).map { "cell 0.\($0)" })
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell is NameCell)
        #expect(cell.reuseIdentifier == "name")
        #expect(cell.superview === table)
        #expect(cell.frame == CGRect(x: 0, y: 88, width: 320, height: 44))
        #expect(cell.textLabel?.text == "Row 2")
        #expect(cell.contentView.frame == cell.bounds)
        #expect(cell.textLabel?.frame.minX == 16)
        #expect(table.indexPath(for: cell) == IndexPath(row: 2, section: 0))
        #expect(table.visibleCells.count == 5)
    }

    @Test func theDelegatesHeightsPlaceTheRowsAcrossSections() {
        let window = makeWindow()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.register(NameCell.self, forCellReuseIdentifier: "name")
        let source = RowsSource(rows: [2, 3])
        source.heights[IndexPath(row: 1, section: 0)] = 100
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        table.reloadData()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 144, width: 320, height: 44))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 150)) == IndexPath(row: 0, section: 1))
        #expect(table.contentSize.height == CGFloat(44 + 100 + 3 * 44))
    }

    @Test func scrollingReusesTheCellsThatLeftTheScreen() throws {
        let (table, source, _) = makeTable(rows: [20])
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? NameCell)
        source.log.removeAll()
        table.contentOffset = CGPoint(x: 0, y: 100)
        // Rows 0 and 1 (0 to 88) left, rows 5 and 6 came in (y 300 reaches into row 6).
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 2, section: 0))
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 6, section: 0))
        #expect(source.log == ["cell 0.5", "cell 0.6"])
        #expect(first.reuseCount == 1)
        #expect(table.cellForRow(at: IndexPath(row: 5, section: 0)) === first)
        #expect(first.textLabel?.text == "Row 5")
    }

    @Test func dequeueingWithoutARegisteredClassGivesNilOrADiagnostic() {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let table = UITableView(frame: .zero)
        #expect(table.dequeueReusableCell(withIdentifier: "none") == nil)
        let cell = table.dequeueReusableCell(withIdentifier: "none", for: IndexPath(row: 0, section: 0))
        #expect(cell.reuseIdentifier == "none")
        #expect(display.diagnostics.map(\.code.rawValue) == ["tableView.unregisteredIdentifier"])
    }

    @Test func selectingFromCodeTellsTheDelegateNothing() {
        let (table, source, _) = makeTable(rows: [20])
        source.log.removeAll()
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
        table.deselectRow(at: IndexPath(row: 3, section: 0), animated: false)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(source.log.isEmpty)
    }

    @Test func aTapOnARowSelectsItAndTellsTheDelegate() {
        let (table, source, window) = makeTable(rows: [20])
        source.log.removeAll()
        let driver = FingerDriver(window: window)
        driver.down(point(100, 60), at: 0)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted == true)
        driver.up(point(100, 60), at: 0.1)
        #expect(source.log == ["willSelect 1", "didSelect 1"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted == false)
        driver.down(point(100, 150), at: 1)
        driver.up(point(100, 150), at: 1.1)
        #expect(source.log == ["willSelect 1", "didSelect 1", "willSelect 3", "didDeselect 1", "didSelect 3"])
    }

    @Test func aDelegateThatAnswersNilPreventsTheSelection() {
        let (table, source, window) = makeTable(rows: [20])
        source.refusesSelection = true
        let driver = FingerDriver(window: window)
        driver.down(point(100, 60), at: 0)
        driver.up(point(100, 60), at: 0.1)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(!source.log.contains("didSelect 1"))
    }

    @Test func scrollToRowPutsTheRowAtThePosition() {
        let (table, source, _) = makeTable(rows: [20])
        defer { withExtendedLifetime(source) {} }
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 440)
        table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(20 * 44 - 200))
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 19, section: 0))
    }

    @Test func theHeaderViewShiftsTheRowsAndTheBackgroundFillsTheTable() {
        let (table, source, _) = makeTable(rows: [3])
        defer { withExtendedLifetime(source) {} }
        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 30)
        #expect(table.tableHeaderView?.frame.width == 320)
        let background = UIView()
        table.backgroundView = background
        #expect(table.subviews.first === background)
        #expect(background.frame == table.bounds)
    }
}
