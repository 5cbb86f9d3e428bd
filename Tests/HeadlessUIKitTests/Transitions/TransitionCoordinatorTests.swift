import Testing

@testable import HeadlessUIKit

/// The coordinator: available in viewWillAppear, alongside animations and completions,
/// interaction-change notifications, and its context accessors.
@MainActor
@Suite struct TransitionCoordinatorTests {
    @Test func coordinatorIsAvailableInViewWillAppearAndRunsAlongsideWork() throws {
        let scene = NavigationScene("A")
        let pushed = CoordinatedController()
        pushed.title = "B"
        scene.navigation.pushViewController(pushed, animated: true)
        let context = try #require(scene.animator.context)
        #expect(pushed.log == ["willAppear: animated true, interactive false, duration 0.3", "alongside"])
        #expect(pushed.transitionCoordinator?.view(forKey: .to) === pushed.view)
        #expect(pushed.transitionCoordinator?.containerView === scene.navigation.transitionView)
        context.completeTransition(true)
        #expect(pushed.log.last == "completion: cancelled false")
        #expect(pushed.transitionCoordinator == nil)
        #expect(scene.navigation.topViewController?.transitionCoordinator == nil)
    }

    @Test func alongsideWorkAfterCompletionIsRefused() throws {
        let scene = NavigationScene("A", "B")
        let context = try scene.pop()
        let coordinator = try #require(scene.navigation.transitionCoordinator)
        var ran = false
        #expect(coordinator.animate(alongsideTransition: { _ in ran = true }, completion: nil))
        #expect(ran)
        context.completeTransition(true)
        #expect(!coordinator.animate(alongsideTransition: { _ in ran = false }, completion: nil))
        #expect(ran)
    }

    @Test func contextAccessorsReadThroughDuringAnInteraction() throws {
        let scene = NavigationScene("A", "B", interactive: true)
        scene.interactor.completionSpeed = 1.5
        scene.interactor.completionCurve = .easeOut
        let context = try scene.pop()
        let coordinator = try #require(scene.navigation.transitionCoordinator)
        var seen: [String] = []
        coordinator.notifyWhenInteractionChanges { context in
            seen.append("interactive \(context.isInteractive) cancelled \(context.isCancelled)")
        }
        scene.interactor.update(0.25)
        #expect(coordinator.isInteractive && coordinator.initiallyInteractive && coordinator.isAnimated)
        #expect(coordinator.percentComplete == 0.25 && coordinator.transitionDuration == 0.3)
        #expect(coordinator.presentationStyle == .none && !coordinator.isInterruptible)
        #expect(coordinator.viewController(forKey: .from) === scene.controllers[1])
        #expect(coordinator.targetTransform == .identity)
        scene.interactor.cancel()
        #expect(seen == ["interactive false cancelled true"])
        #expect(coordinator.completionVelocity == -1.5 && coordinator.completionCurve == .easeOut)
        #expect(!coordinator.isInteractive && coordinator.initiallyInteractive)
        context.completeTransition(false)
    }
}

/// Registers alongside work from viewWillAppear and logs what it sees.
@MainActor
private final class CoordinatedController: UIViewController {
    var log: [String] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let coordinator = transitionCoordinator else { return }
        log.append(
            "willAppear: animated \(coordinator.isAnimated), interactive \(coordinator.isInteractive), "
                + "duration \(coordinator.transitionDuration)")
        coordinator.animate(
            alongsideTransition: { [weak self] _ in self?.log.append("alongside") },
            completion: { [weak self] context in self?.log.append("completion: cancelled \(context.isCancelled)") })
    }
}

/// The coordinator's methods as UIKit imports them, with `completion` defaulting to nil.
@MainActor
@Suite struct TransitionCoordinatorDefaultsTests {
    @Test func alongsideAnimationsNeedNoCompletionArgument() throws {
        let scene = NavigationScene("A", "B")
        let context = try scene.pop()
        let coordinator = try #require(scene.navigation.transitionCoordinator)
        var ran: [String] = []
        #expect(coordinator.animate(alongsideTransition: { _ in ran.append("alongside") }))
        #expect(
            coordinator.animateAlongsideTransition(in: scene.navigation.view, animation: { _ in ran.append("in view") })
        )
        coordinator.animate(alongsideTransition: nil) { _ in ran.append("completion") }
        context.completeTransition(true)
        #expect(ran == ["alongside", "in view", "completion"])
    }
}
