import GestureTrace
import HeadlessCompositor
@_spi(Harness) import HeadlessUIKit

/// Judges a replay against the contracts of docs/contracts.md by running its rules
/// (``ContractRule``, one per contract or tight family, ``ContractRules/standard``).
///
/// It keeps one ``CheckedTransition`` per transition the driver begins, calls each rule's
/// hooks as the replay runs (the driver's events, each display frame) and at its end (after
/// reading each transition's calls from the recorder's log), and returns its verdict as a
/// value.
@MainActor
final class ContractChecker {
    private let replay: ReplayUnderCheck
    private let rules: [any RuleRunning]
    /// The rules with per-frame hooks (``ContractRule/watchesFrames``).
    private let frameRules: [any RuleRunning]
    /// Whether every rule with per-frame hooks is a standard one (see ``skipsQuietFrames``).
    private let frameRulesAreStandard: Bool
    private var transitions: [CheckedTransition] = []
    private var scene = SceneViolations()
    /// The views and stack as they were before the transition about to begin.
    private var pendingSnapshot: TransitionSnapshot?
    /// Transitions before this index are completed and judged: frames no longer visit them.
    private var firstLive = 0
    /// The screen captured at the frame shown last, shared by the transitions that want it.
    private var screenOfFrame: (frame: Int, screen: CapturedScene)?
    /// Whether a rule reads the screen of the frames around each completion (``ScreenFrames``):
    /// without one, nothing is captured there.
    private let readsScreen: Bool
    /// Whether `screen-continuity` is judged: the changes it always reads are counted as a
    /// transition settles, while their pictures are at hand.
    private let judgesScreenContinuity: Bool

    init(replay: ReplayUnderCheck, rules: [any ContractRule] = ContractRules.standard) {
        self.replay = replay
        self.rules = rules.map { Self.runner(for: $0) }
        frameRules = self.rules.filter(\.watchesFrames)
        frameRulesAreStandard = frameRules.allSatisfy(\.isStandard)
        readsScreen = rules.contains { rule in
            type(of: rule).contracts.contains { $0 == .screenContinuity || $0 == .continuousMotion }
        }
        judgesScreenContinuity = rules.contains { type(of: $0).contracts.contains(.screenContinuity) }
    }

    private static func runner<Rule: ContractRule>(for rule: Rule) -> any RuleRunning {
        RuleRunner(rule)
    }

    /// The scene is built and at rest, before the first touch.
    func replayBegan() {
        for rule in rules { rule.replayBegan(in: replay) }
    }

    /// Takes one of the driver's events, at the moment it happens.
    func observe(_ event: DriverEvent) {
        switch event {
        case .transitionWillBegin(let index, let from, let to):
            pendingSnapshot = TransitionSnapshot(window: replay.window, from: from, to: to)
            let start = TransitionStart(index: index, from: from, to: to)
            for rule in rules { rule.transitionWillBegin(start, in: replay) }
        case .transitionBegan(let driven):
            let before =
                pendingSnapshot
                ?? TransitionSnapshot(
                    window: replay.window, from: driven.context.viewController(forKey: .from),
                    to: driven.context.viewController(forKey: .to))
            pendingSnapshot = nil
            let transition = CheckedTransition(driven: driven, before: before)
            transitions.append(transition)
            for rule in rules { rule.transitionBegan(transition, in: replay) }
        case .fingerWillLift(let driven):
            transitions[driven.index].screen.fingerWillLift(at: replay.currentFrame, screen: captureScreen())
            for rule in rules { rule.fingerWillLift(&transitions[driven.index], in: replay) }
        case .fingerDidLift(let driven):
            let duration = UIPercentDrivenInteractiveTransition.completionDuration(
                of: driven.context.transitionDuration, from: CGFloat(driven.progress),
                cancelled: driven.outcome == .cancel, speed: driven.interactor.completionSpeed)
            transitions[driven.index].screen.fingerDidLift(
                at: replay.currentFrame, completionFrames: frames(in: duration))
            for rule in rules { rule.fingerDidLift(&transitions[driven.index], in: replay) }
        }
    }

    /// Called after every display frame.
    func observeFrame() {
        let moment = FrameMoment(
            index: replay.currentFrame, time: replay.currentTime, transitionsBegun: transitions.count)
        // Only transitions in flight or just completed need a look: the per-frame work stays
        // proportional to them, not to every transition the replay ever began.
        for position in firstLive..<transitions.count {
            let completedNow = transitions[position].completionFrame == nil && transitions[position].context.isCompleted
            if completedNow { transitions[position].completionFrame = moment.index }
            if readsScreen { readScreen(of: &transitions[position], at: moment.index) }
            for rule in frameRules { rule.frame(moment, of: &transitions[position], in: replay) }
            if completedNow {
                for rule in rules { rule.transitionCompleted(moment, &transitions[position], in: replay) }
            }
        }
        while firstLive < transitions.count, let completed = transitions[firstLive].completionFrame,
            moment.index > completed + 2
        {
            // Settled: its screen is no longer rendered, and only the changes between its
            // frames are read when the replay ends.
            let screen = replay.tolerances.screen
            transitions[firstLive].settle(
                keepingChangesAt: [screen.channelLevels, screen.changeLevels],
                counting: judgesScreenContinuity ? ScreenContinuityRule.judgedFrames(of: transitions[firstLive]) : [])
            // The stacks it was judged against (hierarchy-consistent, at completion) are not
            // read again.
            transitions[firstLive].context.forgetStacks()
            firstLive += 1
        }
        for rule in frameRules { rule.frameShown(moment, transitions: &transitions, scene: &scene, in: replay) }
    }

