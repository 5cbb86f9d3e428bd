import TestSupport
import Testing

@testable import GestureTrace

/// Randomly damaged traces read alike whatever the window size and whichever sample path
/// reads them: the same trace, or an error at the same place and of the same kind.
///
/// The wording of a syntax error may differ: json-c words some errors differently when a
/// token reaches it in two pieces (the malformed-input table holds the wording fixed for
/// its inputs). This test found that json-c 0.16 accepts `0` followed by `-4946` in the
/// next piece as the number 0; the lexical checker now refuses it.
@Suite struct TraceReaderWindowTests {
    static func sameOutcome(_ a: Result<TraceDocument, TraceError>, _ b: Result<TraceDocument, TraceError>) -> Bool {
        switch (a, b) {
        case (.success(let a), .success(let b)): return a == b && a.trace.numberBits == b.trace.numberBits
        case (.failure(let a), .failure(let b)): return a.location == b.location && a.kind == b.kind && a.file == b.file
        default: return false
        }
    }

    @Test(arguments: 0..<4 as Range<UInt64>)
    func damagedTracesReadAlikeInEveryWindowSize(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let alphabet =
            Array(#"0123456789.eE+-"\,:{}[] tnfxyidphasNIu"#.utf8) + [
                0x00, 0x0A, 0x1F, 0x7F, 0xC3, 0xA9, 0xFF, 0xED, 0xF4,
            ]
        var failures = 0
        for index in 0..<300 {
            var bytes = TraceWriter.bytes(TraceGenerator.trace(using: &random))
            for _ in 0..<Int.random(in: 1...4, using: &random) where !bytes.isEmpty {
                let position = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0: bytes[position] = alphabet.randomElement(using: &random)!
                case 1: bytes.insert(alphabet.randomElement(using: &random)!, at: position)
                case 2: bytes.remove(at: position)
                default: bytes.removeSubrange(position...)
                }
            }
            let reference = FastSampleTests.outcome(FastSampleTests.jsoncOnly, bytes)
            let chunkSize = Int.random(in: 1...9, using: &random)
            let readers = [
                TraceReader(),
                TraceReader(limits: .standard, chunkSize: chunkSize),
                TraceReader(limits: .standard, chunkSize: chunkSize, fastSamples: false),
            ]
            for reader in readers where !Self.sameOutcome(reference, FastSampleTests.outcome(reader, bytes)) {
                failures += 1
                Issue.record(
                    "seed \(seed), input \(index), chunk size \(chunkSize): \(String(decoding: bytes, as: UTF8.self))")
            }
            if failures > 2 { return }
        }
    }
}
