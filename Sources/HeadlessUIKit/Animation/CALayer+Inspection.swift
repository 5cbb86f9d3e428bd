// What a test harness needs to tell the animations on a layer apart (not QuartzCore API):
// when each was added, on the display's sequence, and whether it runs forever.

extension CALayer {
    /// The animations on this layer, keyed or not, in the order they were added.
    public var addedAnimations: [AddedAnimation] {
        prepareAnimationStorage(for: HeadlessDisplay.current)
        return animationStorage.records.map { record in
            let animation = record.animation
            return AddedAnimation(
                key: record.key, mark: record.id,
                repeatsForever: animation.repeatCount == .infinity || animation.repeatDuration == .infinity)
        }
    }
}

/// One animation on a layer, as ``CALayer/addedAnimations`` lists it. Not QuartzCore API.
public struct AddedAnimation: Sendable, Equatable {
    /// The key it was added under, or nil.
    public var key: String?
    /// Where it was added on the display's sequence: compare with ``HeadlessDisplay/sequenceMark``
    /// read at another moment to know which came first.
    public var mark: Int
    /// Whether its `repeatCount` or `repeatDuration` is infinite (a spinner, a pulse).
    public var repeatsForever: Bool
}

extension HeadlessDisplay {
    /// The display's sequence now: every animation added from here on has a larger
    /// ``AddedAnimation/mark``. Not UIKit API.
    public var sequenceMark: Int { nextSequence }
}
