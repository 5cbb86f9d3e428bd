import GestureTrace
@_spi(Harness) import HeadlessUIKit

/// Judges a replay against the contracts of docs/contracts.md.
///
/// It watches each frame (continuity, end states at the frame a transition completes) and,
/// at the end, reads the recorder's call log (the completeTransition rules, resolution,
/// calls after completion, progress, timing) and its diagnostics (overlaps, unbalanced
/// appearance calls).
@MainActor
final class ContractChecker {
    let scene: ReplayScene
    let framePeriod: Double
    /// The limits the checker judges by (sanitized).
    let tolerances: CheckerTolerances
    /// The display time of the replay's start; reports count from it.
    let origin: Double
    private(set) var violations: [Int: [Violation]] = [:]
    private(set) var sceneViolations: [Violation] = []
    /// Set by the replay before ``finish(transitions:endTime:endFrame:)``.
    var fingerDownAtEnd = false
    var stoppedAtTimeLimit = false
    /// How each transition's interaction was resolved, read from the call log.
    var resolutions: [Int: Resolution] = [:]
    /// When each transition's first completeTransition came, read from the call log.
    var completionTimes: [Int: Double] = [:]
    private var snapshots: [Int: TransitionSnapshot] = [:]
    private var judgedEnd: Set<Int> = []
    private var completionFrames: [Int: Int] = [:]
    private var motion: [Int: [ObjectIdentifier: [Int: MotionSample]]] = [:]
    /// The layer time each transition driven through layer time showed at each lift, by the
    /// lift's frame.
    private var liftLayerTimes: [Int: [Int: CFTimeInterval]] = [:]
    /// The layer time the frame after each such lift showed, by the lift's frame.
    private var nextLayerTimes: [Int: [Int: CFTimeInterval]] = [:]
    /// The lifts (by frame) whose first completion frame each view reached along its
    /// animation's own path (``followsAnimationPath(_:liftFrame:frame:)``).
    private var pathFollowed: [Int: [ObjectIdentifier: Set<Int>]] = [:]
    private var leftoverChecked: Set<Int> = []
    /// Transitions before this index are completed and judged: frames no longer visit them.
    private var firstLive = 0

    init(scene: ReplayScene, origin: Double, tolerances: CheckerTolerances) {
        self.scene = scene
        self.origin = origin
        self.tolerances = tolerances
        framePeriod = scene.display.framePeriod
    }

    func record(_ violation: Violation, transition index: Int?) {
        if let index {
            if violations[index]?.contains(where: { $0.contract == violation.contract }) == true { return }
            violations[index, default: []].append(violation)
        } else {
            sceneViolations.append(violation)
        }
    }

    /// Called by the driver just before it starts transition `index`.
    func willStart(_ index: Int, from: UIViewController?, to: UIViewController?) {
        snapshots[index] = TransitionSnapshot(window: scene.window, from: from, to: to, navigation: scene.navigation)
    }

    /// Called after every display frame.
    func observeFrame(_ frame: Int, time: Double, transitions: [DrivenTransition]) {
        // Only transitions in flight or just completed need a look: the per-frame work stays
        // proportional to them, not to every transition the replay ever started.
        for driven in transitions[firstLive...] {
            let context = driven.context
            let completedNow = context.isCompleted && !judgedEnd.contains(driven.index)
            if completedNow || (completionFrames[driven.index].map { frame <= $0 + 2 } ?? false)
                || (!context.isCompleted && (!driven.isDriving || !context.isInteractive))
            {
                // Motion is judged only at the hand-offs, which lie in a completion: from the
                // finger lift (sampled by `willRelease`) to two frames after completeTransition.
                // While a finger drives an interactive transition nothing is sampled.
                sampleMotion(driven, frame: frame)
            }
            if completedNow {
                judgedEnd.insert(driven.index)
                completionFrames[driven.index] = frame
                judgeEndState(driven, frame: frame, time: time)
            } else if let completed = completionFrames[driven.index], frame == completed + 1,
                !leftoverChecked.contains(driven.index),
                // A later transition may already animate the same views.
                !transitions.contains(where: { $0.index > driven.index })
            {
                leftoverChecked.insert(driven.index)
                judgeAnimationsLeftRunning(driven, frame: frame, time: time)
            }
        }
        while firstLive < transitions.count, let completed = completionFrames[transitions[firstLive].index],
            frame > completed + 2
        {
            firstLive += 1
        }
    }

