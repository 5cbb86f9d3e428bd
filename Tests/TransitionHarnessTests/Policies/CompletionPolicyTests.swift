import GestureTrace
@_spi(Harness) import HeadlessUIKit
import Testing
import TransitionHarness

@Suite struct CompletionPolicyTests {
    /// The example at the top of docs/velocity-and-policies.md.
    @Test func theGuidesExampleFinishesAFastForwardFlick() throws {
        var tracker = VelocityTracker(estimator: .lsq2)
        tracker.reset()
        tracker.add(time: 0.000, position: CGPoint(x: 10, y: 300))
        tracker.add(time: 0.008, position: CGPoint(x: 18, y: 300))
        tracker.add(time: 0.016, position: CGPoint(x: 26, y: 300))
        let velocity = try #require(tracker.velocity(at: 0.020))
        #expect(velocity.x.isApproximatelyEqual(to: 1000, absoluteTolerance: 1e-9))
        let policy = try #require(CompletionPolicy.named("cupertino"))
        let decision = policy.decide(ReleaseState(progress: 0.3, velocity: Double(velocity.x), distance: 390))
        #expect(decision == CompletionDecision(outcome: .finish, completionDuration: 0.35))
    }

    /// The example in CompletionPolicy's documentation: 0.3 + 0.099 · 900 / 390 ≈ 0.53.
    @Test func theTypesExampleFinishes() throws {
        let policy = try #require(CompletionPolicy.named("projection:0.99"))
        #expect(policy.decide(ReleaseState(progress: 0.3, velocity: 900, distance: 390)).outcome == .finish)
    }

    @Test func aCustomPolicyIsCalledWithTheRelease() {
        let always = CompletionPolicy(name: "always", summary: "finish") { release in
            CompletionDecision(outcome: release.touchCancelled ? .cancel : .finish, completionDuration: 0.1)
        }
        #expect(
            always.decide(ReleaseState(progress: 0, velocity: 0, distance: 1))
                == CompletionDecision(outcome: .finish, completionDuration: 0.1))
        #expect(always.description == "always")
    }

    @Test func releaseStateNormalizesBadInput() {
        #expect(ReleaseState(progress: .nan, velocity: 0, distance: 1).clampedProgress == 0)
        #expect(ReleaseState(progress: -2, velocity: 0, distance: 1).clampedProgress == 0)
        #expect(ReleaseState(progress: 0.25, velocity: 100, distance: 400).progressVelocity == 0.25)
        #expect(ReleaseState(progress: 0.25, velocity: 100, distance: .nan).progressVelocity == 0)
        #expect(ReleaseState(progress: 0.25, velocity: -.infinity, distance: 400).progressVelocity == 0)
        #expect(ReleaseState(progress: 0.25, velocity: 1e308, distance: 1e-308).progressVelocity == 0)
    }
}
