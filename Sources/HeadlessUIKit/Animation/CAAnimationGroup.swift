/// Animations run together, timed within the group (QuartzCore API).
///
/// The children's times are relative to the group's local time: a child's `beginTime` of 0 is
/// the group's start (not replaced by the current time), and a child whose `duration` is 0
/// takes the group's duration [INF: the common idiom sets only the group's duration]. The group
/// clips its children: outside the group's active interval (and fill) no child applies. The
/// children's `delegate` and `isRemovedOnCompletion` are ignored [DOC CAAnimationGroup]; the
/// group's own delegate gets the calls.
open class CAAnimationGroup: CAAnimation {
    /// The animations in the group.
    open var animations: [CAAnimation]? {
        didSet { refuseIfFrozen(&animations, oldValue, "animations") }
    }

    override func makeEmptyInstance() -> CAAnimation {
        CAAnimationGroup()
    }

    override func copyProperties(from source: CAAnimation) {
        super.copyProperties(from: source)
        guard let source = source as? CAAnimationGroup else { return }
        animations = source.animations?.map { ($0.copy() as? CAAnimation) ?? $0 }
    }

    override func freeze() {
        super.freeze()
        for animation in animations ?? [] {
            animation.freeze()
        }
    }
}
