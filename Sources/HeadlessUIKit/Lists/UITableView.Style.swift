// A table view's style and the positions and animations its methods take, with UIKit's raw
// values.

extension UITableView {
    /// A table's style, with UIKit's raw values [DOC UITableView.Style].
    public enum Style: Int, Sendable {
        case plain = 0
        case grouped = 1
        case insetGrouped = 2
    }

    /// Where a row ends up when scrolled to, with UIKit's raw values
    /// [DOC UITableView.ScrollPosition].
    public enum ScrollPosition: Int, Sendable {
        case none = 0
        case top = 1
        case middle = 2
        case bottom = 3
    }

    /// How inserted, deleted or reloaded rows animate, with UIKit's raw values
    /// [DOC UITableView.RowAnimation]. Rows do not animate here.
    public enum RowAnimation: Int, Sendable {
        case fade = 0
        case right = 1
        case left = 2
        case top = 3
        case bottom = 4
        case none = 5
        case middle = 6
        case automatic = 100
    }
}
