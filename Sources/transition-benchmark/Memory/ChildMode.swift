import Foundation
import GestureTrace

/// `transition-benchmark --child MODE [FILE]`: the work whose peak memory the memory
/// section measures, each in a fresh process so one peak does not hide another. The child
/// does its work, then prints one line, `samples=N peak=BYTES`, with the `VmHWM` of
/// `/proc/self/status` read at the end.
enum ChildMode: String, CaseIterable, Sendable {
    /// Nothing: the process's own footprint (runtime, Foundation, json-c), subtracted to see
    /// what reading costs.
    case baseline
    /// ``TraceReader`` reading the file, as `transition-harness validate` does.
    case read
    /// ``TraceReader`` with its fast sample path off (every sample through json-c); not
    /// measured by the memory section, there for profiling (docs/performance.md).
    case readWithoutFastPath = "read-without-fast-path"
    /// The whole file in memory, json-c's tree of it, the walk, the free.
    case jsoncTree = "jsonc-tree"
    /// The whole file as `Data`, then `JSONDecoder`.
    case foundation

    var needsFile: Bool { self != .baseline }

    /// Runs the mode in this process and returns the line to print.
    func run(file: String?) throws(BenchmarkError) -> String {
        var samples = 0
        switch self {
        case .baseline:
            break
        case .read, .readWithoutFastPath:
            let reader = TraceReader(
                limits: BenchmarkContext.limits, chunkSize: 1 << 20, fastSamples: self == .read)
            do {
                samples = try reader.read(contentsOfFile: file ?? "").trace.touches.count
            } catch {
                // The description starts with "error: ", which the tool's message adds itself.
                throw BenchmarkError(String(error.description.trimmingPrefix("error: ")))
            }
        case .jsoncTree:
            let buffer = try Self.contentsWithNUL(file ?? "")
            defer { buffer.deallocate() }
            samples = try JSONCTreeBaseline.samples(UnsafeRawBufferPointer(buffer)).count
        case .foundation:
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: file ?? ""))
            } catch {
                throw BenchmarkError("cannot read \(file ?? ""): \(error)")
            }
            samples = try FoundationBaseline.document(data).touches.count
        }
        guard let status = ProcessStatus.current() else {
            throw BenchmarkError("no /proc/self/status: peak memory is measured on Linux only")
        }
        return "samples=\(samples) peak=\(status.peakResidentBytes)"
    }

    /// A file's bytes and a NUL, read into one buffer (no second copy to inflate the peak).
    private static func contentsWithNUL(_ path: String) throws(BenchmarkError) -> UnsafeMutableRawBufferPointer {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw BenchmarkError("cannot open \(path)") }
        defer { try? handle.close() }
        let size: Int
        do {
            size = Int(try handle.seekToEnd())
            try handle.seek(toOffset: 0)
        } catch {
            throw BenchmarkError("cannot read \(path): \(error)")
        }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size + 1, alignment: 16)
        var filled = 0
        while filled < size {
            let count = pread(handle.fileDescriptor, buffer.baseAddress! + filled, size - filled, off_t(filled))
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                buffer.deallocate()
                throw BenchmarkError("cannot read \(path)")
            }
            filled += count
        }
        buffer[size] = 0
        return buffer
    }
}

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
