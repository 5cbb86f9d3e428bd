import Testing

@testable import GestureTrace
