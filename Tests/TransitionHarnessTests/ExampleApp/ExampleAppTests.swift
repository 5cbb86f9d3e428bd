import GestureTrace
import HeadlessUIKit
import TestSupport
import Testing
import TransitionHarness

/// The example app's four transitions, replayed as the app ships them: from the bundled traces
/// of the operation each answers, their first drafts caught by the contract each breaks, and a
/// pull that misses the card caught by `transition-begun`.
@MainActor
@Suite struct ExampleAppTests {
    /// An app by name, correct or as first written.
    static func app(_ name: String, firstDraft: Bool = false) -> any AppUnderTest {
        switch name {
        case "card": CardApp(firstDraft: firstDraft)
        case "zoom": ZoomApp(firstDraft: firstDraft)
        case "door": DoorApp(firstDraft: firstDraft)
        default: TabsApp(firstDraft: firstDraft)
        }
    }

    nonisolated static let apps = ["card", "zoom", "door", "tabs"]

    /// The bundled traces of the operations `app` answers.
    static func traces(for app: any AppUnderTest) throws -> [(file: String, trace: Trace)] {
        try Repository.traceFiles.filter { $0.hasPrefix("traces/synthetic/") }.compactMap { file in
            let trace = try Repository.trace(file)
            return app.supportedOperations.contains(trace.resolvedTransition.operation) ? (file, trace) : nil
        }
    }

    @Test(arguments: apps)
    func holdsEveryContractOnTheBundledTracesOfItsOperation(name: String) throws {
        let traces = try Self.traces(for: Self.app(name))
        #expect(!traces.isEmpty)
        var transitions = 0
        for (file, trace) in traces {
            let report = Replayer.replay(trace, file: file, against: Self.app(name))
            #expect(report.passed, "\(ReportWriter.text([report]))")
            transitions += report.transitions.count
        }
        #expect(transitions >= traces.count - 1)
    }

    @Test func theCardsFirstDraftDismissesOnACancelledPull() throws {
        let file = "traces/synthetic/dismiss-pan-down-cancel-60hz.json"
        let draft = Replayer.replay(try Repository.trace(file), file: file, against: CardApp(firstDraft: true))
        #expect(draft.violations.contains { $0.contract == .completeMatchesOutcome }, "\(ReportWriter.text([draft]))")
        let fixed = Replayer.replay(try Repository.trace(file), file: file, against: CardApp())
        #expect(fixed.passed, "\(ReportWriter.text([fixed]))")
        #expect(fixed.transitions.map(\.operation) == [.dismiss])
        #expect(fixed.transitions.first?.completedWith == false)
    }

    @Test func theZoomsFirstDraftHandsTheInteractionNegativeProgress() {
        // A back swipe that goes out 80 pt and comes back to the edge and past it.
        let trace = ExampleTraces.swipe(
            from: (3, 420), through: [(83, 420), (40, 420), (0, 421), (0, 421)], operation: .pop)
        let draft = Replayer.replay(trace, against: ZoomApp(firstDraft: true))
        #expect(draft.violations.contains { $0.contract == .progressInRange }, "\(ReportWriter.text([draft]))")
        let fixed = Replayer.replay(trace, against: ZoomApp())
        #expect(fixed.passed, "\(ReportWriter.text([fixed]))")
    }

