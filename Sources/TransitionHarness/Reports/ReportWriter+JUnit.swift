@_spi(Harness) import HeadlessUIKit

extension ReportWriter {
    /// JUnit XML for CI systems: one test suite per animator, one test case per trace; a
    /// failing case lists its violations and unmet expectations.
    public static func junit(_ reports: [TraceReport]) -> String {
        document(.junit, reports)
    }

    /// One report's `<testcase>`, with its newline.
    static func junitCase(_ report: TraceReport) -> String {
        let animator = escape(report.animator)
        let name = escape(report.file ?? report.name)
        // Diagnostics go to the case's standard output, where CI systems show them.
        let output =
            report.diagnostics.isEmpty
            ? ""
            : "      <system-out>\(escape(report.diagnostics.map(describe).joined(separator: "\n")))</system-out>\n"
        if report.passed {
            if output.isEmpty {
                return #"    <testcase classname="\#(animator)" name="\#(name)"/>"# + "\n"
            }
            return #"    <testcase classname="\#(animator)" name="\#(name)">"# + "\n" + output + "    </testcase>\n"
        }
        let problems = report.violations.map(\.description) + report.expectationFailures.map(\.description)
        let first = problems.first ?? "failed"
        return #"    <testcase classname="\#(animator)" name="\#(name)">"# + "\n"
            + #"      <failure message="\#(escape(first))">\#(escape(problems.joined(separator: "\n")))</failure>"#
            + "\n" + output + "    </testcase>\n"
    }

    /// The name of the suite that lists the traces that could not be replayed.
    static let inputErrorSuite = "invalid traces"

    /// A trace that could not be replayed, as an `<error>` case of ``inputErrorSuite``.
    static func junitCase(_ error: ReportStream.InputError) -> String {
        #"    <testcase classname="\#(inputErrorSuite)" name="\#(escape(error.file))">"# + "\n"
            + #"      <error message="\#(escape(error.message))" type="exit \#(error.exitCode)"/>"# + "\n"
            + "    </testcase>\n"
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

extension ReportStream {
    func addJUnit(_ report: TraceReport) throws(OutputFileError) {
        let range = try spool.append(ReportWriter.junitCase(report))
        let index =
            suites.firstIndex { $0.animator == report.animator }
            ?? {
                suites.append((report.animator, [], 0, 0))
                return suites.count - 1
            }()
        suites[index].cases.append(range)
        suites[index].tests += 1
        if !report.passed { suites[index].failures += 1 }
    }

    /// The header (with the counts, known only now), then each animator's suite with its
    /// spooled cases, then the suite of traces that could not be replayed, if any.
    func finishJUnit(into output: Output) throws(OutputFileError) {
        let errorsAttribute = errorCount > 0 ? #" errors="\#(errorCount)""# : ""
        try write(
            #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
                + #"<testsuites name="transition-harness" tests="\#(reports + errorCount)" failures="\#(failed)"\#(errorsAttribute)>"#
                + "\n", into: output)
        for suite in suites {
            let name = ReportWriter.escape(suite.animator)
            try write(
                #"  <testsuite name="\#(name)" tests="\#(suite.tests)" failures="\#(suite.failures)">"# + "\n",
                into: output)
            try copy(suite.cases, into: output)
            try write("  </testsuite>\n", into: output)
        }
        if errorCount > 0 {
            try write(
                #"  <testsuite name="\#(ReportWriter.inputErrorSuite)" tests="\#(errorCount)" failures="0" errors="\#(errorCount)">"#
                    + "\n", into: output)
            try copy(errors, into: output)
            try write("  </testsuite>\n", into: output)
        }
        try write("</testsuites>\n", into: output)
    }
}
