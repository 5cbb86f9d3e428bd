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
    func receive(_ eventTouches: [UITouch], with event: UIEvent) {
        guard isEnabledStorage, !stateStorage.isTerminal else { return }
        let began = eventTouches.filter { touch in
            touch.phase == .began && touch.recognizerStorage.contains { $0 === self }
                && !trackedTouches.contains { $0 === touch }
        }
        if !began.isEmpty {
            trackedTouches.append(contentsOf: began)
            isInPlay = true
            lastWindow = began[0].window
            touchesBegan(Set(began), with: event)
            afterTouchesMethod(removing: [])
        }
        for phase in [UITouch.Phase.moved, .ended, .cancelled] {
            guard isEnabledStorage, !stateStorage.isTerminal else { return }
            let touches = trackedTouches.filter { $0.phase == phase && eventTouches.contains($0) }
            guard !touches.isEmpty else { continue }
            switch phase {
            case .moved: touchesMoved(Set(touches), with: event)
            case .ended: touchesEnded(Set(touches), with: event)
            default: touchesCancelled(Set(touches), with: event)
            }
            afterTouchesMethod(removing: phase == .moved ? [] : touches)
        }
    }

    /// Remembers the centroid, forgets lifted touches, runs queued handlers.
    private func afterTouchesMethod(removing finished: [UITouch]) {
        if !trackedTouches.isEmpty {
            lastCentroidInWindow = Self.centroid(of: trackedTouches)
        }
        trackedTouches.removeAll { touch in finished.contains { $0 === touch } }
        TouchDeliveryPass.current?.flushActions()
    }
}
