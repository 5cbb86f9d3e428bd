import GestureTrace
import HeadlessUIKit
import Testing

@testable import TransitionHarness

@MainActor
@Suite struct FuzzScenarioReplayOptionsTests {
    @Test func theDefaultScenarioKeepsTheDefaultOptionsAtSixtyHertzWithoutRegrabbing() {
        let options = FuzzScenario.default.replayOptions()
        #expect(options.completionSpeed == 1)
        #expect(options.completionCurve == .easeInOut)
        #expect(options.droppedFrames.isEmpty)
        #expect(options.refreshRate == 60)
        #expect(options.transitionDuration == nil)
        #expect(options.regrabsInterruptibleTransitions == false)
    }

    @Test func everyFieldIsApplied() {
        let scenario = FuzzScenario(
            completionSpeed: -0.5, completionCurve: "linear", durationOverride: 0, refreshRate: 120,
            droppedFrames: [3, 9], interruptible: true)
        let options = scenario.replayOptions(
            base: ReplayOptions(policy: .threshold(0.3), gracePeriod: 4, regrabsInterruptibleTransitions: false))
        #expect(options.completionSpeed == -0.5)
        #expect(options.completionCurve == .linear)
        #expect(options.droppedFrames == [3, 9])
        #expect(options.refreshRate == 120)
        #expect(options.transitionDuration == 0)
        #expect(options.regrabsInterruptibleTransitions == true)
        #expect(options.policy.name == CompletionPolicy.threshold(0.3).name)
        #expect(options.gracePeriod == 4)
    }

    @Test(arguments: FuzzScenario.curveNames)
    func everyCurveNameHasACurve(name: String) {
        #expect(FuzzScenario.curve(named: name) != nil)
        #expect(FuzzScenario.curve(named: "bounce") == nil)
    }

    // MARK: durationOverride

    /// A pop dragged to about 0.3 and released slowly: a cancel whose completion lasts
    /// p · D.
    static func slowPop() -> Trace {
        var touches = [TouchSample(t: 0, phase: .began, x: 4, y: 400)]
        for step in 1...10 {
            touches.append(TouchSample(t: Double(step) / 60, phase: .moved, x: 4 + Double(step) * 12, y: 400))
        }
        touches.append(TouchSample(t: 0.4, phase: .ended, x: 124, y: 400))
        return Trace(screen: .init(width: 390, height: 844), transition: .init(operation: .pop), touches: touches)
    }

    @Test(arguments: [0.001, 1.0 / 240, 1, 5])
    func aDurationOverrideSetsTheLengthOfUIKitsOwnAnimator(duration: Double) throws {
        let fuzzer = TransitionFuzzer { SystemDefaultTransition() }
        let plain = try #require(fuzzer.replay(Self.slowPop(), scenario: .default).transitions.first)
        let report = fuzzer.replay(Self.slowPop(), scenario: FuzzScenario(durationOverride: duration))
        let overridden = try #require(report.transitions.first)
        let progress = try #require(overridden.progressAtRelease)
        #expect(plain.completionDuration == progress * 0.35)
        #expect(overridden.completionDuration == progress * duration)
        #expect(overridden.outcome == .cancel)
        #expect(overridden.completedWith == false)
        #expect(report.violations.isEmpty, "\(ReportWriter.text([report]))")
    }

    /// Why the generator never draws 0: UIKit's animator, made zero-length, completes at the
    /// next frame while the finger still drags, as every zero-length animator does.
    @Test func aZeroDurationMakesUIKitsAnimatorCompleteWhileTheFingerDrags() throws {
        let report = Replayer.replay(
            Self.slowPop(), against: SystemDefaultTransition(), options: ReplayOptions(transitionDuration: 0))
        #expect(report.violations.map(\.contract) == [.completeAfterAnimation])
        #expect(report.transitions.first?.calls.contains { $0.call == "transitionDuration(0.0)" } == true)
    }

    @Test func aDurationOverrideLeavesAnAnimatorTheSubjectSuppliesAlone() throws {
        let fuzzer = TransitionFuzzer { AnimatorUnderTest(name: "slide") { SlideAnimator(operation: $0) } }
        let report = fuzzer.replay(Self.slowPop(), scenario: FuzzScenario(durationOverride: 5))
        let transition = try #require(report.transitions.first)
        let progress = try #require(transition.progressAtRelease)
        #expect(transition.completionDuration == progress * 0.3)
        #expect(report.violations.isEmpty, "\(ReportWriter.text([report]))")
    }

    // MARK: interruptible

    @Test func interruptibleRegrabsACompletingInterruptibleTransition() throws {
        let fuzzer = TransitionFuzzer { AnimatorUnderTest(name: "interruptible") { _ in InterruptiblePopAnimator() } }
        let report = fuzzer.replay(RegrabFixture.trace(), scenario: FuzzScenario(interruptible: true))
        let transition = try #require(report.transitions.first)
        #expect(report.transitions.count == 1)
        #expect(transition.calls.contains { $0.call == "re-grab" })
        #expect(transition.outcome == .finish)
        #expect(transition.completedWith == true)
        #expect(report.violations.isEmpty, "\(ReportWriter.text([report]))")
    }

    @Test func notInterruptibleIgnoresATouchDuringTheCompletion() throws {
        let fuzzer = TransitionFuzzer { AnimatorUnderTest(name: "interruptible") { _ in InterruptiblePopAnimator() } }
        let report = fuzzer.replay(RegrabFixture.trace(), scenario: FuzzScenario(interruptible: false))
        let transition = try #require(report.transitions.first)
        #expect(!transition.calls.contains { $0.call == "re-grab" })
        #expect(transition.outcome == .cancel)
        #expect(transition.completedWith == false)
        // The second gesture, ignored while the cancel ran, starts no transition.
        #expect(report.transitions.count == 1)
        #expect(report.violations.isEmpty, "\(ReportWriter.text([report]))")
    }

    @Test func interruptibleCannotMakeATransitionInterruptible() {
        let fuzzer = TransitionFuzzer { SystemDefaultTransition() }
        let regrabbing = fuzzer.replay(RegrabFixture.trace(), scenario: FuzzScenario(interruptible: true))
        let not = fuzzer.replay(RegrabFixture.trace(), scenario: FuzzScenario(interruptible: false))
        #expect(regrabbing == not)
        #expect(!regrabbing.transitions.contains { $0.calls.contains { $0.call == "re-grab" } })
    }
}
