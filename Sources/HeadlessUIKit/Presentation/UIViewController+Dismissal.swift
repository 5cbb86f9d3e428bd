// `dismiss(animated:completion:)`.
//
// Which presentation [DOC dismiss(animated:completion:)]: when the receiver (or its nearest
// ancestor) presents a controller, that one and everything it presents in turn are dismissed;
// otherwise the receiver's presenter dismisses the receiver's presented ancestor. With nothing
// to dismiss the call does nothing and the completion is not called [INF].
//
// A chain of presentations [DOC]: only the top-most animates, from the top controller to the
// presenter that stays; the intermediate ones are removed: their containers leave the window
// at the start (restored if the dismissal is cancelled) and, if they were on screen, they get
// will/did-disappear around the transition [INF].
//
// The `.to` view is the presenter's view when the presentation took it out of the window, and
// nil when it never left (`.overFullScreen`, `.overCurrentContext`, `.custom` keeping it)
// [OBS §1.1]. The presenter gets appearance callbacks only in the first case (§5.1).
//
// Completion: committed, UIKit removes the `.from` view, puts the presenter's view back where
// it was (its superview and index when it was removed, with its frame then), removes the
// container, calls `dismissalTransitionDidEnd(true)`, unlinks the chain and ends the
// appearance transitions (top, intermediates, presenter); cancelled, it keeps the `.to` view
// the animator inserted (§1.3: the animator must remove it), restores the intermediate
// containers, calls `dismissalTransitionDidEnd(false)` and reverses the appearance
// transitions: the presenter disappears again, then the presented controllers reappear.
// Refused while a transition is in flight: "Attempt to dismiss from view controller <P> while
// a presentation or dismiss is in progress!" [OBS §5.3].

extension UIViewController {
    func startDismissal(animated: Bool, completion: (() -> Void)?) {
        guard let (presenter, first) = dismissalTarget() else { return }
        var chain = [first]
        while let next = chain.last?.presentedStorage {
            chain.append(next)
        }
        let top = chain[chain.count - 1]
        if (chain + [presenter]).contains(where: { $0.activeTransition.map { !$0.isCompleted } ?? false })
            || presenter.transitionCoordinator != nil
        {
            diagnose(
                .dismissalInProgress,
                "Attempt to dismiss from view controller \(presenter.diagnosticName) "
                    + "while a presentation or dismiss is in progress!")
            return
        }
        guard let controller = top.presentationControllerStorage, let container = controller.containerViewStorage
        else { return }
        let presenterView = presenter.loadedView
        let presenterLeftWindow = presenterView.window == nil
        let firstController = first.presentationControllerStorage
        let homeFrame = Self.presenterFrame(presenterView, restoredBy: firstController, in: container)

        var hiddenContainers: [(view: UIView, superview: UIView, index: Int)] = []
        for intermediate in chain.dropLast() {
            guard let view = intermediate.presentationControllerStorage?.containerViewStorage,
                let superview = view.superview, !container.isDescendant(of: view)
            else { continue }
            hiddenContainers.append((view, superview, superview.subviews.firstIndex { $0 === view } ?? 0))
            view.removeFromSuperview()
        }

        let delegate = top.transitioningDelegate
        let custom = delegate?.animationController(forDismissed: top)
        let style = controller.modelPresentationStyle
        let animator: any UIViewControllerAnimatedTransitioning
        if let custom, animated || style == .custom {
            animator = custom
        } else {
            animator = BuiltInTransitions.dismissalAnimator(
                for: style == .popover ? .crossDissolve : top.modalTransitionStyle, animated: animated)
        }
        let interactor = custom.flatMap { custom in
            animator === custom ? delegate?.interactionControllerForDismissal(using: custom) : nil
        }
        let fromView = controller.presentedView ?? top.loadedView
        let frames = TransitionContext.Frames(
            initialFrom: fromView.superview === container
                ? fromView.frame : container.convert(fromView.bounds, from: fromView),
            finalFrom: .zero, initialTo: presenterLeftWindow ? .zero : homeFrame, finalTo: homeFrame)
        let context = TransitionContext(
            operation: .dismiss, containerView: container, from: top, to: presenter, fromView: fromView,
            toView: presenterLeftWindow ? presenterView : nil, frames: frames, isAnimated: animated,
            presentationStyle: style, animator: animator, interactor: interactor)
        let disappearing = chain.dropLast().filter { $0.appearanceState.isVisibleOrAppearing }
        let dismissal = Dismissal(
            presenter: presenter, chain: chain, controller: controller, hiddenContainers: hiddenContainers,
            disappearingIntermediates: Array(disappearing), presenterGetsCallbacks: presenterLeftWindow)
        context.containerCompletion = { [unowned context] didComplete in
            dismissal.finish(context, committed: didComplete)
        }
        if let completion {
            context.didCompleteHandlers.append { didComplete in
                if didComplete { completion() }
            }
        }
        for controller in chain + [presenter] {
            controller.activeTransition = context
        }
        for controller in chain {
            controller.beingDismissedFlag = true
        }
        context.log(.began(operation: .dismiss, from: top.logName, to: presenter.logName, animated: animated))
        controller.dismissalTransitionWillBegin()
        top.beginAppearance(false, animated: animated)
        for intermediate in disappearing.reversed() {
            intermediate.beginAppearance(false, animated: false)
        }
        if presenterLeftWindow {
            presenter.beginAppearance(true, animated: animated)
        }
        context.start()
    }

