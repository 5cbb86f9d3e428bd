import Foundation
@_spi(Harness) import HeadlessUIKit

extension ReportWriter {
    /// The human report: a compact table per trace, then every violation and unmet
    /// expectation in full, then one summary line.
    public static func text(_ reports: [TraceReport]) -> String {
        var lines: [String] = []
        var problems: [String] = []
        for report in reports {
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
            for transition in report.transitions {
                for violation in transition.violations {
                    problems.append("\(location): transition \(transition.index): \(violation)")
                }
            }
            for violation in report.sceneViolations {
                problems.append("\(location): \(violation)")
            }
            for failure in report.expectationFailures {
                problems.append("\(location): \(failure)")
            }
        }
        if !problems.isEmpty {
            lines.append("")
            lines.append("violations and unmet expectations:")
            lines.append(contentsOf: problems.map { "  " + $0 })
        }
        let diagnosed = reports.flatMap { report in
            report.diagnostics.map { "  \(report.file ?? report.name): \(describe($0))" }
        }
        if !diagnosed.isEmpty {
            lines.append("")
            lines.append("diagnostics (misuse UIKit raises on or logs; the replay went on):")
            lines.append(contentsOf: diagnosed)
        }
        let failed = reports.filter { !$0.passed }.count
        let transitions = reports.reduce(0) { $0 + $1.transitions.count }
        let violations = reports.reduce(0) { $0 + $1.violations.count }
        lines.append("")
        lines.append(
            "\(reports.count) replays, \(transitions) transitions: \(reports.count - failed) passed, \(failed) failed, "
                + "\(violations) violations")
        return lines.joined(separator: "\n") + "\n"
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
