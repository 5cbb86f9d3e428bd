import GestureTrace
import HeadlessUIKit

/// Turns what a run left (``ReplayRecord``) into its ``TraceReport``: one record per
/// transition (the driver's account of it, its calls from the log, the checker's verdict on
/// it), the scene's violations, the diagnostics no violation reports, and the trace's `expect`
/// block judged against the result.
@MainActor
struct ReplayReportBuilder {
    let trace: Trace
    /// The trace's file, which only labels the report.
    let file: String?
    /// The subject's name.
    let animator: String
    /// The options the run ran with (sanitized).
    let options: ReplayOptions

    func report(of record: ReplayRecord) -> TraceReport {
        let eventsByID = record.events.transitionCallPositions()
        var transitions = zip(record.transitions, record.verdict.transitions).map { driven, verdict in
            transitionRecord(driven, events: eventsByID[driven.context.id] ?? [], verdict: verdict, of: record)
        }
        transitions.sort { $0.index < $1.index }
        var report = TraceReport(
            file: file, name: trace.name ?? file.map(TraceReader.defaultName(forFile:)) ?? "trace",
            animator: animator, policy: record.isApp ? Self.appPolicy : options.policy.name, transitions: transitions,
            fingerDownAtEnd: record.fingerDownAtEnd, sceneViolations: record.verdict.sceneViolations,
            timeline: record.timeline)
        report.diagnostics = record.verdict.diagnostics
        // The `expect` block is about gesture-driven transitions decided by a completion
        // policy: a subject that performs its own (a segue) decides nothing from the gesture, so
        // it is not held to it; an app's handlers decide by their own rule, so only an
        // expectation of no transition at all (`outcome: []`) holds for it.
        if record.isApp {
            report.expectationFailures = ExpectationCheck.failures(of: trace, in: report, policy: options.policy)
                .filter { _ in trace.expect?.outcome == [] }
        } else if !record.subjectPerforms {
            report.expectationFailures = ExpectationCheck.failures(of: trace, in: report, policy: options.policy)
        }
        return report
    }

    /// The policy a report of an app's scene names: the app's own handlers decide.
    static let appPolicy = "app"

    private func transitionRecord(
        _ driven: DrivenTransition, events: [Int], verdict: CheckVerdict.Transition, of record: ReplayRecord
    ) -> TransitionRecord {
        let fps = Double(record.framesPerSecond)
        var eventCalls: [CallRecord] = []
        eventCalls.reserveCapacity(events.count)
        var completionTime: Double?
        var completedWith: Bool?
        for position in events {
            let event = record.events[position]
            guard case .transition(_, let call) = event.kind else { continue }
            let time = event.time - record.origin
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
                CallRecord(time: time, frame: Int((event.time * fps).rounded()), receiver: receiver, logged: call))
        }
        let resolution = verdict.resolution
        return TransitionRecord(
            index: driven.index, operation: driven.context.kind, outcome: driven.outcome ?? resolution?.outcome,
            completedWith: completedWith, policy: record.isApp ? Self.appPolicy : options.policy.name,
            startTime: driven.startTime,
            releaseTime: driven.releaseTime, completionTime: completionTime,
            progressAtRelease: driven.progressAtRelease, velocityAtRelease: driven.velocityAtRelease,
            completionDuration: resolution?.expectedDuration, violations: verdict.violations,
            calls: CallRecord.mergedByTime(driven.calls, eventCalls))
    }
}
