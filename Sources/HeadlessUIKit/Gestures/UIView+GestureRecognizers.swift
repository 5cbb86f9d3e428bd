// Attaching gesture recognizers to views. As in UIKit, a view owns its recognizers (it
// holds them strongly) and a recognizer refers to its view weakly.

extension UIView {
    /// The recognizers attached to the view, in the order they were added; nil when there
    /// are none.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get {
            let list = attachedGestureRecognizers
            return list.isEmpty ? nil : list
        }
        set {
            for recognizer in attachedGestureRecognizers {
                removeGestureRecognizer(recognizer)
            }
            for recognizer in newValue ?? [] {
                addGestureRecognizer(recognizer)
            }
        }
    }

    /// Attaches `gestureRecognizer`, first removing it from the view it was attached to.
    /// Adding a recognizer the view already has does nothing.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.viewStorage === self { return }
        gestureRecognizer.viewStorage?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizerStorage.append(gestureRecognizer)
        gestureRecognizer.viewStorage = self
    }

    /// Detaches `gestureRecognizer`. A gesture in progress is cancelled (a `possible`
    /// attempt fails) and the recognizer forgets its touches [INF]. Does nothing when the
    /// recognizer is not attached to this view.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizerStorage.contains(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizer.abandonAttempt()
        gestureRecognizerStorage.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.viewStorage = nil
    }

    /// The attached recognizers (empty when none).
    var attachedGestureRecognizers: [UIGestureRecognizer] {
        gestureRecognizerStorage
    }
}

extension UIGestureRecognizer {
    /// Ends the current attempt at once and forgets the touches: for a recognizer that is
    /// detached from its view.
    func abandonAttempt() {
        interruptForDisabling()
        if !stateStorage.isTerminal {
            // Nothing was in progress, but touches may still be assigned to it.
            stateStorage = .failed
            TouchDeliveryPass.scheduleReset(of: self)
        }
    }
}
