// The appearance state machine (uikit-semantics §5.3 [INF], consistent with Douglas Hill's
// observations [OBS]):
//
//   begin(appearing: true)  : disappeared | disappearing -> appearing     viewWillAppear
//   begin(appearing: false) : appeared | appearing       -> disappearing  viewWillDisappear
//   end()                   : appearing -> appeared (viewDidAppear);
//                             disappearing -> disappeared (viewDidDisappear)
//   anything else           : "Unbalanced calls to begin/end appearance transitions for <X>."
//                             recorded as a diagnostic; no state change, no callback.
//
// A cancelled transition is the second begin in the opposite direction followed by one end
// (§5.2): appearing -> disappearing -> disappeared.
//
// Forwarding [DOC shouldAutomaticallyForwardAppearanceMethods]: when true, a controller passes
// its begin/end on to the children it shows, after its own callback [INF for the order]. A
// child is shown when its view is loaded and inside the parent's view [INF]; a navigation
// controller shows only its top controller.

extension UIViewController {
    func beginAppearance(_ isAppearing: Bool, animated: Bool) {
        guard let next = appearanceState.begun(appearing: isAppearing) else {
            reportUnbalancedAppearance()
            return
        }
        appearanceState = next
        appearanceAnimatedFlag = animated
        if isAppearing {
            loadViewIfNeeded()
            record(.viewWillAppear(animated: animated))
            viewWillAppear(animated)
        } else {
            record(.viewWillDisappear(animated: animated))
            viewWillDisappear(animated)
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in appearanceChildren {
            child.beginAppearance(isAppearing, animated: animated)
        }
    }

    func endAppearance() {
        let before = appearanceState
        guard let next = before.ended else {
            reportUnbalancedAppearance()
            return
        }
        appearanceState = next
        let animated = appearanceAnimatedFlag
        if next == .appeared {
            record(.viewDidAppear(animated: animated))
            viewDidAppear(animated)
        } else {
            record(.viewDidDisappear(animated: animated))
            viewDidDisappear(animated)
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in appearanceChildren {
            child.endAppearance()
        }
    }

    private func reportUnbalancedAppearance() {
        diagnose(
            .unbalancedAppearanceTransition,
            "Unbalanced calls to begin/end appearance transitions for \(diagnosticName).")
    }

    /// The children shown in this controller's view: loaded and inside it.
    var childrenShownInView: [UIViewController] {
        guard let view = viewStorage else { return [] }
        return childStorage.filter { child in
            guard let childView = child.viewStorage else { return false }
            return childView.isDescendant(of: view)
        }
    }

    // MARK: Helpers for the containers

    /// Begins and, unless `ending` is false, ends an appearance change: the callbacks a
    /// container sends when it shows or hides a controller without a transition.
    func changeAppearance(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated)
        endAppearance()
    }
}
