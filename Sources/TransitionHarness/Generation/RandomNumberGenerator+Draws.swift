import Foundation

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
