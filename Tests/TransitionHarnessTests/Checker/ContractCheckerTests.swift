import GestureTrace
import HeadlessUIKit
import TestSupport
import Testing

@testable import TransitionHarness

/// Notes the hooks the checker calls on a rule, in order, with what each was given.
@MainActor
final class HookLog {
    var entries: [String] = []
    var frames: [Int] = []
    /// Hooks called with a state made for another transition.
    var mismatchedStates: [String] = []
}

/// A rule that reports nothing and notes every hook.
struct HookProbeRule: ContractRule {
    static let watchesFrames = true

    struct TransitionState {
        var index: Int
    }

    let log: HookLog

    nonisolated static var contracts: [Contract] { [] }

    mutating func replayBegan(in replay: ReplayUnderCheck) {
        log.entries.append("replay began, \(replay.window.subviews.count) view in the window")
    }

    func transitionWillBegin(_ start: TransitionStart, in replay: ReplayUnderCheck) -> TransitionState {
        log.entries.append("transition \(start.index) will begin")
        return TransitionState(index: start.index)
    }

    func transitionCompleted(
        _ frame: FrameMoment, _ transition: inout CheckedTransition, state: inout TransitionState,
        in replay: ReplayUnderCheck
    ) {
        check(state, transition, "completed")
        log.entries.append("transition \(transition.index) completed at frame \(frame.index == replay.currentFrame)")
    }

    mutating func frameShown(
        _ frame: FrameMoment, transitions: inout [CheckedTransition], scene: inout SceneViolations,
        in replay: ReplayUnderCheck
    ) {
        log.frames.append(frame.index)
    }

    func fingerWillLift(
        _ transition: inout CheckedTransition, state: inout TransitionState, in replay: ReplayUnderCheck
    ) {
        check(state, transition, "will lift")
        log.entries.append("finger will lift from \(transition.index), outcome \(transition.driven.outcome == nil)")
    }

    func fingerDidLift(_ transition: inout CheckedTransition, state: inout TransitionState, in replay: ReplayUnderCheck)
    {
        check(state, transition, "did lift")
        log.entries.append("finger did lift from \(transition.index), outcome \(transition.driven.outcome == nil)")
    }

    func transitionEnded(
        _ transition: inout CheckedTransition, state: inout TransitionState, ending: ReplayEnding,
        in replay: ReplayUnderCheck
    ) {
        check(state, transition, "ended")
        let outcome = transition.resolution?.outcome.rawValue ?? "none"
        log.entries.append(
            "transition \(transition.index) ended: \(outcome), next at \(transition.nextStartFrame != nil)")
    }

    mutating func replayEnded(
        _ ending: ReplayEnding, transitions: inout [CheckedTransition], scene: inout SceneViolations,
        in replay: ReplayUnderCheck
    ) {
        log.entries.append("replay ended: \(replay.operation.rawValue), \(transitions.count) transitions")
    }

    private func check(_ state: TransitionState, _ transition: CheckedTransition, _ hook: String) {
        if state.index != transition.index { log.mismatchedStates.append(hook) }
    }
}

/// A rule that reports its contract at every frame of every transition, and on the scene at
/// the end, under two sequences out of order.
struct EveryFrameRule: ContractRule {
    static let watchesFrames = true

    nonisolated static var contracts: [Contract] { [.completeOnce] }

    func frame(
        _ frame: FrameMoment, of transition: inout CheckedTransition, state: inout Void, in replay: ReplayUnderCheck
    ) {
        transition.record(
            Violation(
                contract: .completeOnce, time: frame.time, frame: frame.index, subject: "frame", expected: "",
                found: "\(frame.index)"))
    }

    mutating func replayEnded(
        _ ending: ReplayEnding, transitions: inout [CheckedTransition], scene: inout SceneViolations,
        in replay: ReplayUnderCheck
    ) {
        scene.record(
            Violation(contract: .completeOnce, time: 2, frame: 2, subject: "later", expected: "", found: ""),
            sequence: 20)
        scene.record(
            Violation(contract: .completeOnce, time: 1, frame: 1, subject: "earlier", expected: "", found: ""),
            sequence: 10)
    }
}

@MainActor
@Suite struct ContractCheckerTests {
    static let twoSwipes = "traces/synthetic/pop-edge-two-swipes-cancel-finish-120hz.json"

    @Test func everyContractIsReportedByExactlyOneStandardRule() {
        let reported = ContractRules.standard.flatMap { type(of: $0).contracts }
        #expect(reported == Contract.allCases)
        #expect(Set(reported.map(\.id)).count == reported.count, "a contract registered twice")
        #expect(ContractRules.standard.count == ContractRules.registered.count)
    }

    @Test func theHooksComeInTheOrderOfTheReplay() throws {
        let log = HookLog()
        let report = Replayer.replay(
            try Repository.trace(Self.twoSwipes), against: SystemDefaultTransition(), options: ReplayOptions(),
            rules: [HookProbeRule(log: log)])
        #expect(report.transitions.map(\.outcome) == [.cancel, .finish])
        #expect(
            log.entries == [
                "replay began, 1 view in the window",
                "transition 0 will begin",
                "finger will lift from 0, outcome true",
                "finger did lift from 0, outcome false",
                "transition 0 completed at frame true",
                "transition 1 will begin",
                "finger will lift from 1, outcome true",
                "finger did lift from 1, outcome false",
                "transition 1 completed at frame true",
                "transition 0 ended: cancel, next at true",
                "transition 1 ended: finish, next at false",
                "replay ended: pop, 2 transitions",
            ])
        #expect(log.mismatchedStates.isEmpty)
        // Every frame once, in order.
        let first = try #require(log.frames.first)
        #expect(log.frames == Array(first..<(first + log.frames.count)))
    }

    @Test func onlyTheFirstViolationOfAContractIsKeptAndTheSceneKeepsTheRecordersOrder() throws {
        let report = Replayer.replay(
            try Repository.trace(Self.twoSwipes), against: SystemDefaultTransition(), options: ReplayOptions(),
            rules: [EveryFrameRule()])
        for transition in report.transitions {
            #expect(transition.violations.count == 1)
        }
        let second = try #require(report.transitions.last?.violations.first)
        let firstFrameOfSecond = report.transitions.last.map { Int(($0.startTime * 120).rounded()) }
        #expect(second.frame >= firstFrameOfSecond ?? 0)
        #expect(report.sceneViolations.map(\.subject) == ["earlier", "later"])
    }
}
