@_spi(Harness) import HeadlessUIKit

/// Writes reports in the formats of docs/report-format.md. Same reports, same bytes.
public enum ReportWriter {
    /// The JSON report's schema name; it changes only when a field changes meaning (a field
    /// absent where it would be empty may be added under the same name).
    public static let jsonSchema = "transition-harness-report/1"

    /// The JSON report of docs/report-format.md.
    public static func json(_ reports: [TraceReport]) -> String {
        var json = JSONBuilder()
        json.openObject()
        json.field("schema", jsonSchema)
        json.openObject("summary")
        json.field("traces", reports.count)
        json.field("failedTraces", reports.filter { !$0.passed }.count)
        json.field("transitions", reports.reduce(0) { $0 + $1.transitions.count })
        json.field("violations", reports.reduce(0) { $0 + $1.violations.count })
        json.closeObject()
        json.openArray("traces")
        for report in reports {
            write(report, to: &json)
        }
        json.closeArray()
        json.closeObject()
        return json.text + "\n"
    }

    private static func write(_ report: TraceReport, to json: inout JSONBuilder) {
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
        }
        json.closeArray()
        if let timeline = report.timeline {
            json.openArray("timeline")
            for row in timeline {
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
            json.closeArray()
        }
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
