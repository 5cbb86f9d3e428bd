// How a window hands touches to a gesture recognizer (steps 1 and 2 of
// `UIWindow+EventDelivery.swift`).

extension UIGestureRecognizer {
    /// Whether a touch that begins is given to this recognizer: it must be enabled, not
    /// finishing an attempt, and accepted by the delegate (the event first, then the touch).
    func accepts(_ touch: UITouch, in event: UIEvent) -> Bool {
        guard isEnabledStorage, !stateStorage.isTerminal else { return false }
        guard let delegate else { return true }
        return delegate.gestureRecognizer(self, shouldReceive: event)
            && delegate.gestureRecognizer(self, shouldReceive: touch)
    }

    /// Delivers the event's touches that this recognizer receives, phase by phase, running
    /// the handlers queued by each touches method after it returns. Stops when the attempt
    /// is over.
    ///
    /// This runs for every recognizer of every event, so it uses plain loops: in Swift 6 each
    /// main-actor closure handed to `filter` or `contains(where:)` checks the executor when
    /// called, and `recognizerStorage` would build an array for each touch. Touches are
    /// compared by identity, which is what `UITouch`'s `NSObject` equality is.
    func receive(_ eventTouches: [UITouch], with event: UIEvent) {
        guard isEnabledStorage, !stateStorage.isTerminal else { return }
        var began: [UITouch] = []
        for touch in eventTouches where touch.phase == .began && touch.isReceived(by: self) && !isTracking(touch) {
            began.append(touch)
        }
        if !began.isEmpty {
            trackedTouches.append(contentsOf: began)
            isInPlay = true
            lastWindow = began[0].window
            touchesBegan(Set(began), with: event)
            afterTouchesMethod(removing: [])
        }
        for phase in Self.phasesAfterBegan {
            guard isEnabledStorage, !stateStorage.isTerminal else { return }
            var touches: [UITouch] = []
            for touch in trackedTouches where touch.phase == phase && Self.list(eventTouches, contains: touch) {
                touches.append(touch)
            }
            guard !touches.isEmpty else { continue }
            switch phase {
            case .moved: touchesMoved(movedTouchSet(touches), with: event)
            case .ended: touchesEnded(Set(touches), with: event)
            default: touchesCancelled(Set(touches), with: event)
            }
            afterTouchesMethod(removing: phase == .moved ? [] : touches)
        }
    }

    /// `Set(touches)`, reusing the set made for the previous moved event when it had the same
    /// touches: one finger dragging gets the same one-touch set a hundred times a second, and
    /// each new set allocates and hashes.
    private func movedTouchSet(_ touches: [UITouch]) -> Set<UITouch> {
        if let last = lastMovedTouches, last.list.count == touches.count {
            var isSame = true
            for index in touches.indices where last.list[index] !== touches[index] {
                isSame = false
                break
            }
            if isSame { return last.set }
        }
        let set = Set(touches)
        lastMovedTouches = (touches, set)
        return set
    }

    /// The phases delivered after `began`, in order.
    private static let phasesAfterBegan: [UITouch.Phase] = [.moved, .ended, .cancelled]

    /// Whether `touch` is one of the tracked touches.
    private func isTracking(_ touch: UITouch) -> Bool {
        Self.list(trackedTouches, contains: touch)
    }

    private static func list(_ touches: [UITouch], contains touch: UITouch) -> Bool {
        for member in touches where member === touch {
            return true
        }
        return false
    }

    /// Remembers the centroid, forgets lifted touches, runs queued handlers.
    private func afterTouchesMethod(removing finished: [UITouch]) {
        if !trackedTouches.isEmpty {
            lastCentroidInWindow = Self.centroid(of: trackedTouches)
        }
        if finished.count > 8 {
            // Many fingers lifting at once: a set, not a scan of them for each tracked touch.
            var lifted = Set<ObjectIdentifier>(minimumCapacity: finished.count)
            for touch in finished { lifted.insert(ObjectIdentifier(touch)) }
            var kept: [UITouch] = []
            kept.reserveCapacity(trackedTouches.count)
            for touch in trackedTouches where !lifted.contains(ObjectIdentifier(touch)) { kept.append(touch) }
            trackedTouches = kept
        } else if !finished.isEmpty {
            trackedTouches.removeAll { touch in Self.list(finished, contains: touch) }
        }
        TouchDeliveryPass.current?.flushActions()
    }
}
