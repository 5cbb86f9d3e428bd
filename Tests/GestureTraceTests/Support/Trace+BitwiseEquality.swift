@testable import GestureTrace

extension Trace {
    /// Every number, as bits: `==` on Double takes -0.0 for 0.0, a round trip must not.
    var numberBits: [UInt64] {
        var bits = [screen.width, screen.height, screen.scale, screen.refreshRate].map(\.bitPattern)
        bits += [transition.distance, transition.edgeWidth].map { $0?.bitPattern ?? 1 }
        if let range = expect?.progressAtRelease { bits += [range.min.bitPattern, range.max.bitPattern] }
        for sample in touches {
            bits += [sample.t.bitPattern, sample.x.bitPattern, sample.y.bitPattern, sample.force?.bitPattern ?? 1]
        }
        return bits
    }
}
