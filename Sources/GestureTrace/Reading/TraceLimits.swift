/// How much a ``TraceReader`` accepts before it refuses a file. Every limit is checked as
/// the input streams in, so a refusal costs bounded memory and time.
public struct TraceLimits: Sendable, Equatable {
    /// The largest file, in bytes. Standard: 64 MiB.
    public var maxFileBytes: Int
    /// The most touch samples. Standard: 1,000,000.
    public var maxSamples: Int
    /// The deepest nesting. A value's depth counts itself and every array or object around
    /// it: the top-level object is at depth 1, a sample at 3, a sample's `t` at 4.
    /// Standard: 32. Values outside 4...256 are clamped into it, since json-c frees its
    /// trees recursively and every valid trace needs depth 4.
    public var maxDepth: Int
    /// The longest string (key or value), in bytes of its JSON text between the quotes.
    /// Standard: 1 MiB.
    public var maxStringBytes: Int

    public init(maxFileBytes: Int, maxSamples: Int, maxDepth: Int, maxStringBytes: Int) {
        self.maxFileBytes = maxFileBytes
        self.maxSamples = maxSamples
        self.maxDepth = maxDepth
        self.maxStringBytes = maxStringBytes
    }

    /// The limits of trace-format.md: 64 MiB, 1,000,000 samples, depth 32, strings of 1 MiB.
    public static let standard = TraceLimits(
        maxFileBytes: 64 << 20,
        maxSamples: 1_000_000,
        maxDepth: 32,
        maxStringBytes: 1 << 20
    )

    /// ``maxDepth`` as the reader applies it.
    var effectiveDepth: Int { Swift.min(Swift.max(maxDepth, 4), 256) }
}
