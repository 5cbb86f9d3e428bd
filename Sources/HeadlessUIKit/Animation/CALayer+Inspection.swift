// Telling the animations on a layer apart: when each was added, on the display's sequence,
// and whether it runs forever (package API).

@MainActor
extension CALayer {
    /// The animations on this layer, keyed or not, in the order they were added.
    package var addedAnimations: [AddedAnimation] {
        prepareAnimationStorage(for: HeadlessDisplay.current)
        return animationStorage.records.map { record in
            let animation = record.animation
            return AddedAnimation(
                key: record.key, mark: record.id,
                repeatsForever: animation.repeatCount == .infinity || animation.repeatDuration == .infinity)
        }
    }
}

/// One animation on a layer, as ``CALayer/addedAnimations`` lists it.
package struct AddedAnimation: Sendable, Equatable {
    /// The key it was added under, or nil.
    package var key: String?
    /// Where it was added on the display's sequence: compare with ``HeadlessDisplay/sequenceMark``
    /// read at another moment to know which came first.
    package var mark: Int
    /// Whether its `repeatCount` or `repeatDuration` is infinite (a spinner, a pulse).
    package var repeatsForever: Bool
}

extension HeadlessDisplay {
    /// The display's sequence now: every animation added from here on has a larger
    /// ``AddedAnimation/mark``.
    package var sequenceMark: Int { nextSequence }
}
