extension SplitMix64 {
    /// The increment of SplitMix64's state per draw (the golden-ratio "gamma").
    static let gamma: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The `index`-th output (from 0) of `SplitMix64(seed: seed)`, in constant time: the
    /// state after n draws is `seed + n · gamma`, so output i is the mix of
    /// `seed + (i + 1) · gamma` (Steele, Lea and Flood, OOPSLA 2014).
    ///
    /// A run seeds attempt i's generator with it, so an attempt's input depends only on the
    /// run's seed and its index, never on which shard or worker ran it.
    public static func output(seed: UInt64, index: UInt64) -> UInt64 {
        var generator = SplitMix64(seed: seed &+ index &* gamma)
        return generator.next()
    }

    /// The generator of attempt `index` of a run with seed `seed`.
    public static func forCase(seed: UInt64, index: UInt64) -> SplitMix64 {
        SplitMix64(seed: output(seed: seed, index: index))
    }
}
