import Foundation

/// SIGINT and SIGTERM as a request to stop: the first is recorded for the command to see
/// between cases (``received``); a second one ends the process at once with 128 + the
/// signal's number, as the default action would have.
final class StopSignals: @unchecked Sendable {
    static let handled: [Int32] = [SIGINT, SIGTERM]
    // Guarded by `lock`.
    private var first: Int32?
    private let lock = NSLock()
    private var sources: [any DispatchSourceSignal] = []

    init() {
        for number in Self.handled {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in self?.record(number) }
            source.resume()
            sources.append(source)
        }
    }

    /// The first signal received, if any.
    var received: Int32? { lock.withLock { first } }

    /// The exit code a stop by `signal` gives: 130 for SIGINT, 143 for SIGTERM.
    static func exitCode(for signal: Int32) -> ExitCode {
        signal == SIGINT ? .interrupted : .terminated
    }

    static func name(of signal: Int32) -> String { signal == SIGINT ? "SIGINT" : "SIGTERM" }

    /// Restores the default actions.
    func cancel() {
        for source in sources { source.cancel() }
        for number in Self.handled { signal(number, SIG_DFL) }
    }

    private func record(_ number: Int32) {
        let again = lock.withLock { () -> Bool in
            defer { if first == nil { first = number } }
            return first != nil
        }
        if again { exit(128 + number) }
    }
}

/// A fuzz worker ends when the process that started it does: on Linux the kernel kills it
/// (PR_SET_PDEATHSIG); everywhere, a thread checks every 0.2 s whether its parent changed
/// (a process whose parent died is adopted by another), which also covers the moment
/// between the start and the prctl call.
enum ParentWatch {
    static func start() {
        let parent = getppid()
        #if os(Linux)
            _ = setParentDeathSignal(1, UInt(SIGKILL))  // PR_SET_PDEATHSIG is 1 (linux/prctl.h)
        #endif
        guard getppid() == parent else { exit(ExitCode.failure.rawValue) }
        Thread.detachNewThread {
            while true {
                usleep(200_000)
                if getppid() != parent { _exit(ExitCode.failure.rawValue) }
            }
        }
    }
}

#if os(Linux)
    // prctl(2) is variadic in C, which Swift cannot call; on Linux every argument is an
    // integer in a register either way, so it is declared here with two.
    @_silgen_name("prctl")
    private func setParentDeathSignal(_ option: Int32, _ signal: UInt) -> Int32
#endif
