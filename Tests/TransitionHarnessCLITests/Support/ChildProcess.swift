import Foundation

/// Runs the built tool in a child process of its own and measures it: its exit status and
/// its peak resident memory, the VmHWM of /proc/PID/status read every few milliseconds until
/// it exits (wait4's ru_maxrss will not do: after a vfork-style spawn it counts the parent's
/// memory too). The last reading misses only what the last milliseconds add.
enum ChildProcess {
    struct Outcome {
        var status: Int32
        /// Peak resident set size, in bytes.
        var peakBytes: Int
    }

    /// Runs `executable` with `arguments`, standard output to `output` (or /dev/null).
    static func run(_ executable: String, _ arguments: [String], output: String = "/dev/null") throws -> Outcome {
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        var status: Int32 = 0
        var peak = 0
        while true {
            if let kilobytes = highWaterMark(of: pid) { peak = max(peak, kilobytes * 1024) }
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { break }
            if reaped < 0, errno != EINTR { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EINVAL) }
            usleep(2_000)
        }
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Outcome(status: exitStatus, peakBytes: peak)
    }

    /// VmHWM of a running process, in kB; nil once it has exited.
    static func highWaterMark(of pid: pid_t) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }
}
