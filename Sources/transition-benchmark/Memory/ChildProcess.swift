import Foundation

/// Runs a ``ChildMode`` in a new process of this executable and reads its line.
enum ChildProcess {
    struct Result {
        var samples: Int
        var peakBytes: Int
    }

    static func run(_ mode: ChildMode, file: String?) throws(BenchmarkError) -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executablePath)
        process.arguments = ["--child", mode.rawValue] + (file.map { [$0] } ?? [])
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw BenchmarkError("cannot start \(executablePath): \(error)")
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let diagnostics = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw BenchmarkError(
                "child \(mode.rawValue) failed (status \(process.terminationStatus)): \(diagnostics)")
        }
        var fields: [Substring: Int] = [:]
        for pair in text.split(whereSeparator: \.isWhitespace) {
            let parts = pair.split(separator: "=")
            if parts.count == 2, let value = Int(parts[1]) { fields[parts[0]] = value }
        }
        guard let samples = fields["samples"], let peak = fields["peak"] else {
            throw BenchmarkError("child \(mode.rawValue) printed \(text.debugDescription)")
        }
        return Result(samples: samples, peakBytes: peak)
    }

    /// This executable: `/proc/self/exe` on Linux, else the path it was started by.
    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
