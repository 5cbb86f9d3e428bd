/// A view controller whose view is a table view that it serves, as UIKit's
/// `UITableViewController`.
///
/// What the model does [DOC UITableViewController]: ``loadView()`` makes a ``UITableView`` of
/// the controller's style with the controller as its data source and delegate; the data
/// source and delegate methods subclasses override are declared here, so `override` compiles
/// as on iOS (no rows by default); `viewWillAppear(_:)` loads the table's data the first time
/// and deselects the selected rows when ``clearsSelectionOnViewWillAppear``.
///
/// What it does not: `refreshControl`, editing (`setEditing(_:animated:)`) and keyboard
/// avoidance. A scroll-view delegate method written only in a subclass is not called (the
/// conformance's defaults are chosen statically; docs/objective-c.md).
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableStyle: UITableView.Style

    /// A controller whose table has `style` [DOC init(style:)].
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a `.plain` table [DOC init(nibName:bundle:)].
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        tableStyle = .plain
        super.init(coder: coder)
    }

    /// The table: the controller's view [DOC tableView].
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Whether `viewWillAppear(_:)` deselects the selected rows. Default true
    /// [DOC clearsSelectionOnViewWillAppear].
    open var clearsSelectionOnViewWillAppear = true

    /// Makes a table of the controller's style, served by the controller.
    open override func loadView() {
        let table = UITableView(frame: .zero, style: tableStyle)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Loads the table's data the first time and clears the selection when
    /// ``clearsSelectionOnViewWillAppear`` [DOC].
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let table = viewIfLoaded as? UITableView else { return }
        if !table.hasLoadedData { table.reloadData() }
        if clearsSelectionOnViewWillAppear {
            for path in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: path, animated: animated) }
        }
    }

    // MARK: UITableViewDataSource

    /// One section.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }

    /// No rows; subclasses override it.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// A plain cell; subclasses override it.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No title.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    // MARK: UITableViewDelegate

    /// The table's `rowHeight`.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }

    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    /// Does nothing.
    open func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}

    /// The path itself.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    /// Does nothing.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    /// Does nothing.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}
