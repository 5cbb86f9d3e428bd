/// What a table view tells its delegate and asks it, with UIKit's names and signatures: row
/// heights, display and selection [DOC UITableViewDelegate].
///
/// A table view's delegate is its scroll view's ``UIScrollView/delegate``, so this protocol
/// refines ``UIScrollViewDelegate`` as in UIKit; the table view reads it as
/// `delegate as? UITableViewDelegate`. Every member has a default in an extension (UIKit's are
/// `@objc optional`; the defaults are chosen statically, see docs/objective-c.md). Headers,
/// footers, editing, swipe actions and context menus are not modelled, so their members are
/// absent.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The height of the row at `indexPath`. Default the table view's `rowHeight`
    /// [DOC tableView(_:heightForRowAt:)].
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat

    /// A cell is about to be shown for a row [DOC tableView(_:willDisplay:forRowAt:)].
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)

    /// A cell left the visible rows [DOC tableView(_:didEndDisplaying:forRowAt:)].
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)

    /// A tap is about to select a row; return another path or nil to select that or nothing.
    /// Default the path itself [DOC tableView(_:willSelectRowAt:)].
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?

    /// A tap selected a row [DOC tableView(_:didSelectRowAt:)].
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)

    /// A tap deselected a row [DOC tableView(_:didDeselectRowAt:)].
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }

    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}

    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}
