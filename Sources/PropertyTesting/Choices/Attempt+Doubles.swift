extension Attempt {
    /// Steps per side of a ``double(in:simplest:)`` range: 2³², so every step is exact.
    public static let doubleResolution: UInt64 = 1 << 32

    /// A number in `range` (finite bounds), built from choices so that smaller choices give
    /// values closer to `simplest` (default: the value of the range closest to 0).
    ///
    /// Encoding: when the range extends on both sides of `simplest`, a first choice picks the
    /// side (0: towards the upper bound); then a choice k in `0...2³²` places the value at
    /// the fraction k / 2³² of the way from `simplest` to that bound. Choice 0 is `simplest`
    /// itself and the largest choice is the bound exactly, so random draws, which favour
    /// the ends of a choice's range, meet both often. Binary search on k moves the value
    /// monotonically towards `simplest`. (Hypothesis orders floats by a lexicographic
    /// encoding with the same aim; a fixed grid is enough here.)
    public mutating func double(in range: ClosedRange<Double>, simplest: Double? = nil) -> Double {
        precondition(range.lowerBound.isFinite && range.upperBound.isFinite, "double(in:) needs finite bounds")
        let lower = range.lowerBound
        let upper = range.upperBound
        let origin = min(max(simplest ?? 0, lower), upper)
        let below = origin - lower
        let above = upper - origin
        let upwards: Bool
        if below > 0 && above > 0 {
            upwards = choice(upTo: 1) == 0
        } else {
            upwards = above > 0
        }
        let span = upwards ? above : below
        guard span > 0 else { return origin }
        let k = choice(upTo: Self.doubleResolution)
        if k == Self.doubleResolution { return upwards ? upper : lower }
        let offset = span * (Double(k) / Double(Self.doubleResolution))
        return upwards ? min(origin + offset, upper) : max(origin - offset, lower)
    }

    /// A signed integer in `-magnitude...magnitude` as two choices: the sign (0: positive)
    /// and the magnitude, so that both shrink towards 0 monotonically.
    public mutating func signed(magnitudeUpTo magnitude: UInt64) -> Int64 {
        precondition(magnitude <= UInt64(Int64.max), "signed(magnitudeUpTo:) needs a magnitude that fits Int64")
        let negative = choice(upTo: 1) == 1
        let value = Int64(choice(upTo: magnitude))
        return negative ? -value : value
    }
}