    /// Whether frames in which nothing runs may go unseen: every transition frames still visit
    /// is driven by a finger, interactive and not complete, so no rule samples motion or waits
    /// for a completion in them (the rules' `frame` hooks do nothing then; no rule keeps
    /// `frameShown` state). The replay skips such frames only when nothing is due in them.
    /// A rule of another kind that watches frames sees every frame.
    var skipsQuietFrames: Bool {
        guard frameRulesAreStandard else { return false }
        for position in firstLive..<transitions.count {
            let transition = transitions[position]
            guard transition.completionFrame == nil, !transition.context.isCompleted, transition.driven.isDriving,
                transition.context.isInteractive
            else { return false }
        }
        return true
    }

    /// The key window captured for the screen contracts, now: the last capture when it renders
    /// identically (so it is composited at most once), else a new one sharing the last one's
    /// unchanged layers (so the captures a settled transition keeps cost little memory).
    private func captureScreen() -> CapturedScene {
        let screen = ScreenPicture.capture(replay.window, replay.tolerances.screen)
        guard let last = screenOfFrame?.screen else { return screen }
        if last.rendersIdentically(to: screen) { return last }
        screen.shareSubtrees(with: last)
        return screen
    }

    /// How many display frames `duration` seconds last, rounded up.
    private func frames(in duration: Double) -> Int {
        let count = (duration / replay.framePeriod).rounded(.up)
        return count.isFinite ? Int(min(max(count, 0), 1_000_000)) : 0
    }

    /// Captures the screen for `transition` at `frame` if its screen readings want it (once a
    /// frame, whatever the number of transitions that want it).
    private func readScreen(of transition: inout CheckedTransition, at frame: Int) {
        let context = transition.context
        if !context.isCompleted, !transition.driven.isDriving || !context.isInteractive {
            transition.screen.completionBegan(
                at: frame, completionFrames: context.isInteractive ? nil : frames(in: context.transitionDuration))
        }
        guard transition.screen.wants(frame, completionFrame: transition.completionFrame) else { return }
        if screenOfFrame?.frame != frame { screenOfFrame = (frame, captureScreen()) }
        if let screen = screenOfFrame?.screen { transition.screen.record(screen, at: frame) }
    }

    /// Reads each transition's calls from the recorder's log, runs the judgments that need
    /// the whole replay, and returns the verdict.
    ///
    /// Each transition's calls are read and judged (every rule's `transitionEnded`) in turn,
    /// and its list of calls let go once judged, keeping what `replayEnded` reads (its
    /// completions and resolution): the calls of every transition are never held at once
    /// beside the log they come from. One transition's judgments run in the rules' order; no
    /// rule's `transitionEnded` reads another transition.
    func finish(_ ending: ReplayEnding) -> CheckVerdict {
        for position in transitions.indices {
            transitions[position].nextStartFrame =
                position + 1 < transitions.count ? transitions[position + 1].driven.startFrame : nil
        }
        let events = replay.recorder.events
        let positions = events.transitionCallPositions()
        for position in transitions.indices {
            let context = transitions[position].context
            let places = positions[context.id] ?? []
            var calls: [(time: Double, sequence: Int, call: TransitionCall)] = []
            calls.reserveCapacity(places.count)
            for index in places {
                let event = events[index]
                if case .transition(_, let call) = event.kind {
                    calls.append((event.time - replay.origin, event.sequence, call))
                }
            }
            transitions[position].calls = TransitionCallLog(
                calls: calls, transitionDuration: context.transitionDuration,
                interruptibleCompletion: context.interruptibleCompletion)
            for rule in rules {
                rule.transitionEnded(&transitions[position], ending: ending, in: replay)
            }
            transitions[position].calls.forgetEntries()
        }
        for rule in rules { rule.replayEnded(ending, transitions: &transitions, scene: &scene, in: replay) }
        let verdict = CheckVerdict(
            transitions: transitions.map { transition in
                CheckVerdict.Transition(
                    index: transition.index,
                    violations: transition.violations.sorted { ($0.time, $0.contract) < ($1.time, $1.contract) },
                    resolution: transition.resolution)
            },
            sceneViolations: scene.ordered, diagnostics: unjudgedDiagnostics())
        // Judged: what was read about each transition (its call log, its snapshot) is not needed
        // while the report is made, and the scene may outlive the replay.
        transitions = []
        firstLive = 0
        return verdict
    }

    /// The display's diagnostics that no rule turns into a violation, with times counted from
    /// the replay's start.
    private func unjudgedDiagnostics() -> [ReplayDiagnostic] {
        let judged = Set(rules.flatMap(\.judgedDiagnostics).map(\.rawValue))
        return replay.display.diagnostics.compactMap { diagnostic in
            let code = diagnostic.code.rawValue
            if code.hasPrefix("uikit."), judged.contains(String(code.dropFirst(6))) { return nil }
            return ReplayDiagnostic(
                code: code, subject: diagnostic.subject, message: diagnostic.message,
                time: diagnostic.time - replay.origin, frame: diagnostic.frame)
        }
    }
}
