/// The limits the checker judges by: how far a view may jump, how close an end state must
/// be, how exact a completion's timing.
///
/// The defaults are inferred from what real animations do and tuned on the false reports
/// that fuzzing the correct catalog entries found; UIKit documents none of them. The
/// reasoning for each is in docs/contracts.md ("The tolerances"). Set your own through
/// ``ReplayOptions/tolerances``; a value that is not finite or is negative counts as the
/// default.
public struct CheckerTolerances: Sendable, Equatable {
    /// The limits of `continuous-motion`.
    public struct ContinuousMotion: Sendable, Equatable {
        /// The share of the screen's width (across) and height (down) any corner of a view may
        /// move in one 60 Hz frame beyond what the animation explains (more at lower rates,
        /// in proportion to the frame's length).
        public var jumpShareOfScreen: Double
        /// The alpha a view may change by in one 60 Hz frame beyond what the animation explains.
        public var jumpAlpha: Double
        /// A view whose corners move at most this many points, and whose alpha changes by at
        /// most ``stillAlpha``, has not moved.
        public var stillPoints: Double
        /// See ``stillPoints``.
        public var stillAlpha: Double
        /// A view whose alpha is at most this on both frames of a pair cannot be seen to jump.
        public var invisibleAlpha: Double
        /// A completion shorter than this many frames is all hand-off: any motion in it is
        /// the animation's own.
        public var shortCompletionFrames: Double
        /// At a finger lift, the allowance is this many times the completion's even share of
        /// one frame.
        public var liftShareMultiple: Double
        /// At the end of the animation (and for alpha), this many times its even share.
        public var endShareMultiple: Double
        /// The allowance is at least this many times the animation's own pace in the
        /// neighbouring frame pair.
        public var paceMultiple: Double
        /// When the subject's own interaction controller makes the lift's update, this many
        /// times the finger's share of progress is allowed too.
        public var fingerShareMultiple: Double
        /// How many steps the path of a layer-time-driven animation between a lift and the next
        /// frame is read in.
        public var pathSteps: Int
        /// How much steeper than linear a completion's curve may be: layer time may advance
        /// this many times its even share of a frame from one frame to the next.
        public var curveSteepness: Double

        public init(
            jumpShareOfScreen: Double = 0.25, jumpAlpha: Double = 0.5, stillPoints: Double = 0.5,
            stillAlpha: Double = 0.01, invisibleAlpha: Double = 0.01, shortCompletionFrames: Double = 3,
            liftShareMultiple: Double = 5, endShareMultiple: Double = 2, paceMultiple: Double = 4,
            fingerShareMultiple: Double = 2, pathSteps: Int = 16, curveSteepness: Double = 2
        ) {
            self.jumpShareOfScreen = jumpShareOfScreen
            self.jumpAlpha = jumpAlpha
            self.stillPoints = stillPoints
            self.stillAlpha = stillAlpha
            self.invisibleAlpha = invisibleAlpha
            self.shortCompletionFrames = shortCompletionFrames
            self.liftShareMultiple = liftShareMultiple
            self.endShareMultiple = endShareMultiple
            self.paceMultiple = paceMultiple
            self.fingerShareMultiple = fingerShareMultiple
            self.pathSteps = pathSteps
            self.curveSteepness = curveSteepness
        }
    }

    /// The limits of `final-state-finished` and `final-state-cancelled`.
    public struct FinalState: Sendable, Equatable {
        /// How far, in points, a view's frame may be from where it belongs.
        public var framePoints: Double
        /// How far a view's alpha may be from what it belongs to be.
        public var alpha: Double

        public init(framePoints: Double = 0.5, alpha: Double = 0.01) {
            self.framePoints = framePoints
            self.alpha = alpha
        }
    }

