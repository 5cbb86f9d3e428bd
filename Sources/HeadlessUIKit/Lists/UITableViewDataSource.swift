/// What a table view asks for its rows, with UIKit's names and signatures: the number of
/// sections and rows, and the cell of each row [DOC UITableViewDataSource].
///
/// The two row members are required, as in UIKit; the others have defaults in an extension
/// (one section, no titles). Editing and index titles are not modelled, so their members are
/// absent.
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    /// The number of rows in `section` [DOC tableView(_:numberOfRowsInSection:)].
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

    /// The cell for the row at `indexPath`, usually dequeued
    /// [DOC tableView(_:cellForRowAt:)].
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

    /// The number of sections. Default 1 [DOC numberOfSections(in:)].
    func numberOfSections(in tableView: UITableView) -> Int

    /// The title of a section's header. Default nil; stored by no view here
    /// [DOC tableView(_:titleForHeaderInSection:)].
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}
