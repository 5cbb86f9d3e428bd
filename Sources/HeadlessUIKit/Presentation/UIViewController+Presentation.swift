// `present(_:animated:completion:)`.
//
// Refused, with a diagnostic and nothing changed (UIKit raises or logs and drops the call):
// - a controller that is active: already presented ("...that is already being presented by
//   <Y>"), a child, a window's root, one that presents, or the presenter itself ("Application tried to present
//   modally an active controller <X>.") [OBS §5.3];
// - an unmodelled `modalPresentationStyle` or `.partialCurl`; a popover shown as one without a
//   source (UIViewController+PopoverPresentation.swift);
// - a presenter that already presents ("...which is already presenting <Z>.") [OBS];
// - while a transition is in flight for the presenter or the source ("Attempt to present <X>
//   on <Y> (from <Z>) while a presentation is in progress.") [OBS §5.3];
// - a presenter whose view is not in a window ("...whose view is not in the window
//   hierarchy.") [OBS].
//
// The presenter [DOC definesPresentationContext; INF for the walk]: for the context styles the
// nearest controller, from the source up its parents, that defines a presentation context, or
// else the top of the parent chain; for the other styles the top of the parent chain.
//
// Set-up, in order [INF]: for a popover, decide how it is shown (its delegate's adaptation,
// UIViewController+PopoverPresentation.swift); link the controllers, make the presentation
// controller and its container view (over the window, or over the presenting context's view), ask the delegate
// for the animator and, if it gave one, the interaction controller, make the context,
// `presentationTransitionWillBegin()`, the appearance transitions (the presenter gets
// callbacks only when the style removes its view, §5.1), then start.
//
// Completion: committed, the presenter's view leaves the window if the style removes it, and
// `presentationTransitionDidEnd(true)`, then the appearance transitions end (presenter
// first); cancelled, the controllers are unlinked, the container leaves the window,
// `presentationTransitionDidEnd(false)`, and the appearance transitions are reversed: the
// presented controller disappears, then the presenter reappears (§5.2's shape). The
// `completion` block runs at step 7 of §1.3, only when the presentation was committed [INF].

extension UIViewController {
    func startPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard acceptsPresentation(of: presented) else { return }
        guard let requestedStyle = presented.modalPresentationStyle.modelled else {
            diagnose(
                .unsupportedPresentationStyle,
                "Presentation style \(presented.modalPresentationStyle) of \(presented.diagnosticName) is not modelled; "
                    + "use .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom or .popover.")
            return
        }
        guard presented.modalTransitionStyle != .partialCurl else {
            diagnose(
                .unsupportedTransitionStyle,
                "Transition style partialCurl of \(presented.diagnosticName) is not modelled.")
            return
        }
        let presenter = presentationContext(for: requestedStyle)
        let attempt =
            "Attempt to present \(presented.diagnosticName) on \(presenter.diagnosticName) (from \(diagnosticName))"
        if transitionCoordinator != nil || presenter.transitionCoordinator != nil {
            diagnose(.presentationInProgress, "\(attempt) while a presentation is in progress.")
            return
        }
        if let current = presenter.presentedStorage {
            diagnose(.alreadyPresenting, "\(attempt) which is already presenting \(current.diagnosticName).")
            return
        }
        guard let window = presenter.viewWindow, let presenterView = presenter.viewStorage else {
            diagnose(.presenterNotInWindow, "\(attempt) whose view is not in the window hierarchy.")
            return
        }
        var plan: PopoverPlan?
        if requestedStyle == .popover {
            guard let popover = planPopover(of: presented, presenter: presenter) else { return }
            plan = popover
        }
        let presented = plan?.presented ?? presented
        let style = plan?.shownStyle ?? requestedStyle
        let delegate = presented.transitioningDelegate
        let controller: UIPresentationController
        if let plan {
            controller = plan.controller
        } else if style == .custom {
            controller =
                delegate?.presentationController(forPresented: presented, presenting: presenter, source: self)
                ?? UIPresentationController(presentedViewController: presented, presenting: presenter)
        } else {
            controller = BuiltInPresentationController(presented: presented, presenting: presenter, style: style)
        }
        controller.presentingStorage = presenter
        presenter.presentedStorage = presented
        presented.presentingStorage = presenter
        presented.presentationControllerStorage = controller

        let container = TransitionContainerView(frame: .zero)
        container.layer.compositingValues.isUIKitContainer = true
        container.presentationController = controller
        if style.coversContext, let superview = presenterView.superview {
            container.frame = presenterView.frame
            superview.insertSubview(container, aboveSubview: presenterView)
        } else {
            container.frame = window.bounds
            // The container follows the window's size, so a rotation or a window resize lays it
            // out and calls the presentation controller's layout callbacks [INF: UIKit's
            // container view keeps the window's bounds through rotations].
            container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(container)
        }
        if let plan {
            Self.apply(plan, in: container)
        }
        controller.containerViewStorage = container