    /// Called by the driver when a finger lifts from `driven`, after the lift's own update and
    /// before `finish()` or `cancel()`: the views as the finger left them, the first half of
    /// the lift's hand-off.
    func willRelease(_ driven: DrivenTransition) {
        let frame = scene.display.frameIndex
        sampleMotion(driven, frame: frame)
        if let time = driven.context.drivenLayerTime {
            liftLayerTimes[driven.index, default: [:]][frame] = time
        }
    }

    /// Called by the driver right after its `finish()` or `cancel()`, at the same instant as
    /// ``willRelease(_:)``: no time has passed, so a correct completion has not moved anything
    /// yet. A view that moved or faded in between was changed outright at the lift (a frame put
    /// back, a transform reset under a running animation): a jump, whatever its size.
    ///
    /// A completion shorter than three frames is exempt: it may end within the call, and what
    /// the views show between its end and its completion block is never on screen.
    func didRelease(_ driven: DrivenTransition) {
        let duration = UIPercentDrivenInteractiveTransition.completionDuration(
            of: driven.context.transitionDuration, from: CGFloat(driven.progress),
            cancelled: driven.outcome == .cancel, speed: driven.interactor.completionSpeed)
        let limits = tolerances.continuousMotion
        guard duration >= limits.shortCompletionFrames * framePeriod else { return }
        let frame = scene.display.frameIndex
        let screen = scene.window.bounds.size
        for (label, view) in participatingViews(driven) where view.window != nil {
            guard let before = motion[driven.index]?[ObjectIdentifier(view)]?[frame] else { continue }
            let after = motionSample(of: view, on: screen)
            let move = Motion(from: before, to: after, on: screen)
            let moved =
                (move.dx > limits.stillPoints || move.dy > limits.stillPoints)
                && (before.alpha > limits.invisibleAlpha || after.alpha > limits.invisibleAlpha)
            guard moved || move.dAlpha > limits.stillAlpha else { continue }
            record(
                Violation(
                    contract: .continuousMotion, time: scene.display.currentTime - origin, frame: frame,
                    subject: "\(label).view",
                    expected: "no change at the instant of the finger lift (the completion takes time)",
                    found: moved
                        ? "a corner jumping \(rounded(max(move.dx, move.dy))) pt as finish() or cancel() was called"
                        : "alpha jumping from \(rounded(before.alpha)) to \(rounded(after.alpha)) as finish() or "
                            + "cancel() was called"),
                transition: driven.index)
            return
        }
    }

    // MARK: Motion

    private func participatingViews(_ driven: DrivenTransition) -> [(String, UIView)] {
        var views: [(String, UIView)] = []
        if let from = driven.context.viewController(forKey: .from)?.viewIfLoaded { views.append(("from", from)) }
        if let to = driven.context.viewController(forKey: .to)?.viewIfLoaded { views.append(("to", to)) }
        return views
    }

    private func sampleMotion(_ driven: DrivenTransition, frame: Int) {
        let screen = scene.window.bounds.size
        for (_, view) in participatingViews(driven) where view.window != nil {
            motion[driven.index, default: [:]][ObjectIdentifier(view), default: [:]][frame] =
                motionSample(of: view, on: screen)
        }
        if liftLayerTimes[driven.index]?[frame - 1] != nil {
            followsAnimationPath(driven, liftFrame: frame - 1, frame: frame)
        }
    }

