/// The samples an estimator may use, oldest first: the newest samples of one pointer's
/// continuous motion that lie within the estimator's horizon of the newest one.
///
/// A window is a view into a ``VelocityTracker``'s history; making one does not copy or
/// allocate. Its samples have strictly increasing times (the tracker merges samples at the
/// same instant) and no gap longer than the estimator's
/// ``VelocityEstimator/pointerStoppedInterval`` (the tracker starts over after one).
@_spi(Harness) public struct VelocityWindow: RandomAccessCollection, Sendable {
    private let storage: [VelocitySample]
    private let start: Int
    public let count: Int

    init(storage: [VelocitySample], start: Int, count: Int) {
        self.storage = storage
        self.start = start
        self.count = count
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> VelocitySample {
        precondition(position >= 0 && position < count, "index out of range")
        return storage[start + position]
    }

    /// Calls `body` with the samples, oldest first, as one contiguous buffer (no copy).
    /// The buffer is valid only during the call.
    public func withUnsafeSamples<Result>(
        _ body: (UnsafeBufferPointer<VelocitySample>) throws -> Result
    ) rethrows -> Result {
        try storage.withUnsafeBufferPointer { all in
            try body(UnsafeBufferPointer(rebasing: all[start..<(start + count)]))
        }
    }

    /// Seconds between the oldest and the newest sample; 0 when there are fewer than two.
    public var duration: Double {
        count < 2 ? 0 : self[count - 1].time - self[0].time
    }
}
