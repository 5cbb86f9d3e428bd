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
/// - `flush()` commits the implicit transaction now. `lock()`/`unlock()` do nothing.
/// - The transaction stack belongs to the main thread, where the display's clock runs (Core
///   Animation keeps one per thread): off the main thread the getters return the defaults and
///   the other calls are ignored, with a `coreAnimation.offMainThread` diagnostic
///   (docs/isolation.md). Not isolated to an actor, as QuartzCore's class is not.
/// - Committing with no open explicit transaction is a programmer error Core Animation logs;
///   it is recorded as a diagnostic (`transaction.unbalancedCommit`) and ignored.
///
/// State lives in the current display, so each replay starts fresh.
open class CATransaction: NSObject {
    /// Begins a new transaction, nested in the current one.
    open class func begin() {
        onDisplay("begin()") { $0.beginExplicitTransaction() }
    }

    /// Commits the innermost explicit transaction.
    open class func commit() {
        onDisplay("commit()") { $0.commitExplicitTransaction() }
    }

    /// Commits the implicit transaction now, if no explicit transaction is open.
    open class func flush() {
        onDisplay("flush()") { $0.flushImplicitTransaction() }
    }

    /// Does nothing: the model's transactions live on the main thread (docs/isolation.md).
    open class func lock() {}

    /// Does nothing: the model's transactions live on the main thread (docs/isolation.md).
    open class func unlock() {}

    /// The duration of implicit animations in the current transaction; 0.25 s by default.
    open class func animationDuration() -> CFTimeInterval {
        CoreAnimationThread.run { HeadlessDisplay.current.transactionValue(\.animationDuration) ?? 0.25 } ?? 0.25
    }

    /// Sets the duration of implicit animations in the current transaction.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        onDisplay("setAnimationDuration(_:)") { $0.currentTransactionLevel.animationDuration = dur }
    }

    /// The timing function of implicit animations in the current transaction, or nil.
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        CoreAnimationThread.run { HeadlessDisplay.current.transactionValue(\.timingFunction) } ?? nil
    }

    /// Sets the timing function of implicit animations in the current transaction.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        onDisplay("setAnimationTimingFunction(_:)") { $0.currentTransactionLevel.timingFunction = function }
    }

    /// Whether property changes in the current transaction run no actions.
    open class func disableActions() -> Bool {
        CoreAnimationThread.run { HeadlessDisplay.current.transactionValue(\.disableActions) ?? false } ?? false
    }

    /// Turns actions (implicit animations) off or on for the current transaction.
    open class func setDisableActions(_ flag: Bool) {
        onDisplay("setDisableActions(_:)") { $0.currentTransactionLevel.disableActions = flag }
    }

    /// The completion block of the current transaction, or nil.
    open class func completionBlock() -> (() -> Void)? {
        CoreAnimationThread.run { HeadlessDisplay.current.currentTransactionLevel.completionGroup?.block } ?? nil
    }

    /// Sets the completion block of the current transaction (see the type's documentation).
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        nonisolated(unsafe) let block = block
        onDisplay("setCompletionBlock(_:)") { $0.setTransactionCompletionBlock(block) }
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
        default: return CoreAnimationThread.run { HeadlessDisplay.current.transactionValue(\.otherValues)?[key] } ?? nil
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
            nonisolated(unsafe) let anObject = anObject
            onDisplay("setValue(_:forKey:)") { display in
                var values = display.currentTransactionLevel.otherValues ?? [:]
                values[key] = anObject
                display.currentTransactionLevel.otherValues = values
            }
        }
    }

    /// Runs `change` on the current display's transaction stack on the main thread; elsewhere
    /// records that `call` was ignored.
    private class func onDisplay(_ call: String, _ change: @MainActor (HeadlessDisplay) -> Void) {
        if CoreAnimationThread.run({ change(HeadlessDisplay.current) }) == nil {
            CoreAnimationThread.offMainThread("CATransaction", "\(call) off the main thread: ignored")
        }
    }
}

extension HeadlessDiagnostic.Code {
    /// `CATransaction.commit()` without a matching `begin()`.
    public static let unbalancedCommit = Self("transaction.unbalancedCommit")
}
