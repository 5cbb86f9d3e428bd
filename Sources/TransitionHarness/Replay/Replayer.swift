import GestureTrace
import HeadlessUIKit

/// Replays gesture traces against a transition and judges every transition it starts
/// against the contracts (docs/contracts.md). Deterministic: the same trace, subject and
/// options give an equal report.
///
///     let report = Replayer.replay(trace, against: AnimatorUnderTest(name: "card") { CardAnimator($0) })
///     #expect(report.violations.isEmpty)
@MainActor
public enum Replayer {
    /// Reads `path` and replays it.
    public static func replay(
        contentsOfFile path: String, against subject: any TransitionUnderTest, options: ReplayOptions = ReplayOptions()
    ) throws(TraceError) -> TraceReport {
        let trace = try TraceReader().read(contentsOfFile: path).trace
        return replay(trace, file: path, against: subject, options: options)
    }

    /// Replays `trace` against `subject`. `file` only labels the report.
    public static func replay(
        _ trace: Trace, file: String? = nil, against subject: any TransitionUnderTest,
        options: ReplayOptions = ReplayOptions()
    ) -> TraceReport {
        let transition = trace.resolvedTransition
        let (options, refreshRate) = options.sanitized(for: trace)
        let scene = ReplayScene(
            trace: trace, subject: subject, gestures: gestureCount(trace), refreshRate: refreshRate)
        scene.systemTransitionDuration = options.transitionDuration
        let display = scene.display
        let driver = GestureDriver(scene: scene, options: options, transition: transition)
        let origin = display.currentTime
        let checker = ContractChecker(scene: scene, origin: origin, tolerances: options.tolerances)
        driver.now = { (display.currentTime - origin, display.frameIndex) }
        driver.willStart = { checker.willStart($0, from: $1, to: $2) }
        driver.willRelease = { checker.willRelease($0) }
        driver.didRelease = { checker.didRelease($0) }

        let recognizer = makeRecognizer(for: transition, options: options, driver: driver)
        scene.window.addGestureRecognizer(recognizer)
        let period = display.framePeriod
        let source = TraceTouchSource(trace: trace, window: scene.window, startTime: origin + period)
        let times = trace.touches.lazy.map(\.t).filter(\.isFinite)
        let span = (times.max() ?? 0) - (times.min() ?? 0)
        let lastSample = origin + period + (span.isFinite ? span : 0)
        // Whatever the animator does, the replay ends: at the time limit after the last
        // sample, and in any case after a bounded number of frames.
        let hardLimit = lastSample + options.timeLimit
        let frameCap = display.frameIndex + Int(min((hardLimit - origin) * refreshRate + 1, 50_000_000))
        var stoppedAtTimeLimit = false
        var timeline: [TimelineRow] = []
        var stopAfter: Int?

        while true {
            let next = display.frameIndex + 1
            let time = display.time(ofFrame: next)
            if !options.droppedFrames.contains(next - 1) {
                source.deliver(samplesUpTo: time)
            }
            display.advanceFrame()
            checker.observeFrame(
                display.frameIndex, time: display.currentTime - origin, transitions: driver.transitions)
            if options.recordsTimeline {
                let row = row(display: display, origin: origin, driver: driver)
                if let sink = options.timelineSink { sink(row) } else { timeline.append(row) }
            }
            let deadline = deadline(driver: driver, options: options, lastSample: lastSample, origin: origin)
            let settled = source.isFinished && driver.active == nil && !display.hasPendingWork
            if settled, stopAfter == nil {
                stopAfter = display.frameIndex + 3
            }
            if let stop = stopAfter, display.frameIndex >= stop { break }
            if display.currentTime >= deadline { break }
            if display.currentTime >= hardLimit || display.frameIndex >= frameCap {
                stoppedAtTimeLimit = true
                break
            }
        }
        checker.fingerDownAtEnd = source.endsWithFingerDown
        checker.stoppedAtTimeLimit = stoppedAtTimeLimit
        let endTime = display.currentTime - origin
        checker.finish(transitions: driver.transitions, endTime: endTime, endFrame: display.frameIndex)

        var eventsByID: [Int: [UIKitEvent]] = [:]
        for event in scene.recorder.events {
            if case .transition(let id, _) = event.kind { eventsByID[id, default: []].append(event) }
        }
        var records = driver.transitions.map { driven in
            transitionRecord(
                driven, events: eventsByID[driven.context.id] ?? [], scene: scene, checker: checker, origin: origin,
                policy: options.policy.name)
        }
        records.sort { $0.index < $1.index }
        var report = TraceReport(
            file: file, name: trace.name ?? file.map(TraceReader.defaultName(forFile:)) ?? "trace",
            animator: subject.name, policy: options.policy.name, transitions: records,
            fingerDownAtEnd: source.endsWithFingerDown, sceneViolations: checker.sceneViolations,
            timeline: options.recordsTimeline ? timeline : nil)
        report.diagnostics = checker.unjudgedDiagnostics()
        // The `expect` block is about gesture-driven transitions: a subject that performs its
        // own (a segue) decides nothing from the gesture, so it is not held to it.
        if !scene.subjectPerforms {
            report.expectationFailures = expectationFailures(trace: trace, report: report, options: options)
        }
        return report
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

    private static func makeRecognizer(
        for transition: Trace.ResolvedTransition, options: ReplayOptions, driver: GestureDriver
    ) -> UIPanGestureRecognizer {
        let recognizer: UIPanGestureRecognizer
        switch transition.gesture {
        case .edgePan:
            let edgePan = UIScreenEdgePanGestureRecognizer { [weak driver] in driver?.handle($0) }
            edgePan.edges =
                switch transition.edge {
                case .left: .left
                case .right: .right
                case .top: .top
                case .bottom: .bottom
                }
            edgePan.edgeRegionWidth = CGFloat(transition.edgeWidth)
            recognizer = edgePan
        case .pan:
            recognizer = UIPanGestureRecognizer { [weak driver] in driver?.handle($0) }
        }
        recognizer.maximumNumberOfTouches = 2
        recognizer.velocityEstimator = options.velocityEstimator
        return recognizer
    }

    /// When the replay may stop: each transition gets until the expected end of its
    /// completion plus the grace period (one the subject began on its own, its whole
    /// duration from its start); a transition still driven by a finger when the trace ends
    /// gets the grace period after the last sample.
    private static func deadline(driver: GestureDriver, options: ReplayOptions, lastSample: Double, origin: Double)
        -> Double
    {
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

    private static func row(display: HeadlessDisplay, origin: Double, driver: GestureDriver) -> TimelineRow {
        let driven = driver.transitions.last
        var views: [TimelineRow.ViewState] = []
        if let context = driven?.context {
            for (role, key) in [("from", UITransitionContextViewControllerKey.from), ("to", .to)] {
                guard let view = context.viewController(forKey: key)?.viewIfLoaded, view.window != nil else { continue }
                let state = view.layer.presentationState()
                let frame = view.layer.presentationFrame(in: nil)
                let t = state.transform
                views.append(
                    TimelineRow.ViewState(
                        role: role, x: Double(frame.minX), y: Double(frame.minY), alpha: Double(state.opacity),
                        transform: [t.m11, t.m12, t.m21, t.m22, t.m34, t.m41, t.m42].map(Double.init)))
            }
        }
        let progress = driven.flatMap { $0.context.isCompleted ? nil : Double($0.context.percentComplete) }
        return TimelineRow(
            frame: display.frameIndex, time: display.currentTime - origin, progress: progress, views: views)
    }

    private static func transitionRecord(
        _ driven: DrivenTransition, events: [UIKitEvent], scene: ReplayScene, checker: ContractChecker,
        origin: Double, policy: String
    ) -> TransitionRecord {
        let fps = Double(scene.display.framesPerSecond)
        var eventCalls: [CallRecord] = []
        eventCalls.reserveCapacity(events.count)
        var completionTime: Double?
        var completedWith: Bool?
        for event in events {
            guard case .transition(_, let call) = event.kind else { continue }
            let time = event.time - origin
            let receiver: CallRecord.Receiver
            switch call {
            case .interactorUpdate, .interactorFinish, .interactorCancel, .interactorPause: receiver = .interaction
            case .transitionDuration, .animateTransition, .interruptibleAnimator, .animationEnded: receiver = .animator
            default: receiver = .context
            }
            if case .completeTransition(let didComplete, _, _, _) = call, completionTime == nil {
                completionTime = time
                completedWith = didComplete
            }
            eventCalls.append(
                CallRecord(
                    time: time, frame: Int((event.time * fps).rounded()), receiver: receiver, call: call.description))
        }
        let calls = CallRecord.mergedByTime(driven.calls, eventCalls)
        let violations = checker.violations[driven.index] ?? []
        let resolution = checker.resolutions[driven.index]
        return TransitionRecord(
            index: driven.index, operation: scene.operation, outcome: driven.outcome ?? resolution?.outcome,
            completedWith: completedWith,
            policy: policy, startTime: driven.startTime, releaseTime: driven.releaseTime,
            completionTime: completionTime,
            progressAtRelease: driven.progressAtRelease, velocityAtRelease: driven.velocityAtRelease,
            completionDuration: resolution?.expectedDuration,
            violations: violations.sorted { ($0.time, $0.contract) < ($1.time, $1.contract) }, calls: calls)
    }

    /// The trace's `expect` block against the report.
    static func expectationFailures(trace: Trace, report: TraceReport, options: ReplayOptions) -> [ExpectationFailure] {
        guard let expect = trace.expect else { return [] }
        let assumedPolicy = expect.policy ?? CompletionPolicy.default.name
        guard CompletionPolicy.named(assumedPolicy)?.name == options.policy.name else { return [] }
        var failures: [ExpectationFailure] = []
        if let outcomes = expect.outcome {
            let found = report.transitions.map { $0.outcome?.rawValue ?? "undecided" }
            let expected = outcomes.map(\.rawValue)
            if found != expected {
                failures.append(
                    ExpectationFailure(
                        key: "outcome", expected: "[\(expected.joined(separator: ", "))]",
                        found: "[\(found.joined(separator: ", "))]"))
            }
        }
        if let range = expect.progressAtRelease {
            let last = report.transitions.last { $0.progressAtRelease != nil }?.progressAtRelease
            if let last, !range.contains(last) {
                failures.append(
                    ExpectationFailure(
                        key: "progressAtRelease", expected: "[\(range.min), \(range.max)]", found: "\(last)"))
            } else if last == nil {
                failures.append(
                    ExpectationFailure(
                        key: "progressAtRelease", expected: "[\(range.min), \(range.max)]", found: "no release"))
            }
        }
        return failures
    }
}
