import Foundation
import TransitionHarnessCLI

/// A console that keeps what a command prints, for in-process command tests.
final class CapturedConsole: @unchecked Sendable {
    // Guarded by `lock`; commands print from one thread, but the closures must be Sendable.
    private let lock = NSLock()
    private var outLines: [String] = []
    private var errLines: [String] = []

    var console: Console {
        Console(
            out: { line in self.lock.withLock { self.outLines.append(line) } },
            err: { line in self.lock.withLock { self.errLines.append(line) } },
            isTerminal: false)
    }

    var out: String { lock.withLock { outLines.joined(separator: "\n") } }
    var err: String { lock.withLock { errLines.joined(separator: "\n") } }

    /// Runs the tool in-process with `arguments`.
    @MainActor static func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
        let captured = CapturedConsole()
        let code = TransitionHarnessTool.main(arguments, console: captured.console)
        return (code, captured.out, captured.err)
    }
}
