import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// One operation applied to an animator in one internal state, with the state it should end in
/// and the diagnostic it should record (nil: none).
struct AnimatorTransition: Sendable, CustomTestStringConvertible {
    enum Start: String, Sendable, CaseIterable {
        case inactiveEmpty
        case inactivePending
        case running
        case paused
        case stopped
    }

    enum Operation: String, Sendable {
        case start
        case startAfterDelay
        case startAfterNegativeDelay
        case pause
        case stopWithoutFinishing
        case stopAndWait
        case finishAtEnd
        case setFraction
        case flipReversed
        case continueAnimation
        case addAnimations
        case setNotInterruptible
        case setNoUserInteraction
        case setScrubsLinearly
        case setPausesOnCompletion
    }

    let from: Start
    let operation: Operation
    let to: UIViewPropertyAnimator.Phase
    let diagnostic: HeadlessDiagnostic.Code?

    var testDescription: String { "\(operation.rawValue) from \(from.rawValue)" }
}

/// The table of uikit-semantics §4.1–4.2: every operation from every state.
private let transitions: [AnimatorTransition] = {
    typealias T = AnimatorTransition
    let invalid = HeadlessDiagnostic.Code.animatorInvalidStateTransition
    let config = HeadlessDiagnostic.Code.animatorInvalidConfigurationChange
    var table: [T] = []
    func row(
        _ operation: T.Operation, _ results: [T.Start: (UIViewPropertyAnimator.Phase, HeadlessDiagnostic.Code?)]
    ) {
        for start in T.Start.allCases {
            let (phase, diagnostic) = results[start]!
            table.append(T(from: start, operation: operation, to: phase, diagnostic: diagnostic))
        }
    }
    row(
        .start,
        [
            .inactiveEmpty: (.running, nil), .inactivePending: (.running, nil), .running: (.running, nil),
            .paused: (.running, nil), .stopped: (.stopped, invalid),
        ])
    row(
        .startAfterDelay,
        [
            .inactiveEmpty: (.running, nil), .inactivePending: (.running, nil), .running: (.running, nil),
            .paused: (.paused, invalid), .stopped: (.stopped, invalid),
        ])
    row(
        .startAfterNegativeDelay,
        [
            .inactiveEmpty: (.inactiveEmpty, .animatorInvalidDelay),
            .inactivePending: (.inactivePending, .animatorInvalidDelay), .running: (.running, .animatorInvalidDelay),
            .paused: (.paused, .animatorInvalidDelay), .stopped: (.stopped, .animatorInvalidDelay),
        ])
    row(
        .pause,
        [
            .inactiveEmpty: (.paused, nil), .inactivePending: (.paused, nil), .running: (.paused, nil),
            .paused: (.paused, nil), .stopped: (.stopped, invalid),
        ])
    row(
        .stopWithoutFinishing,
        [
            .inactiveEmpty: (.inactiveEmpty, nil), .inactivePending: (.inactivePending, nil),
            .running: (.inactiveEmpty, nil), .paused: (.inactiveEmpty, nil), .stopped: (.stopped, invalid),
        ])
    row(
        .stopAndWait,
        [
            .inactiveEmpty: (.inactiveEmpty, nil), .inactivePending: (.inactivePending, nil), .running: (.stopped, nil),
            .paused: (.stopped, nil), .stopped: (.stopped, invalid),
        ])
    row(
        .finishAtEnd,
        [
            .inactiveEmpty: (.inactiveEmpty, nil), .inactivePending: (.inactivePending, nil),
            .running: (.running, invalid), .paused: (.paused, invalid), .stopped: (.inactiveEmpty, nil),
        ])
    row(
        .setFraction,
        [
            .inactiveEmpty: (.paused, nil), .inactivePending: (.paused, nil), .running: (.running, nil),
            .paused: (.paused, nil), .stopped: (.stopped, invalid),
        ])
    row(
        .flipReversed,
        [
            .inactiveEmpty: (.inactiveEmpty, nil), .inactivePending: (.inactivePending, nil), .running: (.running, nil),
            .paused: (.paused, nil), .stopped: (.stopped, nil),
        ])
    row(
        .continueAnimation,
        [
            .inactiveEmpty: (.inactiveEmpty, nil), .inactivePending: (.inactivePending, nil), .running: (.running, nil),
            .paused: (.running, nil), .stopped: (.stopped, nil),
        ])
    row(
        .addAnimations,
        [
            .inactiveEmpty: (.inactivePending, nil), .inactivePending: (.inactivePending, nil),
            .running: (.running, nil), .paused: (.paused, nil), .stopped: (.stopped, invalid),
        ])
    for operation in [T.Operation.setNotInterruptible, .setNoUserInteraction] {
        row(
            operation,
            [
                .inactiveEmpty: (.inactiveEmpty, nil), .inactivePending: (.inactivePending, nil),
                .running: (.running, config), .paused: (.paused, config), .stopped: (.stopped, nil),
            ])
    }
    row(
        .setScrubsLinearly,
        [
            .inactiveEmpty: (.inactiveEmpty, nil), .inactivePending: (.inactivePending, nil), .running: (.running, nil),
            .paused: (.paused, config), .stopped: (.stopped, nil),
        ])
    row(
        .setPausesOnCompletion,
        [
            .inactiveEmpty: (.inactiveEmpty, nil), .inactivePending: (.inactivePending, nil), .running: (.running, nil),
            .paused: (.paused, nil), .stopped: (.stopped, nil),
        ])
    return table
}()

