/// The exit codes of `transition-harness`, for every command (the sysexits.h values where one
/// fits).
public enum ExitCode: Int32, Sendable, CaseIterable {
    /// Everything checked held.
    case success = 0
    /// A check, expectation or contract failed.
    case failure = 1
    /// The command line was wrong (EX_USAGE).
    case usage = 64
    /// A trace or other input file was invalid (EX_DATAERR).
    case dataError = 65
    /// A file was missing or unreadable (EX_NOINPUT).
    case noInput = 66
    /// The harness could not write an output file (EX_CANTCREAT).
    case cannotCreate = 73
    /// Stopped by SIGINT (128 + 2); `fuzz` wrote what it found first.
    case interrupted = 130
    /// Standard output's reader went away (128 + SIGPIPE), with SIGPIPE ignored.
    case brokenPipe = 141
    /// Stopped by SIGTERM (128 + 15); `fuzz` wrote what it found first.
    case terminated = 143
}
