@_spi(Harness) import HeadlessUIKit
import TestSupport

/// Sampled paths for the velocity tests.
enum VelocityTestPaths {
    /// `count` samples of `position(t)`, `interval` seconds apart starting at `start`, each
    /// time jittered by up to `jitter` of the interval (from `generator`), in time order.
    static func sample(
        count: Int,
        start: Double = 0,
        interval: Double = 1.0 / 120,
        jitter: Double = 0,
        using generator: inout SeededGenerator,
        _ position: (Double) -> (x: Double, y: Double)
    ) -> [VelocitySample] {
        (0..<count).map { index in
            let offset = jitter == 0 ? 0 : Double.random(in: -jitter...jitter, using: &generator) * interval
            let time = start + Double(index) * interval + offset
            let point = position(time - start)
            return VelocitySample(time: time, x: point.x, y: point.y)
        }
    }

    static func sample(
        count: Int,
        start: Double = 0,
        interval: Double = 1.0 / 120,
        _ position: (Double) -> (x: Double, y: Double)
    ) -> [VelocitySample] {
        var unused = SeededGenerator(seed: 0)
        return sample(count: count, start: start, interval: interval, using: &unused, position)
    }
}
