import GestureTrace
@_spi(Harness) import HeadlessUIKit

/// The stage of one replay: a display on a virtual clock, a key window, and the container
/// the trace's operation needs, with a stack deep enough for every gesture of the trace.
///
/// - pop: a navigation controller holding `gestures + 1` controllers; each gesture pops one.
/// - push: a navigation controller with its root; each gesture pushes a new controller.
/// - present: a root controller; each gesture presents a new one from the top.
/// - dismiss: a root controller with a chain of `gestures` presented controllers; each
///   gesture dismisses the top one.
@MainActor
final class ReplayScene: NSObject, ReplayStage {
    let display: HeadlessDisplay
    let window: UIWindow
    let recorder: UIKitRecorder
    let subject: any TransitionUnderTest
    let operation: Trace.Transition.Operation
    /// The operation's own kind: the harness starts only transitions of the trace's operation.
    var expectedKinds: Set<TransitionKind> { [TransitionKind(operation)] }
    private(set) var navigation: UINavigationController?
    private(set) var root: UIViewController
    private var nextIndex: Int
    /// The interaction controller the next transition should use (the delegates hand it out).
    var pendingInteractor: (any UIViewControllerInteractiveTransitioning)?
    /// The length of UIKit's own animators when the subject supplies none
    /// (``ReplayOptions/transitionDuration``); nil keeps theirs.
    var systemTransitionDuration: Double?

