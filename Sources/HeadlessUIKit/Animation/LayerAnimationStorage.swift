/// What a layer stores for animation: its own `CAMediaTiming` values, the animations added to
/// it, its `actions` dictionary, and its bookkeeping on the display's clock (internal).
struct LayerAnimationStorage {
    /// The layer's `CAMediaTiming` properties (the layer is a timed object in its superlayer's
    /// time).
    var timing = MediaTiming()
    /// The animations, in the order they were added (the order they are applied in).
    var records: [AnimationRecord] = []
    /// The `actions` dictionary.
    var actions: [String: any CAAction]?
    /// The generation of the display the records belong to; records of another display are
    /// dropped without callbacks.
    var displayGeneration = 0
    /// Whether the layer is in its display's list of animated layers.
    var isRegistered = false
    /// The global commit count when the layer was created: it has been committed (rendered)
    /// once the count has moved past it. A layer created off the main thread counts as
    /// committed (-1): by the time the main thread changes it, the transaction it was made in
    /// is over.
    var creationCommit = CoreAnimationThread.run { HeadlessDisplay.commitCount } ?? -1
    /// For a copy made by `presentation()`, the layer it was made from.
    weak var modelLayer: CALayer?
    /// The old value of the property whose change is running its action now, for implicit
    /// animations with no values ("the previous value of the property").
    var pendingChange: PendingChange?

    /// The property whose change is running its action, its model value before the change,
    /// and (for implicit animations) its presentation value before the change.
    struct PendingChange {
        var property: AnimatableProperty
        var previousModelValue: AnimationValue
        var previousPresentationValue: AnimationValue?
    }

    /// The last local time computed and the display time it was computed for; nil once the
    /// timing of the layer or of an ancestor, or an ancestor link, changed.
    var localTimeCache: LocalTimeCache?

    struct LocalTimeCache {
        var displayTime: CFTimeInterval
        var localTime: CFTimeInterval
    }

    /// Copies what `init(layer:)` copies: the timing properties and the actions.
    mutating func copyModelTiming(from source: LayerAnimationStorage) {
        timing = source.timing
        actions = source.actions
        localTimeCache = nil
    }
}

/// One animation on a layer: the frozen copy that `animation(forKey:)` returns, its timing
/// with `beginTime` and `duration` resolved, the compiled program that computes its values,
/// and its notification state (internal).
struct AnimationRecord {
    /// A display-wide sequence number: identifies the record and orders ties.
    let id: Int
    /// The key it was added under, or nil.
    var key: String?
    /// The frozen copy.
    let animation: CAAnimation
    /// The timing, with `beginTime` and `duration` resolved when it was added.
    var timing: MediaTiming
    /// What it does to the layer's properties.
    var program: AnimationProgram
    /// Whether it is removed when its active duration ends.
    let removedOnCompletion: Bool
    /// Whether `animationDidStart` was delivered (or is not needed).
    var startNotified: Bool
    /// Whether the end of its active duration was handled.
    var finishNotified = false
    /// The `CATransaction` completion groups waiting for it.
    var completionGroups: [TransactionCompletionGroup] = []
    /// Animations a property animator drives: never finish on their own, no callbacks.
    var isDriven = false

    /// What the per-frame check of starts and ends reads first, without copying (and
    /// retaining) the animation, key, program, completion groups and timing.
    var eventState: (id: Int, isDriven: Bool, startNotified: Bool, finishNotified: Bool) {
        (id, isDriven, startNotified, finishNotified)
    }
}
