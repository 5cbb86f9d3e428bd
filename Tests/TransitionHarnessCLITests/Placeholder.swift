import Testing
@testable import TransitionHarnessCLI
