// Changing the selected controller: code (`selectedIndex`, `selectedViewController`) or a tap.
//
// On screen (the tab bar controller has appeared) a change is a transition in the transition
// view, with the semantics of a push [INF, docs/view-controllers.md "Tab bar controllers"]:
//   1. the selection is the new controller already (as a navigation controller's stack is
//      during a pop), and is put back if the switch is cancelled;
//   2. the delegate's `animationControllerForTransitionFrom` [DOC: asked for every change, a
//      tap or code], then, only if it returned one, `interactionControllerFor` [DOC]; without
//      an animator the switch is not animated (UIKit has no built-in tab animation) and runs
//      through the immediate animator;
//   3. the context (from = old selection, to = new; frames: from starts at the container
//      bounds and ends `.zero` (removed), to starts `.zero` and ends at the bounds), its
//      `.began` event in the recorder, `from.viewWillDisappear`, `to.viewWillAppear`, the start.
// Committed: the from view leaves the container, `from.viewDidDisappear`, `to.viewDidAppear`.
// Cancelled: the old selection is back, the to view leaves the container, and the appearance
// transitions reverse as for a cancelled pop (§5.2).
//
// Off screen the selection changes at once, with appearance callbacks only while the tab bar
// controller is appearing. A change while a switch is in flight is refused with a
// `tabTransitionInProgress` diagnostic [INF: UIKit ignores taps during a transition].

extension UITabBarController {
    /// A tap on the tab at `index`, as the tab bar delivers it: asks the delegate's
    /// `shouldSelect`, selects the controller (a tab switch when it is not the selected one; a
    /// tap on the selected tab of a navigation controller pops it to its root [OBS]), then
    /// calls `didSelect`, also when the tab was already selected [DOC]. Not UIKit API: the tab
    /// bar is not modelled, so this is how a test or a harness taps a tab.
    package func tapTab(at index: Int) {
        guard tabsStorage.indices.contains(index) else { return }
        let tapped = tabsStorage[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: tapped) { return }
        if tapped === selectedStorage {
            if let navigation = tapped as? UINavigationController {
                navigation.popToRootViewController(animated: true)
            }
        } else {
            guard select(tapped) else { return }
        }
        delegate?.tabBarController(self, didSelect: tapped)
    }

    /// Makes `controller` (one of the tabs) the selected one; false when refused.
    @discardableResult
    func select(_ controller: UIViewController) -> Bool {
        guard controller !== selectedStorage else { return true }
        if let transition = activeTransition, !transition.isCompleted {
            diagnose(
                .tabTransitionInProgress,
                "Selecting \(controller.diagnosticName) during a tab switch (\(diagnosticName)); refused.")
            return false
        }
        guard let from = selectedStorage, isViewLoaded, appearanceState == .appeared else {
            swapImmediately(to: controller)
            return true
        }
        runSwitch(from: from, to: controller)
        return true
    }

    /// Changes the selection without a transition.
    func swapImmediately(to newSelection: UIViewController?) {
        let old = selectedStorage
        selectedStorage = newSelection
        guard isViewLoaded, old !== newSelection else { return }
        let visible = appearanceState.isVisibleOrAppearing
        if visible, let old, old.appearanceState.isVisibleOrAppearing {
            old.beginAppearance(false, animated: false)
        }
        if visible, let newSelection {
            newSelection.beginAppearance(true, animated: false)
        }
        if let oldView = old?.viewStorage, oldView.superview === transitionView {
            oldView.removeFromSuperview()
        }
        if let newSelection {
            show(newSelection.loadedView)
        }
        if visible, let old, old.appearanceState == .disappearing {
            old.endAppearance()
        }
        if appearanceState == .appeared, let newSelection {
            newSelection.endAppearance()
        }
    }

    private func runSwitch(from: UIViewController, to: UIViewController) {
        selectedStorage = to
        let custom = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
        let animator: any UIViewControllerAnimatedTransitioning = custom ?? ImmediateTransitionAnimator()
        let interactor = custom.flatMap { delegate?.tabBarController(self, interactionControllerFor: $0) }
        let animated = custom != nil
        let container = transitionView
        let bounds = container.bounds
        let frames = TransitionContext.Frames(initialFrom: bounds, finalFrom: .zero, initialTo: .zero, finalTo: bounds)
        let context = TransitionContext(
            operation: .tabSwitch, containerView: container, from: from, to: to, fromView: from.loadedView,
            toView: to.loadedView, frames: frames, isAnimated: animated, presentationStyle: .none,
            animator: animator, interactor: interactor)
        context.containerCompletion = { [unowned self, unowned context] committed in
            finishSwitch(context, animated: animated, committed: committed)
        }
        for controller in [self, from, to] {
            controller.activeTransition = context
        }
        context.log(.began(operation: .tabSwitch, from: from.logName, to: to.logName, animated: animated))
        from.beginAppearance(false, animated: animated)
        to.beginAppearance(true, animated: animated)
        context.start()
    }

    private func finishSwitch(_ context: TransitionContext, animated: Bool, committed: Bool) {
        let from = context.fromViewController
        let to = context.toViewController
        for controller in [self, from, to] {
            controller.activeTransition = nil
        }
        let container = context.containerView
        if committed {
            if let fromView = context.fromView, fromView.superview === container {
                fromView.removeFromSuperview()
            }
            from.endAppearance()
            to.endAppearance()
        } else {
            selectedStorage = from
            if let toView = context.toView, toView.superview === container {
                toView.removeFromSuperview()
            }
            to.beginAppearance(false, animated: animated)
            to.endAppearance()
            from.beginAppearance(true, animated: animated)
            from.endAppearance()
        }
    }
}
