import GestureTrace
@_spi(Harness) import HeadlessUIKit

/// Writes reports in the formats of docs/report-format.md. Same reports, same bytes.
public enum ReportWriter {
    /// The JSON report's schema name; it changes only when a field changes meaning (a field
    /// absent where it would be empty may be added under the same name).
    public static let jsonSchema = "transition-harness-report/1"

    /// The JSON report of docs/report-format.md.
    public static func json(_ reports: [TraceReport]) -> String {
        document(.json, reports)
    }

    /// The document `format` makes of `reports`, through a ``ReportStream`` held in memory.
    static func document(_ format: ReportStream.Format, _ reports: [TraceReport]) -> String {
        var bytes: [UInt8] = []
        let stream = ReportStream(format: format, spool: ReportSpool(memoryLimit: .max))
        do {
            for report in reports { try stream.add(report) { bytes.append(contentsOf: $0) } }
            try stream.finish { bytes.append(contentsOf: $0) }
        } catch {
            preconditionFailure("a report in memory cannot fail to be written: \(error)")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// One report as the `traces` array holds it, after a comma unless it is the `first`,
    /// given to `output` in pieces (a long timeline is never one string); its timeline is
    /// `spooled`'s rows when given.
    static func jsonFragment(
        _ report: TraceReport, first: Bool, timeline spooled: TimelineSpool? = nil,
        into output: ReportStream.Output
    ) throws(OutputFileError) {
        var json = JSONBuilder(depth: 2, hasMembers: !first)
        try write(report, to: &json, timeline: spooled, into: output)
        try output(Array(json.drain().utf8)[...])
    }

    /// One timeline row as a report's `timeline` array holds it.
    static func jsonFragment(_ row: TimelineRow, first: Bool) -> String {
        var json = JSONBuilder(depth: 4, hasMembers: !first)
        write(row, to: &json)
        return json.text
    }

    /// One input error as the `errors` array holds it.
    static func jsonFragment(_ error: ReportStream.InputError, first: Bool) -> String {
        var json = JSONBuilder(depth: 2, hasMembers: !first)
        json.openObject()
        json.field("file", error.file)
        json.field("error", error.message)
        json.field("exitCode", Int(error.exitCode))
        json.closeObject()
        return json.text
    }

    /// The document up to the `traces` array's opening bracket, with the counts of `stream`.
    static func jsonHeader(_ stream: ReportStream) -> String {
        var json = JSONBuilder()
        json.openObject()
        json.field("schema", jsonSchema)
        json.openObject("summary")
        json.field("traces", stream.reports)
        json.field("failedTraces", stream.failed)
        json.field("transitions", stream.transitions)
        json.field("violations", stream.violations)
        json.closeObject()
        json.openArray("traces")
        return json.text
    }

    /// Writes `report`, handing what is built to `output` whenever it passes 64 KiB after a
    /// transition or a timeline row; the rows of `spooled`, when given, stand for the
    /// report's own.
    private static func write(
        _ report: TraceReport, to json: inout JSONBuilder, timeline spooled: TimelineSpool?,
        into output: ReportStream.Output
    ) throws(OutputFileError) {
        json.openObject()
        json.field("file", report.file)
        json.field("name", report.name)
        json.field("animator", report.animator)
        json.field("policy", report.policy)
        if let scenario = report.scenario { json.field("scenario", scenario) }
        json.field("passed", report.passed)
        if !report.diagnostics.isEmpty {
            json.openArray("diagnostics")
            for diagnostic in report.diagnostics {
                json.openObject()
                json.field("code", diagnostic.code)
                json.field("subject", diagnostic.subject)
                json.field("message", diagnostic.message)
                json.field("time", diagnostic.time)
                json.field("frame", diagnostic.frame)
                json.closeObject()
            }
            json.closeArray()
        }
        json.field("fingerDownAtEnd", report.fingerDownAtEnd)
        json.openArray("expectationFailures")
        for failure in report.expectationFailures {
            json.openObject()
            json.field("key", failure.key)
            json.field("expected", failure.expected)
            json.field("found", failure.found)
            json.closeObject()
        }
        json.closeArray()
        json.openArray("sceneViolations")
        for violation in report.sceneViolations {
            write(violation, to: &json)
        }
        json.closeArray()
        json.openArray("transitions")
        for transition in report.transitions {
            write(transition, to: &json)
            if json.text.utf8.count >= 1 << 16 { try output(Array(json.drain().utf8)[...]) }
        }
        json.closeArray()
        if let spooled {
            json.openArray("timeline")
            try output(Array(json.drain().utf8)[...])
            try spooled.read(into: output)
            if spooled.rows > 0 { json.noteMember() }
            json.closeArray()
        } else if let rows = report.timeline {
            json.openArray("timeline")
            for row in rows {
                write(row, to: &json)
                if json.text.utf8.count >= 1 << 16 { try output(Array(json.drain().utf8)[...]) }
            }
            json.closeArray()
        }
        json.closeObject()
    }

    private static func write(_ row: TimelineRow, to json: inout JSONBuilder) {
        json.openObject()
        json.field("frame", row.frame)
        json.field("time", row.time)
        json.field("progress", row.progress)
        json.openArray("views")
        for view in row.views {
            json.openObject()
            json.field("role", view.role)
            json.field("x", view.x)
            json.field("y", view.y)
            json.field("alpha", view.alpha)
            json.field("transform", numbers: view.transform)
            json.closeObject()
        }
        json.closeArray()
        json.closeObject()
    }

    private static func write(_ transition: TransitionRecord, to json: inout JSONBuilder) {
        json.openObject()
        json.field("index", transition.index)
        json.field("operation", transition.operation.rawValue)
        json.field("outcome", transition.outcome?.rawValue)
        json.field("completedWith", transition.completedWith)
        json.field("policy", transition.policy)
        json.field("startTime", transition.startTime)
        json.field("releaseTime", transition.releaseTime)
        json.field("completionTime", transition.completionTime)
        json.field("progressAtRelease", transition.progressAtRelease)
        json.field("velocityAtRelease", transition.velocityAtRelease)
        json.field("completionDuration", transition.completionDuration)
        json.openArray("violations")
        for violation in transition.violations {
            write(violation, to: &json)
        }
        json.closeArray()
        json.openArray("calls")
        for call in transition.calls {
            json.openObject()
            json.field("time", call.time)
            json.field("frame", call.frame)
            json.field("receiver", call.receiver.rawValue)
            json.field("call", call.call)
            json.closeObject()
        }
        json.closeArray()
        json.closeObject()
    }

    private static func write(_ violation: Violation, to json: inout JSONBuilder) {
        json.openObject()
        json.field("contract", violation.contract.id)
        json.field("time", violation.time)
        json.field("frame", violation.frame)
        json.field("subject", violation.subject)
        json.field("expected", violation.expected)
        json.field("found", violation.found)
        json.closeObject()
    }
}

extension ReportStream {
    func addJSON(_ report: TraceReport, timeline: TimelineSpool?) throws(OutputFileError) {
        var range: Range<Int>?
        try ReportWriter.jsonFragment(report, first: traces.isEmpty, timeline: timeline) {
            bytes throws(OutputFileError) in
            let piece = try spool.append(bytes: bytes)
            range = (range?.lowerBound ?? piece.lowerBound)..<piece.upperBound
        }
        if let range { traces.append(range) }
    }

    /// The header (with the counts, known only now), the spooled traces, the errors if any.
    func finishJSON(into output: Output) throws(OutputFileError) {
        try write(ReportWriter.jsonHeader(self), into: output)
        if traces.isEmpty {
            try write("]", into: output)
        } else {
            try copy(traces, into: output)
            try write("\n  ]", into: output)
        }
        if !errors.isEmpty {
            try write(",\n  \"errors\": [", into: output)
            try copy(errors, into: output)
            try write("\n  ]", into: output)
        }
        try write("\n}\n", into: output)
    }
}
