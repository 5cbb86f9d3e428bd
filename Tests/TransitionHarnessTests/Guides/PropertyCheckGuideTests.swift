import GestureTrace
import PropertyTesting
import Testing
import TransitionHarness

/// How a user checks a property of their own over generated gestures, as docs/fuzzing.md
/// shows it: draw an input from the test case, check it, and let the report carry the
/// seed and the shrunk counterexample into the test's failure message.
@Suite struct PropertyCheckGuideTests {
    @Test func everyGeneratedTraceRoundTripsThroughTheWriterAndReader() {
        let generator = GestureGenerator()
        let report = PropertyCheck.run(seed: 2026, cases: 300) { attempt in
            var input = generator.draw(&attempt)
            guard !attempt.isAborted else { return .holds }
            input.trace.name = "generated"
            let bytes = TraceWriter.bytes(input.trace)
            guard let read = try? TraceReader().read(bytes: bytes, file: "generated.json").trace else {
                return .fails("the reader refused the writer's output")
            }
            return read == input.trace ? .holds : .fails("the trace changed on the round trip")
        }
        #expect(report.passed, "\(report)")
    }

    @Test func aBrokenPropertyReportsASmallReplayableCounterexample() throws {
        // A deliberately wrong belief: "no gesture is released past the middle".
        let generator = GestureGenerator()
        let property: (inout Attempt) -> PropertyResult = { attempt in
            let input = generator.draw(&attempt)
            guard let lift = input.trace.touches.last(where: { $0.phase == .ended }),
                let down = input.trace.touches.first
            else { return .holds }
            let transition = input.trace.resolvedTransition
            let progress = transition.progress(translationX: lift.x - down.x, y: lift.y - down.y)
            return progress > 0.5 ? .fails("released at progress \(progress)") : .holds
        }
        let report = PropertyCheck.run(seed: 1, cases: 2000, property)
        let counterexample = try #require(report.counterexample)
        let replayed = try #require(generator.input(replaying: counterexample.choices))
        #expect(replayed.trace.touches.count <= 3)
        #expect(PropertyCheck.replay(counterexample.choices, property) == .fails(counterexample.failure))
    }
}
