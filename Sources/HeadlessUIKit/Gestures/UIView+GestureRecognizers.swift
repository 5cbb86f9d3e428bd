// Attaching gesture recognizers to views.
//
// UIKit keeps a view's recognizers in the view. `UIView`'s stored properties are declared in
// `Views/UIView.swift`; until the list moves there, it lives in a table keyed by the view's
// identity, whose entries hold the view weakly and its recognizers strongly (a view owns
// its recognizers, as in UIKit). An entry whose view is gone is dropped when its key is
// reused and in periodic sweeps.

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
        GestureRecognizerTable.entry(for: self, creating: true)?.recognizers.append(gestureRecognizer)
        gestureRecognizer.viewStorage = self
    }

    /// Detaches `gestureRecognizer`. A gesture in progress is cancelled (a `possible`
    /// attempt fails) and the recognizer forgets its touches [INF]. Does nothing when the
    /// recognizer is not attached to this view.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let entry = GestureRecognizerTable.entry(for: self, creating: false),
            entry.recognizers.contains(where: { $0 === gestureRecognizer })
        else { return }
        gestureRecognizer.abandonAttempt()
        entry.recognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.viewStorage = nil
    }

    /// The attached recognizers (empty when none).
    var attachedGestureRecognizers: [UIGestureRecognizer] {
        GestureRecognizerTable.entry(for: self, creating: false)?.recognizers ?? []
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

/// The recognizers of each view that has any.
@MainActor
enum GestureRecognizerTable {
    final class Entry {
        weak var view: UIView?
        var recognizers: [UIGestureRecognizer] = []

        init(view: UIView) {
            self.view = view
        }
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]
    private static var sweepThreshold = 64

    /// The entry of `view`; a new one when `creating`, otherwise nil when it has none.
    static func entry(for view: UIView, creating: Bool) -> Entry? {
        let key = ObjectIdentifier(view)
        if let entry = entries[key] {
            if entry.view === view { return entry }
            // The key's previous view is gone and its address reused.
            entries[key] = nil
        }
        guard creating else { return nil }
        sweepIfNeeded()
        let entry = Entry(view: view)
        entries[key] = entry
        return entry
    }

    /// Drops the entries of views that are gone, when the table has doubled since the last
    /// sweep: amortised O(1) per insertion.
    private static func sweepIfNeeded() {
        guard entries.count >= sweepThreshold else { return }
        entries = entries.filter { $0.value.view != nil }
        sweepThreshold = max(64, entries.count * 2)
    }
}
