@_spi(Harness) import HeadlessUIKit

extension ReportWriter {
    /// JUnit XML for CI systems: one test suite per animator, one test case per trace; a
    /// failing case lists its violations and unmet expectations.
    public static func junit(_ reports: [TraceReport]) -> String {
        var animators: [String] = []
        for report in reports where !animators.contains(report.animator) {
            animators.append(report.animator)
        }
        let failures = reports.filter { !$0.passed }.count
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        xml += #"<testsuites name="transition-harness" tests="\#(reports.count)" failures="\#(failures)">"# + "\n"
        for animator in animators {
            let suite = reports.filter { $0.animator == animator }
            let suiteFailures = suite.filter { !$0.passed }.count
            xml += #"  <testsuite name="\#(escape(animator))" tests="\#(suite.count)" failures="\#(suiteFailures)">"#
            xml += "\n"
            for report in suite {
                let name = escape(report.file ?? report.name)
                // Diagnostics go to the case's standard output, where CI systems show them.
                let output =
                    report.diagnostics.isEmpty
                    ? ""
                    : "      <system-out>\(escape(report.diagnostics.map(describe).joined(separator: "\n")))</system-out>\n"
                if report.passed {
                    if output.isEmpty {
                        xml += #"    <testcase classname="\#(escape(animator))" name="\#(name)"/>"# + "\n"
                    } else {
                        xml += #"    <testcase classname="\#(escape(animator))" name="\#(name)">"# + "\n"
                        xml += output + "    </testcase>\n"
                    }
                    continue
                }
                let problems =
                    report.violations.map(\.description) + report.expectationFailures.map(\.description)
                let first = problems.first ?? "failed"
                xml += #"    <testcase classname="\#(escape(animator))" name="\#(name)">"# + "\n"
                xml +=
                    #"      <failure message="\#(escape(first))">\#(escape(problems.joined(separator: "\n")))</failure>"#
                xml += "\n" + output + "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }

    /// Escapes the five XML special characters; drops control characters XML 1.0 forbids.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n", "\t", "\r": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20: continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
