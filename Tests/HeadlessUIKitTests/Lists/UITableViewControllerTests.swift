import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// A table view controller written as apps write one: overriding the data source methods.
final class FruitListController: UITableViewController {
    let fruits = ["Apple", "Banana", "Cherry"]
    var selected: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(fruits[indexPath.row])
    }
}

@MainActor
@Suite struct UITableViewControllerTests {
    @Test func theViewIsATableServedByTheController() throws {
        let controller = FruitListController(style: .grouped)
        let table = try #require(controller.tableView)
        #expect(controller.view === table)
        #expect(table.style == .grouped)
        #expect(table.dataSource === controller)
        #expect(table.delegate === controller)
    }

    @Test func appearingLoadsTheRowsAndClearsTheSelection() throws {
        let window = makeWindow()
        let list = FruitListController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        window.rootViewController = navigation
        let table = try #require(list.tableView)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Apple", "Banana", "Cherry"])
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        list.beginAppearanceTransition(false, animated: false)
        list.endAppearanceTransition()
        list.beginAppearanceTransition(true, animated: false)
        #expect(table.indexPathForSelectedRow == nil)
        list.endAppearanceTransition()
    }

    @Test func keepingTheSelectionIsAnOption() throws {
        let window = makeWindow()
        let list = FruitListController(style: .plain)
        list.clearsSelectionOnViewWillAppear = false
        window.rootViewController = list
        let table = try #require(list.tableView)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        list.beginAppearanceTransition(false, animated: false)
        list.endAppearanceTransition()
        list.beginAppearanceTransition(true, animated: false)
        list.endAppearanceTransition()
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test func aTapReachesTheSubclassOverride() {
        // A screen without insets, whatever display another test left current: on a phone the
        // table's rows start below the status bar's inset.
        let display = unobstructedDisplay()
        let window = makeWindow()
        let list = FruitListController(style: .plain)
        window.rootViewController = list
        let driver = FingerDriver(window: window)
        driver.down(point(100, 100), at: 0)
        driver.up(point(100, 100), at: 0.1)
        #expect(list.selected == ["Cherry"])
        withExtendedLifetime(display) {}
    }
}
