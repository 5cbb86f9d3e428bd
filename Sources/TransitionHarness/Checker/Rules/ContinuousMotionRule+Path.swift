import GestureTrace
import HeadlessUIKit

extension ContinuousMotionRule {
    /// For a transition driven through layer time, reads the path its animations take from the
    /// layer time of the lift at `liftFrame` to the one shown at `frame` (the next), in
    /// ``CheckerTolerances/ContinuousMotion/pathSteps`` steps, and notes each view that followed
    /// it: the path starts where the lift left the view (the lift changed nothing but the
    /// time), ends where the view is now, and no step of it jumps farther than the per-frame
    /// limit. Such a view's motion between the two frames is the animation's own, however far
    /// it went: a stiff spring launched fast by a quick completion crosses the screen in one
    /// frame at 30 Hz and then barely moves, which the pace of the frames after it cannot
    /// explain. Whether the layer time itself moved as the completion moves it is judged at the
    /// end (``advanceIsTheCompletions(_:state:liftFrame:in:)``), when the completion is known.
    func followPath(
        _ transition: CheckedTransition, state: inout TransitionState, liftFrame: Int, frame: Int,
        in replay: ReplayUnderCheck
    ) {
        let context = transition.context
        guard let start = state.liftLayerTimes[liftFrame], let end = context.drivenLayerTime else { return }
        let samples = state.samples
        let screen = replay.window.bounds.size
        let limit = motionLimit(in: replay)
        // Only a view that moved more than the limit between the two frames can be reported
        // (every allowance is at least the limit): the path is read for those alone, which
        // leaves the common lift, a short first step, costing nothing.
        let views = transition.participatingViews.map(\.view).filter { view in
            guard view.window != nil, let series = samples[ObjectIdentifier(view)], let left = series[liftFrame],
                let now = series[frame]
            else { return false }
            return !Motion(from: left, to: now, on: screen).isWithin(limit)
        }
        guard !views.isEmpty else { return }
        state.nextLayerTimes[liftFrame] = end
        var paths = Array(repeating: [MotionSample](), count: views.count)
        let pathSteps = replay.tolerances.continuousMotion.pathSteps
        for step in 0...pathSteps {
            let time = start + (end - start) * Double(step) / Double(pathSteps)
            guard
                let read = context.showingDrivenLayerTime(
                    time,
                    {
                        var ancestors = PresentationAncestors()
                        return views.map { MotionSample(of: $0, on: screen, ancestors: &ancestors) }
                    })
            else { return }
            for index in views.indices { paths[index].append(read[index]) }
        }
        for (view, path) in zip(views, paths) {
            let id = ObjectIdentifier(view)
            guard let left = samples[id]?[liftFrame], let now = samples[id]?[frame], let first = path.first,
                let last = path.last
            else { continue }
            let steps = zip(path, path.dropFirst()).map { Motion(from: $0, to: $1, on: screen) }
            let followed =
                Motion(from: left, to: first, on: screen).isStill(within: replay.tolerances)
                && Motion(from: last, to: now, on: screen).isStill(within: replay.tolerances)
                && steps.allSatisfy { $0.isWithin(limit) }
            if followed {
                state.pathFollowed[id, default: []].insert(liftFrame)
            }
        }
    }

    /// Whether the layer time moved from the lift at `liftFrame` to the next frame as the
    /// completion moves it: toward the end the completion takes, and at most twice its even
    /// share of a frame (UIKit's curves are at most about 1.7 times as steep as linear) of the
    /// way from where `finish()` or `cancel()` was called, plus twice the finger's share of
    /// progress when the subject's own controller makes the lift's update. A controller that
    /// jumps progress at the lift (`update(p + 0.7)` before `finish()`) moves the views along
    /// their path too, but not in the completion's time.
    func advanceIsTheCompletions(
        _ transition: CheckedTransition, state: TransitionState, liftFrame: Int, in replay: ReplayUnderCheck
    ) -> Bool {
        guard let start = state.liftLayerTimes[liftFrame], let end = state.nextLayerTimes[liftFrame],
            let lift = transition.driven.lifts.last(where: { $0.frame == liftFrame }),
            let resolution = transition.resolution, let completion = resolution.expectedDuration
        else { return false }
        let duration = transition.context.transitionDuration
        let from = resolution.progress * duration
        let target = resolution.outcome == .finish ? duration : 0
        let limits = replay.tolerances.continuousMotion
        let finger = limits.fingerShareMultiple * lift.fingerProgress * duration
        let toward = (end - start) * (target >= from ? 1 : -1)
        let share = completion > 0 ? min(1, limits.curveSteepness * replay.framePeriod / completion) : 1
        return toward >= -finger - 1e-9 && toward <= abs(target - from) * share + finger + 1e-9
    }
}
