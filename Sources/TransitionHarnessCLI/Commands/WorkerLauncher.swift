import Foundation

/// How `fuzz --jobs` starts its workers, and the hooks tests use to stop or kill them.
package struct WorkerLauncher: Sendable {
    /// The executable to run: this process's own by default (`/proc/self/exe`, else
    /// `CommandLine.arguments[0]`).
    package var executable: String
    /// Variables added to the workers' environment.
    package var environment: [String: String]
    /// Test hook: a worker traps just before running this case
    /// (`TRANSITION_HARNESS_FUZZ_CRASH_AT_CASE`), so tests can kill one.
    package var crashCase: UInt64?
    /// Test hook: the campaign stops as SIGINT stops it once this process has run this many
    /// cases (in-process tests cannot send themselves a signal safely).
    package var stopAfterCases: Int?

    package init(executable: String? = nil, environment: [String: String] = [:]) {
        self.executable =
            executable ?? (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        self.environment = environment
        crashCase = ProcessInfo.processInfo.environment[Self.crashCaseVariable].flatMap { UInt64($0) }
    }

    package static let crashCaseVariable = "TRANSITION_HARNESS_FUZZ_CRASH_AT_CASE"
}
