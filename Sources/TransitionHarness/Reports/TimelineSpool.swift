/// A replay's timeline rows as the JSON report writes them, spooled (``ReportSpool``) as the
/// replay makes them (``ReplayOptions/timelineSink``), so that a long replay's timeline is
/// never held: ``ReportStream/add(_:timeline:into:)`` copies them into the report.
///
/// ```swift
/// let timeline = TimelineSpool()
/// options.recordsTimeline = true
/// options.timelineSink = { timeline.append($0) }
/// let report = Replayer.replay(trace, against: subject, options: options)
/// try stream.add(report, timeline: timeline, into: write)
/// ```
package final class TimelineSpool {
    private let spool = ReportSpool()
    /// Rows appended.
    private(set) var rows = 0
    /// The first failure to spool a row: the sink cannot throw, so it is kept for
    /// ``checkWritten()``.
    private var failure: OutputFileError?

    package init() {}

    /// Appends a row (after a failure, nothing more).
    package func append(_ row: TimelineRow) {
        guard failure == nil else { return }
        do {
            try spool.append(ReportWriter.jsonFragment(row, first: rows == 0))
            rows += 1
        } catch {
            failure = error
        }
    }

    /// Throws the first failure to spool a row, if any.
    func checkWritten() throws(OutputFileError) {
        if let failure { throw failure }
    }

    /// Gives every row's text to `output`.
    func read(into output: ReportStream.Output) throws(OutputFileError) {
        try spool.read(0..<spool.count, into: output)
    }
}
