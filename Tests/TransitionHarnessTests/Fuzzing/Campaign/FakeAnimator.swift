import Foundation
import GestureTrace

@testable import TransitionHarness

/// Placeholder properties for the campaign tests: pure functions of a trace that "break" a
/// contract in a narrow corner of gesture space, as a buggy animator would, so that the
/// tests can tell whether the campaign finds, shrinks and replays them. Not a model of any
/// real animator; the replay's own properties replace them outside these tests.
enum FakeAnimator {
    /// Breaks `final-state-cancelled` when a finger lifts (ended) at progress in
    /// [0.49, 0.51]: the animator that mishandles a release right at the threshold.
    static func thresholdRelease(_ trace: Trace, _ scenario: FuzzScenario) -> FuzzFailure? {
        for gesture in GeneratedCorpus.gestures(of: trace) where gesture.primaryEnd?.phase == .ended {
            if let progress = GeneratedCorpus.releaseProgress(gesture, in: trace), progress >= 0.49, progress <= 0.51 {
                return FuzzFailure(contract: .finalStateCancelled, message: "released at progress \(progress)")
            }
        }
        return nil
    }

    /// Breaks `complete-once` when the system cancels the touch right after its first
    /// move: the animator that never completes a transition cancelled that early.
    static func cancelAfterOneMove(_ trace: Trace, _ scenario: FuzzScenario) -> FuzzFailure? {
        for gesture in GeneratedCorpus.gestures(of: trace)
        where gesture.primaryEnd?.phase == .cancelled && gesture.primaryMoves == 1 {
            return FuzzFailure(contract: .completeOnce, message: "transition never completed")
        }
        return nil
    }

    /// Breaks `completion-timing` at a completion speed of 0.
    static func stoppedCompletion(_ trace: Trace, _ scenario: FuzzScenario) -> FuzzFailure? {
        scenario.completionSpeed == 0
            ? FuzzFailure(contract: .completionTiming, message: "completion speed 0 never ends") : nil
    }

    /// All three, reporting every contract broken.
    static func all(_ trace: Trace, _ scenario: FuzzScenario) -> FuzzFailure? {
        let failures = [
            thresholdRelease(trace, scenario), cancelAfterOneMove(trace, scenario), stoppedCompletion(trace, scenario),
        ].compactMap { $0 }
        guard !failures.isEmpty else { return nil }
        return FuzzFailure(
            contracts: failures.flatMap(\.contracts), message: failures.map(\.message).joined(separator: "; "))
    }
}
