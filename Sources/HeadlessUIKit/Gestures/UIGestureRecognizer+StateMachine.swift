// How a gesture recognizer's state changes, and how recognizers that share touches decide
// between themselves.
//
// Leaving `possible` (to `began`, or straight to `ended` for a discrete gesture) is an
// attempt to recognize, and goes through these steps in order:
//   1. the delegate's `gestureRecognizerShouldBegin(_:)`; false fails the recognizer [DOC];
//   2. failure requirements (`require(toFail:)`, `shouldRequireFailure(of:)`,
//      `shouldBeRequiredToFail(by:)` and the delegate's two questions): if a required
//      recognizer has already begun or recognized, this one fails; if one is still
//      `possible` and has received touches, the change waits and is applied when the last
//      of them fails [DOC require(toFail:)] (a required recognizer that has received no
//      touches since its reset does not hold the change back [INF]);
//   3. an active recognizer (`began`/`changed`) that shares a touch with this one and may
//      prevent it fails this one [INF: one gesture at a time, as UIKit's default];
//   4. the change is made; the recognizers sharing a touch that are still `possible`, and
//      may be prevented, fail; those waiting for this one to fail fail too; with
//      `cancelsTouchesInView` its touches are cancelled in their views.
// "May prevent": neither delegate allows simultaneous recognition
// (`shouldRecognizeSimultaneouslyWith` true on either side allows it [DOC]), the winner's
// `canPrevent(_:)` and the loser's `canBePrevented(by:)` are both true.
//
// Handlers run for `began`, `changed`, `ended` and `cancelled`. During delivery they run
// after the touches method that changed the state returns (so at `ended` the lifted touches
// are gone: `numberOfTouches` is 0); outside delivery (disabling a recognizer from a test,
// say), at once. A recognizer in `ended`, `cancelled` or `failed` is reset to `possible`
// once the event being delivered has been delivered, or at once outside delivery.

extension UIGestureRecognizer {
    /// Recognizers waiting for others to fail, oldest first, held weakly (a recognizer
    /// whose touches are abandoned mid-attempt must not be kept alive by waiting).
    private static var waitingList: [WeakGestureRecognizer] = []

    private static var waitingRecognizers: [UIGestureRecognizer] {
        waitingList.compactMap(\.recognizer)
    }

    /// The `state` setter.
    func requestState(_ requested: State) {
        if stateStorage == .possible, pendingState != nil {
            switch requested {
            case .began, .ended:
                // Still waiting; a continuous gesture that ends while waiting recognizes
                // as ended when the wait is over.
                if requested == .ended { pendingState = .ended }
                return
            case .failed:
                leaveWaiting()
                commit(.failed)
                return
            default:
                return
            }
        }
        guard stateStorage.allowsTransition(to: requested) else { return }
        if stateStorage == .possible && (requested == .began || requested == .ended) {
            attemptRecognition(requested)
        } else {
            commit(requested)
        }
    }

