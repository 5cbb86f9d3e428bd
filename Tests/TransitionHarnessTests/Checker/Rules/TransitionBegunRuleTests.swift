import GestureTrace
import HeadlessUIKit
import TestSupport
import Testing
import TransitionHarness

/// `transition-begun`: a replay that begins no transition of the trace's operation never
/// passes, and says where the touches went.
@MainActor
@Suite struct TransitionBegunRuleTests {
    /// A back swipe that starts 70 pt from the edge, with no `expect` block.
    static func swipeFromTheMiddle(expect: Trace.Expectation? = nil) -> Trace {
        var touches = [TouchSample(t: 0, phase: .began, x: 70, y: 400)]
        for step in 1...12 {
            touches.append(TouchSample(t: Double(step) / 60, phase: .moved, x: 70 + Double(step) * 12, y: 400))
        }
        touches.append(TouchSample(t: 13.0 / 60, phase: .ended, x: 226, y: 400))
        return Trace(
            screen: Trace.Screen(width: 390, height: 844, scale: 3, refreshRate: 60),
            transition: Trace.Transition(operation: .pop, gesture: .edgePan, edge: .left), touches: touches,
            expect: expect)
    }

    @Test func aGestureThatBeginsNothingFailsWithWhereItsTouchesWent() throws {
        let report = Replayer.replay(Self.swipeFromTheMiddle(), against: SystemDefaultTransition())
        #expect(!report.passed)
        #expect(report.transitions.isEmpty)
        let violation = try #require(report.sceneViolations.first)
        #expect(violation.contract == .transitionBegun)
        #expect(violation.subject == "the trace's gesture")
        #expect(violation.expected == "a pop transition begun by the trace's touches")
        #expect(violation.found.hasPrefix("none: gesture 1 began at (70, 400) on "))
        #expect(violation.found.contains("UIScreenEdgePanGestureRecognizer \"the harness's edge pan\" on UIWindow"))
        #expect(violation.found.contains("(failed)"))
        #expect(violation.found.hasSuffix("none began, so no handler ran"))
    }

    @Test func aTraceThatDeclaresItStartsNothingPassesOnItsExpectation() {
        let report = Replayer.replay(
            Self.swipeFromTheMiddle(expect: Trace.Expectation(outcome: [])), against: SystemDefaultTransition())
        #expect(report.passed, "\(ReportWriter.text([report]))")
    }

    @Test func aSubjectThatIgnoresTheTriggerIsNoSilentPass() throws {
        let file = "traces/synthetic/present-edge-bottom-finish-60hz.json"
        let report = Replayer.replay(try Repository.trace(file), file: file, against: IgnoresTriggers())
        #expect(report.transitions.isEmpty)
        let violation = try #require(report.sceneViolations.first { $0.contract == .transitionBegun })
        #expect(violation.found.contains("(began)"))
        #expect(violation.found.contains("a recognizer began, but its handler began no such transition"))
    }

    @Test func anEmptyReplayIsNoPassEither() throws {
        let trace = Trace(
            screen: Trace.Screen(width: 390, height: 844), transition: Trace.Transition(operation: .push),
            touches: [
                TouchSample(t: 0, phase: .began, x: -40, y: -40), TouchSample(t: 0.1, phase: .ended, x: -40, y: -40),
            ])
        let report = Replayer.replay(trace, against: SystemDefaultTransition())
        let violation = try #require(report.sceneViolations.first { $0.contract == .transitionBegun })
        #expect(violation.found.contains("where hit-testing found no view"))
    }
}

/// A subject whose trigger handler does nothing.
final class IgnoresTriggers: TransitionUnderTest {
    let name = "ignores-triggers"

    func animator(for operation: Trace.Transition.Operation) -> (any UIViewControllerAnimatedTransitioning)? { nil }

    func perform(
        _ operation: Trace.Transition.Operation, from source: UIViewController, to destination: UIViewController
    ) -> Bool { true }
}
