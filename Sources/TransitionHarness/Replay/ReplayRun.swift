import GestureTrace
@_spi(Harness) import HeadlessUIKit

/// One replay of a trace against a subject: the scene, the touches, the driver and the
/// checker, run frame by frame until the transitions settle, the deadline passes, or the time
/// limit cuts it.
///
/// Each part gets what it needs as values: the driver the sanitized options, the trace's
/// transition and the replay's clock; the checker the replay it judges and its rules. Events
/// flow one way, from the driver to the checker through ``DriverEvent``; the run hands the
/// checker each frame and, at the end, how the replay ended, and takes its verdict back.
///
/// The scene and the driver depend on the subject: the harness's own scene, driven by its
/// gesture driver, for a ``TransitionUnderTest``; the app's scene, whose transitions an
/// ``AppDriver`` observes, for an ``AppUnderTest``.
@MainActor
struct ReplayRun {
    let trace: Trace
    let subject: any ReplaySubject
    /// The options, every value made sensible (``ReplayOptions/sanitized(for:)``).
    let options: ReplayOptions
    /// The display's refresh rate for this replay, in Hz.
    let refreshRate: Double

    init(trace: Trace, subject: any ReplaySubject, options: ReplayOptions) {
        self.trace = trace
        self.subject = subject
        (self.options, refreshRate) = options.sanitized(for: trace)
    }

