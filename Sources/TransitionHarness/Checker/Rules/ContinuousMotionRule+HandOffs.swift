import HeadlessUIKit

extension ContinuousMotionRule {
    /// One hand-off: its name, and the frame pairs to compare, each with the finger's share of
    /// progress that the second frame of the pair may also show and the pair whose motion
    /// shows the animation's own speed next to it (after a lift, before the end), and the
    /// completion's share of motion a frame may show.
    private struct HandOff {
        struct Pair {
            var frame: Int
            var finger: Double
            var pace: Int
        }

        var name: String
        var isLift: Bool
        var pairs: [Pair]
        var share: Double
    }

    /// The two hand-offs: each finger lift into the completion animation, and the end of the
    /// animation (presentation values giving way to model values). Frame pairs from the frame
    /// the next transition began at on are that transition's to judge: its views may move.
    func judgeHandOffs(_ transition: inout CheckedTransition, state: TransitionState, in replay: ReplayUnderCheck) {
        let nextStart = transition.nextStartFrame
        let samples = state.samples
        let screen = replay.window.bounds.size
        let width = Double(screen.width)
        let height = Double(screen.height)
        let limit = motionLimit(in: replay)
        let limits = replay.tolerances.continuousMotion
        let framePeriod = replay.framePeriod
        // A completion that lasts a few frames (a high completion speed) moves the views far in
        // each of them; that motion the animation itself explains. One shorter than three
        // frames is all hand-off: it may fall almost wholly between two frames, so any motion in
        // it is explained. Otherwise a multiple of its even share of a frame: at its start five
        // times (a spring launched with an initial velocity of 3 starts at three times the mean
        // speed, and a corner turning about another travels an arc up to π/2 times the
        // extent), at its end twice (eased curves and springs settle; alpha everywhere).
        let completion = transition.resolution?.expectedDuration ?? 1
        func completionShare(_ factor: Double) -> Double {
            completion < limits.shortCompletionFrames * framePeriod ? 1 : min(1, factor * framePeriod / completion)
        }
        var handOffs: [HandOff] = []
        for lift in transition.driven.lifts {
            // From the views as the finger left them (a finger that moves fast moves the view
            // fast). A subject's own controller moves them with the finger once more after that;
            // its share is allowed twice over, since an eased animation can move the view up to
            // about twice as far as progress moves.
            // What the lift changes at once, before any time passes, is judged as it happens
            // (`fingerDidLift`); here, the completion's first frame against its second.
            let f = lift.frame
            handOffs.append(
                HandOff(
                    name: "finger lift", isLift: true,
                    pairs: [.init(frame: f, finger: limits.fingerShareMultiple * lift.fingerProgress, pace: f + 1)],
                    share: completionShare(limits.liftShareMultiple)))
        }
        if let c = transition.completionFrame {
            handOffs.append(
                HandOff(
                    name: "end of the animation", isLift: false,
                    pairs: [
                        .init(frame: c - 1, finger: 0, pace: c - 2), .init(frame: c, finger: 0, pace: c - 2),
                        .init(frame: c + 1, finger: 0, pace: c - 2),
                    ],
                    share: completionShare(limits.endShareMultiple)))
        }
        for (label, view) in transition.participatingViews {
            guard let series = samples[ObjectIdentifier(view)] else { continue }
            let followed = (state.pathFollowed[ObjectIdentifier(view)] ?? []).filter {
                advanceIsTheCompletions(transition, state: state, liftFrame: $0, in: replay)
            }
            func pace(_ k: Int) -> Motion? {
                guard let a = series[k], let b = series[k + 1] else { return nil }
                // The pace is the animation's own speed, off screen too: a card whose near edge
                // comes close to the eye flings its corners across and past the screen.
                let pace = Motion(from: a, to: b, on: nil)
                return pace.dx.isFinite && pace.dy.isFinite ? pace : nil
            }
            for handOff in handOffs {
                for pair in handOff.pairs where nextStart.map({ pair.frame < $0 }) ?? true {
                    // Motion along the animation's own path is continuous, however fast.
                    if handOff.isLift && followed.contains(pair.frame) { continue }
                    guard let a = series[pair.frame], let b = series[pair.frame + 1] else { continue }
                    let move = Motion(from: a, to: b, on: screen)
                    // What the animation explains: its share of a fast completion, or four times
                    // its own pace in the neighbouring frames. A turning, eased view outruns
                    // progress: a card leaving edge-on on an ease-out curve moves its corners
                    // fastest in its first frame, about three times as fast as in its second.
                    // A jump (a frame put back, a flash) stands out against the pace anyway.
                    let pace = pace(pair.pace) ?? Motion(dx: 0, dy: 0, dAlpha: 0)
                    let allowance = Motion(
                        dx: limit.dx + max((handOff.share + pair.finger) * width, limits.paceMultiple * pace.dx),
                        dy: limit.dy + max((handOff.share + pair.finger) * height, limits.paceMultiple * pace.dy),
                        dAlpha: limit.dAlpha
                            + max(completionShare(limits.endShareMultiple), limits.paceMultiple * pace.dAlpha))
                    // A view that is invisible on both frames cannot be seen to jump.
                    let visible = a.alpha > limits.invisibleAlpha || b.alpha > limits.invisibleAlpha
                    let jumps =
                        visible && move.dx.isFinite && move.dy.isFinite
                        && (move.dx > allowance.dx || move.dy > allowance.dy)
                    guard jumps || move.dAlpha > allowance.dAlpha else { continue }
                    let k = pair.frame
                    // The screen did not change: the jump is unseen (a snapshot stand-in, a
                    // covered view), so the composited screen, not the view, has the last word.
                    if transition.screen.isStill(from: k, to: k + 1, in: replay.tolerances.screen) { continue }
                    let rounded = ViolationText.rounded as (Double) -> String
                    let found =
                        jumps
                        ? "a corner jumping \(rounded(move.dx > allowance.dx ? move.dx : move.dy)) pt "
                            + (move.dx > allowance.dx ? "horizontally" : "vertically")
                            + " between frames \(k) and \(k + 1)"
                        : "alpha jumping from \(rounded(a.alpha)) to \(rounded(b.alpha)) between frames \(k) and \(k + 1)"
                    transition.record(
                        Violation(
                            contract: .continuousMotion, time: replay.time(ofFrame: k + 1), frame: k + 1,
                            subject: "\(label).view",
                            expected:
                                "continuous motion at the \(handOff.name) (at most \(rounded(limit.dx)) pt across, "
                                + "\(rounded(limit.dy)) pt down and \(rounded(limit.dAlpha)) alpha a frame "
                                + "beyond what the animation's own pace explains)",
                            found: found))
                    return
                }
            }
        }
    }
}
