import GestureTrace
import Testing
import TransitionHarness

@Suite struct ThresholdCompletionPolicyTests {
    @Test(arguments: [0.0, 0.3, 0.5, 1.0])
    func finishesAtOrPastTheThresholdWhateverTheVelocity(threshold: Double) {
        let policy = CompletionPolicy.threshold(threshold)
        #expect(policy.decide(.init(progress: threshold, velocity: -9000, distance: 400)).outcome == .finish)
        if threshold > 0 {
            #expect(
                policy.decide(.init(progress: threshold.nextDown, velocity: 9000, distance: 400)).outcome == .cancel)
        }
        #expect(policy.decide(.init(progress: 1, velocity: 0, distance: 400, touchCancelled: true)).outcome == .cancel)
        #expect(policy.decide(.init(progress: 1, velocity: 0, distance: 400)).completionDuration == nil)
    }
}
