import Foundation
import GestureTrace

/// One generated input, held once and shared by every parser in a run: the canonical bytes
/// of ``BenchmarkTrace`` in memory (followed by a NUL that only json-c is given), the
/// same bytes as `Data` for Foundation, the trace they encode for checking results, and a
/// file with the same bytes.
final class BenchmarkInput {
    let samples: Int
    let trace: Trace
    /// The canonical bytes plus one NUL.
    private let storage: UnsafeMutableRawBufferPointer
    let data: Data
    let path: String

    /// Generates the input and writes its file into `directory`.
    init(samples: Int, directory: String) throws(BenchmarkError) {
        self.samples = samples
        trace = BenchmarkTrace.trace(samples: samples)
        let bytes = TraceWriter.bytes(trace)
        storage = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count + 1, alignment: 16)
        storage.copyBytes(from: bytes)
        storage[bytes.count] = 0
        data = Data(bytes)
        path = directory + "/trace-\(samples).json"
        do {
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            storage.deallocate()
            throw BenchmarkError("cannot write \(path): \(error)")
        }
    }

    deinit {
        storage.deallocate()
    }

    /// The size of the trace in bytes (without the NUL).
    var byteCount: Int { storage.count - 1 }

    /// The trace's bytes.
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: storage[0..<byteCount]) }

    /// The trace's bytes and a final NUL, for json-c.
    var bytesWithNUL: UnsafeRawBufferPointer { UnsafeRawBufferPointer(storage) }
}
