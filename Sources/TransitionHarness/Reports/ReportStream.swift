import GestureTrace

/// Writes a report document (docs/report-format.md) as its reports are made, one at a time,
/// so that `check` of any number of traces holds one report, not all of them: the text
/// report's tables go out at once; what a format puts after or around them (a JSON report's
/// traces after its summary, JUnit's cases by animator, the text report's closing lists) is
/// spooled (``ReportSpool``) and written by ``finish(into:)``. The bytes are those of
/// ``ReportWriter`` for the same reports, which is built on this.
///
/// ```swift
/// let stream = ReportStream(format: .json)
/// for report in reports { try stream.add(report, into: write) }
/// try stream.finish(into: write)
/// ```
package final class ReportStream {
    package enum Format: Sendable {
        case text, json, junit
    }

    /// Where the document's bytes go, in order.
    package typealias Output = (ArraySlice<UInt8>) throws(OutputFileError) -> Void

    /// A trace that could not be replayed: listed by the JSON report (`errors`) and JUnit
    /// (an `<error>` case).
    package struct InputError: Sendable, Equatable {
        /// The file as the reports print it.
        package var file: String
        /// The located message, without `error: `.
        package var message: String
        /// The exit code it gives on its own (65 invalid, 66 missing or unreadable).
        package var exitCode: Int32

        package init(file: String, message: String, exitCode: Int32) {
            self.file = file
            self.message = message
            self.exitCode = exitCode
        }
    }

    package let format: Format
    let spool: ReportSpool
    /// Counts for the summaries.
    var reports = 0
    var failed = 0
    var transitions = 0
    var violations = 0
    /// Text: where the problem and diagnostic lines are in the spool.
    var problems: [Range<Int>] = []
    var diagnosed: [Range<Int>] = []
    /// JSON: where the traces and the errors are.
    var traces: [Range<Int>] = []
    var errors: [Range<Int>] = []
    var errorCount = 0
    /// JUnit: the animators in the order met, with their cases and counts.
    var suites: [(animator: String, cases: [Range<Int>], tests: Int, failures: Int)] = []

    package init(format: Format) {
        self.format = format
        spool = ReportSpool()
    }

    init(format: Format, spool: ReportSpool) {
        self.format = format
        self.spool = spool
    }

    /// Adds one report; the text format writes its table to `output` now. The JSON report
    /// takes its timeline from `timeline` when given (the rows the replay wrote there through
    /// ``ReplayOptions/timelineSink``).
    package func add(_ report: TraceReport, timeline: TimelineSpool? = nil, into output: Output)
        throws(OutputFileError)
    {
        try timeline?.checkWritten()
        switch format {
        case .text: try addText(report, into: output)
        case .json: try addJSON(report, timeline: timeline)
        case .junit: try addJUnit(report)
        }
        reports += 1
        if !report.passed { failed += 1 }
        transitions += report.transitions.count
        violations += report.violations.count
    }

    /// Adds a trace that could not be replayed (the text format leaves it to standard error).
    package func add(_ error: InputError) throws(OutputFileError) {
        errorCount += 1
        switch format {
        case .text: return
        case .json: errors.append(try spool.append(ReportWriter.jsonFragment(error, first: errors.isEmpty)))
        case .junit: errors.append(try spool.append(ReportWriter.junitCase(error)))
        }
    }

    /// Writes the rest of the document to `output`.
    package func finish(into output: Output) throws(OutputFileError) {
        switch format {
        case .text: try finishText(into: output)
        case .json: try finishJSON(into: output)
        case .junit: try finishJUnit(into: output)
        }
    }

    func write(_ text: String, into output: Output) throws(OutputFileError) {
        try output(Array(text.utf8)[...])
    }

    func copy(_ ranges: [Range<Int>], into output: Output) throws(OutputFileError) {
        guard let first = ranges.first else { return }
        // Contiguous ranges are read as one.
        var run = first
        for range in ranges.dropFirst() {
            if range.lowerBound == run.upperBound {
                run = run.lowerBound..<range.upperBound
            } else {
                try spool.read(run, into: output)
                run = range
            }
        }
        try spool.read(run, into: output)
    }
}
