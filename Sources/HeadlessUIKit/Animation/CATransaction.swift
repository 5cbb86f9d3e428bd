/// Core Animation's transactions: batches of layer-tree changes, with the duration, timing
/// function and completion of the implicit animations they make (QuartzCore API).
///
/// The model follows Core Animation's documented behaviour [DOC CATransaction]:
/// - Changing a layer without an open transaction opens an *implicit* transaction, committed at
///   the next display frame (the end of the run-loop turn; see `HeadlessDisplay`).
/// - `begin()` and `commit()` bracket explicit transactions, which nest; the values set in a
///   transaction (`setAnimationDuration(_:)`, `setDisableActions(_:)`, ...) apply to it and to
///   the transactions nested in it. Outside any transaction the defaults hold: 0.25 s, no
///   timing function (implicit animations use `.default`), actions enabled.
/// - `setCompletionBlock(_:)`: the block runs once every animation added to this transaction
///   (and those nested in it) after the call has finished or been removed; if none was added
///   by the time the transaction commits (or the block is replaced), it runs right after the
///   commit. Blocks run on the display's clock, at the frame when they are due [INF: Core
///   Animation calls them asynchronously on the main thread].
/// - `flush()` commits the implicit transaction now. `lock()`/`unlock()` do nothing: the model
///   is single-threaded.
/// - Committing with no open explicit transaction is a programmer error Core Animation logs;
///   it is recorded as a diagnostic (`transaction.unbalancedCommit`) and ignored.
///
/// State lives in the current display, so each replay starts fresh.
@MainActor
open class CATransaction: NSObject {
    /// Begins a new transaction, nested in the current one.
    open class func begin() {
        HeadlessDisplay.current.beginExplicitTransaction()
    }

    /// Commits the innermost explicit transaction.
    open class func commit() {
        HeadlessDisplay.current.commitExplicitTransaction()
    }

    /// Commits the implicit transaction now, if no explicit transaction is open.
    open class func flush() {
        HeadlessDisplay.current.flushImplicitTransaction()
    }

    /// Does nothing (the model is single-threaded).
    open class func lock() {}

    /// Does nothing (the model is single-threaded).
    open class func unlock() {}

    /// The duration of implicit animations in the current transaction; 0.25 s by default.
    open class func animationDuration() -> CFTimeInterval {
        HeadlessDisplay.current.transactionValue(\.animationDuration) ?? 0.25
    }

    /// Sets the duration of implicit animations in the current transaction.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        HeadlessDisplay.current.currentTransactionLevel.animationDuration = dur
    }

    /// The timing function of implicit animations in the current transaction, or nil.
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        HeadlessDisplay.current.transactionValue(\.timingFunction)
    }

    /// Sets the timing function of implicit animations in the current transaction.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        HeadlessDisplay.current.currentTransactionLevel.timingFunction = function
    }

    /// Whether property changes in the current transaction run no actions.
    open class func disableActions() -> Bool {
        HeadlessDisplay.current.transactionValue(\.disableActions) ?? false
    }

    /// Turns actions (implicit animations) off or on for the current transaction.
    open class func setDisableActions(_ flag: Bool) {
        HeadlessDisplay.current.currentTransactionLevel.disableActions = flag
    }

    /// The completion block of the current transaction, or nil.
    open class func completionBlock() -> (() -> Void)? {
        HeadlessDisplay.current.currentTransactionLevel.completionGroup?.block
    }

    /// Sets the completion block of the current transaction (see the type's documentation).
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        HeadlessDisplay.current.setTransactionCompletionBlock(block)
    }

    /// A value of the current transaction for one of the keys Core Animation defines
    /// ("animationDuration", "animationTimingFunction", "disableActions", "completionBlock"),
    /// or a value set with `setValue(_:forKey:)`.
    open class func value(forKey key: String) -> Any? {
        switch key {
        case "animationDuration": return animationDuration()
        case "animationTimingFunction": return animationTimingFunction()
        case "disableActions": return disableActions()
        case "completionBlock": return completionBlock()
        default: return HeadlessDisplay.current.transactionValue(\.otherValues)?[key]
        }
    }

    /// Sets a value of the current transaction; the keys Core Animation defines set the
    /// corresponding property.
    open class func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case "animationDuration":
            setAnimationDuration((anObject.flatMap { AnimationValue.number(from: $0) }) ?? 0.25)
        case "animationTimingFunction":
            setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        case "disableActions":
            setDisableActions(anObject as? Bool ?? false)
        case "completionBlock":
            setCompletionBlock(anObject as? () -> Void)
        default:
            var values = HeadlessDisplay.current.currentTransactionLevel.otherValues ?? [:]
            values[key] = anObject
            HeadlessDisplay.current.currentTransactionLevel.otherValues = values
        }
    }
}

extension HeadlessDiagnostic.Code {
    /// `CATransaction.commit()` without a matching `begin()`.
    public static let unbalancedCommit = Self("transaction.unbalancedCommit")
}
