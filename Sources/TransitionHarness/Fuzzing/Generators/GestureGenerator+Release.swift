import GestureTrace
import PropertyTesting

extension GestureGenerator {
    /// Where a shaped release puts the lift, as progress: nil keeps the position the
    /// segments reached. Then the policy threshold 0.5 exactly and just either side of it
    /// (half a point, and a millionth of the distance), the ends, past the ends, and the
    /// thresholds a third and two thirds. Past the table's end, a signed value in
    /// thousandths up to ±1.5.
    static func releaseProgressTable(distance: Double) -> [Double?] {
        let halfPoint = 0.5 / distance
        return [nil, 0.5, 0.5 - halfPoint, 0.5 + halfPoint, 0.5 - 1e-6, 0.5 + 1e-6, 0, 1, -0.1, 1.1, 1.0 / 3, 2.0 / 3]
    }

    /// Release velocities, in distances per second along the progress direction: still,
    /// the cupertino fling threshold ±1 exactly and just either side, strong flings both
    /// ways. The projection policy's boundary for the release progress comes next in the
    /// table (``projectionBoundary(progress:)``), then that boundary ∓ 0.01; past the
    /// table's end, a signed value in thousandths up to ±8.
    static let releaseVelocityTable: [Double] = [0, 1, -1, 1.001, 0.999, -0.999, -1.001, 3, -3]

    /// The velocity at which the projection policy's projected progress is exactly 0.5 for
    /// a release at `progress`: p + v · r / (1 − r) / 1000 = 0.5, with r the normal
    /// deceleration rate (``CompletionPolicy/projection``).
    static func projectionBoundary(progress: Double) -> Double {
        let rate = CompletionPolicy.normalDecelerationRate
        return (0.5 - progress) / (rate / (1 - rate) / 1000)
    }

    /// The end of a gesture: an optional shaped run-out, then the lift.
    ///
    /// Choices: whether the release is shaped (0: lift where the segments ended, one period
    /// after the last sample). A shaped release draws its progress
    /// (``releaseProgressTable(distance:)``), its velocity (``releaseVelocityTable``) and
    /// its length (1, 2 or 3 samples, or enough to fill the estimators' 100 ms window at
    /// this rate), and ends in a straight, exactly timed run-out at that velocity whose
    /// lift sample lies at that progress. Then the phase of the lift (0: ended, 1: cancelled
    /// by the system, 2 for the trace's last gesture: the fingers stay down) and, with a
    /// second finger down, whether it lifts just before the first (0) or a period after it
    /// (1, so that it is the last finger up); without one, a forced 0 takes that place.
    func drawRelease(
        _ attempt: inout Attempt,
        into timeline: inout TouchTimeline,
        setup: GestureSetup,
        origin: (x: Double, y: Double),
        isLast: Bool
    ) {
        var liftTime: Int64?
        if attempt.choice(upTo: 1) == 1 {
            liftTime = drawRunOut(&attempt, into: &timeline, setup: setup, origin: origin)
        }
        let ending = attempt.choice(upTo: isLast ? 2 : 1)
        // Drawn only with a second finger down and a lift; otherwise a forced 0 in its place,
        // so that deleting the segment that put a second finger down leaves the choices
        // after the release where they were.
        let secondLast =
            timeline.secondOffset != nil && ending < 2 ? attempt.choice(upTo: 1) == 1 : attempt.forced(0) == 1
        guard !attempt.isAborted else { return }
        guard ending < 2 else { return }
        let phase: TouchPhase = ending == 0 ? .ended : .cancelled
        let time = liftTime ?? timeline.tick()
        let point = timeline.position
        if let offset = timeline.secondOffset, !secondLast {
            timeline.write(phase, finger: 1, x: point.x + offset.x, y: point.y + offset.y, at: time)
        }
        timeline.write(phase, finger: 0, x: point.x, y: point.y, at: time)
        if let offset = timeline.secondOffset, secondLast {
            let later = time + timeline.sampling.periodMicros
            timeline.write(phase, finger: 1, x: point.x + offset.x, y: point.y + offset.y, at: later)
        }
        timeline.secondOffset = nil
        timeline.isDown = false
        timeline.setNow(timeline.lastWritten)
    }

    /// The shaped run-out: returns the exact time of the lift and leaves the timeline's
    /// position at the lift point. Samples are exactly one period apart, without jitter or
    /// drops, on a straight line at the drawn velocity, so every velocity estimator that
    /// fits the samples of its window reads that velocity (up to rounding).
    private func drawRunOut(
        _ attempt: inout Attempt, into timeline: inout TouchTimeline, setup: GestureSetup,
        origin: (x: Double, y: Double)
    ) -> Int64? {
        let distance = setup.resolved.distance
        let progressTable = Self.releaseProgressTable(distance: distance)
        let progressIndex = attempt.index(below: progressTable.count + 1)
        let target: Double? =
            progressIndex < progressTable.count
            ? progressTable[progressIndex] : Double(attempt.signed(magnitudeUpTo: 1500)) / 1000
        let forward = setup.forward
        let reached =
            ((timeline.position.x - origin.x) * forward.x + (timeline.position.y - origin.y) * forward.y) / distance
        let releaseProgress = target ?? reached
        let velocityTable = Self.releaseVelocityTable
        let velocityIndex = attempt.index(below: velocityTable.count + 4)
        let velocity: Double
        switch velocityIndex - velocityTable.count {
        case ..<0: velocity = velocityTable[velocityIndex]
        case 0: velocity = Self.projectionBoundary(progress: releaseProgress)
        case 1: velocity = Self.projectionBoundary(progress: releaseProgress) - 0.01
        case 2: velocity = Self.projectionBoundary(progress: releaseProgress) + 0.01
        default: velocity = Double(attempt.signed(magnitudeUpTo: 8000)) / 1000
        }
        let lengthChoice = attempt.choice(upTo: 3)
        guard !attempt.isAborted else { return nil }
        let period = timeline.sampling.periodMicros
        let windowSamples = Int((100_000 + period - 1) / period) + 2
        let count = lengthChoice < 3 ? Int(lengthChoice) + 1 : windowSamples

        let base = timeline.settle()
        let lift = base + Int64(count + 1) * period
        let speed = velocity * distance
        // The lift point: at the target progress along the axis (keeping the position
        // across it), or where the run-out from the current position ends.
        let liftPoint: (x: Double, y: Double)
        if let target {
            // From the origin, so that a dyadic origin and a target such as 0.5 of an
            // integer distance give a displacement of exactly target · distance.
            let along = target * distance
            liftPoint =
                setup.resolved.axis == .x
                ? (origin.x + forward.x * along, timeline.position.y)
                : (timeline.position.x, origin.y + forward.y * along)
        } else {
            let travel = speed * Double(lift - base) / 1_000_000
            liftPoint = (timeline.position.x + forward.x * travel, timeline.position.y + forward.y * travel)
        }
        for step in 1...count {
            let time = base + Int64(step) * period
            let back = speed * Double(lift - time) / 1_000_000
            let point = (x: liftPoint.x - forward.x * back, y: liftPoint.y - forward.y * back)
            timeline.writeAll(.moved, primaryAt: point, at: time)
        }
        timeline.position = liftPoint
        timeline.setNow(lift)
        return lift
    }
}
