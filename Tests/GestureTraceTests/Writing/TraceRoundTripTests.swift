import TestSupport
import Testing

@testable import GestureTrace

/// read(write(t)) == t and write(read(write(t))) == write(t), over generated traces.
@Suite struct TraceRoundTripTests {
    static let tracesPerSeed = 500

    @Test(arguments: 0..<8 as Range<UInt64>)
    func generatedTracesSurviveWriteThenRead(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let reader = TraceReader()
        let smallWindows = TraceReader(limits: .standard, chunkSize: 7)
        for index in 0..<Self.tracesPerSeed {
            let trace = TraceGenerator.trace(using: &random)
            try trace.validate(file: "seed \(seed) trace \(index)")
            let written = TraceWriter.bytes(trace)
            let context = Comment(
                rawValue: "seed \(seed), trace \(index):\n" + String(decoding: written, as: UTF8.self))
            let document = try reader.read(bytes: written, file: "generated.json")
            #expect(document.trace == trace, context)
            #expect(document.trace.numberBits == trace.numberBits, context)
            #expect(document.warnings.isEmpty, context)
            let rewritten = TraceWriter.bytes(document.trace)
            #expect(rewritten == written, context)
            if index % 10 == 0 {
                #expect(try smallWindows.read(bytes: written, file: "generated.json") == document, context)
            }
            if document.trace != trace || rewritten != written || document.trace.numberBits != trace.numberBits {
                return  // one report per seed
            }
        }
    }

    @Test func theGeneratorMakesVariedTraces() {
        var random = SeededGenerator(seed: 1)
        let traces = (0..<200).map { _ in TraceGenerator.trace(using: &random) }
        #expect(traces.contains { $0.touches.contains { $0.id > 1000 } })
        #expect(traces.contains { $0.touches.contains { $0.x.sign == .minus && $0.x == 0 } })
        #expect(traces.contains { $0.touches.contains { $0.x.isSubnormal } })
        #expect(traces.contains { $0.name?.contains("\u{0}") == true })
        #expect(traces.contains { $0.expect?.outcome == [] })
        #expect(traces.contains { $0.transition == Trace.Transition() })
        #expect(traces.contains { $0.touches.contains { $0.phase == .stationary } })
    }
}
