import PropertyTesting

/// A seeded random number generator for tests: PropertyTesting's ``SplitMix64``, so the same
/// seed gives the same sequence on every platform and a failing seed is a re-runnable case.
///
/// A wrapper rather than the type itself, so that the tests of the layers below the harness
/// (GestureTrace, HeadlessUIKit) draw seeded numbers without importing the engine.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var base: SplitMix64

    public init(seed: UInt64) {
        base = SplitMix64(seed: seed)
    }

    public mutating func next() -> UInt64 {
        base.next()
    }
}
