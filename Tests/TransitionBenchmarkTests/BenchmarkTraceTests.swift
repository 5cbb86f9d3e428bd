import GestureTrace
import Testing

@testable import transition_benchmark

@Suite struct BenchmarkTraceTests {
    @Test(arguments: [1, 2, 25, 1_000, 10_000])
    func generatedTracesAreValidAndReadBackUnchanged(samples: Int) throws {
        let trace = BenchmarkTrace.trace(samples: samples)
        #expect(trace.touches.count == samples)
        try trace.validate(file: "benchmark-\(samples)")
        let document = try TraceReader().read(bytes: TraceWriter.bytes(trace), file: "benchmark.json")
        #expect(document.trace == trace)
        #expect(document.warnings.isEmpty)
    }

    @Test func theSameSeedGivesTheSameBytes() {
        #expect(BenchmarkTrace.bytes(samples: 500) == BenchmarkTrace.bytes(samples: 500))
        #expect(BenchmarkTrace.bytes(samples: 500, seed: 1) != BenchmarkTrace.bytes(samples: 500, seed: 2))
    }

    @Test func samplesHaveTheDocumentedShape() {
        let touches = BenchmarkTrace.trace(samples: 5_000).touches
        #expect(touches.allSatisfy { $0.id == 0 && $0.force == nil })
        #expect(touches.allSatisfy { ($0.t * 1e6).rounded() / 1e6 == $0.t })
        #expect(touches.allSatisfy { ($0.x * 100).rounded() / 100 == $0.x && ($0.y * 100).rounded() / 100 == $0.y })
        #expect(Set(touches.map(\.phase)) == Set(TouchPhase.allCases))
    }

    @Test func theJSONCTreeBaselineReadsTheSameSamples() throws {
        let trace = BenchmarkTrace.trace(samples: 2_000)
        let bytes = TraceWriter.bytes(trace) + [0]
        let samples = try bytes.withUnsafeBytes { buffer in try JSONCTreeBaseline.samples(buffer) }
        #expect(samples == trace.touches)
    }

    @Test func theJSONCTreeBaselineRefusesInputWithoutATerminatingNUL() {
        #expect(throws: BenchmarkError.self) {
            try Array("{}".utf8).withUnsafeBytes { buffer in try JSONCTreeBaseline.samples(buffer) }
        }
    }
}