    /// Steps 1-4 of the file comment.
    private func attemptRecognition(_ target: State) {
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) {
            commit(.failed)
            return
        }
        switch failureRequirementStatus() {
        case .requiredRecognizerSucceeded:
            commit(.failed)
        case .waiting:
            pendingState = target
            Self.waitingList.removeAll { $0.recognizer == nil }
            if !Self.waitingRecognizers.contains(where: { $0 === self }) {
                Self.waitingList.append(WeakGestureRecognizer(self))
            }
        case .clear:
            completeRecognition(target)
        }
    }

    /// Steps 3 and 4.
    private func completeRecognition(_ target: State) {
        if peers().contains(where: { $0.stateStorage.isActive && $0.mayPrevent(self) }) {
            commit(.failed)
            return
        }
        commit(target)
    }

    /// Makes the change, with its consequences: losers fail, touches are cancelled in
    /// views, handlers are queued, a finished attempt is scheduled for reset.
    func commit(_ next: State) {
        let previous = stateStorage
        stateStorage = next
        stateChangeObserver?(previous, next)
        if previous == .possible { leaveWaiting() }
        let recognized = previous == .possible && (next == .began || next == .ended)
        if recognized {
            for peer in peers() where peer.stateStorage == .possible && mayPrevent(peer) {
                peer.leaveWaiting()
                peer.commit(.failed)
            }
            for waiter in Self.waitingRecognizers where waiter.requiredRecognizers().contains(where: { $0 === self }) {
                waiter.leaveWaiting()
                waiter.commit(.failed)
            }
            if cancelsTouchesInView {
                // Its touches, and those that ended while it held their end back.
                UIWindow.cancelViewDelivery(of: trackedTouches + heldTouches)
            }
        }
        if previous == .possible {
            releaseHeldTouches()
        }
        if next != .failed {
            TouchDeliveryPass.sendActions(of: self)
        }
        if next.isTerminal {
            if next == .failed { Self.resolveWaiters() }
            TouchDeliveryPass.scheduleReset(of: self)
        }
    }

    /// `isEnabled = false`.
    func interruptForDisabling() {
        switch stateStorage {
        case .began, .changed:
            commit(.cancelled)
        case .possible where isInPlay || pendingState != nil:
            leaveWaiting()
            commit(.failed)
        default:
            break
        }
    }

    /// Back to `possible` after an attempt: forgets the touches (they are no longer
    /// delivered to it), lets go of held touches, calls ``reset()``.
    func performReset() {
        guard stateStorage.isTerminal else { return }
        for touch in trackedTouches {
            touch.recognizerStorage.removeAll { $0 === self }
        }
        trackedTouches.removeAll()
        lastMovedTouches = nil
        leaveWaiting()
        isInPlay = false
        let previous = stateStorage
        stateStorage = .possible
        stateChangeObserver?(previous, .possible)
        releaseHeldTouches()
        reset()
        Self.resolveWaiters()
    }

    /// Stops delivering `touch` to this recognizer.
    ///
    /// Plain loops, not `removeAll(where:)`: with thousands of fingers down, every touch that
    /// ends is detached, and a main-actor closure checks the executor for each element.
    func detach(_ touch: UITouch) {
        Self.remove(touch, from: &trackedTouches)
        var index = touch.recognizerStorage.count
        while index > 0 {
            index -= 1
            if touch.recognizerStorage[index] === self { touch.recognizerStorage.remove(at: index) }
        }
        if Self.remove(touch, from: &heldTouches) {
            UIWindow.reconsiderHeldTouch(touch)
        }
    }

    /// Removes `touch` from `touches`, which holds it at most once (a touch is tracked once,
    /// `receive(_:with:)`, and held once, `UIWindow.holdBack`); returns whether it was there.
    /// Looks from the front, where the touches that began first (and mostly end first) are,
    /// and stops there: with thousands of fingers down at once, a pan ignores all but the
    /// first (`ignore(_:for:)`), each found next to the front, and a search on to the end for
    /// another occurrence would make that quadratic.
    @discardableResult
    private static func remove(_ touch: UITouch, from touches: inout [UITouch]) -> Bool {
        var index = 0
        while index < touches.count {
            if touches[index] === touch {
                touches.remove(at: index)
                return true
            }
            index += 1
        }
        return false
    }

    /// Lets the window reconsider every touch whose view delivery this recognizer held.
    private func releaseHeldTouches() {
        let held = heldTouches
        heldTouches.removeAll()
        for touch in held {
            UIWindow.reconsiderHeldTouch(touch)
        }
    }

    // MARK: Relations between recognizers

    /// The other recognizers receiving at least one of this one's touches, in delivery
    /// order.
    func peers() -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        for touch in trackedTouches {
            for other in touch.recognizerStorage where other !== self && !result.contains(where: { $0 === other }) {
                result.append(other)
            }
        }
        return result
    }

    /// Whether either delegate allows the two to recognize at the same time.
    func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// Whether this recognizer, recognizing, makes `other` fail (see the file comment).
    func mayPrevent(_ other: UIGestureRecognizer) -> Bool {
        !recognizesSimultaneously(with: other) && canPrevent(other) && other.canBePrevented(by: self)
    }

    /// The recognizers this one must wait for: explicit requirements, and peers named by
    /// the subclass hooks or the delegates.
    func requiredRecognizers() -> [UIGestureRecognizer] {
        var result = explicitFailureRequirements.compactMap(\.recognizer)
        for peer in peers() where !result.contains(where: { $0 === peer }) {
            if shouldRequireFailure(of: peer) || peer.shouldBeRequiredToFail(by: self)
                || delegate?.gestureRecognizer(self, shouldRequireFailureOf: peer) == true
                || peer.delegate?.gestureRecognizer(peer, shouldBeRequiredToFailBy: self) == true
            {
                result.append(peer)
            }
        }
        return result
    }

    enum FailureRequirementStatus {
        case clear
        case waiting
        case requiredRecognizerSucceeded
    }

    func failureRequirementStatus() -> FailureRequirementStatus {
        var waiting = false
        for required in requiredRecognizers() {
            switch required.stateStorage {
            case .began, .changed, .ended: return .requiredRecognizerSucceeded
            case .possible where required.isInPlay || required.pendingState != nil: waiting = true
            default: break
            }
        }
        return waiting ? .waiting : .clear
    }

    private func leaveWaiting() {
        pendingState = nil
        Self.waitingList.removeAll { $0.recognizer == nil || $0.recognizer === self }
    }

    /// Applies the waiting changes whose requirements are now met, oldest first.
    private static func resolveWaiters() {
        var progressed = true
        while progressed {
            progressed = false
            for waiter in waitingRecognizers {
                guard let target = waiter.pendingState else { continue }
                switch waiter.failureRequirementStatus() {
                case .waiting:
                    continue
                case .requiredRecognizerSucceeded:
                    waiter.leaveWaiting()
                    waiter.commit(.failed)
                case .clear:
                    waiter.leaveWaiting()
                    waiter.completeRecognition(target)
                }
                progressed = true
                break
            }
        }
    }

    /// The centroid of `touches` in window coordinates (the first touch's window), summed
    /// in the order given.
    static func centroid(of touches: [UITouch]) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        var x: CGFloat = 0
        var y: CGFloat = 0
        for touch in touches {
            x += touch.locationInWindow.x
            y += touch.locationInWindow.y
        }
        let count = CGFloat(touches.count)
        return CGPoint(x: x / count, y: y / count)
    }
}
