import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// How long a percent-driven completion of an interruptible animator lasts
/// (docs/transitions.md, "How long the completion lasts"): along the animator's own curve
/// from where it stands with no `timingCurve` and speed 1, else `durationFactor × duration`.
@MainActor
@Suite struct InterruptibleCompletionTimingTests {
    /// The time at which the ease-out curve (0, 0), (0.58, 1) reaches `progress`, by
    /// bisection on the Bézier parameter.
    nonisolated static func easeOutTime(reaching progress: Double) -> Double {
        func point(_ s: Double) -> (x: Double, y: Double) {
            let a = 3 * (1 - s) * s * s
            return (a * 0.58 + s * s * s, a + s * s * s)
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if point(mid).y < progress { low = mid } else { high = mid }
        }
        return point((low + high) / 2).x
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let percent: CGFloat
        let cancel: Bool
        let speed: CGFloat
        let timingCurve: Bool

        var testDescription: String {
            "\(cancel ? "cancel" : "finish") from \(percent) at speed \(speed)"
                + (timingCurve ? " with a timing curve" : "")
        }

        /// The expected length of the completion of a 0.6 s ease-out animator.
        var expected: Double {
            if speed == 1 && !timingCurve {
                let time = InterruptibleCompletionTimingTests.easeOutTime(reaching: Double(percent))
                return 0.6 * (cancel ? time : 1 - time)
            }
            return 0.6 * Double(cancel ? percent : 1 - percent) / Double(speed)
        }
    }

    nonisolated static let cases: [Case] = [
        Case(percent: 0.35, cancel: false, speed: 1, timingCurve: false),
        Case(percent: 0.6, cancel: false, speed: 1, timingCurve: false),
        Case(percent: 0.35, cancel: true, speed: 1, timingCurve: false),
        Case(percent: 0.35, cancel: false, speed: 2, timingCurve: false),
        Case(percent: 0.35, cancel: false, speed: 1, timingCurve: true),
    ]

    @Test(arguments: cases)
    func theCompletionOfAnEaseOutAnimatorLastsWhatTheFormulaSays(_ testCase: Case) throws {
        let display = HeadlessDisplay(framesPerSecond: 240)
        let slider = SlidingAnimator(duration: 0.6, interruptible: true, curve: .easeOut)
        let scene = NavigationScene("A", "B", interactive: true)
        scene.delegate.animator = slider
        if testCase.timingCurve {
            scene.interactor.timingCurve = UICubicTimingParameters(animationCurve: .linear)
        }
        scene.navigation.popViewController(animated: true)
        let context = try #require(scene.recorder.transitions.last)
        display.advanceFrame()
        scene.interactor.update(testCase.percent)
        display.advanceFrame()
        scene.interactor.completionSpeed = testCase.speed
        let start = display.currentTime
        if testCase.cancel {
            scene.interactor.cancel()
        } else {
            scene.interactor.finish()
        }
        let recorded = try #require(context.interruptibleCompletion)
        let formula = UIPercentDrivenInteractiveTransition.completionDuration(
            of: recorded.duration, from: testCase.percent, cancelled: testCase.cancel, speed: testCase.speed,
            curveTime: recorded.curveTime)
        #expect(abs(formula - testCase.expected) < 1e-6)
        for _ in 0..<600 where !context.isCompleted {
            display.advanceFrame()
        }
        #expect(context.isCompleted)
        #expect(abs((display.currentTime - start) - testCase.expected) <= display.framePeriod + 1e-9)
    }

    @Test func anEaseOutFinishTakesLongerThanTheFractionLeft() {
        let time = Self.easeOutTime(reaching: 0.6)
        #expect(time < 0.6)
        let alongCurve = UIPercentDrivenInteractiveTransition.completionDuration(
            of: 0.6, from: 0.6, cancelled: false, speed: 1, curveTime: CGFloat(time))
        let linear = UIPercentDrivenInteractiveTransition.completionDuration(
            of: 0.6, from: 0.6, cancelled: false, speed: 1)
        #expect(alongCurve > linear)
        #expect(abs(linear - 0.24) < 1e-12)
    }
}
