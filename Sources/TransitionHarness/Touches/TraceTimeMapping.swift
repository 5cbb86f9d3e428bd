/// How a trace's times map onto the replay's clock: the trace's first sample happens at
/// ``startTime``, and every other sample as many seconds later as in the trace.
///
/// Trace times are relative (docs/trace-format.md: "only differences matter"), so a
/// recording made at 216690.9 s of device uptime and one starting at 0 replay alike. The
/// mapping adds one offset, `startTime - traceOrigin`, to each trace time, so when the two
/// are equal the times come through bit for bit.
public struct TraceTimeMapping: Sendable, Equatable {
    /// The trace time of the first sample.
    public var traceOrigin: Double
    /// The replay time at which the first sample happens.
    public var startTime: Double

    public init(traceOrigin: Double, startTime: Double) {
        self.traceOrigin = traceOrigin
        self.startTime = startTime
    }

    /// Seconds added to a trace time to give a replay time.
    public var offset: Double { startTime - traceOrigin }

    /// The replay time of trace time `t`.
    public func time(forTraceTime t: Double) -> Double {
        t + offset
    }

    /// The trace time of replay time `time`.
    public func traceTime(forTime time: Double) -> Double {
        time - offset
    }
}