@MainActor
@Suite struct UIViewPropertyAnimatorStateTableTests {
    /// An animator of a view in the given state.
    private func animator(in start: AnimatorTransition.Start, display: HeadlessDisplay) -> UIViewPropertyAnimator {
        let view = UIView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        switch start {
        case .inactiveEmpty:
            break
        case .inactivePending:
            animator.addAnimations { view.alpha = 0 }
        case .running:
            animator.addAnimations { view.alpha = 0 }
            animator.startAnimation()
            display.advance(frames: 3)
        case .paused:
            animator.addAnimations { view.alpha = 0 }
            animator.startAnimation()
            display.advance(frames: 3)
            animator.pauseAnimation()
        case .stopped:
            animator.addAnimations { view.alpha = 0 }
            animator.startAnimation()
            display.advance(frames: 3)
            animator.stopAnimation(false)
        }
        return animator
    }

    private func apply(_ operation: AnimatorTransition.Operation, to animator: UIViewPropertyAnimator) {
        let other = UIView()
        switch operation {
        case .start: animator.startAnimation()
        case .startAfterDelay: animator.startAnimation(afterDelay: 0.1)
        case .startAfterNegativeDelay: animator.startAnimation(afterDelay: -1)
        case .pause: animator.pauseAnimation()
        case .stopWithoutFinishing: animator.stopAnimation(true)
        case .stopAndWait: animator.stopAnimation(false)
        case .finishAtEnd: animator.finishAnimation(at: .end)
        case .setFraction: animator.fractionComplete = 0.5
        case .flipReversed: animator.isReversed.toggle()
        case .continueAnimation: animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
        case .addAnimations: animator.addAnimations { other.alpha = 0.5 }
        case .setNotInterruptible: animator.isInterruptible = false
        case .setNoUserInteraction: animator.isUserInteractionEnabled = false
        case .setScrubsLinearly: animator.scrubsLinearly = false
        case .setPausesOnCompletion: animator.pausesOnCompletion = true
        }
    }

    @Test(arguments: transitions)
    func everyOperationFromEveryState(transition: AnimatorTransition) {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let animator = animator(in: transition.from, display: display)
        display.clearDiagnostics()
        apply(transition.operation, to: animator)
        #expect(animator.phase == transition.to)
        #expect(display.diagnostics.map(\.code) == (transition.diagnostic.map { [$0] } ?? []))
        // Leave nothing paused or stopped behind (releasing one is itself an error).
        if animator.state != .inactive {
            if animator.state == .active {
                animator.stopAnimation(false)
            }
            animator.finishAnimation(at: .current)
        }
    }

    @Test func thePublicStateFollowsTheInternalOne() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        for start in AnimatorTransition.Start.allCases {
            let animator = animator(in: start, display: display)
            let expected: UIViewAnimatingState =
                switch start {
                case .inactiveEmpty, .inactivePending: .inactive
                case .running, .paused: .active
                case .stopped: .stopped
                }
            #expect(animator.state == expected, "\(start)")
            #expect(animator.isRunning == (start == .running), "\(start)")
            if start == .paused || start == .running { animator.stopAnimation(false) }
            animator.finishAnimation(at: .current)
        }
    }

    @Test func aNonInterruptibleAnimatorRefusesInterruptions() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let view = UIView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.isInterruptible = false
        animator.pausesOnCompletion = true
        animator.startAnimation()
        animator.pauseAnimation()
        animator.stopAnimation(false)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        #expect(animator.isRunning)
        #expect(!animator.pausesOnCompletion)
        #expect(display.diagnostics.map(\.code) == Array(repeating: .animatorNotInterruptible, count: 4))
    }

    @Test func duringItsCompletionsTheAnimatorIsInactiveAndRefusesNewAnimations() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let (view, animator) = fadingAnimator(duration: 0.2)
        var stateInCompletion: UIViewAnimatingState?
        animator.addCompletion { _ in
            stateInCompletion = animator.state
            animator.addAnimations { view.alpha = 1 }
            animator.fractionComplete = 0.5
        }
        animator.startAnimation()
        display.advance(frames: 2)
        #expect(stateInCompletion == .inactive)
        #expect(display.diagnostics.map(\.code) == [.animatorInvalidStateTransition, .animatorInvalidStateTransition])
        #expect(animator.phase == .inactiveEmpty)
    }

    @Test func releasingAPausedOrStoppedAnimatorIsReported() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        do {
            let (_, paused) = fadingAnimator()
            paused.pauseAnimation()
        }
        #expect(display.diagnostics.map(\.code) == [.animatorReleasedWhilePausedOrStopped])
        display.clearDiagnostics()
        do {
            let (_, stopped) = fadingAnimator()
            stopped.startAnimation()
            stopped.stopAnimation(false)
        }
        #expect(display.diagnostics.map(\.code) == [.animatorReleasedWhilePausedOrStopped])
        display.clearDiagnostics()
        do {
            let (_, finished) = fadingAnimator()
            finished.pauseAnimation()
            finished.stopAnimation(false)
            finished.finishAnimation(at: .end)
        }
        #expect(display.diagnostics.isEmpty)
    }

    @Test func aRunningAnimatorIsKeptAliveUntilItCompletes() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let log = PositionLog()
        let view = UIView()
        weak var weakAnimator: UIViewPropertyAnimator?
        do {
            let animator = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 0.5, delay: 0, options: [], animations: { view.alpha = 0 }, completion: { log($0) })
            weakAnimator = animator
        }
        #expect(weakAnimator != nil)
        display.advance(frames: 5)
        #expect(log.positions == [.end])
        #expect(log.times == [0.5])
        #expect(weakAnimator == nil)
        #expect(display.diagnostics.isEmpty)
    }
}