    init(trace: Trace, subject: any TransitionUnderTest, gestures: Int, refreshRate: Double) {
        display = HeadlessDisplay(
            screenSize: CGSize(width: trace.screen.width, height: trace.screen.height),
            scale: CGFloat(trace.screen.scale),
            framesPerSecond: max(1, Int(refreshRate.rounded())))
        display.activate()
        recorder = UIKitRecorder.install(UIKitRecorder(clock: { CACurrentMediaTime() }))
        self.subject = subject
        operation = trace.resolvedTransition.operation
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: trace.screen.width, height: trace.screen.height))
        let depth = max(gestures, 1)
        switch operation {
        case .pop, .push:
            let first = subject.makeViewController(at: 0)
            let navigation = UINavigationController(rootViewController: first)
            root = navigation
            self.navigation = navigation
            nextIndex = 1
            super.init()
            navigation.delegate = self
            // The replay's own edge pan drives the pop, as an app with a custom interactive
            // pop does; the system's recogniser would otherwise take the touches first.
            navigation.interactivePopGestureRecognizer?.isEnabled = false
            if operation == .pop {
                let stack = [first] + (1...depth).map { subject.makeViewController(at: $0) }
                navigation.setViewControllers(stack, animated: false)
                nextIndex = depth + 1
            }
        case .present, .dismiss:
            root = subject.makeViewController(at: 0)
            nextIndex = 1
            super.init()
        }
        window.rootViewController = root
        window.makeKeyAndVisible()
        if operation == .dismiss {
            var top = root
            for _ in 0..<depth {
                let presented = makePresented()
                top.present(presented, animated: false, completion: nil)
                top = presented
            }
        }
        display.advanceFrame()
    }

    /// The top of the presentation chain.
    var topPresented: UIViewController {
        var top = root
        while let next = top.presentedViewController { top = next }
        return top
    }

    private func makePresented() -> UIViewController {
        let presented = subject.makeViewController(at: nextIndex)
        nextIndex += 1
        presented.modalPresentationStyle = .fullScreen
        subject.prepare(presented: presented)
        presented.transitioningDelegate = self
        return presented
    }

    /// How ``startTransition(interactor:)`` started the next transition.
    enum Start {
        /// The harness started it: its context, or nil when UIKit refused it.
        case harness(TransitionContext?)
        /// The subject's ``TransitionUnderTest/perform(_:from:to:)`` handled the trigger: the
        /// transitions it begins, now or later, go to ``subjectTransitionBegan``.
        case subject
        /// Nothing to start: nothing to pop, no presented controller to dismiss.
        case nothing
    }

    /// Called when a transition of the operation begins after the subject handled a trigger
    /// (``Start/subject``): UIKit has set up the container and not yet started the context.
    var subjectTransitionBegan: (TransitionContext) -> Void = { _ in }
    /// Whether the subject starts transitions its own way: set for the length of its first
    /// `perform` call, and for good once it returns true.
    private(set) var subjectPerforms = false

    /// Starts the next transition of the operation with `interactor`: asks the subject's
    /// `perform` hook first, and starts it the harness's way when the subject declines.
    func startTransition(interactor: any UIViewControllerInteractiveTransitioning) -> Start {
        let before = recorder.transitions.count
        pendingInteractor = interactor
        defer { pendingInteractor = nil }
        let source: UIViewController
        let destination: UIViewController
        switch operation {
        case .pop:
            guard let navigation, let top = navigation.topViewController, navigation.viewControllers.count > 1 else {
                return .nothing
            }
            source = top
            destination = navigation.viewControllers[navigation.viewControllers.count - 2]
        case .push:
            guard let top = navigation?.topViewController else { return .nothing }
            source = top
            destination = subject.makeViewController(at: nextIndex)
            nextIndex += 1
        case .present:
            source = topPresented
            destination = makePresented()
        case .dismiss:
            source = topPresented
            guard source !== root, let presenter = source.presentingViewController else { return .nothing }
            destination = presenter
        }
        if performBySubject(from: source, to: destination) { return .subject }
        switch operation {
        case .pop:
            _ = navigation?.popViewController(animated: true)
        case .push:
            navigation?.pushViewController(destination, animated: true)
        case .present:
            source.present(destination, animated: true, completion: nil)
        case .dismiss:
            source.dismiss(animated: true, completion: nil)
        }
        guard recorder.transitions.count > before else { return .harness(nil) }
        return .harness(recorder.transitions.last)
    }

    /// Offers the trigger to the subject's hook, watching (from then on, once it accepts)
    /// for the transitions it begins.
    private func performBySubject(from source: UIViewController, to destination: UIViewController) -> Bool {
        if !subjectPerforms {
            recorder.onEvent = { [weak self] event in self?.noticed(event) }
        }
        let performed = subjectPerforms
        subjectPerforms = true
        let handled = subject.perform(operation, from: source, to: destination)
        subjectPerforms = performed || handled
        if !subjectPerforms {
            recorder.onEvent = nil
        }
        return handled
    }

    /// Hands a transition of the operation that just began to ``subjectTransitionBegan``.
    private func noticed(_ event: UIKitEvent) {
        guard subjectPerforms, case .transition(let id, .began(let began, _, _, _)) = event.kind,
            began.rawValue == operation.rawValue, let context = recorder.transitions.last, context.id == id
        else { return }
        subjectTransitionBegan(context)
    }

    /// The animator for the operation: the subject's, or UIKit's own when it has none.
    func animator(for operation: Trace.Transition.Operation, presented: UIViewController?)
        -> any UIViewControllerAnimatedTransitioning
    {
        if let animator = subject.animator(for: operation) { return animator }
        let duration = systemTransitionDuration
        switch operation {
        case .push: return SystemTransitionAnimators.navigation(.push, duration: duration)
        case .pop: return SystemTransitionAnimators.navigation(.pop, duration: duration)
        case .present:
            return SystemTransitionAnimators.modal(
                presented?.modalTransitionStyle ?? .coverVertical, presenting: true, duration: duration)
        case .dismiss:
            return SystemTransitionAnimators.modal(
                presented?.modalTransitionStyle ?? .coverVertical, presenting: false, duration: duration)
        }
    }

    private func interaction(for animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        guard let pending = pendingInteractor else { return nil }
        return subject.interactionController(for: animator) ?? pending
    }
}

extension ReplayScene: UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        switch operation {
        case .push: animator(for: .push, presented: nil)
        case .pop: animator(for: .pop, presented: nil)
        default: nil
        }
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interaction(for: animationController)
    }
}

extension ReplayScene: UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        animator(for: .present, presented: presented)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator(for: .dismiss, presented: dismissed)
    }

    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interaction(for: animator)
    }

    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interaction(for: animator)
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        subject.presentationController(forPresented: presented, presenting: presenting)
    }
}

extension ReplayScene {
    /// The controller whose view is on screen before the next transition: the top of the
    /// navigation stack, or the top of the presentation chain.
    var currentSourceController: UIViewController? {
        switch operation {
        case .pop, .push: navigation?.topViewController
        case .present, .dismiss: topPresented
        }
    }

    /// The controller the next transition reveals, when it already exists: the one below the
    /// top of the stack for a pop, the presenter of the top for a dismissal.
    var nextDestinationController: UIViewController? {
        switch operation {
        case .pop:
            guard let stack = navigation?.viewControllers, stack.count > 1 else { return nil }
            return stack[stack.count - 2]
        case .dismiss: return topPresented.presentingViewController
        case .push, .present: return nil
        }
    }
}
