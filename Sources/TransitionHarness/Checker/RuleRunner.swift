import HeadlessUIKit

/// A rule as the checker runs it, whatever its ``ContractRule/TransitionState``.
@MainActor
protocol RuleRunning: AnyObject {
    var judgedDiagnostics: Set<UIKitDiagnostic.Kind> { get }
    /// ``ContractRule/watchesFrames``.
    var watchesFrames: Bool { get }
    /// Whether the rule is one of ``ContractRules/standard``'s kind, whose frame hooks are
    /// known to do nothing under a still finger (``ContractChecker/skipsQuietFrames``).
    var isStandard: Bool { get }
    func replayBegan(in replay: ReplayUnderCheck)
    func transitionWillBegin(_ start: TransitionStart, in replay: ReplayUnderCheck)
    func transitionBegan(_ transition: CheckedTransition, in replay: ReplayUnderCheck)
    func frame(_ frame: FrameMoment, of transition: inout CheckedTransition, in replay: ReplayUnderCheck)
    func transitionCompleted(_ frame: FrameMoment, _ transition: inout CheckedTransition, in replay: ReplayUnderCheck)
    func frameShown(
        _ frame: FrameMoment, transitions: inout [CheckedTransition], scene: inout SceneViolations,
        in replay: ReplayUnderCheck)
    func fingerWillLift(_ transition: inout CheckedTransition, in replay: ReplayUnderCheck)
    func fingerDidLift(_ transition: inout CheckedTransition, in replay: ReplayUnderCheck)
    func transitionEnded(_ transition: inout CheckedTransition, ending: ReplayEnding, in replay: ReplayUnderCheck)
    func replayEnded(
        _ ending: ReplayEnding, transitions: inout [CheckedTransition], scene: inout SceneViolations,
        in replay: ReplayUnderCheck)
}

/// Runs one rule through a replay: the rule, and its state for each transition, in the order
/// the transitions began (a transition's state is at its index).
@MainActor
final class RuleRunner<Rule: ContractRule>: RuleRunning {
    private var rule: Rule
    /// The state made for the transition about to begin.
    private var pending: Rule.TransitionState?
    private var states: [Rule.TransitionState] = []

    init(_ rule: Rule) {
        self.rule = rule
    }

    var judgedDiagnostics: Set<UIKitDiagnostic.Kind> { rule.judgedDiagnostics }

    var watchesFrames: Bool { Rule.watchesFrames }

    var isStandard: Bool { Rule.self is any StandardContractRule.Type }

    func replayBegan(in replay: ReplayUnderCheck) {
        rule.replayBegan(in: replay)
    }

    func transitionWillBegin(_ start: TransitionStart, in replay: ReplayUnderCheck) {
        pending = rule.transitionWillBegin(start, in: replay)
    }

    func transitionBegan(_ transition: CheckedTransition, in replay: ReplayUnderCheck) {
        let start = TransitionStart(
            index: transition.index, from: transition.context.viewController(forKey: .from),
            to: transition.context.viewController(forKey: .to))
        states.append(pending ?? rule.transitionWillBegin(start, in: replay))
        pending = nil
    }

    func frame(_ frame: FrameMoment, of transition: inout CheckedTransition, in replay: ReplayUnderCheck) {
        rule.frame(frame, of: &transition, state: &states[transition.index], in: replay)
    }

    func transitionCompleted(_ frame: FrameMoment, _ transition: inout CheckedTransition, in replay: ReplayUnderCheck) {
        rule.transitionCompleted(frame, &transition, state: &states[transition.index], in: replay)
    }

    func frameShown(
        _ frame: FrameMoment, transitions: inout [CheckedTransition], scene: inout SceneViolations,
        in replay: ReplayUnderCheck
    ) {
        rule.frameShown(frame, transitions: &transitions, scene: &scene, in: replay)
    }

    func fingerWillLift(_ transition: inout CheckedTransition, in replay: ReplayUnderCheck) {
        rule.fingerWillLift(&transition, state: &states[transition.index], in: replay)
    }

    func fingerDidLift(_ transition: inout CheckedTransition, in replay: ReplayUnderCheck) {
        rule.fingerDidLift(&transition, state: &states[transition.index], in: replay)
    }

    func transitionEnded(_ transition: inout CheckedTransition, ending: ReplayEnding, in replay: ReplayUnderCheck) {
        rule.transitionEnded(&transition, state: &states[transition.index], ending: ending, in: replay)
    }

    func replayEnded(
        _ ending: ReplayEnding, transitions: inout [CheckedTransition], scene: inout SceneViolations,
        in replay: ReplayUnderCheck
    ) {
        rule.replayEnded(ending, transitions: &transitions, scene: &scene, in: replay)
    }
}