    /// Runs the replay, judged by `rules`, showing each display frame to `observer` (the film
    /// of a replay, Film/) once the frame is on screen.
    func run(judgedBy rules: [any ContractRule], observer: (any ReplayFrameObserver)? = nil) -> ReplayRecord {
        let transition = trace.resolvedTransition
        let stage: any ReplayStage
        let driver: any ReplayDriving
        let checker: ContractChecker
        let origin: Double
        var replay: ReplayUnderCheck
        let routes = TouchRouteLog()
        var appDriver: AppDriver?
        // The harness's own pan recognizer, whose finger the film plots; an app's scene has none.
        var fingerRecognizer: UIPanGestureRecognizer?
        switch subject {
        case let app as any AppUnderTest:
            let scene = AppScene(trace: trace, subject: app, refreshRate: refreshRate)
            let unsettled = scene.settle(within: options.setupTimeLimit)
            stage = scene
            origin = scene.display.currentTime
            replay = ReplayUnderCheck(scene: scene, origin: origin, tolerances: options.tolerances)
            replay.unsettledSetup = unsettled.map(Self.describe)
            replay.setupTimeLimit = options.setupTimeLimit
            replay.touches = routes
            replay.referencePictureScale = observer?.referencePictureScale
            replay.declaresNoTransition = trace.expect?.outcome == []
            let made = ContractChecker(replay: replay, rules: rules)
            checker = made
            let observer = AppDriver(
                scene: scene, clock: ReplayClock(display: scene.display, origin: origin), emit: { made.observe($0) })
            appDriver = observer
            driver = observer
        case let harnessSubject as any TransitionUnderTest:
            let scene = ReplayScene(
                trace: trace, subject: harnessSubject, gestures: Self.gestureCount(trace), refreshRate: refreshRate)
            scene.systemTransitionDuration = options.transitionDuration
            stage = scene
            origin = scene.display.currentTime
            replay = ReplayUnderCheck(scene: scene, origin: origin, tolerances: options.tolerances)
            replay.touches = routes
            replay.referencePictureScale = observer?.referencePictureScale
            replay.declaresNoTransition = trace.expect?.outcome == []
            let made = ContractChecker(replay: replay, rules: rules)
            checker = made
            let gestureDriver = GestureDriver(
                scene: scene, options: options, transition: transition,
                clock: ReplayClock(display: scene.display, origin: origin), emit: { made.observe($0) })
            let recognizer = gestureDriver.makeRecognizer()
            scene.window.addGestureRecognizer(recognizer)
            fingerRecognizer = recognizer
            driver = gestureDriver
        default:
            preconditionFailure(
                "\(type(of: subject)) conforms to ReplaySubject only: conform to AppUnderTest or TransitionUnderTest")
        }
        let display = stage.display
        let source = TraceTouchSource(trace: trace, window: stage.window, startTime: origin + display.framePeriod)
        routes.clock = { display.currentTime - origin }
        let window = stage.window
        source.injector.willSendEvent = { event, endsGesture in
            routes.willSend(event, in: window)
            appDriver?.willSend(event, endsGesture: endsGesture)
        }
        source.injector.didSendEvent = { [unowned source] event, endsGesture in
            routes.didSend(event)
            appDriver?.didSend(event, endsGesture: endsGesture, fingersDown: !source.injector.fingersDown.isEmpty)
        }
        let period = display.framePeriod
        let times = trace.touches.lazy.map(\.t).filter(\.isFinite)
        let span = (times.max() ?? 0) - (times.min() ?? 0)
        let lastSample = origin + period + (span.isFinite ? span : 0)
        // Whatever the animator does, the replay ends: at the time limit after the last
        // sample, and in any case after a bounded number of frames.
        let hardLimit = lastSample + options.timeLimit
        // Frames stepped, not skipped, count toward the cap.
        let frameCap = Int(min((hardLimit - origin) * refreshRate + 1, 50_000_000))
        var framesStepped = 0
        var stoppedAtTimeLimit = false
        var timeline: [TimelineRow] = []
        var stopAfter: Int?
        // A frame nobody watches row by row may be skipped when nothing is due in it.
        let skipsQuietFrames = !options.recordsTimeline && observer == nil
        checker.replayBegan()

        while true {
            // The cheap test first: in a gesture, a sample is due nearly every frame.
            if skipsQuietFrames, stopAfter == nil,
                source.nextSampleTime.map({ $0 > display.time(ofFrame: display.frameIndex + 2) }) ?? true,
                checker.skipsQuietFrames
            {
                let stop = min(deadline(driver: driver, lastSample: lastSample, origin: origin), hardLimit)
                if let quiet = Self.lastQuietFrame(
                    after: display.frameIndex, nextSample: source.nextSampleTime, stop: stop, display: display)
                {
                    _ = display.skipIdleFrames(through: quiet)
                }
            }
            framesStepped += 1
            let next = display.frameIndex + 1
            let time = display.time(ofFrame: next)
            if !options.droppedFrames.contains(next - 1) {
                source.deliver(samplesUpTo: time)
            }
            display.advanceFrame()
            checker.observeFrame()
            if options.recordsTimeline {
                let row = TimelineRow(display: display, origin: origin, showing: driver.transitions.last)
                if let sink = options.timelineSink { sink(row) } else { timeline.append(row) }
            }
            observer?.frameDidDisplay(
                TimelineRow(display: display, origin: origin, showing: driver.transitions.last), window: window,
                gesture: fingerRecognizer)
            let deadline = deadline(driver: driver, lastSample: lastSample, origin: origin)
            let settled = source.isFinished && driver.active == nil && !display.hasPendingWork
            if settled, stopAfter == nil {
                stopAfter = display.frameIndex + 3
            }
            if let stop = stopAfter, display.frameIndex >= stop { break }
            if display.currentTime >= deadline { break }
            if display.currentTime >= hardLimit || framesStepped >= frameCap {
                stoppedAtTimeLimit = true
                break
            }
        }
        let verdict = checker.finish(
            ReplayEnding(
                time: display.currentTime - origin, frame: display.frameIndex,
                fingerDownAtEnd: source.endsWithFingerDown, stoppedAtTimeLimit: stoppedAtTimeLimit))
        return ReplayRecord(
            operation: stage.operation, transitions: driver.transitions, verdict: verdict,
            events: stage.recorder.events, origin: origin, framesPerSecond: display.framesPerSecond,
            fingerDownAtEnd: source.endsWithFingerDown,
            subjectPerforms: (stage as? ReplayScene)?.subjectPerforms ?? false, isApp: appDriver != nil,
            timeline: options.recordsTimeline ? timeline : nil)
    }

