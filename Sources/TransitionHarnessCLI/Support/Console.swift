import Foundation

/// Where a command writes: standard output and standard error, or buffers in tests.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void
    /// Whether standard output is a terminal (progress lines redraw in place there).
    public var isTerminal: Bool
    /// The tool's name, as help, errors and the commands a command suggests spell it.
    public var toolName = TransitionHarnessTool.defaultName

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void, isTerminal: Bool)
    {
        self.out = out
        self.err = err
        self.isTerminal = isTerminal
    }

    /// The process's standard output and standard error; a failed write ends the process
    /// (``StandardStreams``: status 141 for a closed pipe, 73 otherwise).
    public static var standard: Console {
        _ = StandardStreams.closedAtStart
        return Console(
            out: { StandardStreams.writeLine($0, to: STDOUT_FILENO) },
            err: { StandardStreams.writeLine($0, to: STDERR_FILENO) },
            isTerminal: isatty(STDOUT_FILENO) == 1)
    }

    /// Prints one line to standard output.
    func print(_ line: String) { out(line) }

    /// Prints one line to standard error.
    func printError(_ line: String) { err(line) }
}
