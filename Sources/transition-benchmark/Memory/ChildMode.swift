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
