import Foundation
import GestureTrace
@_spi(Harness) import HeadlessUIKit
import Testing

/// Re-estimates velocities from a converted trace's samples, as the peers' harnesses do
/// from their events: a finger going down resets the tracker (unless `resetOnDown` is
/// false), down and move samples are added, and each up reads the velocity at its time.
enum ConformanceReplay {
    static func velocitiesAtEachUp(
        _ trace: Trace, estimator: VelocityEstimator = .lsq2, resetOnDown: Bool = true
    ) -> [(touchIndex: Int, velocity: CGPoint?)] {
        var tracker = VelocityTracker(estimator: estimator)
        var results: [(Int, CGPoint?)] = []
        for (index, touch) in trace.touches.enumerated() {
            switch touch.phase {
            case .began:
                if resetOnDown { tracker.reset() }
                tracker.add(time: touch.t, position: CGPoint(x: touch.x, y: touch.y))
            case .moved, .stationary:
                tracker.add(time: touch.t, position: CGPoint(x: touch.x, y: touch.y))
            case .ended, .cancelled:
                results.append((index, tracker.velocity(at: touch.t)))
            }
        }
        return results
    }

    /// A member of a JSON object, re-serialized, so a converter can read part of a file.
    static func member(_ key: String, of data: Data) throws -> Data {
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try JSONSerialization.data(withJSONObject: try #require(object[key]))
    }

    /// The elements of an array member of a JSON object, each re-serialized.
    static func elements(_ key: String, of data: Data) throws -> [Data] {
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let array = try #require(object[key] as? [Any])
        return try array.map { try JSONSerialization.data(withJSONObject: $0) }
    }
}
