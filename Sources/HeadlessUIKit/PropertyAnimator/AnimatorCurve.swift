/// The timing a property animator applies to its animations: a cubic curve or a spring, as a
/// function of normalized time (internal).
enum AnimatorCurve: Sendable {
    case cubic(ProgressCurve)
    /// A spring per axis: `x` for one-dimensional properties and the x of points, `y` for the
    /// y of points (UIKit uses the velocity's `dx` and `dy` [DOC UISpringTimingParameters]).
    /// Normalized time 1 is the x spring's duration, which the animator runs for; both axes
    /// share that clock and end there.
    case spring(x: SpringTiming, y: SpringTiming)

    /// The fraction of the change shown at normalized time u, for the x axis and the y axis.
    func fractions(at u: Double) -> (x: Double, y: Double) {
        switch self {
        case .cubic(let curve):
            let value = curve(u)
            return (value, value)
        case .spring(let x, let y):
            // One clock for both axes: normalized time 1 is the x spring's duration (the
            // animator's); the y spring ends there too.
            guard u < 1 else { return (1, 1) }
            let t = u * x.duration
            return (x.progress(at: t), y.progress(at: t))
        }
    }

    /// The fraction for one-dimensional properties.
    func fraction(at u: Double) -> Double {
        fractions(at: u).x
    }

    /// The normalized time at which the curve first reaches `fraction` (for mapping a paused
    /// fraction back through the curve when continuing): bisection on [0, 1]; 0 for fractions at
    /// or below the start, 1 at or above the end.
    func time(reaching fraction: Double) -> Double {
        if fraction <= self.fraction(at: 0) { return 0 }
        if fraction >= 1 { return 1 }
        var low = 0.0
        var high = 1.0
        // The first crossing: shrink toward the lowest u whose fraction reaches the target,
        // after finding an upper end by sampling (springs may overshoot and come back).
        let samples = 64
        for step in 1...samples {
            let u = Double(step) / Double(samples)
            if self.fraction(at: u) >= fraction {
                high = u
                low = Double(step - 1) / Double(samples)
                break
            }
        }
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if self.fraction(at: middle) >= fraction { high = middle } else { low = middle }
        }
        return high
    }
}

/// How a property animator's animation on a layer gets its fraction of the change (internal).
///
/// Every tracked property of an animator has a *window* in the animator's normalized time:
/// it starts at `start` (0, or where a delay factor or a late `addAnimations` puts it) and ends
/// with the animator at 1. The animator re-programs the drive whenever its state changes.
struct AnimatorDrive: Sendable {
    enum Segment: Sendable {
        /// Paused: a fixed fraction for each axis.
        case hold(x: Double, y: Double)
        /// Running on the animator's own curve: the animator's normalized time goes from
        /// `fromTime` to `toTime` as the record's progress goes from 0 to 1, and the property
        /// shows `curve` at its own normalized time within its window.
        case alongCurve(AnimatorCurve, fromTime: Double, toTime: Double)
        /// Running on new timing from a captured fraction: the property's fraction goes from
        /// `from` to `to` along `curve` as the record's progress goes from 0 to 1.
        case retimed(AnimatorCurve, from: (x: Double, y: Double), to: Double)
    }

    var segment: Segment
    /// Where the property's window starts in the animator's normalized time, in [0, 1).
    var start: Double

    /// The property's own normalized time for the animator's time u.
    func windowTime(_ u: Double) -> Double {
        guard start > 0 else { return Swift.min(Swift.max(u, 0), 1) }
        return Swift.min(Swift.max((u - start) / (1 - start), 0), 1)
    }

    /// The fractions of the change for the x and y axes at the record's progress.
    func fractions(atProgress progress: Double) -> (x: Double, y: Double) {
        switch segment {
        case .hold(let x, let y):
            return (x, y)
        case .alongCurve(let curve, let fromTime, let toTime):
            let u = fromTime + (toTime - fromTime) * progress
            return curve.fractions(at: windowTime(u))
        case .retimed(let curve, let from, let to):
            let paced = curve.fractions(at: progress)
            return (from.x + (to - from.x) * paced.x, from.y + (to - from.y) * paced.y)
        }
    }
}

/// The value function of a property animator's animation: from the property's value before the
/// animator changed it to the value after, at the fraction the drive gives (internal). A class:
/// the animator re-programs `drive` in place.
final class DrivenProgram {
    let from: AnimationValue
    private(set) var to: AnimationValue
    private(set) var decomposed: DecomposedEnds?
    /// The ends as plain numbers, for direct evaluation.
    private(set) var direct: DirectEnds?
    var drive: AnimatorDrive

    init(from: AnimationValue, to: AnimationValue, drive: AnimatorDrive) {
        self.from = from
        self.to = to
        let decomposed = DecomposedEnds(from: .value(from), to: .value(to))
        self.decomposed = decomposed
        direct = DirectEnds(from, to, decomposed: decomposed)
        self.drive = drive
    }

    /// Moves the end value (the animator's block changed the property again).
    func retarget(to newValue: AnimationValue) {
        to = newValue
        decomposed = DecomposedEnds(from: .value(from), to: .value(newValue))
        direct = DirectEnds(from, newValue, decomposed: decomposed)
    }

    func value(atProgress progress: Double) -> AnimationValue {
        value(at: drive.fractions(atProgress: progress))
    }

    /// The value at fractions (x, y) of the change; points use one fraction per axis.
    func value(at fractions: (x: Double, y: Double)) -> AnimationValue {
        if case .point(let start) = from, case .point(let end) = to, fractions.x != fractions.y {
            return .point(
                CGPoint(
                    x: start.x + (end.x - start.x) * CGFloat(fractions.x),
                    y: start.y + (end.y - start.y) * CGFloat(fractions.y)))
        }
        if let decomposed { return decomposed.value(at: fractions.x) }
        return from.interpolated(to: to, fraction: fractions.x)
    }
}
