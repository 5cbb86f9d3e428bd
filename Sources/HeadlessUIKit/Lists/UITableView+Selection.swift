// Selection of rows: from code (no delegate calls, as in UIKit [DOC selectRow]) and by a tap
// (the delegate is asked and told).

extension UITableView {
    /// Selects the row (the only one unless ``allowsMultipleSelection``) and scrolls to it;
    /// nil deselects every row.
    func select(_ indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath, isValid(indexPath) else {
            for path in selection { deselect(path, animated: animated) }
            return
        }
        if !allowsMultipleSelection {
            for path in selection where path != indexPath { deselect(path, animated: animated) }
        }
        if !selection.contains(indexPath) { selection.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row.
    func deselect(_ indexPath: IndexPath, animated: Bool) {
        selection.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    /// A tap on `path`: asks `willSelectRowAt`, deselects the other rows (single selection) or
    /// toggles the row (multiple selection), and tells the delegate.
    func tapRow(at path: IndexPath) {
        guard allowsSelection else { return }
        if allowsMultipleSelection, selection.contains(path) {
            deselectRow(at: path, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: path)
            return
        }
        let target = tableDelegate.map { $0.tableView(self, willSelectRowAt: path) } ?? path
        guard let target, isValid(target) else { return }
        if !allowsMultipleSelection {
            for old in selection where old != target {
                deselectRow(at: old, animated: false)
                tableDelegate?.tableView(self, didDeselectRowAt: old)
            }
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    /// Highlights the row under a finger that touches down.
    func highlightRow(under touches: Set<UITouch>) {
        guard allowsSelection, let touch = touches.first,
            let path = indexPathForRow(at: touch.location(in: self))
        else { return }
        cellForRow(at: path)?.setHighlighted(true, animated: false)
    }

    /// A finger lifted without the content scrolling: a tap on the row under it.
    func tapRow(under touches: Set<UITouch>) {
        unhighlightRows()
        guard let touch = touches.first, let path = indexPathForRow(at: touch.location(in: self)) else { return }
        tapRow(at: path)
    }

    func unhighlightRows() {
        for cell in visibleCells where cell.isHighlighted { cell.setHighlighted(false, animated: false) }
    }
}
