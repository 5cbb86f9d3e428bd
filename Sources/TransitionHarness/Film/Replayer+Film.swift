import GestureTrace

extension Replayer {
    /// Replays `trace` and films what the screen showed (``Film``; docs/report-format.md,
    /// "HTML"): key frames, a small picture of every frame, the per-frame series, and each
    /// violation with the picture of its frame.
    ///
    ///     let filmed = Replayer.film(trace, against: { AnimatorUnderTest(name: "card") { CardAnimator($0) } })
    ///     let page = ReportWriter.html(filmed)
    ///
    /// The trace is replayed twice, each time against a fresh subject from `makeSubject`: the
    /// first run finds the frames that matter, the second renders them. The report is the
    /// second run's; for a subject that replays the same way every time (as the harness's
    /// determinism asks) it equals what ``replay(_:file:against:options:)`` returns. Rendering
    /// is the cost: a picture costs about as much as the pixels it has.
    public static func film(
        _ trace: Trace, file: String? = nil, against makeSubject: () -> any ReplaySubject,
        options: ReplayOptions = ReplayOptions(), filmOptions: FilmOptions = FilmOptions()
    ) -> FilmedReplay {
        let filmOptions = filmOptions.sanitized
        var planning = options
        planning.recordsTimeline = true
        let first = replay(trace, file: file, against: makeSubject(), options: planning)
        let recorder = FilmRecorder(
            plan: FilmPlan(report: first, options: filmOptions), options: filmOptions,
            screenWidth: trace.screen.width, screenHeight: trace.screen.height)
        let report = replay(trace, file: file, against: makeSubject(), options: options, observer: recorder)
        return FilmedReplay(report: report, film: recorder.film(report: report))
    }
}
