import GestureTrace
import PropertyTesting

extension GestureGenerator {
    /// One gesture: the primary finger goes down, then segments follow while an "another
    /// segment?" flag says so, then the release (``drawRelease``).
    func drawGesture(
        _ attempt: inout Attempt, into timeline: inout TouchTimeline, setup: GestureSetup, index: Int, isLast: Bool
    ) {
        let start = drawStart(&attempt, setup: setup, isFirst: index == 0)
        let origin = start
        timeline.position = start
        timeline.isDown = true
        timeline.secondOffset = nil
        timeline.write(.began, finger: 0, x: start.x, y: start.y, at: timeline.settle())
        drawLeadIn(into: &timeline, setup: setup)
        var segments = 0
        while true {
            let span = attempt.beginSpan()
            // At the limit the flag is forced to "no more": every list ends with a flag, so
            // deleting a segment leaves the release's choices where they were.
            guard attempt.weighted(segments < maxSegments ? 0.7 : 0) else { break }
            switch attempt.choice(upTo: 2) {
            case 0: drawMove(&attempt, into: &timeline, setup: setup)
            case 1: drawHold(&attempt, into: &timeline)
            default: drawSecondFinger(&attempt, into: &timeline, setup: setup)
            }
            attempt.endSpan(span)
            segments += 1
        }
        drawRelease(&attempt, into: &timeline, setup: setup, origin: origin, isLast: isLast)
    }

    /// The ``leadIn``: three samples, one sensor period apart, moving the finger forward by a
    /// third of it each, with no choice made. A recognizer of the declared gesture then begins
    /// moving forward with a velocity to read, as an app's `gestureRecognizerShouldBegin(_:)`
    /// usually asks; what follows explores the rest.
    private func drawLeadIn(into timeline: inout TouchTimeline, setup: GestureSetup) {
        guard leadIn > 0, leadIn.isFinite else { return }
        let forward = setup.forward
        for _ in 0..<3 {
            let point = (
                x: TouchTimeline.quantize(timeline.position.x + forward.x * leadIn / 3),
                y: TouchTimeline.quantize(timeline.position.y + forward.y * leadIn / 3)
            )
            timeline.position = point
            timeline.writeAll(.moved, primaryAt: point, at: timeline.tick())
        }
    }

    /// Where the primary finger goes down.
    ///
    /// Edge pans: an "outside?" flag (rare for the first gesture, frequent for later ones,
    /// which may grab the moving view anywhere), then the distance from the edge in
    /// quarters of a point: inside, 0 to `edgeWidth` inclusive (the recognizer's
    /// boundary); outside, from a quarter point past it up to the screen's extent. Other
    /// pans: the offset from the centre along the axis, in quarters of a point. Then the
    /// offset from the centre across the axis, in whole points. A pan whose subject declares a
    /// start region starts inside it: the offsets from its near sides, in quarter points. Quarter points are exact in
    /// binary, so a release at progress 0.5 of an integer distance is exactly 0.5.
    func drawStart(_ attempt: inout Attempt, setup: GestureSetup, isFirst: Bool) -> (x: Double, y: Double) {
        let resolved = setup.resolved
        let centreAlong = setup.extentAlong / 2
        let along: Double
        if resolved.gesture == .edgePan {
            let edgeWidthQuarters = UInt64((resolved.edgeWidth * 4).rounded(.down))
            let extentQuarters = UInt64((setup.extentAlong * 4).rounded(.down))
            let offset: Double
            if attempt.weighted(isFirst ? 0.05 : 0.4) {
                let room = extentQuarters > edgeWidthQuarters + 1 ? extentQuarters - edgeWidthQuarters - 1 : 0
                offset = Double(edgeWidthQuarters + 1 + attempt.choice(upTo: room)) / 4
            } else {
                offset = Double(attempt.choice(upTo: edgeWidthQuarters)) / 4
            }
            switch resolved.edge {
            case .left, .top: along = offset
            case .right, .bottom: along = setup.extentAlong - offset
            }
        } else if let region = setup.regionInPoints {
            along = region.along.lowerBound + Double(attempt.choice(upTo: Self.quarters(in: region.along))) / 4
        } else {
            along = centreAlong + Double(attempt.signed(magnitudeUpTo: UInt64(centreAlong * 4))) / 4
        }
        let across: Double
        if let region = setup.regionInPoints {
            across = (region.across.lowerBound + Double(attempt.choice(upTo: Self.quarters(in: region.across)) / 4))
                .rounded(.up)
        } else {
            let centreAcross = setup.extentAcross / 2
            across = (centreAcross + Double(attempt.signed(magnitudeUpTo: UInt64(centreAcross)))).rounded()
        }
        return resolved.axis == .x ? (along, across) : (across, along)
    }

