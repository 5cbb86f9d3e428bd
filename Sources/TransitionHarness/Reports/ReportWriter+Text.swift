import Foundation
import GestureTrace
@_spi(Harness) import HeadlessUIKit

extension ReportWriter {
    /// The human report: a compact table per trace, then every violation and unmet
    /// expectation in full, then one summary line.
    public static func text(_ reports: [TraceReport]) -> String {
        document(.text, reports)
    }

    /// The table of one report, a line each.
    static func textTable(_ report: TraceReport) -> [String] {
        var lines: [String] = []
        let location = report.file ?? report.name
        let scenario = report.scenario.map { "  scenario \($0)" } ?? ""
        lines.append(
            "\(location)  animator \(report.animator)  policy \(report.policy)\(scenario)  \(report.passed ? "PASS" : "FAIL")"
        )
        if report.transitions.isEmpty {
            lines.append("  no transition started")
        } else {
            lines.append("  #  operation  outcome  completed  progress  velocity  completion  violations")
            for t in report.transitions {
                lines.append(
                    "  "
                        + [
                            pad(String(t.index), 1), pad(t.operation.rawValue, 9),
                            pad(t.outcome?.rawValue ?? "-", 7),
                            pad(t.completedWith.map { String($0) } ?? "never", 9),
                            pad(fixed(t.progressAtRelease, 3), 8), pad(fixed(t.velocityAtRelease, 1), 8),
                            pad(t.completionDuration.map { fixed($0, 3) + " s" } ?? "-", 10),
                            String(t.violations.count),
                        ].joined(separator: "  "))
            }
        }
        if report.fingerDownAtEnd {
            lines.append("  the trace ends with a finger down")
        }
        return lines
    }

    /// The violations and unmet expectations of one report, a line each, indented.
    static func textProblems(_ report: TraceReport) -> [String] {
        let location = report.file ?? report.name
        var problems: [String] = []
        for transition in report.transitions {
            for violation in transition.violations {
                problems.append("  \(location): transition \(transition.index): \(violation)")
            }
        }
        for violation in report.sceneViolations {
            problems.append("  \(location): \(violation)")
        }
        for failure in report.expectationFailures {
            problems.append("  \(location): \(failure)")
        }
        return problems
    }

    /// The diagnostics of one report, a line each, indented.
    static func textDiagnostics(_ report: TraceReport) -> [String] {
        report.diagnostics.map { "  \(report.file ?? report.name): \(describe($0))" }
    }

    /// A diagnostic as the reports show it: `[code] subject: message (at 0.250 s, frame 15)`.
    static func describe(_ diagnostic: ReplayDiagnostic) -> String {
        "[\(diagnostic.code)] \(diagnostic.subject): \(diagnostic.message) "
            + "(at \(fixed(diagnostic.time, 3)) s, frame \(diagnostic.frame))"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    private static func fixed(_ value: Double?, _ decimals: Int) -> String {
        guard let value else { return "-" }
        return String(format: "%.\(decimals)f", value)
    }
}

extension ReportStream {
    func addText(_ report: TraceReport, into output: Output) throws(OutputFileError) {
        try write(ReportWriter.textTable(report).joined(separator: "\n") + "\n", into: output)
        let problemLines = ReportWriter.textProblems(report)
        if !problemLines.isEmpty {
            problems.append(try spool.append(problemLines.joined(separator: "\n") + "\n"))
        }
        let diagnosticLines = ReportWriter.textDiagnostics(report)
        if !diagnosticLines.isEmpty {
            diagnosed.append(try spool.append(diagnosticLines.joined(separator: "\n") + "\n"))
        }
    }

    func finishText(into output: Output) throws(OutputFileError) {
        if !problems.isEmpty {
            try write("\nviolations and unmet expectations:\n", into: output)
            try copy(problems, into: output)
        }
        if !diagnosed.isEmpty {
            try write("\ndiagnostics (misuse UIKit raises on or logs; the replay went on):\n", into: output)
            try copy(diagnosed, into: output)
        }
        try write(
            "\n\(reports) replays, \(transitions) transitions: \(reports - failed) passed, \(failed) failed, "
                + "\(violations) violations\n", into: output)
    }
}