    /// The presenter that stays and the first controller to dismiss, or nil.
    private func dismissalTarget() -> (UIViewController, UIViewController)? {
        var current: UIViewController? = self
        while let candidate = current {
            if let presented = candidate.presentedStorage { return (candidate, presented) }
            current = candidate.parentStorage
        }
        current = self
        while let candidate = current {
            if let presenter = candidate.presentingStorage { return (presenter, candidate) }
            current = candidate.parentStorage
        }
        return nil
    }

    /// The presenter's frame in the container's space: where its view was when the
    /// presentation removed it, or where it is.
    private static func presenterFrame(
        _ presenterView: UIView, restoredBy controller: UIPresentationController?, in container: UIView
    ) -> CGRect {
        if presenterView.window == nil, let controller, let superview = controller.presenterViewSuperview {
            return container.convert(controller.presenterViewFrame, from: superview)
        }
        return container.convert(presenterView.bounds, from: presenterView)
    }
}

/// What a dismissal's completion needs.
@MainActor
private struct Dismissal {
    let presenter: UIViewController
    let chain: [UIViewController]
    let controller: UIPresentationController
    let hiddenContainers: [(view: UIView, superview: UIView, index: Int)]
    let disappearingIntermediates: [UIViewController]
    let presenterGetsCallbacks: Bool

    func finish(_ context: TransitionContext, committed: Bool) {
        for controller in chain + [presenter] {
            controller.activeTransition = nil
        }
        let top = chain[chain.count - 1]
        if committed {
            context.fromView?.removeFromSuperview()
            if presenterGetsCallbacks {
                restorePresenterView()
            }
            controller.containerViewStorage?.removeFromSuperview()
            controller.dismissalTransitionDidEnd(true)
            presenter.presentedStorage = nil
            for presented in chain {
                presented.presentedStorage = nil
                presented.presentingStorage = nil
                presented.presentationControllerStorage?.containerViewStorage?.removeFromSuperview()
                (presented.presentationControllerStorage as? UIPopoverPresentationController)?.forgetPresentation()
                presented.presentationControllerStorage = nil
            }
            top.endAppearance()
            for intermediate in disappearingIntermediates.reversed() {
                intermediate.endAppearance()
            }
            if presenterGetsCallbacks {
                presenter.endAppearance()
            }
        } else {
            for hidden in hiddenContainers {
                hidden.superview.insertSubview(hidden.view, at: hidden.index)
            }
            controller.dismissalTransitionDidEnd(false)
            if presenterGetsCallbacks {
                presenter.beginAppearance(false, animated: context.isAnimated)
                presenter.endAppearance()
            }
            for intermediate in disappearingIntermediates {
                intermediate.beginAppearance(true, animated: false)
                intermediate.endAppearance()
            }
            top.beginAppearance(true, animated: context.isAnimated)
            top.endAppearance()
        }
        for presented in chain {
            presented.beingDismissedFlag = false
        }
    }

    /// Puts the presenter's view back where the presentation took it from [DOC sample].
    private func restorePresenterView() {
        guard let presenterView = presenter.viewStorage else { return }
        let first = chain[0].presentationControllerStorage
        if let first, let superview = first.presenterViewSuperview {
            superview.insertSubview(presenterView, at: first.presenterViewIndex)
            presenterView.frame = first.presenterViewFrame
        }
    }
}
