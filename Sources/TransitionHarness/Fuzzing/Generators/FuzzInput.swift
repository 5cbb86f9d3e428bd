import GestureTrace

/// One generated fuzz input: the gesture, and the conditions to replay it under.
public struct FuzzInput: Sendable, Equatable {
    public var trace: Trace
    public var scenario: FuzzScenario

    public init(trace: Trace, scenario: FuzzScenario) {
        self.trace = trace
        self.scenario = scenario
    }
}
