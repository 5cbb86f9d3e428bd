import Foundation

/// Where a command writes: standard output and standard error, or buffers in tests.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void
    /// Whether standard output is a terminal (progress lines redraw in place there).
    public var isTerminal: Bool

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void, isTerminal: Bool)
    {
        self.out = out
        self.err = err
        self.isTerminal = isTerminal
    }

    /// The process's standard output and standard error.
    public static var standard: Console {
        Console(
            out: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
            err: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
            isTerminal: isatty(STDOUT_FILENO) == 1)
    }

    /// Prints one line to standard output.
    func print(_ line: String) { out(line) }

    /// Prints one line to standard error.
    func printError(_ line: String) { err(line) }
}