    /// For a transition driven through layer time, reads the path its animations take from
    /// the layer time of the lift at `liftFrame` to the one shown at `frame` (the next), in
    /// ``CheckerTolerances/ContinuousMotion/pathSteps`` steps, and notes each view that followed it: the path starts where the
    /// lift left the view (the lift changed nothing but the time), ends where the view is
    /// now, and no step of it jumps farther than the per-frame limit. Such a view's motion
    /// between the two frames is the animation's own, however far it went: a stiff spring
    /// launched fast by a quick completion crosses the screen in one frame at 30 Hz and then
    /// barely moves, which the pace of the frames after it cannot explain. Whether the layer
    /// time itself moved as the completion moves it is judged at the end
    /// (``advanceIsTheCompletions(_:liftFrame:)``), when the completion is known.
    private func followsAnimationPath(_ driven: DrivenTransition, liftFrame: Int, frame: Int) {
        guard let start = liftLayerTimes[driven.index]?[liftFrame], let end = driven.context.drivenLayerTime,
            let samples = motion[driven.index]
        else { return }
        let screen = scene.window.bounds.size
        let limit = motionLimit
        // Only a view that moved more than the limit between the two frames can be reported
        // (every allowance is at least the limit): the path is read for those alone, which
        // leaves the common lift, a short first step, costing nothing.
        let views = participatingViews(driven).map(\.1).filter { view in
            guard view.window != nil, let series = samples[ObjectIdentifier(view)], let left = series[liftFrame],
                let now = series[frame]
            else { return false }
            let move = Motion(from: left, to: now, on: screen)
            return !(move.dx <= limit.dx && move.dy <= limit.dy && move.dAlpha <= limit.dAlpha)
        }
        guard !views.isEmpty else { return }
        nextLayerTimes[driven.index, default: [:]][liftFrame] = end
        var paths = Array(repeating: [MotionSample](), count: views.count)
        let pathSteps = tolerances.continuousMotion.pathSteps
        for step in 0...pathSteps {
            let time = start + (end - start) * Double(step) / Double(pathSteps)
            guard
                let read = driven.context.showingDrivenLayerTime(
                    time, { views.map { motionSample(of: $0, on: screen) } })
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
                Motion(from: left, to: first, on: screen).isStill(within: tolerances)
                && Motion(from: last, to: now, on: screen).isStill(within: tolerances)
                && steps.allSatisfy { $0.dx <= limit.dx && $0.dy <= limit.dy && $0.dAlpha <= limit.dAlpha }
            if followed {
                pathFollowed[driven.index, default: [:]][id, default: []].insert(liftFrame)
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
    private func advanceIsTheCompletions(_ driven: DrivenTransition, liftFrame: Int) -> Bool {
        guard let start = liftLayerTimes[driven.index]?[liftFrame], let end = nextLayerTimes[driven.index]?[liftFrame],
            let lift = driven.lifts.last(where: { $0.frame == liftFrame }),
            let resolution = resolutions[driven.index], let completion = resolution.expectedDuration
        else { return false }
        let duration = driven.context.transitionDuration
        let from = resolution.progress * duration
        let target = resolution.outcome == .finish ? duration : 0
        let limits = tolerances.continuousMotion
        let finger = limits.fingerShareMultiple * lift.fingerProgress * duration
        let toward = (end - start) * (target >= from ? 1 : -1)
        let share = completion > 0 ? min(1, limits.curveSteepness * framePeriod / completion) : 1
        return toward >= -finger - 1e-9 && toward <= abs(target - from) * share + finger + 1e-9
    }

    /// The most a view may move or fade in one frame beyond what the animation explains:
    /// ``CheckerTolerances/ContinuousMotion/jumpShareOfScreen`` of the screen's width across
    /// and of its height down, ``CheckerTolerances/ContinuousMotion/jumpAlpha`` of its alpha,
    /// at 60 Hz (more at lower rates, in proportion to the frame's length).
    private var motionLimit: Motion {
        let scale = framePeriod * 60
        let screen = scene.window.bounds.size
        let share = tolerances.continuousMotion.jumpShareOfScreen
        return Motion(
            dx: share * Double(screen.width) * scale, dy: share * Double(screen.height) * scale,
            dAlpha: tolerances.continuousMotion.jumpAlpha * scale)
    }

    private func motionSample(of view: UIView, on screen: CGSize) -> MotionSample {
        let state = view.layer.presentationState()
        let quad = view.layer.presentationQuad(in: nil, state: state)
        // How much of the view shows, against its own unturned size (at most the screen): a
        // card seen edge-on shows nothing, whatever its alpha.
        let resting = min(Double(state.bounds.width * state.bounds.height), Double(screen.width * screen.height))
        let shown = resting > 0 ? min(quad.clamped(to: screen).area / resting, 1) : 0
        return MotionSample(
            quad: quad, alpha: Double(state.isHidden ? 0 : state.opacity), shown: shown.isFinite ? shown : 1)
    }

    /// continuous-motion at the two hand-offs: each finger lift into the completion animation,
    /// and the end of the animation (presentation values giving way to model values).
    /// `nextStart`: the frame the next transition started at, if any; from then on the views may
    /// be that transition's to move, so later frame pairs are not this one's to judge.
    private func judgeContinuity(_ driven: DrivenTransition, nextStart: Int?) {
        guard let samples = motion[driven.index] else { return }
        let screen = scene.window.bounds.size
        let width = Double(screen.width)
        let height = Double(screen.height)
        let limit = motionLimit
        let limits = tolerances.continuousMotion
        // A completion that lasts a few frames (a high completion speed) moves the views far in
        // each of them; that motion the animation itself explains. One shorter than three
        // frames is all hand-off: it may fall almost wholly between two frames, so any motion in
        // it is explained. Otherwise a multiple of its even share of a frame: at its start five
        // times (a spring launched with an initial velocity of 3 starts at three times the mean
        // speed, and a corner turning about another travels an arc up to π/2 times the
        // extent), at its end twice (eased curves and springs settle; alpha everywhere).
        let completion = resolutions[driven.index]?.expectedDuration ?? 1
        func completionShare(_ factor: Double) -> Double {
            completion < limits.shortCompletionFrames * framePeriod ? 1 : min(1, factor * framePeriod / completion)
        }
        // Each hand-off: its name, and the frame pairs to compare, each with the finger's share
        // of progress that the second frame of the pair may also show, the pair whose motion
        // shows the animation's own speed next to it (after a lift, before the end), and the
        // completion's share of motion a frame may show.
        var handOffs: [(name: String, isLift: Bool, pairs: [(frame: Int, finger: Double, pace: Int)], share: Double)] =
            []
        for lift in driven.lifts {
            // From the views as the finger left them (a finger that moves fast moves the view
            // fast). A subject's own controller moves them with the finger once more after that;
            // its share is allowed twice over, since an eased animation can move the view up to
            // about twice as far as progress moves.
            // What the lift changes at once, before any time passes, is judged as it happens
            // (`didRelease`); here, the completion's first frame against its second.
            let f = lift.frame
            handOffs.append(
                (
                    "finger lift", true, [(f, limits.fingerShareMultiple * lift.fingerProgress, f + 1)],
                    completionShare(limits.liftShareMultiple)
                ))
        }
        if let c = completionFrames[driven.index] {
            handOffs.append(
                (
                    "end of the animation", false, [(c - 1, 0, c - 2), (c, 0, c - 2), (c + 1, 0, c - 2)],
                    completionShare(limits.endShareMultiple)
                ))
        }
        for (label, view) in participatingViews(driven) {
            guard let series = samples[ObjectIdentifier(view)] else { continue }
            let followed = (pathFollowed[driven.index]?[ObjectIdentifier(view)] ?? []).filter {
                advanceIsTheCompletions(driven, liftFrame: $0)
            }
            func motion(_ k: Int) -> Motion? {
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
                    let pace = motion(pair.pace) ?? Motion(dx: 0, dy: 0, dAlpha: 0)
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
                    let found =
                        jumps
                        ? "a corner jumping \(rounded(move.dx > allowance.dx ? move.dx : move.dy)) pt "
                            + (move.dx > allowance.dx ? "horizontally" : "vertically")
                            + " between frames \(k) and \(k + 1)"
                        : "alpha jumping from \(rounded(a.alpha)) to \(rounded(b.alpha)) between frames \(k) and \(k + 1)"
                    record(
                        Violation(
                            contract: .continuousMotion, time: scene.display.time(ofFrame: k + 1) - origin,
                            frame: k + 1,
                            subject: "\(label).view",
                            expected:
                                "continuous motion at the \(handOff.name) (at most \(rounded(limit.dx)) pt across, "
                                + "\(rounded(limit.dy)) pt down and \(rounded(limit.dAlpha)) alpha a frame "
                                + "beyond what the animation's own pace explains)",
                            found: found),
                        transition: driven.index)
                    return
                }
            }
        }
    }

    /// How far a view moved between two frames: its farthest corner along each axis, and its
    /// alpha.
    private struct Motion {
        var dx: Double
        var dy: Double
        var dAlpha: Double

        init(dx: Double, dy: Double, dAlpha: Double) {
            self.dx = dx
            self.dy = dy
            self.dAlpha = dAlpha
        }

        /// The motion from `a` to `b` that can be seen on a `screen`-sized display: corners are
        /// clamped to the screen first, so a corner that perspective flings far off screen (a
        /// turning view whose near edge comes close to the eye) moves only as far as the edge.
        /// Without a screen, the whole motion.
        init(from a: MotionSample, to b: MotionSample, on screen: CGSize?) {
            let move =
                if let screen { b.quad.clamped(to: screen).largestMove(from: a.quad.clamped(to: screen)) } else {
                    b.quad.largestMove(from: a.quad)
                }
            // An alpha change shows in proportion to how much of the view shows.
            self.init(
                dx: Double(move.dx), dy: Double(move.dy), dAlpha: abs(b.alpha - a.alpha) * max(a.shown, b.shown))
        }

        /// No corner moved more than the still limit, nor alpha.
        func isStill(within tolerances: CheckerTolerances) -> Bool {
            let limits = tolerances.continuousMotion
            return dx <= limits.stillPoints && dy <= limits.stillPoints && dAlpha <= limits.stillAlpha
        }
    }

    // MARK: End state

    private func judgeEndState(_ driven: DrivenTransition, frame: Int, time: Double) {
        let context = driven.context
        let cancelled = context.transitionWasCancelled
        let snapshot = snapshots[driven.index]
        let fromVC = context.viewController(forKey: .from)
        let toVC = context.viewController(forKey: .to)
        let points = tolerances.finalState.framePoints
        let alphaLimit = CGFloat(tolerances.finalState.alpha)
        func violation(_ contract: Contract, _ subject: String, _ expected: String, _ found: String) {
            record(
                Violation(
                    contract: contract, time: time, frame: frame, subject: subject, expected: expected, found: found),
                transition: driven.index)
        }
        if !cancelled {
            if let toVC, let toView = toVC.viewIfLoaded {
                let contract = Contract.finalStateFinished
                if toView.window == nil {
                    violation(contract, "to.view", "in the window", "not in the window")
                } else {
                    judgeRestingLook(toView, label: "to.view", contract: contract, violation: violation)
                    let final = context.finalFrame(for: toVC)
                    if final != .zero, let superview = toView.superview {
                        let inContainer = superview.convert(toView.frame, to: context.containerView)
                        if !inContainer.isApproximatelyEqual(to: final, absoluteTolerance: points) {
                            violation(contract, "to.view", "frame \(describe(final))", "frame \(describe(inContainer))")
                        }
                    }
                    let alphaBefore = snapshot?.toAlpha ?? 1
                    if abs(toView.alpha - alphaBefore) > alphaLimit {
                        violation(
                            contract, "to.view", "alpha \(alphaBefore) (as before the transition)",
                            "alpha \(toView.alpha)")
                    }
                    if toView.isHidden { violation(contract, "to.view", "not hidden", "hidden") }
                }
                if let fromVC, context.finalFrame(for: fromVC) == .zero, let fromView = fromVC.viewIfLoaded,
                    fromView.window != nil, !fromView.isDescendant(of: toView)
                {
                    violation(contract, "from.view", "removed from the window", "still in the window")
                }
            }
        } else if let fromVC, let fromView = fromVC.viewIfLoaded {
            let contract = Contract.finalStateCancelled
            if fromView.window == nil {
                violation(contract, "from.view", "back on screen", "not in the window (a black screen)")
            } else {
                judgeRestingLook(fromView, label: "from.view", contract: contract, violation: violation)
                if let look = snapshot?.fromLook {
                    let now = fromView.convert(fromView.bounds, to: nil)
                    if !now.isApproximatelyEqual(to: look.frameInWindow, absoluteTolerance: points) {
                        violation(
                            contract, "from.view", "frame \(describe(look.frameInWindow))", "frame \(describe(now))")
                    }
                    if abs(fromView.alpha - look.alpha) > alphaLimit {
                        violation(contract, "from.view", "alpha \(look.alpha) as before", "alpha \(fromView.alpha)")
                    }
                    if fromView.isHidden != look.isHidden {
                        violation(
                            contract, "from.view", "hidden \(look.isHidden) as before", "hidden \(fromView.isHidden)")
                    }
                }
            }
            if let toView = context.view(forKey: .to), toView.isDescendant(of: context.containerView) {
                violation(contract, "to.view", "removed from the container", "still in the container")
            }
            if let before = snapshot?.windowViews {
                let leftovers = context.containerView.subviews.filter {
                    !before.contains(ObjectIdentifier($0)) && $0 !== fromView && $0 !== context.view(forKey: .to)
                }
                if let leftover = leftovers.first {
                    violation(
                        contract, "containerView", "only the views it held before the transition",
                        "a leftover \(type(of: leftover)) at \(describe(leftover.frame))")
                }
            }
        }
        judgeHierarchy(driven, cancelled: cancelled, snapshot: snapshot, violation: violation)
        judgeAppearance(driven, cancelled: cancelled, violation: violation)
    }

    private func judgeRestingLook(
        _ view: UIView, label: String, contract: Contract, violation: (Contract, String, String, String) -> Void
    ) {
        let layer = view.layer
        if !CATransform3DIsIdentity(layer.transform) {
            violation(contract, label, "an identity transform", "transform \(describe(layer.transform))")
        }
        if layer.anchorPoint != CGPoint(x: 0.5, y: 0.5) {
            violation(contract, label, "anchor point (0.5, 0.5)", "anchor point \(describe(layer.anchorPoint))")
        }
    }

    private func judgeHierarchy(
        _ driven: DrivenTransition, cancelled: Bool, snapshot: TransitionSnapshot?,
        violation: (Contract, String, String, String) -> Void
    ) {
        let context = driven.context
        guard let fromVC = context.viewController(forKey: .from), let toVC = context.viewController(forKey: .to) else {
            return
        }
        let contract = Contract.hierarchyConsistent
        switch scene.operation {
        case .pop, .push:
            guard let navigation = scene.navigation else { return }
            let stack = navigation.viewControllers.map(ObjectIdentifier.init)
            if cancelled {
                if let before = snapshot?.stack, stack != before {
                    violation(
                        contract, "navigation stack", "unchanged after a cancel",
                        "\(stack.count) controllers, top \(name(navigation.topViewController))")
                }
            } else if navigation.topViewController !== toVC {
                violation(
                    contract, "navigation stack", "\(name(toVC)) on top after a finish",
                    "\(name(navigation.topViewController)) on top")
            }
        case .present:
            let linked = fromVC.presentedViewController === toVC || toVC.presentingViewController != nil
            if cancelled == linked {
                violation(
                    contract, name(toVC), cancelled ? "not presented after a cancel" : "presented after a finish",
                    linked ? "presented" : "not presented")
            }
        case .dismiss:
            let linked = fromVC.presentingViewController != nil
            if cancelled != linked {
                violation(
                    contract, name(fromVC), cancelled ? "still presented after a cancel" : "dismissed after a finish",
                    linked ? "still presented" : "dismissed")
            }
        }
    }

    private func judgeAppearance(
        _ driven: DrivenTransition, cancelled: Bool, violation: (Contract, String, String, String) -> Void
    ) {
        let context = driven.context
        let onScreen = cancelled ? context.viewController(forKey: .from) : context.viewController(forKey: .to)
        let offScreen = cancelled ? context.viewController(forKey: .to) : context.viewController(forKey: .from)
        if let onScreen, onScreen.appearanceState != .appeared {
            violation(
                .appearanceBalanced, name(onScreen), "appeared (viewDidAppear last)", "\(onScreen.appearanceState)")
        }
        if let offScreen {
            // Styles that keep the presenter on screen send it no callbacks: it stays appeared.
            let state = offScreen.appearanceState
            let stillVisible = offScreen.viewIfLoaded?.window != nil
            if !(state == .disappeared || (state == .appeared && stillVisible)) {
                violation(.appearanceBalanced, name(offScreen), "disappeared (viewDidDisappear last)", "\(state)")
            }
        }
    }

    /// no-calls-after-complete's "no animator left running": one frame after completeTransition,
    /// an animation still on a layer of the transition's views that was added before the call
    /// (by the animator, not by `viewDidAppear(_:)` or the container's completion) and that does
    /// not repeat forever (a spinner or a pulse a screen runs for its own sake).
    private func judgeAnimationsLeftRunning(_ driven: DrivenTransition, frame: Int, time: Double) {
        guard let mark = driven.context.completionMark else { return }
        for (label, view) in participatingViews(driven) {
            var pending: [CALayer] = [view.layer]
            while let layer = pending.popLast() {
                if let left = layer.addedAnimations.first(where: { $0.mark < mark && !$0.repeatsForever }) {
                    record(
                        Violation(
                            contract: .noCallsAfterComplete, time: time, frame: frame, subject: "\(label).view",
                            expected: "no animation left running after completeTransition",
                            found: left.key.map { "animation '\($0)' still on a layer" }
                                ?? "an animation without a key still on a layer"),
                        transition: driven.index)
                    return
                }
                pending.append(contentsOf: layer.sublayers ?? [])
            }
        }
    }

    // MARK: Helpers

    /// The display frame at which the checker saw `driven` completed, and its time; the last
    /// frame for a transition that never completed.
    func completionMoment(of driven: DrivenTransition) -> (time: Double, frame: Int) {
        let frame = completionFrames[driven.index] ?? scene.display.frameIndex
        return (scene.display.time(ofFrame: frame) - origin, frame)
    }

    func name(_ controller: UIViewController?) -> String {
        guard let controller else { return "nil" }
        return controller.title ?? String(describing: type(of: controller))
    }

    func describe(_ rect: CGRect) -> String {
        "(\(rounded(rect.minX)), \(rounded(rect.minY)), \(rounded(rect.width)), \(rounded(rect.height)))"
    }

    func describe(_ point: CGPoint) -> String { "(\(rounded(point.x)), \(rounded(point.y)))" }

    func describe(_ t: CATransform3D) -> String {
        "[m11 \(rounded(t.m11)) m12 \(rounded(t.m12)) m21 \(rounded(t.m21)) m22 \(rounded(t.m22)) m34 \(rounded(t.m34)) "
            + "m41 \(rounded(t.m41)) m42 \(rounded(t.m42))]"
    }

    func rounded(_ value: CGFloat) -> String { rounded(Double(value)) }

    func rounded(_ value: Double) -> String {
        guard value.isFinite else { return String(value) }
        let r = (value * 1000).rounded() / 1000
        return r == r.rounded() ? String(Int(r)) : String(r)
    }

    /// Runs the judgments that need the whole replay.
    func finish(transitions: [DrivenTransition], endTime: Double, endFrame: Int) {
        // The call log first: continuity uses the resolutions it reads.
        judgeCallLog(transitions: transitions, endTime: endTime, endFrame: endFrame)
        for (position, driven) in transitions.enumerated() {
            let next = position + 1 < transitions.count ? transitions[position + 1].startFrame : nil
            judgeContinuity(driven, nextStart: next)
        }
        judgeAppearanceOrder(transitions: transitions)
        judgeDiagnostics(transitions: transitions)
    }
}
