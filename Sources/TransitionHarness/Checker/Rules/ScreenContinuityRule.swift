import HeadlessUIKit

/// `screen-continuity`: no change of the composited screen from one frame to the next that the
/// animation's own pace does not explain, where flashes happen: at the end of the completion
/// (the last animated frame through the frame after completion). Judged on the pictures the
/// checker rendered (``ScreenFrames``) when the replay ends (docs/contracts.md, "The screen
/// contracts"). A finger lift is `continuous-motion`'s to judge, along the animation's path.
///
/// A frame pair jumps when it changes more than ``CheckerTolerances/Screen/jumpShare`` of the
/// screen and more than ``CheckerTolerances/Screen/paceMultiple`` times the share the pair
/// before the last animated frame changes, while the animation runs: a pace pair that changes
/// no pixel at all shows no animation to judge a pace by. A hand-off whose neighbouring pair is
/// not inside the completion (a completion of a frame or two) is all hand-off: not judged.
struct ScreenContinuityRule: StandardContractRule {
    nonisolated static var contracts: [Contract] { [.screenContinuity] }

    /// One frame pair to judge, the pair showing the animation's pace beside it, and the
    /// hand-off's name.
    private struct Pair {
        var frame: Int
        var pace: Int
        var handOff: String
    }

    /// The frames `k` whose change to `k + 1` the rule judges of `transition`, known once it is
    /// seen completed (the frame after the next transition begins is left out when the replay
    /// ends): the last animated frame and the completion's, when the completion lasts past two
    /// frames after the last lift. Their changes are read whatever they show, so the checker
    /// counts them as it lets the pictures go (``ScreenFrames``).
    static func judgedFrames(of transition: CheckedTransition) -> [Int] {
        guard let c = transition.completionFrame,
            c - 2 >= (transition.driven.lifts.last?.frame ?? transition.driven.startFrame)
        else { return [] }
        return [c - 1, c]
    }

    func transitionEnded(
        _ transition: inout CheckedTransition, state: inout Void, ending: ReplayEnding, in replay: ReplayUnderCheck
    ) {
        let limits = replay.tolerances.screen
        let screen = transition.screen
        var pairs: [Pair] = []
        if let c = transition.completionFrame {
            for k in Self.judgedFrames(of: transition) {
                pairs.append(Pair(frame: k, pace: c - 2, handOff: "end of the animation"))
            }
        }
        let rounded = ViolationText.rounded as (Double) -> String
        for pair in pairs where transition.nextStartFrame.map({ max(pair.frame, pair.pace) + 1 < $0 }) ?? true {
            // The pace pair is read only for a pair that changes more than the jump share: its
            // pictures are composited only then.
            guard let share = screen.changedShare(from: pair.frame, to: pair.frame + 1, levels: limits.changeLevels),
                share > limits.jumpShare,
                let pace = screen.changedShare(from: pair.pace, to: pair.pace + 1, levels: limits.changeLevels),
                share > limits.paceMultiple * pace,
                // The animation runs: its pace pair changes something on screen.
                screen.changedShare(from: pair.pace, to: pair.pace + 1, levels: limits.channelLevels) ?? 0 > 0
            else { continue }
            let k = pair.frame
            transition.record(
                Violation(
                    contract: .screenContinuity, time: replay.time(ofFrame: k + 1), frame: k + 1, subject: "screen",
                    expected: "no change of the screen at the \(pair.handOff) beyond what the animation's own pace "
                        + "explains (at most \(rounded(limits.jumpShare * 100))% of it, or "
                        + "\(rounded(limits.paceMultiple)) times the \(rounded(pace * 100))% a frame of its pace)",
                    found: "\(rounded(share * 100))% of the screen changing between frames \(k) and \(k + 1)"))
            return
        }
    }
}

extension Contract {
    /// `screen-continuity`, judged by this file's rule (docs/contracts.md).
    public static let screenContinuity = Contract(
        id: "screen-continuity",
        summary: "no change of the screen at the end of the animation beyond the animation's pace")
}
