/// One open transaction: the values set in it and its completion group (internal).
@MainActor
struct TransactionLevel {
    /// Whether the level is the implicit transaction.
    let isImplicit: Bool
    var animationDuration: CFTimeInterval?
    var timingFunction: CAMediaTimingFunction?
    var disableActions: Bool?
    var otherValues: [String: Any]?
    /// The group of the completion block set last in this transaction, if any.
    var completionGroup: TransactionCompletionGroup?
    /// Groups replaced by a later `setCompletionBlock(_:)` in this transaction; sealed with it.
    var replacedGroups: [TransactionCompletionGroup] = []
}

/// A transaction completion block and the animations it waits for (internal).
@MainActor
final class TransactionCompletionGroup {
    let block: (() -> Void)?
    /// Animations added since the block was set that have not finished or been removed.
    private(set) var pending = 0
    /// Whether the transaction was committed (or the block replaced): no more animations join.
    private(set) var isSealed = false
    private var hasRun = false

    init(block: (() -> Void)?) {
        self.block = block
    }

    /// An animation joined the group.
    func add() {
        pending += 1
    }

    /// An animation of the group finished or was removed.
    func remove(display: HeadlessDisplay) {
        pending = Swift.max(pending - 1, 0)
        runIfDone(display: display)
    }

    /// The transaction committed: the block runs once the group is empty.
    func seal(display: HeadlessDisplay) {
        isSealed = true
        runIfDone(display: display)
    }

    private func runIfDone(display: HeadlessDisplay) {
        guard isSealed, pending == 0, !hasRun else { return }
        hasRun = true
        guard let block else { return }
        display.scheduleSoon(block)
    }
}
