import GestureTrace
import HeadlessUIKit
import TestSupport
import Testing
import TransitionHarness

@testable import TransitionCatalog

/// A subject's own interaction controller (`TransitionUnderTest.interactionController(for:)`)
/// is the app's code: UIKit uses it, and the harness does not drive it; the app's controller
/// listens to the gesture itself, as `EdgePanInteraction` does.
@MainActor
@Suite struct SubjectInteractionControllerTests {
    /// A percent-driven controller that nothing updates never finishes: the replay reports
    /// the transition as never completed, as it would hang in an app.
    @Test func aControllerNobodyDrivesNeverCompletes() throws {
        let trace = try Repository.trace(Repository.synthetic("pop-edge-slow-finish-60hz"))
        let subject = CatalogTransition(
            name: "own-percent-driven", interaction: { _ in UIPercentDrivenInteractiveTransition() },
            animator: { $0 == .pop ? PlainSlideAnimator(pushing: false) : nil })
        let report = Replayer.replay(trace, against: subject)
        #expect(report.violations.map(\.contract) == [.completeOnce])
        #expect(report.violations.first?.found == "transition never completed")
    }

    /// A controller that handles the pan itself is judged like the harness's own, completion
    /// timing included (from its own duration, progress and completion speed).
    @Test(arguments: [
        "pop-edge-slow-finish-60hz", "pop-edge-slow-cancel-60hz", "pop-edge-two-swipes-cancel-finish-120hz",
    ])
    func aControllerThatHandlesThePanItselfHoldsEveryContract(name: String) throws {
        let trace = try Repository.trace(Repository.synthetic(name))
        let subject = CatalogTransition(
            name: "edge-pan",
            interaction: { _ in EdgePanInteraction.beginningPan().map(EdgePanInteraction.init(gesture:)) },
            animator: { $0 == .pop ? PlainSlideAnimator(pushing: false) : nil })
        let report = Replayer.replay(trace, against: subject)
        #expect(!report.transitions.isEmpty)
        #expect(report.transitions.allSatisfy { $0.outcome != nil && $0.completionDuration != nil })
        #expect(report.violations.isEmpty, "\(name): \(ReportWriter.text([report]))")
    }
}
