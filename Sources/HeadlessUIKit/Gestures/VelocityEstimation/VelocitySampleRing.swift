/// A bounded ring buffer of samples, newest last, that never grows past its capacity.
///
/// Storage is allocated once, at its full capacity, when the ring is made; appending,
/// replacing and clearing only write into it, so a uniquely owned ring does not allocate
/// per sample. The oldest sample is dropped when a new one arrives at capacity.
struct VelocitySampleRing: Sendable {
    private var storage: [VelocitySample]
    /// Physical index of the oldest stored sample.
    private var head = 0
    private(set) var count = 0

    init(capacity: Int) {
        precondition(capacity > 0, "a velocity history needs room for at least one sample")
        storage = Array(repeating: VelocitySample(time: 0, x: 0, y: 0), count: capacity)
    }

    var capacity: Int { storage.count }

    var newest: VelocitySample? {
        count == 0 ? nil : storage[physicalIndex(count - 1)]
    }

    /// The sample `offset` places after the oldest one (0 is the oldest).
    subscript(offset: Int) -> VelocitySample {
        storage[physicalIndex(offset)]
    }

    mutating func append(_ sample: VelocitySample) {
        if count < capacity {
            storage[physicalIndex(count)] = sample
            count += 1
        } else {
            storage[head] = sample
            head = (head + 1) % capacity
        }
    }

    mutating func replaceNewest(with sample: VelocitySample) {
        guard count > 0 else { return append(sample) }
        storage[physicalIndex(count - 1)] = sample
    }

    mutating func removeAll() {
        head = 0
        count = 0
    }

    /// The newest samples no more than `horizon` seconds older than the newest one.
    func window(horizon: Double) -> VelocityWindow {
        guard let newest else { return VelocityWindow(ring: self, firstOffset: 0, count: 0) }
        var first = count - 1
        while first > 0 {
            let candidate = self[first - 1]
            let age = newest.time - candidate.time
            if age > horizon + VelocityTime.slack(newest.time, candidate.time) { break }
            first -= 1
        }
        return VelocityWindow(ring: self, firstOffset: first, count: count - first)
    }

    private func physicalIndex(_ offset: Int) -> Int {
        (head + offset) % capacity
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
