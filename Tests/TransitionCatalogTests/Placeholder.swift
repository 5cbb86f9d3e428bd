import Testing
@testable import TransitionCatalog
