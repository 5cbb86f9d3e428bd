// Changing the stack: push, pop, pop-to, setViewControllers.
//
// On screen (the navigation controller has appeared) and with a new top controller, the
// change is a transition in the transition view, in this order:
//   1. containment: each removed controller gets `willMove(toParent: nil)` (top first), each
//      added one is added as a child (`willMove(toParent: self)`); `viewControllers` is the
//      new stack already (a popped controller sees it in `viewWillDisappear` [OBS §1.3]);
//   2. animated: the delegate's animator for the operation, then its interaction controller;
//      otherwise the built-in one (not animated: the immediate animator);
//   3. the delegate's `willShow`; the context (from = old top, to = new top; frames per the
//      §1.1 table: from starts at the container bounds and ends `.zero` (removed), to starts
//      `.zero` and ends at the container bounds);
//   4. `from.viewWillDisappear`, `to.viewWillAppear` (§5.1), then the start.
// Committed: the from view is removed, `from.viewDidDisappear`, `to.viewDidAppear`, the
// removed controllers get `didMove(toParent: nil)` (via removeFromParent), the added ones
// `didMove(toParent: self)`, then the delegate's `didShow`. So a pushed controller sees
// willMove, viewWillAppear, viewDidAppear, didMove; a popped one willMove(nil),
// viewWillDisappear, viewDidDisappear, didMove(nil) (§5.1 [OBS Neuburg]).
// Cancelled: the old stack is back, the to view leaves the container [INF, §9.7 open
// question], the appearance transitions reverse as in §5.2 (to: will/did-disappear; from:
// will/did-appear), removed controllers get `didMove(toParent: self)` and added ones
// `willMove(toParent: nil)` and `didMove(toParent: nil)` [INF]; no `didShow`.
//
// Off screen the stack changes at once: the same containment callbacks, the top view swapped
// if the view is loaded, appearance callbacks only while the navigation controller is
// appearing.
//
// While a transition is in flight every change is refused with "nested push (pop) animation
// can result in corrupted navigation bar" as a diagnostic. UIKit logs that and goes on,
// leaving the bar and sometimes the stack corrupted [OBS §5.3]; refusing keeps the model
// consistent, and the refused change is on record.

extension UINavigationController {
    /// Moves to `newStack`; false when refused.
    @discardableResult
    func applyStackChange(
        to newStack: [UIViewController], animated: Bool, operation: Operation?,
        animator presetAnimator: (any UIViewControllerAnimatedTransitioning)? = nil,
        interactor presetInteractor: (any UIViewControllerInteractiveTransitioning)? = nil
    ) -> Bool {
        if let transition = activeTransition, !transition.isCompleted {
            let kind = operation == .pop ? "pop" : "push"
            diagnose(
                .navigationTransitionInProgress,
                "nested \(kind) animation can result in corrupted navigation bar (\(diagnosticName)); refused.")
            return false
        }
        let change = StackChange(old: stackStorage, new: newStack)
        if let from = change.old.last, let to = change.new.last, from !== to, isViewLoaded,
            appearanceState == .appeared
        {
            runTransition(
                change, from: from, to: to, animated: animated,
                operation: operation ?? (change.old.contains { $0 === to } ? .pop : .push),
                animator: presetAnimator, interactor: presetInteractor)
        } else {
            applyImmediately(change)
        }
        return true
    }

    private func applyImmediately(_ change: StackChange) {
        for controller in change.removed.reversed() {
            controller.willMove(toParent: nil)
        }
        for controller in change.added {
            attachChild(controller)
        }
        stackStorage = change.new
        let oldTop = change.old.last
        let newTop = change.new.last
        if oldTop !== newTop, isViewLoaded {
            let visible = appearanceState.isVisibleOrAppearing
            if visible, let oldTop, oldTop.appearanceState.isVisibleOrAppearing {
                oldTop.beginAppearance(false, animated: false)
            }
            if visible, let newTop {
                newTop.beginAppearance(true, animated: false)
            }
            if let oldView = oldTop?.viewStorage, oldView.superview === transitionView {
                oldView.removeFromSuperview()
            }
            if let newTop {
                show(newTop.loadedView)
            }
            if visible, let oldTop, oldTop.appearanceState == .disappearing {
                oldTop.endAppearance()
            }
            if appearanceState == .appeared, let newTop {
                newTop.endAppearance()
            }
        }
        for controller in change.removed.reversed() {
            controller.detachFromParent()
        }
        for controller in change.added {
            controller.didMove(toParent: self)
        }
    }

