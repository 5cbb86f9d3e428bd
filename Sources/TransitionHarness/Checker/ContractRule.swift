import HeadlessUIKit

/// One contract of docs/contracts.md, or a tight family of them, as the checker judges it.
///
/// The checker (``ContractChecker``) calls a rule's hooks as a replay runs; each hook has a
/// default that does nothing, so a rule implements only those it needs. What a rule remembers
/// about one transition is its ``TransitionState``: made when the transition is about to
/// begin, and handed back to every later hook about that transition. What it remembers about
/// the whole replay is its own stored properties, which the replay-wide hooks may change.
///
/// A rule records what it finds on a transition with ``CheckedTransition/record(_:)``, which
/// keeps the first violation of each contract, or on the scene with
/// ``SceneViolations/record(_:sequence:)``, which keeps the recorder's order.
///
/// The hooks, in the order a replay calls them:
/// 1. ``replayBegan(in:)``: the scene is built and at rest, before the first touch.
/// 2. ``transitionWillBegin(_:in:)``: a transition is about to begin (the views and the
///    stack are as they were before it).
/// 3. After each display frame: ``frame(_:of:state:in:)`` for each transition in flight or
///    just completed, ``transitionCompleted(_:_:state:in:)`` at the frame a transition is first
///    seen completed, then ``frameShown(_:transitions:scene:in:)`` once for the frame.
///    Frames in which nothing runs while every transition is under a still finger are skipped
///    (``ContractChecker/skipsQuietFrames``): a rule's frame hooks must do nothing then.
/// 4. At each finger lift from a transition the harness drives:
///    ``fingerWillLift(_:state:in:)`` after the lift's own update and before `finish()` or
///    `cancel()`, and ``fingerDidLift(_:state:in:)`` right after the harness's `finish()` or
///    `cancel()` (not called when the subject's own controller resolves the gesture).
/// 5. At the end of the replay, with every transition's calls and resolution read from the
///    recorder's log: ``transitionEnded(_:state:ending:in:)`` for each transition, then
///    ``replayEnded(_:transitions:scene:in:)`` once.
///
/// Adding a contract: one file in `Checker/Rules/` holding its rule and its ``Contract`` (a
/// static member), and one line in ``ContractRules/registered`` (docs/contracts.md, "Adding a
/// contract").
@MainActor
protocol ContractRule {
    /// What the rule remembers about one transition; `Void` when it remembers nothing.
    associatedtype TransitionState = Void

    /// Whether the rule implements the per-frame hooks (``frame(_:of:state:in:)``,
    /// ``frameShown(_:transitions:scene:in:)``): the checker calls them only on the rules that
    /// say so, since a call costs on every frame (false by default).
    static var watchesFrames: Bool { get }

    /// The contracts the rule reports.
    nonisolated static var contracts: [Contract] { get }

    /// The kinds of UIKit diagnostic the rule turns into violations: the report lists the
    /// others as diagnostics.
    var judgedDiagnostics: Set<UIKitDiagnostic.Kind> { get }

    /// The scene is built and at rest: the window as it is before the first touch.
    mutating func replayBegan(in replay: ReplayUnderCheck)

    /// A transition is about to begin: what the rule remembers about it from before.
    func transitionWillBegin(_ start: TransitionStart, in replay: ReplayUnderCheck) -> TransitionState

    /// A display frame was shown while `transition` was in flight or had just completed (up to
    /// two frames after the frame it was seen completed at).
    func frame(
        _ frame: FrameMoment, of transition: inout CheckedTransition, state: inout TransitionState,
        in replay: ReplayUnderCheck)

    /// `transition` is seen completed for the first time, at `frame`.
    func transitionCompleted(
        _ frame: FrameMoment, _ transition: inout CheckedTransition, state: inout TransitionState,
        in replay: ReplayUnderCheck)

    /// A display frame was shown: once per frame, whatever transitions run.
    mutating func frameShown(
        _ frame: FrameMoment, transitions: inout [CheckedTransition], scene: inout SceneViolations,
        in replay: ReplayUnderCheck)

    /// A finger lifts from `transition`: after the lift's own update, before `finish()` or
    /// `cancel()`.
    func fingerWillLift(
        _ transition: inout CheckedTransition, state: inout TransitionState, in replay: ReplayUnderCheck)

    /// Right after the harness's `finish()` or `cancel()` at a lift, at the same instant as
    /// ``fingerWillLift(_:state:in:)``.
    func fingerDidLift(_ transition: inout CheckedTransition, state: inout TransitionState, in replay: ReplayUnderCheck)

    /// The replay ended: `transition`'s calls and resolution are read from the log.
    func transitionEnded(
        _ transition: inout CheckedTransition, state: inout TransitionState, ending: ReplayEnding,
        in replay: ReplayUnderCheck)

    /// The replay ended, after every ``transitionEnded(_:state:ending:in:)``: the judgments
    /// that need every transition, or none (a replay that began no transition).
    mutating func replayEnded(
        _ ending: ReplayEnding, transitions: inout [CheckedTransition], scene: inout SceneViolations,
        in replay: ReplayUnderCheck)
}

extension ContractRule {
    static var watchesFrames: Bool { false }

    var judgedDiagnostics: Set<UIKitDiagnostic.Kind> { [] }

    mutating func replayBegan(in replay: ReplayUnderCheck) {}

    func frame(
        _ frame: FrameMoment, of transition: inout CheckedTransition, state: inout TransitionState,
        in replay: ReplayUnderCheck
    ) {}

    func transitionCompleted(
        _ frame: FrameMoment, _ transition: inout CheckedTransition, state: inout TransitionState,
        in replay: ReplayUnderCheck
    ) {}

    mutating func frameShown(
        _ frame: FrameMoment, transitions: inout [CheckedTransition], scene: inout SceneViolations,
        in replay: ReplayUnderCheck
    ) {}

    func fingerWillLift(
        _ transition: inout CheckedTransition, state: inout TransitionState, in replay: ReplayUnderCheck
    ) {}

    func fingerDidLift(
        _ transition: inout CheckedTransition, state: inout TransitionState, in replay: ReplayUnderCheck
    ) {}

    func transitionEnded(
        _ transition: inout CheckedTransition, state: inout TransitionState, ending: ReplayEnding,
        in replay: ReplayUnderCheck
    ) {}

    mutating func replayEnded(
        _ ending: ReplayEnding, transitions: inout [CheckedTransition], scene: inout SceneViolations,
        in replay: ReplayUnderCheck
    ) {}
}

extension ContractRule where TransitionState == Void {
    func transitionWillBegin(_ start: TransitionStart, in replay: ReplayUnderCheck) {}
}
