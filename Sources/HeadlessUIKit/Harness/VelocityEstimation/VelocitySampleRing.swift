/// A bounded ring buffer of samples, newest last, that never grows past its capacity.
///
/// Storage is allocated once, at twice the capacity, when the ring is made, and every sample
/// is written twice, `capacity` apart, so that any run of consecutive samples is contiguous
/// in memory: a window can be read as one buffer, without copying and without wrapping
/// index arithmetic. Appending, replacing and clearing only write into the storage, so a
/// uniquely owned ring does not allocate per sample. The oldest sample is dropped when a new
/// one arrives at capacity.
struct VelocitySampleRing: Sendable {
    private var storage: [VelocitySample]
    let capacity: Int
    /// Index of the oldest stored sample, in 0..<capacity; the sample `offset` places after
    /// it is at `storage[head + offset]`.
    private var head = 0
    private(set) var count = 0

    init(capacity: Int) {
        precondition(capacity > 0, "a velocity history needs room for at least one sample")
        self.capacity = capacity
        storage = Array(repeating: VelocitySample(time: 0, x: 0, y: 0), count: 2 * capacity)
    }

    var newest: VelocitySample? {
        count == 0 ? nil : storage[head + count - 1]
    }

    /// The sample `offset` places after the oldest one (0 is the oldest).
    subscript(offset: Int) -> VelocitySample {
        storage[head + offset]
    }

    mutating func append(_ sample: VelocitySample) {
        if count < capacity {
            write(sample, at: head + count)
            count += 1
        } else {
            // The new newest lands where the oldest was (head + capacity mirrors head).
            write(sample, at: head)
            head = head + 1 == capacity ? 0 : head + 1
        }
    }

    mutating func replaceNewest(with sample: VelocitySample) {
        guard count > 0 else { return append(sample) }
        write(sample, at: head + count - 1)
    }

    mutating func removeAll() {
        head = 0
        count = 0
    }

    /// The newest samples no more than `horizon` seconds older than the newest one.
    func window(horizon: Double) -> VelocityWindow {
        guard count > 0 else { return VelocityWindow(storage: storage, start: 0, count: 0) }
        let last = head + count - 1
        let first = storage.withUnsafeBufferPointer { buffer in
            let newest = buffer[last].time
            // Ages are compared with the slack of the newest time; earlier times are smaller
            // in magnitude or within a few units in the last place of it.
            let oldestTime = newest - horizon - VelocityTime.slack(newest, newest)
            var first = last
            while first > head, buffer[first - 1].time >= oldestTime {
                first -= 1
            }
            return first
        }
        return VelocityWindow(storage: storage, start: first, count: last - first + 1)
    }

    /// Writes `sample` at `index` (in 0..<2·capacity) and at its mirror.
    private mutating func write(_ sample: VelocitySample, at index: Int) {
        let primary = index < capacity ? index : index - capacity
        storage[primary] = sample
        storage[primary + capacity] = sample
    }

    /// The address of the storage, so tests can show that appending never reallocates.
    package func storageAddress() -> UInt {
        storage.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }
}

/// Time comparisons for velocity estimation.
enum VelocityTime {
    /// Two times closer than this are the same instant. One nanosecond (the resolution of
    /// Android's `nsecs_t` event times), widened to a few units in the last place for large
    /// clock values, so that decimal seconds such as 216690.996 − 216690.896 still compare
    /// as exactly 100 ms at a horizon boundary.
    static func slack(_ a: Double, _ b: Double) -> Double {
        Swift.max(1e-9, 4 * Swift.max(abs(a), abs(b)).ulp)
    }
}