    /// The limits of `screen-at-rest` and `screen-continuity`, and the picture they judge.
    public struct Screen: Sendable, Equatable {
        /// Pixels per point of the pictures the screen contracts judge (an eighth keeps the
        /// cost low: docs/contracts.md, "The screen contracts"; 1 would judge every point).
        public var scale: Double
        /// A pixel differs when one of its channels differs by more than this many levels of 255.
        public var channelLevels: Int
        /// At rest, at most this share of the judged pixels may differ from the reference.
        public var restShare: Double
        /// A frame that changes at most this share of the screen changed nothing visible: the
        /// per-view `continuous-motion` reports no jump there.
        public var stillShare: Double
        /// For `screen-continuity`, a pixel changed when a channel changed by more than this many
        /// levels: a moving placeholder pattern (two tones about 43 levels apart) or an
        /// antialiased edge does not count, a flash to black or to another view does.
        public var changeLevels: Int
        /// A frame that changes more than this share of the screen ...
        public var jumpShare: Double
        /// ... and more than this many times the share the animation's own pace changes in the
        /// neighbouring frame pair is a jump.
        public var paceMultiple: Double

        public init(
            scale: Double = 0.125, channelLevels: Int = 8, restShare: Double = 0.005, stillShare: Double = 0.005,
            jumpShare: Double = 0.1, paceMultiple: Double = 4, changeLevels: Int = 64
        ) {
            self.scale = scale
            self.channelLevels = channelLevels
            self.restShare = restShare
            self.stillShare = stillShare
            self.jumpShare = jumpShare
            self.paceMultiple = paceMultiple
            self.changeLevels = changeLevels
        }
    }

    public var continuousMotion: ContinuousMotion
    public var finalState: FinalState
    public var screen: Screen
    /// How many display frames a completion may come early or late (`completion-timing`).
    public var completionTimingFrames: Double

    public init(
        continuousMotion: ContinuousMotion = ContinuousMotion(), finalState: FinalState = FinalState(),
        completionTimingFrames: Double = 1, screen: Screen = Screen()
    ) {
        self.continuousMotion = continuousMotion
        self.finalState = finalState
        self.screen = screen
        self.completionTimingFrames = completionTimingFrames
    }

    /// The tolerances docs/contracts.md describes.
    public static let `default` = CheckerTolerances()
}

extension CheckerTolerances {
    /// These tolerances with every value that is not finite, or is negative, replaced by the
    /// default, the path read in 1 to 1024 steps, the screen judged at a scale above 0 and at
    /// most 4, and a channel's levels clamped to 0...255.
    var sanitized: CheckerTolerances {
        func valid(_ value: Double, _ fallback: Double) -> Double { value.isFinite && value >= 0 ? value : fallback }
        let motion = ContinuousMotion()
        let final = FinalState()
        var result = self
        let m = continuousMotion
        result.continuousMotion = ContinuousMotion(
            jumpShareOfScreen: valid(m.jumpShareOfScreen, motion.jumpShareOfScreen),
            jumpAlpha: valid(m.jumpAlpha, motion.jumpAlpha), stillPoints: valid(m.stillPoints, motion.stillPoints),
            stillAlpha: valid(m.stillAlpha, motion.stillAlpha),
            invisibleAlpha: valid(m.invisibleAlpha, motion.invisibleAlpha),
            shortCompletionFrames: valid(m.shortCompletionFrames, motion.shortCompletionFrames),
            liftShareMultiple: valid(m.liftShareMultiple, motion.liftShareMultiple),
            endShareMultiple: valid(m.endShareMultiple, motion.endShareMultiple),
            paceMultiple: valid(m.paceMultiple, motion.paceMultiple),
            fingerShareMultiple: valid(m.fingerShareMultiple, motion.fingerShareMultiple),
            pathSteps: min(max(m.pathSteps, 1), 1024), curveSteepness: valid(m.curveSteepness, motion.curveSteepness))
        result.finalState = FinalState(
            framePoints: valid(finalState.framePoints, final.framePoints), alpha: valid(finalState.alpha, final.alpha))
        result.completionTimingFrames = valid(completionTimingFrames, 1)
        let screenDefault = Screen()
        let sc = screen
        result.screen = Screen(
            scale: sc.scale.isFinite && sc.scale > 0 ? min(sc.scale, 4) : screenDefault.scale,
            channelLevels: min(max(sc.channelLevels, 0), 255), restShare: valid(sc.restShare, screenDefault.restShare),
            stillShare: valid(sc.stillShare, screenDefault.stillShare),
            jumpShare: valid(sc.jumpShare, screenDefault.jumpShare),
            paceMultiple: valid(sc.paceMultiple, screenDefault.paceMultiple),
            changeLevels: min(max(sc.changeLevels, 0), 255))
        return result
    }
}
