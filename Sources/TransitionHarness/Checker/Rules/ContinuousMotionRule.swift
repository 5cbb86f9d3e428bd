import GestureTrace
import HeadlessUIKit

/// `continuous-motion`: no visible jump at a finger lift or at the end of the completion
/// animation (docs/contracts.md, "How continuous-motion judges a jump").
///
/// It samples the transition's views through its completions (from each finger lift to two
/// frames after completeTransition, and the whole of a transition that is not interactive;
/// nothing while a finger drives), judges the instant of each lift as it happens
/// (``fingerDidLift(_:state:in:)``), and judges the frame pairs of the hand-offs when the
/// replay ends, once the completion is known (``judgeHandOffs(_:state:in:)``).
struct ContinuousMotionRule: StandardContractRule {
    static let watchesFrames = true

    /// What the rule samples of one transition.
    struct TransitionState {
        /// Each view's samples, by display frame.
        var samples: [ObjectIdentifier: [Int: MotionSample]] = [:]
        /// The layer time a transition driven through layer time showed at each lift, by the
        /// lift's frame.
        var liftLayerTimes: [Int: CFTimeInterval] = [:]
        /// The layer time the frame after such a lift showed, by the lift's frame.
        var nextLayerTimes: [Int: CFTimeInterval] = [:]
        /// The lifts (by frame) whose next frame each view reached along its animation's own
        /// path (``ContinuousMotionRule/followPath(_:state:liftFrame:frame:in:)``).
        var pathFollowed: [ObjectIdentifier: Set<Int>] = [:]
    }

    nonisolated static var contracts: [Contract] { [.continuousMotion] }

    func transitionWillBegin(_ start: TransitionStart, in replay: ReplayUnderCheck) -> TransitionState {
        TransitionState()
    }

    func frame(
        _ frame: FrameMoment, of transition: inout CheckedTransition, state: inout TransitionState,
        in replay: ReplayUnderCheck
    ) {
        // Motion is judged only at the hand-offs, which lie in a completion: from the finger
        // lift (sampled by `fingerWillLift`) to two frames after completeTransition. While a
        // finger drives an interactive transition nothing is sampled.
        let context = transition.context
        let inCompletion = transition.completionFrame.map { frame.index <= $0 + 2 } ?? false
        if inCompletion || (!context.isCompleted && (!transition.driven.isDriving || !context.isInteractive)) {
            sample(transition, state: &state, frame: frame.index, in: replay)
        }
    }

    /// The views as the finger left them, the first half of the lift's hand-off.
    func fingerWillLift(
        _ transition: inout CheckedTransition, state: inout TransitionState, in replay: ReplayUnderCheck
    ) {
        let frame = replay.currentFrame
        sample(transition, state: &state, frame: frame, in: replay)
        if let time = transition.context.drivenLayerTime {
            state.liftLayerTimes[frame] = time
        }
    }

    /// Right after the harness's `finish()` or `cancel()`, at the same instant as the lift: no
    /// time has passed, so a correct completion has not moved anything yet. A view that moved
    /// or faded in between was changed outright at the lift (a frame put back, a transform
    /// reset under a running animation): a jump, whatever its size.
    ///
    /// A completion shorter than three frames is exempt: it may end within the call, and what
    /// the views show between its end and its completion block is never on screen. So is a lift
    /// at which the screen did not change (`screen-continuity`'s pictures): a view swapped for
    /// its snapshot, or one covered by another, changes nothing anyone sees.
    func fingerDidLift(
        _ transition: inout CheckedTransition, state: inout TransitionState, in replay: ReplayUnderCheck
    ) {
        let driven = transition.driven
        let duration = UIPercentDrivenInteractiveTransition.completionDuration(
            of: driven.context.transitionDuration, from: CGFloat(driven.progress),
            cancelled: driven.outcome == .cancel, speed: driven.interactor.completionSpeed)
        let limits = replay.tolerances.continuousMotion
        guard duration >= limits.shortCompletionFrames * replay.framePeriod else { return }
        let frame = replay.currentFrame
        let screen = replay.window.bounds.size
        var ancestors = PresentationAncestors()
        for (label, view) in transition.participatingViews where view.window != nil {
            guard let before = state.samples[ObjectIdentifier(view)]?[frame] else { continue }
            let after = MotionSample.visible(view, in: replay.window, on: screen, ancestors: &ancestors)
            let move = Motion(from: before, to: after, on: screen)
            let moved =
                (move.dx > limits.stillPoints || move.dy > limits.stillPoints)
                && (before.alpha > limits.invisibleAlpha || after.alpha > limits.invisibleAlpha)
            guard moved || move.dAlpha > limits.stillAlpha else { continue }
            // Whatever the views did, nothing visible changed: a snapshot stand-in swapped for its
            // view. The screen is captured only here, when a view changed.
            let now = ScreenPicture.capture(replay.window, replay.tolerances.screen)
            if transition.screen.isStillAtLift(frame, after: now, in: replay.tolerances.screen) { return }
            let rounded = ViolationText.rounded as (Double) -> String
            transition.record(
                Violation(
                    contract: .continuousMotion, time: replay.currentTime, frame: frame, subject: "\(label).view",
                    expected: "no change at the instant of the finger lift (the completion takes time)",
                    found: moved
                        ? "a corner jumping \(rounded(max(move.dx, move.dy))) pt as finish() or cancel() was called"
                        : "alpha jumping from \(rounded(before.alpha)) to \(rounded(after.alpha)) as finish() or "
                            + "cancel() was called"))
            return
        }
    }

    func transitionEnded(
        _ transition: inout CheckedTransition, state: inout TransitionState, ending: ReplayEnding,
        in replay: ReplayUnderCheck
    ) {
        judgeHandOffs(&transition, state: state, in: replay)
    }

    /// Samples the transition's views in the window at `frame`, and, on the frame after a lift
    /// driven through layer time, reads the path between the two.
    private func sample(
        _ transition: CheckedTransition, state: inout TransitionState, frame: Int, in replay: ReplayUnderCheck
    ) {
        let screen = replay.window.bounds.size
        var ancestors = PresentationAncestors()
        let views = transition.loadedViews
        for view in [views.from, views.to] {
            guard let view, view.window != nil else { continue }
            state.samples[ObjectIdentifier(view), default: [:]][frame] = MotionSample.visible(
                view, in: replay.window, on: screen, ancestors: &ancestors)
        }
        if state.liftLayerTimes[frame - 1] != nil {
            followPath(transition, state: &state, liftFrame: frame - 1, frame: frame, in: replay)
        }
    }

    /// The most a view may move or fade in one frame beyond what the animation explains:
    /// ``CheckerTolerances/ContinuousMotion/jumpShareOfScreen`` of the screen's width across
    /// and of its height down, ``CheckerTolerances/ContinuousMotion/jumpAlpha`` of its alpha,
    /// at 60 Hz (more at lower rates, in proportion to the frame's length).
    func motionLimit(in replay: ReplayUnderCheck) -> Motion {
        let scale = replay.framePeriod * 60
        let screen = replay.window.bounds.size
        let limits = replay.tolerances.continuousMotion
        return Motion(
            dx: limits.jumpShareOfScreen * Double(screen.width) * scale,
            dy: limits.jumpShareOfScreen * Double(screen.height) * scale, dAlpha: limits.jumpAlpha * scale)
    }
}

extension Contract {
    /// `continuous-motion`, judged by this file's rule (docs/contracts.md).
    public static let continuousMotion = Contract(
        id: "continuous-motion",
        summary: "no visible jump at finger lift or at the end of the completion animation")
}
