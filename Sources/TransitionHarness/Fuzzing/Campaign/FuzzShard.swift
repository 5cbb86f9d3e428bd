import PropertyTesting

/// Which part of a campaign's case indices one worker runs: case i belongs to shard
/// `i mod count`. Each case's generator is seeded from the campaign seed and the case
/// index alone (``SplitMix64/forCase(seed:index:)``), so a case gives the same input and
/// the same result whichever shard runs it, and the shards of a campaign together run
/// exactly the cases of the unsharded campaign.
public struct FuzzShard: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// This shard, from 0.
    public let index: Int
    /// The number of shards, at least 1.
    public let count: Int

    public init(index: Int, count: Int) {
        precondition(count >= 1 && index >= 0 && index < count, "a shard is k/n with 0 <= k < n")
        self.index = index
        self.count = count
    }

    /// The whole campaign: shard 0/1.
    public static let whole = FuzzShard(index: 0, count: 1)

    /// Reads `k/n` (as the CLI's `--shard` takes it); nil unless 0 <= k < n.
    public init?(text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
            count >= 1, index >= 0, index < count
        else { return nil }
        self.init(index: index, count: count)
    }

    /// `k/n`.
    public var description: String { "\(index)/\(count)" }

    /// Whether case `caseIndex` belongs to this shard.
    public func contains(_ caseIndex: UInt64) -> Bool {
        caseIndex % UInt64(count) == UInt64(index)
    }

    /// The case indices of this shard below `limit` (all of them, for nil), in order.
    public func caseIndices(below limit: UInt64?) -> StrideTo<UInt64> {
        stride(from: UInt64(index), to: limit ?? .max, by: count)
    }

    /// The case indices of this shard from `first` (inclusive) below `limit`, in order.
    public func caseIndices(from first: UInt64, below limit: UInt64?) -> StrideTo<UInt64> {
        stride(from: firstCase(atOrAfter: first), to: limit ?? .max, by: count)
    }

    /// The first case index of this shard at or after `first` (`UInt64.max` past the end).
    public func firstCase(atOrAfter first: UInt64) -> UInt64 {
        let step = UInt64(count)
        let offset = (UInt64(index) + step - first % step) % step
        let (start, overflow) = first.addingReportingOverflow(offset)
        return overflow ? .max : start
    }
}
