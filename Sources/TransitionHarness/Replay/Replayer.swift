import GestureTrace
@_spi(Harness) import HeadlessUIKit

/// Replays gesture traces against a subject (your app's scene, ``AppUnderTest``, or an
/// animator in the harness's scene, ``TransitionUnderTest``) and judges every transition it
/// begins against the contracts (docs/contracts.md). Deterministic: the same trace, subject
/// and options give an equal report.
///
///     let report = Replayer.replay(trace, against: AnimatorUnderTest(name: "card") { CardAnimator($0) })
///     #expect(report.violations.isEmpty)
@MainActor
public enum Replayer {
    /// Reads `path` and replays it.
    public static func replay(
        contentsOfFile path: String, against subject: any ReplaySubject, options: ReplayOptions = ReplayOptions()
    ) throws(TraceError) -> TraceReport {
        let trace = try TraceReader().read(contentsOfFile: path).trace
        return replay(trace, file: path, against: subject, options: options)
    }

    /// Replays `trace` against `subject`. `file` only labels the report.
    public static func replay(
        _ trace: Trace, file: String? = nil, against subject: any ReplaySubject,
        options: ReplayOptions = ReplayOptions()
    ) -> TraceReport {
        replay(trace, file: file, against: subject, options: options, rules: ContractRules.standard)
    }

    /// Replays `trace` against `subject`, judged by `rules`: the run, then its report. Each
    /// display frame is shown to `observer` (the film of a replay, Film/) once it is on screen.
    static func replay(
        _ trace: Trace, file: String? = nil, against subject: any ReplaySubject, options: ReplayOptions,
        rules: [any ContractRule] = ContractRules.standard, observer: (any ReplayFrameObserver)? = nil
    ) -> TraceReport {
        let run = ReplayRun(trace: trace, subject: subject, options: options)
        let record = run.run(judgedBy: rules, observer: observer)
        return ReplayReportBuilder(trace: trace, file: file, animator: subject.name, options: run.options)
            .report(of: record)
    }
}
