import GestureTrace
import PropertyTesting
import Testing

@testable import TransitionHarness

@Suite struct GestureGeneratorOperationsTests {
    @Test(arguments: Trace.Transition.Operation.allCases)
    func aGeneratorForSomeOperationsMakesOnlyThose(operation: Trace.Transition.Operation) {
        let generator = GestureGenerator(operations: [operation])
        for index in 0..<200 as Range<UInt64> {
            var attempt = Attempt(random: .forCase(seed: 5, index: index))
            let input = generator.draw(&attempt)
            #expect(input.trace.resolvedTransition.operation == operation)
            #expect(throws: Never.self) { try input.trace.validate() }
        }
    }

    @Test func allOperationsDrawExactlyWhatTheDefaultGeneratorDraws() {
        let all = GestureGenerator(operations: Set(Trace.Transition.Operation.allCases))
        for index in 0..<100 as Range<UInt64> {
            var first = Attempt(random: .forCase(seed: 2, index: index))
            var second = Attempt(random: .forCase(seed: 2, index: index))
            #expect(all.draw(&first) == GestureGenerator().draw(&second))
        }
    }
}
