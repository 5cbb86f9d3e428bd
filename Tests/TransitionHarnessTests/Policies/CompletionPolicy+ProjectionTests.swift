import GestureTrace
import HeadlessUIKit
import Testing
import TransitionHarness

@Suite struct ProjectionCompletionPolicyTests {
    /// design notes, math-reference.md §3: v0 = 1000 pt/s projects 499 pt at 0.998 and
    /// 99 pt at 0.99.
    @Test func projectedDistancesMatchTheReferenceVectors() {
        #expect(
            CompletionPolicy.projectedDistance(velocity: 1000, decelerationRate: 0.998).isApproximatelyEqual(
                to: 499, absoluteTolerance: 1e-9))
        #expect(
            CompletionPolicy.projectedDistance(velocity: 1000, decelerationRate: 0.99).isApproximatelyEqual(
                to: 99, absoluteTolerance: 1e-9))
        #expect(
            CompletionPolicy.projectedDistance(velocity: -1000, decelerationRate: 0.99).isApproximatelyEqual(
                to: -99, absoluteTolerance: 1e-9))
    }

    @Test func finishesWhenTheProjectedPositionPassesHalfway() {
        // 0.3 + 0.499 · 200 / 375 = 0.566: finish; 0.3 + 0.499 · 100 / 375 = 0.433: cancel.
        #expect(
            CompletionPolicy.projection.decide(.init(progress: 0.3, velocity: 200, distance: 375)).outcome == .finish)
        #expect(
            CompletionPolicy.projection.decide(.init(progress: 0.3, velocity: 100, distance: 375)).outcome == .cancel)
        // A backward fling from 0.8: 0.8 − 0.499 · 1000 / 375 < 0.5.
        #expect(
            CompletionPolicy.projection.decide(.init(progress: 0.8, velocity: -1000, distance: 375)).outcome == .cancel)
    }

    @Test func aFasterDecelerationRateProjectsLess() {
        let release = ReleaseState(progress: 0.3, velocity: 200, distance: 375)
        // 0.3 + 0.099 · 200 / 375 = 0.353.
        #expect(CompletionPolicy.projection(decelerationRate: 0.99).decide(release).outcome == .cancel)
        #expect(CompletionPolicy.projection.decide(release).outcome == .finish)
    }

    @Test func aCancelledTouchCancelsAndTheTransitionTimesItsOwnCompletion() {
        let decision = CompletionPolicy.projection.decide(
            .init(progress: 0.9, velocity: 3000, distance: 375, touchCancelled: true))
        #expect(decision == CompletionDecision(outcome: .cancel, completionDuration: nil))
        #expect(
            CompletionPolicy.projection.decide(.init(progress: 0.9, velocity: 0, distance: 375)).completionDuration
                == nil)
    }

    @Test func badInputDecidesByPosition() {
        #expect(
            CompletionPolicy.projection.decide(.init(progress: 0.6, velocity: .nan, distance: 375)).outcome == .finish)
        #expect(
            CompletionPolicy.projection.decide(.init(progress: 0.4, velocity: 1e300, distance: 1e-300)).outcome
                == .cancel)
        #expect(
            CompletionPolicy.projection.decide(.init(progress: 0.4, velocity: 500, distance: -1)).outcome == .cancel)
    }
}
