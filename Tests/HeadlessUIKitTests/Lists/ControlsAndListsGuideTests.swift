import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// The example of docs/controls-and-lists.md, run as written.
@MainActor
@Suite struct ControlsAndListsGuideTests {
    final class FruitList: UITableViewController {
        let fruits = ["Apple", "Banana", "Cherry"]

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            fruits.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
            cell.textLabel?.text = fruits[indexPath.row]
            return cell
        }
    }

    @Test func theGuidesExampleRuns() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let list = FruitList(style: .plain)
        window.rootViewController = UINavigationController(rootViewController: list)
        #expect(list.tableView.visibleCells.map { $0.textLabel?.text } == ["Apple", "Banana", "Cherry"])
        #expect(list.tableView.visibleCells.map(\.frame.height) == [44, 44, 44])
        let bar = try #require(list.navigationController?.navigationBar)
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))

        var closed = false
        let close = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Close") { _ in
                closed = true
            })
        let font = UIFont.systemFont(ofSize: 15)
        #expect(close.intrinsicContentSize == CGSize(width: 5 * font.characterAdvance, height: font.lineHeight))
        close.sendActions(for: .primaryActionTriggered)
        #expect(closed)
    }
}
