import GestureTrace
@_spi(Harness) import HeadlessUIKit

/// The stage of a replay of an ``AppUnderTest``: a display on a virtual clock and a key
/// window whose root is the app's own, brought to the trace's starting state the app's way.
///
/// Nothing of the app is replaced: no delegate, no presentation style, no recognizer. The
/// setup (``AppUnderTest/prepareState(for:in:)``) runs as UIKit runs it, animators included,
/// and ``settle(within:)`` lets its transitions complete before the first touch.
@MainActor
final class AppScene: ReplayStage {
    let display: HeadlessDisplay
    let window: UIWindow
    let recorder: UIKitRecorder
    let subject: any AppUnderTest
    let operation: Trace.Transition.Operation
    let expectedKinds: Set<TransitionKind>

    init(trace: Trace, subject: any AppUnderTest, refreshRate: Double) {
        display = HeadlessDisplay(
            screenSize: CGSize(width: trace.screen.width, height: trace.screen.height),
            scale: CGFloat(trace.screen.scale),
            framesPerSecond: max(1, Int(refreshRate.rounded())))
        display.activate()
        recorder = UIKitRecorder.install(UIKitRecorder(clock: { CACurrentMediaTime() }))
        self.subject = subject
        operation = trace.resolvedTransition.operation
        expectedKinds = Self.expectedKinds(of: subject, for: operation)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: trace.screen.width, height: trace.screen.height))
        window.rootViewController = subject.makeRootViewController()
        window.makeKeyAndVisible()
        display.advanceFrame()
        subject.prepareState(for: operation, in: window)
    }

    /// The setup's transitions that have not completed.
    var setupInFlight: [TransitionContext] {
        recorder.transitions.filter { !$0.isCompleted }
    }

    /// Runs display frames until every transition the setup began has completed, for at most
    /// `limit` seconds of virtual time, then one frame more so the last completion's work is
    /// shown. Returns the transitions still in flight (none when the setup settled).
    func settle(within limit: Double) -> [TransitionContext] {
        let end = display.currentTime + limit
        while !setupInFlight.isEmpty, display.currentTime < end {
            display.advanceFrame()
        }
        display.advanceFrame()
        return setupInFlight
    }
}