        let custom = delegate?.animationController(forPresented: presented, presenting: presenter, source: self)
        let removes = controller.shouldRemovePresentersView
        let animator: any UIViewControllerAnimatedTransitioning
        if let custom, animated || style == .custom {
            animator = custom
        } else {
            animator = BuiltInTransitions.presentationAnimator(
                for: style == .popover ? .crossDissolve : presented.modalTransitionStyle, animated: animated)
        }
        let interactor = custom.flatMap { custom in
            animator === custom ? delegate?.interactionControllerForPresentation(using: custom) : nil
        }
        let presenterFrame = container.convert(presenterView.bounds, from: presenterView)
        if removes, let superview = presenterView.superview {
            // UIKit moves the presenter's view into the container for the transition and puts
            // it back afterwards (Apple's CustomTransitions sample, uikit-semantics §1.3), so
            // the animator finds it there and a percent-driven interaction scrubs it with the
            // container's layer time.
            controller.presenterViewSuperview = superview
            controller.presenterViewIndex = superview.subviews.firstIndex { $0 === presenterView } ?? 0
            controller.presenterViewFrame = presenterView.frame
            container.insertSubview(presenterView, at: 0)
            presenterView.frame = presenterFrame
        }
        let frames = TransitionContext.Frames(
            initialFrom: presenterFrame, finalFrom: removes ? .zero : presenterFrame,
            initialTo: .zero, finalTo: controller.frameOfPresentedViewInContainerView)
        let context = TransitionContext(
            operation: .present, containerView: container, from: presenter, to: presented,
            fromView: removes ? presenterView : nil, toView: controller.presentedView ?? presented.view,
            frames: frames, isAnimated: animated, presentationStyle: style, animator: animator, interactor: interactor)
        context.containerCompletion = { [unowned context] didComplete in
            Self.finishPresentation(context, controller: controller, removesPresenter: removes, committed: didComplete)
        }
        if let completion {
            context.didCompleteHandlers.append { didComplete in
                if didComplete { completion() }
            }
        }
        presenter.activeTransition = context
        presented.activeTransition = context
        presented.beingPresentedFlag = true
        context.log(.began(operation: .present, from: presenter.logName, to: presented.logName, animated: animated))
        if let plan {
            plan.controller.delegate?.presentationController(
                plan.controller, willPresentWithAdaptiveStyle: plan.adaptiveStyle,
                transitionCoordinator: context.coordinator)
        }
        controller.presentationTransitionWillBegin()
        if removes {
            presenter.beginAppearance(false, animated: animated)
        }
        presented.beginAppearance(true, animated: animated)
        context.start()
    }

    /// Whether `presented` may be presented: records the diagnostic when it may not.
    func acceptsPresentation(of presented: UIViewController) -> Bool {
        if let presenter = presented.presentingStorage {
            diagnose(
                .presentingActiveController,
                "Application tried to present modally a view controller \(presented.diagnosticName) "
                    + "that is already being presented by \(presenter.diagnosticName).")
            return false
        }
        if presented === self || presented.parentStorage != nil || presented.presentedStorage != nil
            || presented.isWindowRoot || isDescendant(of: presented)
        {
            diagnose(
                .presentingActiveController,
                "Application tried to present modally an active controller \(presented.diagnosticName).")
            return false
        }
        return true
    }

    /// The controller that presents with `style` when the presentation starts from `self`.
    func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        if style.coversContext {
            var current: UIViewController? = self
            while let candidate = current {
                if candidate.definesPresentationContext { return candidate }
                current = candidate.parentStorage
            }
        }
        return rootAncestor
    }

    private static func finishPresentation(
        _ context: TransitionContext, controller: UIPresentationController, removesPresenter: Bool, committed: Bool
    ) {
        let presenter = context.fromViewController
        let presented = context.toViewController
        presenter.activeTransition = nil
        presented.activeTransition = nil
        if committed {
            if removesPresenter, let presenterView = presenter.viewStorage, presenterView.superview != nil {
                presenterView.removeFromSuperview()
            }
            controller.presentationTransitionDidEnd(true)
            if removesPresenter {
                presenter.endAppearance()
            }
            presented.endAppearance()
        } else {
            if removesPresenter, let presenterView = presenter.viewStorage,
                let superview = controller.presenterViewSuperview
            {
                superview.insertSubview(presenterView, at: min(controller.presenterViewIndex, superview.subviews.count))
                presenterView.frame = controller.presenterViewFrame
            }
            presenter.presentedStorage = nil
            presented.presentingStorage = nil
            presented.presentationControllerStorage = nil
            controller.containerViewStorage?.removeFromSuperview()
            controller.presentationTransitionDidEnd(false)
            presented.beginAppearance(false, animated: context.isAnimated)
            presented.endAppearance()
            if removesPresenter {
                presenter.beginAppearance(true, animated: context.isAnimated)
                presenter.endAppearance()
            }
        }
        presented.beingPresentedFlag = false
    }
}