    /// The whole quarter points in `range`, less one (a choice's upper bound).
    private static func quarters(in range: ClosedRange<Double>) -> UInt64 {
        let span = (range.upperBound - range.lowerBound) * 4
        return span.isFinite && span >= 1 ? UInt64(span.rounded(.down)) - 1 : 0
    }

    /// A move: 8 choices with the flag and kind. The displacement along the axis in
    /// thousandths of the transition distance (signed, up to ±1.5; positive advances
    /// progress), the drift across it in points (signed, up to ±100), the number of
    /// samples (1 up to ``maxSamplesPerMove``, one sensor period apart), and the shape
    /// (0: constant speed, 1: minimum jerk, ``MinimumJerk``).
    func drawMove(_ attempt: inout Attempt, into timeline: inout TouchTimeline, setup: GestureSetup) {
        let progress = Double(attempt.signed(magnitudeUpTo: 1500)) / 1000
        let drift = Double(attempt.signed(magnitudeUpTo: 100))
        let count = 1 + Int(attempt.choice(upTo: UInt64(maxSamplesPerMove - 1)))
        let smooth = attempt.choice(upTo: 1) == 1
        guard !attempt.isAborted else { return }
        let along = progress * setup.resolved.distance
        let forward = setup.forward
        let across = setup.across
        let from = timeline.position
        let delta = (
            x: TouchTimeline.quantize(forward.x * along + across.x * drift),
            y: TouchTimeline.quantize(forward.y * along + across.y * drift)
        )
        for step in 1...count {
            let tau = Double(step) / Double(count)
            let fraction = smooth ? MinimumJerk.fraction(at: tau) : tau
            let point = (
                x: TouchTimeline.quantize(from.x + delta.x * fraction),
                y: TouchTimeline.quantize(from.y + delta.y * fraction)
            )
            let time = timeline.tick()
            timeline.position = point
            // A segment's last sample is kept, so that the trace reaches its end point.
            if step < count && timeline.sampling.drops() { continue }
            timeline.writeAll(.moved, primaryAt: point, at: time)
        }
    }

    /// A hold: 5 choices with the flag and kind. Whether it is long (rarely: long holds
    /// make long replays), its length in milliseconds (0...300, or 300...3000 when long),
    /// and whether the sensor reports `stationary` samples meanwhile (each period, for
    /// every finger down) or stays silent.
    func drawHold(_ attempt: inout Attempt, into timeline: inout TouchTimeline) {
        let long = attempt.weighted(0.1)
        let micros = Int64(long ? 300 + attempt.choice(upTo: 2700) : attempt.choice(upTo: 300)) * 1000
        let reports = attempt.choice(upTo: 1) == 1
        guard !attempt.isAborted else { return }
        guard reports else {
            timeline.wait(micros)
            return
        }
        let end = timeline.now + micros
        while timeline.now + timeline.sampling.periodMicros <= end {
            let time = timeline.tick()
            timeline.writeAll(.stationary, primaryAt: timeline.position, at: time)
        }
        timeline.setNow(end)
    }

    /// A second-finger change: 4 choices with the flag and kind. With the second finger up,
    /// it goes down beside the first (the side, and the distance across the axis in points,
    /// 0...300) and then follows it; with it down, it lifts (0: ended, 1: cancelled by the
    /// system) after a pause (0...100 ms).
    func drawSecondFinger(_ attempt: inout Attempt, into timeline: inout TouchTimeline, setup: GestureSetup) {
        let first = attempt.choice(upTo: 1)
        let second = attempt.choice(upTo: timeline.secondOffset == nil ? 300 : 100)
        guard !attempt.isAborted else { return }
        let position = timeline.position
        if let offset = timeline.secondOffset {
            timeline.wait(Int64(second) * 1000)
            let phase: TouchPhase = first == 0 ? .ended : .cancelled
            timeline.write(phase, finger: 1, x: position.x + offset.x, y: position.y + offset.y, at: timeline.settle())
            timeline.secondOffset = nil
        } else {
            let distance = Double(second) * (first == 0 ? 1 : -1)
            let offset = (x: setup.across.x * distance, y: setup.across.y * distance)
            timeline.write(
                .began, finger: 1, x: position.x + offset.x, y: position.y + offset.y, at: timeline.settle())
            timeline.secondOffset = offset
        }
    }
}