    @Test func theDoorsFirstDraftLeavesTheDoorTurnedOnItsEdgeAndTheMessageNamesBoth() throws {
        let file = "traces/synthetic/present-edge-bottom-cancel-120hz.json"
        let draft = Replayer.replay(try Repository.trace(file), file: file, against: DoorApp(firstDraft: true))
        let violation = try #require(
            draft.violations.first { $0.contract == .finalStateCancelled }, "\(ReportWriter.text([draft]))")
        #expect(violation.subject == "from.view")
        #expect(violation.expected == "an identity transform and anchor point (0.5, 0.5)")
        #expect(violation.found.hasPrefix("transform [m11 "))
        #expect(violation.found.hasSuffix(" and anchor point (0, 0.5)"))
        let fixed = Replayer.replay(try Repository.trace(file), file: file, against: DoorApp())
        #expect(fixed.passed, "\(ReportWriter.text([fixed]))")
    }

    @Test func theTabsFirstDraftNeverCompletesACancelledSwitch() throws {
        let file = "traces/synthetic/push-edge-right-cancel-120hz.json"
        let draft = Replayer.replay(try Repository.trace(file), file: file, against: TabsApp(firstDraft: true))
        #expect(draft.violations.contains { $0.contract == .completeOnce }, "\(ReportWriter.text([draft]))")
        let fixed = Replayer.replay(try Repository.trace(file), file: file, against: TabsApp())
        #expect(fixed.passed, "\(ReportWriter.text([fixed]))")
        #expect(fixed.transitions.map(\.operation) == [.tabSwitch])
        #expect(fixed.transitions.first?.completedWith == false)
    }

    @Test func aPullThatMissesTheCardBeginsNothingAndSaysWhereTheTouchesWent() throws {
        // Down from 100 pt: above the card, on the dimming view.
        let trace = ExampleTraces.swipe(
            from: (195, 100), through: [(195, 140), (196, 220), (196, 320), (197, 420)], operation: .dismiss)
        let report = Replayer.replay(trace, against: CardApp())
        #expect(!report.passed)
        #expect(report.transitions.isEmpty)
        let violation = try #require(report.sceneViolations.first { $0.contract == .transitionBegun })
        #expect(violation.expected == "a dismiss transition begun by the trace's touches")
        #expect(violation.found.contains("gesture 1 began at (195, 100) on UIView at (0, 0, 390, 844)"))
        #expect(violation.found.contains("no gesture recognizer that received it"))
        // The same pull on the card dismisses it.
        let onCard = ExampleTraces.swipe(
            from: (195, 300), through: [(195, 340), (196, 420), (196, 520), (197, 700)], operation: .dismiss)
        let dismissed = Replayer.replay(onCard, against: CardApp())
        #expect(dismissed.passed, "\(ReportWriter.text([dismissed]))")
        #expect(dismissed.transitions.first?.completedWith == true)
    }

    @Test func aPullUpOnTheCardIsRefusedByItsDelegateAndTheMessageSaysSo() throws {
        let trace = ExampleTraces.swipe(
            from: (195, 600), through: [(195, 560), (196, 480), (196, 400)], operation: .dismiss)
        let report = Replayer.replay(trace, against: CardApp())
        let violation = try #require(report.sceneViolations.first { $0.contract == .transitionBegun })
        #expect(violation.found.contains("UIPanGestureRecognizer \"pull-down\" on UIView in Card"))
        #expect(violation.found.contains("(failed)"))
        #expect(violation.found.contains("none began, so no handler ran"))
    }

    @Test func theSetupsCustomPresentationRunsItsAnimatorAndSettlesBeforeTheFirstTouch() throws {
        // The card is presented without animation; its `.custom` animator still runs (0.4 s,
        // `isAnimated` false). The first touch comes after it completed: no overlap.
        let file = "traces/synthetic/dismiss-pan-down-finish-120hz.json"
        let report = Replayer.replay(try Repository.trace(file), file: file, against: CardApp())
        #expect(report.passed, "\(ReportWriter.text([report]))")
        #expect(report.transitions.count == 1)
        #expect(report.transitions.first?.startTime ?? -1 > 0)
    }
}

/// Traces built in code for the example app.
enum ExampleTraces {
    /// One finger from `start` through `points` in straight lines, sampled at 120 Hz and at
    /// most 6 pt apart, lifted at the last point.
    static func swipe(
        from start: (Double, Double), through points: [(Double, Double)], operation: Trace.Transition.Operation,
        gesture: Trace.Transition.Gesture = .pan
    ) -> Trace {
        var touches = [TouchSample(t: 0, phase: .began, x: start.0, y: start.1)]
        var from = start
        var tick = 0
        for point in points {
            let length = ((point.0 - from.0) * (point.0 - from.0) + (point.1 - from.1) * (point.1 - from.1))
                .squareRoot()
            let steps = max(1, Int((length / 6).rounded(.up)))
            for step in 1...steps {
                let f = Double(step) / Double(steps)
                tick += 1
                touches.append(
                    TouchSample(
                        t: Double(tick) / 120, phase: .moved, x: from.0 + (point.0 - from.0) * f,
                        y: from.1 + (point.1 - from.1) * f))
            }
            from = point
        }
        let last = touches.removeLast()
        touches.append(TouchSample(t: last.t, phase: .ended, x: last.x, y: last.y))
        let transition: Trace.Transition =
            switch operation {
            case .pop: Trace.Transition(operation: .pop, gesture: .edgePan, edge: .left)
            case .dismiss: Trace.Transition(operation: .dismiss, gesture: gesture, axis: .y, direction: 1)
            case .present: Trace.Transition(operation: .present, gesture: .edgePan, edge: .bottom)
            case .push: Trace.Transition(operation: .push, gesture: gesture, axis: .x, direction: -1)
            }
        return Trace(
            screen: Trace.Screen(width: 390, height: 844, scale: 3, refreshRate: 120), transition: transition,
            touches: touches)
    }
}
