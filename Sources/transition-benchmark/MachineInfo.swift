import Foundation

/// The machine a run was made on, for the JSON output and the table's first line. Read
/// from Foundation and from Linux's `/proc` and `/etc/os-release`; what cannot be read is
/// reported as unknown.
struct MachineInfo {
    var cores: Int
    var memoryBytes: Int
    var cpu: String
    var os: String
    var kernel: String
    var swiftCompiler: String
    /// The 1-minute load average when the run started: more than about 1 on this 2-core
    /// machine means other work competed with the benchmark.
    var loadAverage: Double?

    static func current() -> MachineInfo {
        let info = ProcessInfo.processInfo
        return MachineInfo(
            cores: info.activeProcessorCount,
            memoryBytes: Int(clamping: info.physicalMemory),
            cpu: field("model name", in: "/proc/cpuinfo", separator: ":") ?? "unknown",
            os: field("PRETTY_NAME", in: "/etc/os-release", separator: "=")?
                .trimmingCharacters(in: CharacterSet(charactersIn: "\"")) ?? info.operatingSystemVersionString,
            kernel: (try? String(contentsOfFile: "/proc/sys/kernel/osrelease", encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines) ?? "unknown",
            swiftCompiler: compilerVersion,
            loadAverage: (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?
                .split(separator: " ").first.flatMap { Double($0) }
        )
    }

    var json: JSONOutput {
        .object([
            "cores": .integer(cores),
            "memoryBytes": .integer(memoryBytes),
            "cpu": .string(cpu),
            "os": .string(os),
            "kernel": .string(kernel),
            "swiftCompiler": .string(swiftCompiler),
            "loadAverageAtStart": .optional(loadAverage),
        ])
    }

    var summary: String {
        "\(cores) cores, \(Format.fixed(Double(memoryBytes) / 1_073_741_824, 1)) GiB, \(cpu), \(os), "
            + "Swift \(swiftCompiler), load \(loadAverage.map { Format.fixed($0, 2) } ?? "unknown") at start"
    }

    /// The first `key<separator>value` line's value in a text file.
    private static func field(_ key: String, in path: String, separator: Character) -> String? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") {
            guard let index = line.firstIndex(of: separator),
                line[..<index].trimmingCharacters(in: .whitespaces) == key
            else { continue }
            return line[line.index(after: index)...].trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    /// The version of the compiler that built the benchmark, as far as `#if compiler` can
    /// tell (no process is started to ask a toolchain that may not be the one used).
    private static var compilerVersion: String {
        #if compiler(>=6.4)
            return ">= 6.4"
        #elseif compiler(>=6.3.1)
            return "6.3.1"
        #elseif compiler(>=6.3)
            return "6.3"
        #elseif compiler(>=6.2)
            return "6.2"
        #else
            return "< 6.2"
        #endif
    }
}
