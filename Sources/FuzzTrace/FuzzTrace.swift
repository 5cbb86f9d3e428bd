// The libFuzzer entry point for the trace reader and writer (docs/fuzzing.md, "libFuzzer").
//
// For every input libFuzzer makes, it reads the bytes as a trace file; when they are a
// valid trace, it writes the trace in canonical form, reads that back, and traps unless
// the trace comes back equal and its canonical bytes are a fixpoint. A trap is what
// libFuzzer reports as a crash (with SWIFT_BACKTRACE=enable=no; toolchain-notes §4.4).
//
// Built with `swift build -c release --sanitize=fuzzer --product FuzzTrace` (SwiftPM then
// adds -parse-as-library and libFuzzer's main); scripts/fuzz-trace-reader.sh runs it. A
// plain `swift build` makes a binary that does nothing and exits 0.
//
// A second entry point that replays fuzzed traces against an animator belongs in a target
// of its own, once the replay exists.
import GestureTrace

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTraceReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let input = UnsafeRawBufferPointer(start: data, count: size)
    let file = "fuzz-input.json"
    guard let document = try? TraceReader().read(buffer: input, file: file) else { return 0 }
    let written = TraceWriter.bytes(document.trace)
    let reread: TraceDocument
    do {
        reread = try TraceReader().read(bytes: written, file: file)
    } catch {
        fatalError("the reader refused the writer's output: \(error)")
    }
    guard reread.trace == document.trace else {
        fatalError("the trace changed on a write and read round trip")
    }
    guard TraceWriter.bytes(reread.trace) == written else {
        fatalError("the canonical form is not a fixpoint")
    }
    return 0
}