    private func runTransition(
        _ change: StackChange, from: UIViewController, to: UIViewController, animated: Bool, operation: Operation,
        animator presetAnimator: (any UIViewControllerAnimatedTransitioning)?,
        interactor presetInteractor: (any UIViewControllerInteractiveTransitioning)?
    ) {
        for controller in change.removed.reversed() {
            controller.willMove(toParent: nil)
        }
        for controller in change.added {
            attachChild(controller)
        }
        stackStorage = change.new
        let removesFrom = change.removed.contains { $0 === from }
        let addsTo = change.added.contains { $0 === to }
        from.movingFromParentFlag = removesFrom
        to.movingToParentFlag = addsTo

        let animator: any UIViewControllerAnimatedTransitioning
        var interactor = presetInteractor
        if let presetAnimator {
            animator = presetAnimator
        } else if animated,
            let custom = delegate?.navigationController(
                self, animationControllerFor: operation, from: from, to: to)
        {
            animator = custom
            interactor = delegate?.navigationController(self, interactionControllerFor: custom)
        } else {
            animator = BuiltInTransitions.navigationAnimator(for: operation, animated: animated)
        }
        delegate?.navigationController(self, willShow: to, animated: animated)

        let container = transitionView
        let bounds = container.bounds
        let frames = TransitionContext.Frames(initialFrom: bounds, finalFrom: .zero, initialTo: .zero, finalTo: bounds)
        let context = TransitionContext(
            operation: operation == .pop ? .pop : .push, containerView: container, from: from, to: to,
            fromView: from.loadedView, toView: to.loadedView, frames: frames, isAnimated: animated,
            presentationStyle: .none, animator: animator, interactor: interactor)
        context.viewControllersBefore = change.old
        context.viewControllersAfter = change.new
        context.containerCompletion = { [unowned self, unowned context] committed in
            finishTransition(context, change: change, animated: animated, committed: committed)
        }
        for controller in [self, from, to] {
            controller.activeTransition = context
        }
        context.log(.began(operation: context.operation, from: from.logName, to: to.logName, animated: animated))
        from.beginAppearance(false, animated: animated)
        to.beginAppearance(true, animated: animated)
        context.start()
    }

    private func finishTransition(_ context: TransitionContext, change: StackChange, animated: Bool, committed: Bool) {
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
            for controller in change.removed.reversed() {
                controller.detachFromParent()
            }
            for controller in change.added {
                controller.didMove(toParent: self)
            }
        } else {
            stackStorage = change.old
            if let toView = context.toView, toView.superview === container {
                toView.removeFromSuperview()
            }
            to.beginAppearance(false, animated: animated)
            to.endAppearance()
            from.beginAppearance(true, animated: animated)
            from.endAppearance()
            for controller in change.removed {
                controller.didMove(toParent: self)
            }
            for controller in change.added {
                controller.willMove(toParent: nil)
                controller.detachFromParent()
            }
        }
        from.movingFromParentFlag = false
        to.movingToParentFlag = false
        if committed {
            delegate?.navigationController(self, didShow: to, animated: animated)
        }
    }
}

/// The old and new stacks and what differs between them.
struct StackChange {
    let old: [UIViewController]
    let new: [UIViewController]
    /// Controllers in `old` but not in `new`, in stack order.
    let removed: [UIViewController]
    /// Controllers in `new` but not in `old`, in stack order.
    let added: [UIViewController]

    /// The change from `old` to `new`. `distinct` says that each stack holds a controller at
    /// most once, as a navigation or tab bar controller's does (pushes, `viewControllers` and
    /// tabs are checked for repeats): then a controller both hold at the same place is kept,
    /// and past their common start a controller is kept exactly when the other stack's
    /// remainder holds it, so a push or pop costs what changes, not the depth (a long trace
    /// pops one controller per swipe). Otherwise (a split view's columns may repeat one
    /// controller) every controller of each stack is looked for in the whole other one.
    @MainActor
    init(old: [UIViewController], new: [UIViewController], distinct: Bool = true) {
        self.old = old
        self.new = new
        var common = 0
        if distinct {
            while common < old.count, common < new.count, old[common] === new[common] {
                common += 1
            }
        }
        let oldRest = old[common...]
        let newRest = new[common...]
        self.removed = Self.controllers(in: oldRest, missingFrom: newRest)
        self.added = Self.controllers(in: newRest, missingFrom: oldRest)
    }

    /// The controllers of `stack` that `other` does not hold, in order: scans when both are
    /// short, else a set of identities.
    @MainActor
    private static func controllers(
        in stack: ArraySlice<UIViewController>, missingFrom other: ArraySlice<UIViewController>
    ) -> [UIViewController] {
        var missing: [UIViewController] = []
        if stack.count * other.count <= 64 {
            for controller in stack {
                var held = false
                for candidate in other where candidate === controller {
                    held = true
                    break
                }
                if !held {
                    missing.append(controller)
                }
            }
            return missing
        }
        var held = Set<ObjectIdentifier>(minimumCapacity: other.count)
        for controller in other {
            held.insert(ObjectIdentifier(controller))
        }
        for controller in stack where !held.contains(ObjectIdentifier(controller)) {
            missing.append(controller)
        }
        return missing
    }
}