    /// A setup transition, for a report: `present Card from Feed`.
    private static func describe(_ context: TransitionContext) -> String {
        let from = ViolationText.name(context.viewController(forKey: .from))
        let to = ViolationText.name(context.viewController(forKey: .to))
        return "setup: \(context.operation) from \(from) to \(to)"
    }

    /// The last frame after `frame` that may go unstepped: before the frame at which
    /// `nextSample` is due (as ``TraceTouchSource/deliver(samplesUpTo:)`` decides it) and
    /// before the first frame at or after `stop`, where the replay may end. Nil when there is
    /// no such frame, or the next sample's time is not finite.
    static func lastQuietFrame(after frame: Int, nextSample: Double?, stop: Double, display: HeadlessDisplay) -> Int? {
        let rate = Double(display.framesPerSecond)
        // Frames beyond this are never reached (a replay stops at its time limit): a time
        // further away (a sample at 1e300 s) is taken as this far.
        let farthest = Int.max / 4
        func lastFrame(before time: Double, _ isBefore: (Int) -> Bool) -> Int? {
            guard time.isFinite else { return nil }
            var candidate = Int(min(max((time * rate).rounded(.down), Double(frame)), Double(farthest)))
            while candidate > frame, !isBefore(candidate) { candidate -= 1 }
            while candidate < farthest, isBefore(candidate + 1) { candidate += 1 }
            return candidate > frame ? candidate : nil
        }
        guard
            let beforeStop = lastFrame(before: stop, { display.time(ofFrame: $0) < stop })
        else { return nil }
        guard let sample = nextSample else { return beforeStop }
        guard
            let beforeSample = lastFrame(
                before: sample,
                { k in
                    let time = display.time(ofFrame: k)
                    return sample > time + max(1e-9, abs(time) * 1e-12)
                })
        else { return nil }
        return min(beforeSample, beforeStop)
    }

    /// How many gestures (touch-down to all-fingers-up) the trace holds: the scene's stack
    /// is made deep enough for each to start a transition.
    static func gestureCount(_ trace: Trace) -> Int {
        var down = Set<Int>()
        var count = 0
        for sample in trace.touches {
            if sample.phase == .began {
                if down.isEmpty { count += 1 }
                down.insert(sample.id)
            } else if sample.phase.endsTouch {
                down.remove(sample.id)
            }
        }
        return max(count, 1)
    }

    /// When the replay may stop: each transition gets until the expected end of its
    /// completion plus the grace period (one the subject began on its own, its whole
    /// duration from its start); a transition still driven by a finger when the trace ends
    /// gets the grace period after the last sample.
    private func deadline(driver: any ReplayDriving, lastSample: Double, origin: Double) -> Double {
        var deadline = lastSample + options.gracePeriod
        for driven in driver.unfinishedTransitions where !driven.context.isCompleted {
            if let release = driven.releaseTime {
                let interactor = driven.context.interactor as? UIPercentDrivenInteractiveTransition
                // The longest completion: from either end.
                let completion = UIPercentDrivenInteractiveTransition.completionDuration(
                    of: driven.context.transitionDuration, from: 0, cancelled: false,
                    speed: interactor?.completionSpeed ?? 1)
                deadline = max(deadline, origin + release + completion + options.gracePeriod)
            } else if !driven.isDriving {
                // Begun by the subject after the gesture (a segue's presentation): it runs its
                // whole duration on its own.
                let duration = Double(driven.context.transitionDuration)
                deadline = max(deadline, origin + driven.startTime + duration + options.gracePeriod)
            }
        }
        return deadline
    }
}
