import GestureTrace
import HeadlessUIKit
import Testing
import TransitionHarness

/// The example of docs/gestures.md, run as written.
@MainActor
@Suite struct GesturesGuideTests {
    @Test func theGuidesExampleRunsAsDocumented() {
        var log: [String] = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let content = UIView(frame: window.bounds)
        window.addSubview(content)

        let backSwipe = UIScreenEdgePanGestureRecognizer { pan in
            let translation = pan.translation(in: pan.view).x
            let velocity = pan.velocity(in: pan.view).x
            log.append("\(pan.state) \(translation) \(velocity.rounded())")
        }
        backSwipe.edges = .left
        content.addGestureRecognizer(backSwipe)

        let trace = Trace(
            screen: Trace.Screen(width: 390, height: 844, refreshRate: 120),
            touches: [
                TouchSample(t: 0.000, phase: .began, x: 4, y: 400),
                TouchSample(t: 0.008, phase: .moved, x: 16, y: 401),
                TouchSample(t: 0.016, phase: .moved, x: 40, y: 402),
                TouchSample(t: 0.025, phase: .moved, x: 80, y: 402),
                TouchSample(t: 0.033, phase: .ended, x: 96, y: 403),
            ])
        let touches = TraceTouchSource(trace: trace, window: window, startTime: 0)
        for frame in 0..<5 {
            touches.deliver(samplesUpTo: Double(frame) / trace.screen.refreshRate)
        }
        #expect(log == ["began 12.0 0.0", "changed 36.0 3750.0", "changed 76.0 5271.0", "ended 92.0 5271.0"])
        #expect(touches.isFinished && !touches.endsWithFingerDown)
    }
}
