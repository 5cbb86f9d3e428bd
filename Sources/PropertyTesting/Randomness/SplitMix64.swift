import Foundation

/// The harness's seeded random number generator: SplitMix64 (Steele, Lea and Flood, "Fast
/// splittable pseudorandom number generators", OOPSLA 2014).
///
/// Every run that draws randomness takes its seed from the caller and prints it, so any
/// result can be reproduced; nothing in the libraries uses system randomness.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    public private(set) var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension RandomNumberGenerator {
    /// A uniform double in [0, 1) from the top 53 bits of one draw. Spelled out rather than
    /// `Double.random(in:using:)`, whose algorithm the standard library does not promise to
    /// keep, so generated traces stay byte-identical across toolchains.
    mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A uniform double in `range`.
    mutating func nextDouble(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * nextUnit()
    }

    /// A standard normal deviate (Box–Muller), from two uniform draws of this generator.
    mutating func nextGaussian() -> Double {
        let u1 = max(nextUnit(), Double.ulpOfOne)
        let u2 = nextUnit()
        return (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
    }
}
