/// A trace as read from a file, with the warnings reading it produced.
public struct TraceDocument: Sendable, Equatable {
    public var trace: Trace
    /// Unknown keys the file carried, in the order they were met.
    public var warnings: [TraceWarning]

    public init(trace: Trace, warnings: [TraceWarning] = []) {
        self.trace = trace
        self.warnings = warnings
    }
}
