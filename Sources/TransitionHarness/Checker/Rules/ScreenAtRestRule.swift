import HeadlessCompositor
import HeadlessUIKit

/// `screen-at-rest`: at the frame a transition is first seen completed, the composited screen
/// shows what it should (docs/contracts.md, "The screen contracts").
///
/// - Finished: where the destination belongs (`finalFrame(for:)`, in the window), the screen
///   shows the destination as it shows at rest on its own: its view rendered alone in a screen
///   of the window's size, untransformed, anchored at its centre, at its alpha from before the
///   transition.
/// - Cancelled: the whole screen as it was just before the transition began.
///
/// Within ``CheckerTolerances/Screen``: at most `restShare` of the judged pixels may differ by
/// more than `channelLevels`, at `scale`. A black screen, a leftover transform, anchor point or
/// alpha, and a snapshot left over the screen all show as pixels that differ.
struct ScreenAtRestRule: StandardContractRule {
    /// The screen just before the transition began, and at the film's scale when filmed, each
    /// composited only if read (after a cancel); let go once the transition is judged at its
    /// completion.
    struct TransitionState {
        var before: CapturedScene?
        var beforePicture: CapturedScene?
    }

    nonisolated static var contracts: [Contract] { [.screenAtRest] }

    func transitionWillBegin(_ start: TransitionStart, in replay: ReplayUnderCheck) -> TransitionState {
        let limits = replay.tolerances.screen
        return TransitionState(
            before: ScreenPicture.capture(replay.window, limits),
            beforePicture: replay.referencePictureScale.map { ScreenPicture.capture(replay.window, limits, scale: $0) })
    }

    func transitionCompleted(
        _ frame: FrameMoment, _ transition: inout CheckedTransition, state: inout TransitionState,
        in replay: ReplayUnderCheck
    ) {
        // Judged once, here: the pictures from before are not needed after.
        let saved = state
        state = TransitionState()
        guard let before = saved.before else { return }
        let limits = replay.tolerances.screen
        let window = replay.window
        let screen = transition.screen.frames[frame.index] ?? ScreenPicture.capture(window, limits)
        let end = TransitionEndState(transition.context)
        let difference: ScreenPicture.Difference
        let expected: String
        // What it expected, at the film's scale, for a filmed replay's report.
        var picture: () -> Raster? = { nil }
        if end.cancelled {
            // A screen that renders as it did before differs nowhere: neither is composited.
            difference =
                limits.channelLevels >= 0 && screen.rendersIdentically(to: before)
                ? ScreenPicture.Difference(share: 0, box: nil, blackShare: 0)
                : ScreenPicture.difference(screen.raster, from: before.raster, levels: limits.channelLevels)
            expected = "the screen as it was before the gesture began"
            picture = { saved.beforePicture?.raster }
        } else {
            let context = transition.context
            guard let toVC = end.to, let toView = toVC.viewIfLoaded else { return }
            let final = context.finalFrame(for: toVC)
            guard final != .zero else { return }
            let inWindow = context.containerView.convert(final, to: nil)
            guard let region = ScreenPicture.pixels(of: inWindow, in: window, limits) else { return }
            let reference = ScreenPicture.renderAtRest(
                toView, at: inWindow, alpha: transition.before.toAlpha, in: window, limits)
            difference = ScreenPicture.difference(
                screen.raster, from: reference, levels: limits.channelLevels, region: region)
            expected = "the destination as it shows at rest on its own at \(ViolationText.describe(inWindow))"
            let alpha = transition.before.toAlpha
            picture = {
                replay.referencePictureScale.map {
                    ScreenPicture.renderAtRest(toView, at: inWindow, alpha: alpha, in: window, limits, scale: $0)
                }
            }
        }
        guard difference.share > limits.restShare else { return }
        let rounded = ViolationText.rounded as (Double) -> String
        var found = "\(rounded(difference.share * 100))% of it differing"
        if let box = difference.box {
            found += " within \(ScreenPicture.describe(box, scale: limits.scale))"
        }
        if difference.blackShare > 0.5 { found += ", black there (nothing covers the screen)" }
        var violation = Violation(
            contract: .screenAtRest, time: frame.time, frame: frame.index, subject: "screen",
            expected: "\(expected) (at most \(rounded(limits.restShare * 100))% of the pixels off by more than "
                + "\(limits.channelLevels) levels)",
            found: found)
        violation.expectedPicture = picture()
        transition.record(violation)
    }
}

extension Contract {
    /// `screen-at-rest`, judged by this file's rule (docs/contracts.md).
    public static let screenAtRest = Contract(
        id: "screen-at-rest",
        summary: "at rest the screen shows the destination as it shows on its own, or after a cancel the screen "
            + "from before the gesture")
}
