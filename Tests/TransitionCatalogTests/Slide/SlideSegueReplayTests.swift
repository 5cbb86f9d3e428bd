import GestureTrace
import TestSupport
import Testing
import TransitionHarness

@testable import TransitionCatalog

/// The slide segues replayed as segues: the swipe's `.began` performs the segue (the
/// catalog's `perform` hook), and the presentation it makes when its slide ends is adopted
/// and judged like any other transition.
@MainActor
@Suite struct SlideSegueReplayTests {
    /// Two quick swipes: the second begins while the first segue still slides.
    nonisolated static let doubleTrigger = Repository.synthetic(
        "present-edge-bottom-two-quick-swipes-finish-finish-60hz")

    @Test func asFirstWrittenASecondSwipeDuringTheSlideIsCaughtAsAnOverlappingTransition() throws {
        let entry = try #require(Catalog.entry(named: "slide-segue-as-first-written"))
        let trace = try Repository.trace(Self.doubleTrigger)
        let report = Replayer.replay(trace, file: Self.doubleTrigger, against: entry.make())
        let overlaps = report.violations.filter { $0.contract.id == "no-overlapping-transitions" }
        let overlap = try #require(overlaps.first, "\(ReportWriter.text([report]))")
        #expect(overlaps.count == 1)
        // The message names both presentations, so the user sees the double trigger.
        #expect(overlap.found.contains("Screen 2") && overlap.found.contains("already presenting"))
        #expect(overlap.found.contains("Screen 1"))
        // The first presentation went through; the second, refused, started no transition.
        #expect(report.transitions.count == 1)
        #expect(report.transitions.first?.completedWith == true)
    }

    @Test(arguments: ["slide-segue", "slide-segue-snapshot"])
    func theCorrectSegueIgnoresTheSecondSwipeUnderEveryPolicy(name: String) throws {
        let entry = try #require(Catalog.entry(named: name))
        let trace = try Repository.trace(Self.doubleTrigger)
        for policy in CompletionPolicy.allNamed {
            let report = Replayer.replay(
                trace, file: Self.doubleTrigger, against: entry.make(), options: ReplayOptions(policy: policy))
            #expect(report.passed, "\(ReportWriter.text([report]))")
            #expect(report.transitions.count == 1)
        }
    }

    @Test func theSegueIsPerformedWhenTheSwipeBeginsAndPresentsWhenItsSlideEnds() throws {
        let entry = try #require(Catalog.entry(named: "slide-segue"))
        let file = Repository.synthetic("present-edge-bottom-finish-60hz")
        let trace = try Repository.trace(file)
        let report = Replayer.replay(trace, file: file, against: entry.make())
        #expect(report.violations.isEmpty, "\(ReportWriter.text([report]))")
        let presentation = try #require(report.transitions.first)
        #expect(report.transitions.count == 1)
        // The system transition starts when the swipe begins; the segue's presentation begins
        // when its 0.4 s slide ends (within a frame), and is not animated: it completes at
        // once, finished, with no decision of the gesture.
        let system = Replayer.replay(trace, against: SystemDefaultTransition())
        let began = try #require(system.transitions.first?.startTime)
        #expect(abs(presentation.startTime - began - 0.4) <= 1.0 / 60 + 1e-9)
        #expect(presentation.completionTime == presentation.startTime)
        #expect(presentation.completedWith == true)
        #expect(presentation.outcome == nil && presentation.releaseTime == nil)
        #expect(presentation.calls.first?.call == "began later (started by the subject)")
    }

    @Test func theUnwindSlideIsPerformedForADismissal() throws {
        let entry = try #require(Catalog.entry(named: "slide-segue"))
        let file = Repository.synthetic("dismiss-pan-down-cancel-60hz")
        let report = Replayer.replay(try Repository.trace(file), file: file, against: entry.make())
        #expect(report.passed, "\(ReportWriter.text([report]))")
        let dismissal = try #require(report.transitions.first)
        #expect(dismissal.operation == .dismiss && dismissal.completedWith == true)
        // The unwind slides for 0.5 s before it dismisses.
        #expect(dismissal.startTime >= 0.5)
    }

    /// Found by fuzzing: a second swipe that begins just after the first unwind dismissed
    /// its screen slides the screen it revealed, which is that dismissal's `to` view. Its
    /// animation belongs to the next segue, not to the completed dismissal. The second swipe
    /// starts at each frame around the first dismissal.
    @Test func aSegueTriggeredJustAfterACompletionIsNotALeftoverAnimation() throws {
        let entry = try #require(Catalog.entry(named: "slide-segue"))
        var closest = Double.infinity
        for frame in 24...40 {
            let report = Replayer.replay(Self.twoDismissSwipes(secondAt: Double(frame) / 60), against: entry.make())
            #expect(report.violations.isEmpty, "\(ReportWriter.text([report]))")
            if report.transitions.count == 2, let completed = report.transitions[0].completionTime {
                // The second slide starts 0.5 s before its dismissal begins.
                closest = min(closest, report.transitions[1].startTime - 0.5 - completed)
            }
        }
        #expect(closest >= 0 && closest <= 2.0 / 60, "a second slide within two frames of the first dismissal")
    }

    /// Two downward pans on a stack of two presented screens, the second starting at `start`.
    static func twoDismissSwipes(secondAt start: Double) -> Trace {
        var touches: [TouchSample] = []
        for (begin, y) in [(0.0, 300.0), (start, 300.0)] {
            touches.append(TouchSample(t: begin, phase: .began, x: 195, y: y))
            for step in 1...8 {
                let t = begin + Double(step) / 120
                touches.append(TouchSample(t: t, phase: .moved, x: 195, y: y + Double(step) * 6))
            }
            touches.append(TouchSample(t: begin + 0.075, phase: .ended, x: 195, y: y + 48))
        }
        return Trace(
            screen: .init(width: 390, height: 844, refreshRate: 60),
            transition: .init(operation: .dismiss, gesture: .pan, axis: .y, direction: 1), touches: touches)
    }
}
