import GestureTrace
import Testing

@testable import TransitionHarness

@Suite struct TraceShrinkerTests {
    /// A fake property: breaks final-state-cancelled when some finger lifts (ended) right of
    /// x = 100; it does not care about anything else in the trace.
    static func liftsFarRight(_ trace: Trace, _ scenario: FuzzScenario) -> FuzzFailure? {
        trace.touches.contains { $0.phase == .ended && $0.x > 100 }
            ? FuzzFailure(contract: .finalStateCancelled, message: "lifted right of 100") : nil
    }

    /// Two fingers, a hold, several moves, a lift far right.
    static let trace: Trace = {
        var touches: [TouchSample] = [TouchSample(t: 0, phase: .began, x: 1, y: 400)]
        for step in 1...10 {
            touches.append(TouchSample(t: Double(step) / 60, phase: .moved, x: Double(step) * 15, y: 400))
        }
        touches.append(TouchSample(t: 11.0 / 60, phase: .began, x: 50, y: 500, id: 1))
        touches.append(TouchSample(t: 12.0 / 60, phase: .stationary, x: 150, y: 400))
        touches.append(TouchSample(t: 12.0 / 60, phase: .ended, x: 50, y: 500, id: 1))
        touches.append(TouchSample(t: 13.0 / 60, phase: .ended, x: 150, y: 400))
        return Trace(screen: Trace.Screen(width: 390, height: 844, scale: 3), touches: touches)
    }()

    @Test func deletingSamplesLeavesTheFewestThatStillFailAndAreValid() throws {
        let result = try #require(
            TraceShrinker().shrink(
                Self.trace, scenario: .default, contract: .finalStateCancelled, property: Self.liftsFarRight))
        #expect(result.trace.touches.map(\.phase) == [.began, .ended])
        #expect(result.trace.touches.last?.x == 150)
        #expect(result.originalSampleCount == Self.trace.touches.count)
        #expect(result.failure.contracts == [.finalStateCancelled])
        #expect(throws: Never.self) { try result.trace.validate() }
    }

    @Test func aTraceThatDoesNotFailTheContractIsNotShrunk() {
        #expect(
            TraceShrinker().shrink(
                Self.trace, scenario: .default, contract: .completeOnce, property: Self.liftsFarRight)
                == nil)
        var passing = Self.trace
        passing.touches = Array(passing.touches.prefix(3))
        #expect(
            TraceShrinker().shrink(
                passing, scenario: .default, contract: .finalStateCancelled, property: Self.liftsFarRight)
                == nil)
    }

    @Test func theBudgetBoundsThePropertyCalls() throws {
        var calls = 0
        let counting: FuzzCampaign.Property = { trace, scenario in
            calls += 1
            return Self.liftsFarRight(trace, scenario)
        }
        let result = try #require(
            TraceShrinker(budget: 3).shrink(
                Self.trace, scenario: .default, contract: .finalStateCancelled, property: counting))
        #expect(calls <= 3)
        #expect(result.calls == calls)
    }

    @Test func theRegressionFileNamesTheContractAndCarriesTheScenario() throws {
        let scenario = FuzzScenario(completionSpeed: 2)
        var result = try #require(
            TraceShrinker().shrink(
                Self.trace, scenario: scenario, contract: .finalStateCancelled, property: Self.liftsFarRight))
        result.animator = "slide"
        let trace = result.regressionTrace
        #expect(result.fileName.hasPrefix("final-state-cancelled-"))
        #expect(trace.name == result.regressionName)
        #expect(FuzzFinding.scenario(fromNotes: trace.notes) == scenario)
        #expect(FuzzFinding.contract(fromNotes: trace.notes) == .finalStateCancelled)
        #expect(FuzzFinding.animator(fromNotes: trace.notes) == "slide")
        #expect(FuzzFinding.choices(fromNotes: trace.notes) == nil)
    }
}
