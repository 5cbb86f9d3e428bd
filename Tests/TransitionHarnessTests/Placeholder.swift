import Testing

@testable import TransitionHarness
