import GestureTrace

/// Options and traces built in code are not validated like files: anything that is not a
/// finite, sensible number falls back to a default rather than trapping or hanging.
extension ReplayOptions {
    /// The options a replay of `trace` runs with, every value made sensible, and the refresh
    /// rate it runs at (the option's, or the trace's; 1 to 1000 Hz, 60 when neither is
    /// sensible).
    func sanitized(for trace: Trace) -> (options: ReplayOptions, refreshRate: Double) {
        let requestedRate = refreshRate ?? trace.screen.refreshRate
        let rate = requestedRate.isFinite && requestedRate >= 1 ? min(requestedRate, 1000) : 60
        var options = self
        if !(options.gracePeriod.isFinite && options.gracePeriod >= 0) { options.gracePeriod = 2 }
        if !(options.timeLimit.isFinite && options.timeLimit > 0) { options.timeLimit = 3600 }
        if !(options.setupTimeLimit.isFinite && options.setupTimeLimit >= 0) { options.setupTimeLimit = 10 }
        options.tolerances = options.tolerances.sanitized
        return (options, rate)
    }
}
