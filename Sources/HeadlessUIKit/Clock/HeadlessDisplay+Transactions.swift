// The display's transaction stack: the implicit transaction opened by a change outside any
// transaction and committed at the next frame, explicit nested transactions, and what a commit
// does.

extension HeadlessDisplay {
    /// How many commits have happened in the process (all displays): a layer created when the
    /// count was n has been committed once the count is past n.
    static var commitCount = 0

    /// Whether an implicit transaction is open.
    var hasOpenImplicitTransaction: Bool {
        transactionLevels.first?.isImplicit ?? false
    }

    /// The innermost open transaction, opening the implicit one if none is open.
    var currentTransactionLevel: TransactionLevel {
        get {
            ensureTransaction()
            return transactionLevels[transactionLevels.count - 1]
        }
        set {
            ensureTransaction()
            transactionLevels[transactionLevels.count - 1] = newValue
        }
    }

    /// A transaction value, looked up from the innermost transaction outward; nil when no open
    /// transaction set it.
    func transactionValue<Value>(_ property: KeyPath<TransactionLevel, Value?>) -> Value? {
        for level in transactionLevels.reversed() {
            if let value = level[keyPath: property] { return value }
        }
        return nil
    }

    /// `CATransaction.disableActions()`, without the generic lookup (the change funnel asks on
    /// every model change).
    var actionsDisabled: Bool {
        for level in transactionLevels.reversed() {
            if let disabled = level.disableActions { return disabled }
        }
        return false
    }

    /// Opens the implicit transaction when no transaction is open (a change outside any
    /// transaction).
    func ensureTransaction() {
        if transactionLevels.isEmpty {
            transactionLevels.append(TransactionLevel(isImplicit: true))
        }
    }

    func beginExplicitTransaction() {
        transactionLevels.append(TransactionLevel(isImplicit: false))
    }

    func commitExplicitTransaction() {
        guard let last = transactionLevels.last, !last.isImplicit else {
            record(
                .unbalancedCommit, subject: "CATransaction",
                "commit() without a matching begin(); ignored")
            return
        }
        transactionLevels.removeLast()
        seal(last)
        if transactionLevels.isEmpty {
            renderCommit()
        }
    }

    func flushImplicitTransaction() {
        guard transactionLevels.count == 1, transactionLevels[0].isImplicit else { return }
        commitPendingTransactions()
    }

    /// `setCompletionBlock(_:)`: a new group for the innermost transaction; the group it
    /// replaces no longer gains animations and runs once its own are done.
    func setTransactionCompletionBlock(_ block: (() -> Void)?) {
        var level = currentTransactionLevel
        if let previous = level.completionGroup {
            level.replacedGroups.append(previous)
        }
        level.completionGroup = TransactionCompletionGroup(block: block)
        currentTransactionLevel = level
        if let replaced = currentTransactionLevel.replacedGroups.last {
            replaced.seal(display: self)
        }
    }

    /// The completion groups an animation added now joins: those of every open transaction.
    func openCompletionGroups() -> [TransactionCompletionGroup] {
        var groups: [TransactionCompletionGroup] = []
        for level in transactionLevels {
            if let group = level.completionGroup {
                groups.append(group)
            }
        }
        return groups
    }

    /// What the display does before each step: commit the implicit transaction, if one is open,
    /// and explicit ones left open (a programmer error UIKit's run loop also forgives); then the
    /// render commit.
    func commitPendingTransactions() {
        while let level = transactionLevels.popLast() {
            seal(level)
        }
        renderCommit()
    }

    private func seal(_ level: TransactionLevel) {
        for group in level.replacedGroups {
            group.seal(display: self)
        }
        level.completionGroup?.seal(display: self)
    }

    /// The commit to the render tree: layers created so far count as rendered, and the visible
    /// windows are laid out [DOC CATransaction: layout happens as part of the commit].
    private func renderCommit() {
        HeadlessDisplay.commitCount += 1
        layOutVisibleWindows()
    }
}
